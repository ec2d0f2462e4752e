"""The Gymnasium environment RepublicOfRome-Solitaire-v0 (docs/adapters.md) passes Gymnasium's
own checker, runs the docs' example and replays from its seed."""

from __future__ import annotations

import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import adapters.gymnasium
from adapters.table import ILLEGAL_REWARD
from tests.adapter_support import doc_example


def test_check_env_passes_without_a_warning() -> None:
    env = gymnasium.make(adapters.gymnasium.ENV_ID, max_turns=1)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env.unwrapped)


def test_the_docs_example_runs_a_random_and_a_masked_policy(
    capsys: pytest.CaptureFixture[str],
) -> None:
    exec(doc_example("RepublicOfRome-Solitaire-v0"), {})

    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("random: ") and lines[1].startswith("masked: ")
    assert lines[1].split(", ")[1] == "0 refused"


def test_an_action_outside_the_mask_is_refused_and_changes_nothing() -> None:
    env = adapters.gymnasium.SolitaireEnv(max_turns=1)
    observation, _ = env.reset(seed=5)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    choices = list(env.table.game.choices)

    after, reward, terminated, truncated, info = env.step(illegal)

    assert reward == ILLEGAL_REWARD and info["illegal_action"]
    assert not terminated and not truncated
    assert env.table.game.choices == choices
    assert np.array_equal(after["observation"], observation["observation"])


def test_the_same_seed_and_actions_give_the_same_episode() -> None:
    def episode() -> list[float]:
        env = adapters.gymnasium.SolitaireEnv(max_turns=1, reward="influence")
        observation, _ = env.reset(seed=11)
        sums, done = [], False
        while not done:
            observation, reward, terminated, truncated, _ = env.step(
                int(np.flatnonzero(observation["action_mask"])[-1])
            )
            sums.append(float(observation["observation"].sum()) + reward)
            done = terminated or truncated
        return sums

    first = episode()
    assert first == episode()
    assert first[-1] > 0.0
