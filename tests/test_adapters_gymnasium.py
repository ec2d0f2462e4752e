"""The Gymnasium environment RepublicOfRome-Solitaire-v0 (docs/adapters.md) passes Gymnasium's
own checker, runs the docs' example and replays from its seed."""

from __future__ import annotations

import copy
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


def test_the_env_takes_no_checkpoints_until_copied_and_a_copy_plays_on_alike() -> None:
    env = adapters.gymnasium.SolitaireEnv()
    observation, _ = env.reset(seed=3)
    for _ in range(30):
        observation, *_ = env.step(int(np.flatnonzero(observation["action_mask"])[0]))
    context = env.table.game.context
    assert not context.phase_checkpoints and context.checkpoint is not None
    assert context.checkpoint.at == (0, -1)  # the game's start only: nothing forks it

    twin = copy.deepcopy(env)
    assert context.phase_checkpoints  # a clone's game is forked when either changes
    done = False
    while not done:
        action = int(np.flatnonzero(observation["action_mask"])[-1])
        observation, reward, terminated, truncated, _ = env.step(action)
        mine, *rest = twin.step(action)
        assert np.array_equal(mine["observation"], observation["observation"])
        assert rest[:3] == [reward, terminated, truncated]
        done = terminated or truncated
    assert env.table.game.choices == twin.table.game.choices
    assert env.table.game is not twin.table.game
