"""The Gymnasium spaces of the Gymnasium and PettingZoo environments (docs/adapters.md): a
Discrete action per option index, and a dict of the observation vector and the action mask."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces

from adapters.actions import ACTIONS
from adapters.observation import SIZE


def observation_space() -> spaces.Dict:
    """``observation``: the float32 vector in [-1, 1]; ``action_mask``: int8, 1 = legal. In
    that order, so a flattened observation is the vector, then the mask."""
    return spaces.Dict(
        {
            "observation": spaces.Box(-1.0, 1.0, (SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (ACTIONS,), np.int8),
        },
        sort_keys=False,
    )


def action_space() -> spaces.Discrete:
    """An option index (``adapters.actions``)."""
    return spaces.Discrete(ACTIONS)


def game_seed(generator: np.random.Generator) -> int:
    """A game seed drawn from an environment's seeded generator."""
    return int(generator.integers(0, 2**31 - 1))


def info(decision_kind: str | None, illegal: bool = False) -> dict[str, Any]:
    """The info of a step: the pending decision's kind and whether the action was refused."""
    return {"kind": decision_kind, "illegal_action": illegal}
