"""Checkpoints: points a game can be continued from by its state alone, so that ``Game.fork``
copies the latest one and replays only the answers given since.

The rules procedures are generators, which cannot be copied. The game's start is such a point,
and so is every phase start (engine/turn.py): there no procedure holds anything but the state,
the dice and the log. A checkpoint keeps a private copy of the state, which nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from engine.dice import DiceState
from engine.state import GameState

if TYPE_CHECKING:
    from engine.context import Context, Interjections, Procedure

Position = tuple[int, int]
"""Where a checkpoint stands: (turn, phase index); (0, -1) for the game's start."""

GAME_START: Final[Position] = (0, -1)


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """The state, dice and log length at a point, and how to continue the game from there."""

    at: Position
    state: GameState
    """A private copy: clone it before playing on."""
    dice: DiceState
    log_length: int
    interjections: Interjections | None
    resume: Callable[[Context], Procedure]
    """The rest of the game from this point, given a context holding a copy of ``state``."""
