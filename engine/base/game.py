"""A new base game for 3-6 factions: the engine's Game under the base rules."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from engine.base.rules import BaseRules
from engine.base.setup import FACTION_COUNTS
from engine.catalog import load_catalog
from engine.context import Context, GameOptions, RecordLevel
from engine.game import Game
from engine.quoting import quoted


class BaseSetupError(ValueError):
    """A base game asked for with an unknown scenario or an unsupported number of factions."""


def new_base_game(
    scenario: str = "early",
    factions: int = 5,
    seed: int = 0,
    options: GameOptions | None = None,
    phase_hooks: Sequence[Callable[[Context], None]] = (),
    record: RecordLevel = "full",
    checkpoints: bool = True,
) -> Game:
    """Set up a base game (3.01-3.03) for ``factions`` Players and run it to its first decision;
    BaseSetupError for an unknown scenario or a count outside 3-6."""
    scenarios = list(load_catalog().scenarios.scenarios)
    if scenario not in scenarios:
        raise BaseSetupError(
            f"unknown scenario {quoted(scenario)}; choose one of {', '.join(scenarios)}"
        )
    if factions not in FACTION_COUNTS:
        raise BaseSetupError(f"factions must be 3 to 6 (1.01), got {quoted(factions)}")
    chosen = replace(options or GameOptions(), scenario=scenario, players=factions)
    return Game.new(BaseRules(), chosen, seed, phase_hooks, record, checkpoints=checkpoints)
