"""The PettingZoo AEC environment (docs/adapters.md) passes PettingZoo's api_test and
seed_test, with the Players as agents and with every seat as one."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest
from pettingzoo import AECEnv
from pettingzoo.test import api_test, seed_test
from pettingzoo.utils.wrappers import OrderEnforcingWrapper

import adapters.pettingzoo
from tests.adapter_support import doc_example

SETTINGS: list[dict[str, Any]] = [{"players": 1}, {"players": 2}, {"players": 2, "neutrals": True}]


@pytest.mark.filterwarnings("ignore:Observation")
@pytest.mark.parametrize("settings", SETTINGS, ids=["1P", "2P", "2P+neutrals"])
def test_api_test_and_seed_test_pass(settings: dict[str, Any]) -> None:
    api_test(adapters.pettingzoo.env(max_turns=1, **settings), num_cycles=200)
    seed_test(partial(adapters.pettingzoo.env, max_turns=1, **settings), num_cycles=200)


def test_env_wraps_raw_env_as_the_classic_environments_do() -> None:
    wrapped = adapters.pettingzoo.env(players=2)

    assert isinstance(wrapped, OrderEnforcingWrapper)
    assert isinstance(wrapped.unwrapped, adapters.pettingzoo.RepublicOfRomeEnv)
    assert isinstance(adapters.pettingzoo.raw_env(), adapters.pettingzoo.RepublicOfRomeEnv)


def test_the_agents_are_the_seats() -> None:
    assert adapters.pettingzoo.env(players=2).possible_agents == ["seat_0", "seat_2"]
    every = adapters.pettingzoo.env(players=1, neutrals=True).possible_agents
    assert every == [f"seat_{s}" for s in range(5)]


def test_the_docs_example_plays_to_the_end_with_rewards_in_range() -> None:
    namespace: dict[str, object] = {}
    exec(doc_example("adapters.pettingzoo.env("), namespace)

    env = namespace["env"]
    assert isinstance(env, AECEnv)
    raw = env.unwrapped
    assert isinstance(raw, adapters.pettingzoo.RepublicOfRomeEnv)
    assert env.agents == []
    assert raw.table.done
