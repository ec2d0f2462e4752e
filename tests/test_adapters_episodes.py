"""Episodes a learner can use (issue 32): they end whatever the answers, the envs declare a
truncation limit, the rewards are named options that know Rome fell, and tables, environments
and their games pickle and replay."""

from __future__ import annotations

import pickle
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import adapters.gymnasium
import adapters.pettingzoo
from adapters.table import MAX_STEPS, REWARD_RANGE, REWARDS, Settings, Table
from engine.outcome import ALL_LOSE
from engine.report import state_digest


def played(settings: Settings, seed: int, pick: int) -> Table:
    """A table played to its end always answering option ``pick`` (0 first, -1 last)."""
    table = Table(settings, seed)
    while not table.done:
        decision = table.game.pending
        assert decision is not None
        table.answer(0 if pick == 0 else min(len(decision.options), 128) - 1)
    return table


@pytest.mark.parametrize("players", [1, 2])
def test_always_answering_the_first_option_ends_the_game(players: int) -> None:
    table = played(Settings("early", players), 1, 0)

    assert table.game.over and not table.truncated
    assert table.steps < MAX_STEPS


def test_the_answer_cap_truncates_an_episode() -> None:
    table = played(Settings("early", 1, max_steps=5), 1, 0)

    assert table.truncated and table.steps == 5 and table.seat is None


def test_the_rewards_are_named_and_the_outcome_knows_rome_fell() -> None:
    table = played(Settings("early", 1), 0, -1)
    result = table.game.result
    assert result is not None and result.reason in ALL_LOSE

    paid = {}
    for name in REWARDS:
        fallen = Table.replayed(Settings("early", 1, reward=name), 0, table.history)
        paid[name] = fallen.reward(0)
        low, high = REWARD_RANGE[name]
        assert low <= paid[name] <= high

    assert Settings().reward == "outcome"
    assert paid["outcome"] == -1.0 and paid["survival"] == 0.0 and paid["win"] == 0.0
    assert 0.0 < paid["share"] == paid["influence"]


def test_a_truncated_outcome_is_the_share() -> None:
    table = played(Settings("early", 1, max_turns=1), 1, 0)
    share = Table.replayed(Settings("early", 1, max_turns=1, reward="share"), 1, table.history)

    assert table.truncated and table.reward(0) == share.reward(0) > 0.0


def test_a_table_pickles_as_its_history_and_replays_to_the_same_game() -> None:
    table = Table(Settings("early", 2), 5)
    for _ in range(6):
        table.answer(0)
    world = table.resampled(0, 99)
    world.answer(0)

    for kept in (table, world):
        copy = pickle.loads(pickle.dumps(kept))
        assert copy.history == kept.history and copy.steps == kept.steps
        assert state_digest(copy.game.state) == state_digest(kept.game.state)
        assert copy.game.choices == kept.game.choices


def test_the_gymnasium_env_declares_its_step_limit_and_pickles() -> None:
    env = gymnasium.make(adapters.gymnasium.ENV_ID)
    assert env.spec is not None and env.spec.max_episode_steps == MAX_STEPS

    env.reset(seed=3)
    env.step(0)
    copy = pickle.loads(pickle.dumps(env)).unwrapped
    raw = env.unwrapped
    assert isinstance(raw, adapters.gymnasium.SolitaireEnv)
    assert isinstance(copy, adapters.gymnasium.SolitaireEnv)
    mask = copy.table.observation(0)["action_mask"]
    assert np.array_equal(mask, raw.table.observation(0)["action_mask"])
    assert copy.table.history == raw.table.history


def test_the_pettingzoo_env_pickles() -> None:
    env = adapters.pettingzoo.env(players=2, max_turns=1)
    env.reset(seed=2)
    env.step(0)

    copy = pickle.loads(pickle.dumps(env))

    assert copy.agent_selection == env.agent_selection
    assert copy.unwrapped.table.history == env.unwrapped.table.history


@pytest.mark.filterwarnings("ignore:Observation")
def test_the_checkers_pass_with_episodes_truncated_by_the_answer_cap() -> None:
    env = gymnasium.make(adapters.gymnasium.ENV_ID, max_steps=3).unwrapped
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env)
    env.reset(seed=1)
    ends = [env.step(0)[3] for _ in range(3)]
    assert ends == [False, False, True]

    api_test(adapters.pettingzoo.env(players=2, max_steps=4), num_cycles=50)
