"""A new solitaire / two-player game (4.01.1): the engine's Game under the section IV rules."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from engine.context import Context, GameOptions, RecordLevel
from engine.game import Game
from solo.rules import SoloRules
from solo.scenario import check_scenario_arguments


def new_game(
    scenario: str = "early",
    players: int = 1,
    seed: int = 0,
    options: GameOptions | None = None,
    phase_hooks: Sequence[Callable[[Context], None]] = (),
    record: RecordLevel = "full",
    checkpoints: bool = True,
) -> Game:
    """Set up a new game (3.01-3.03 and 4.01) and run it to its first decision; raises
    GameSetupError for an unknown scenario or player count (4.01.1).

    ``phase_hooks`` run after every phase (and after set-up) with the rules' context;
    ``record="outcome"`` keeps only the log events a rule reads (engine/context.py);
    ``checkpoints=False`` takes none after the start, for a game that is never forked
    (``Game.new``).
    """
    check_scenario_arguments(scenario, players)
    chosen = replace(options or GameOptions(), scenario=scenario, players=players)
    return Game.new(SoloRules(), chosen, seed, phase_hooks, record, checkpoints=checkpoints)
