"""Which scenarios and player counts section IV supports (4.01.1)."""

from __future__ import annotations

from typing import Final

from engine.catalog import load_catalog
from engine.quoting import quoted

PLAYER_COUNTS: Final = (1, 2)
"""Solitaire (1 Player + 4 Neutrals) or two-player (2 Players + 3 Neutrals), 4.01.1."""


class GameSetupError(ValueError):
    """A new game was asked for with an unknown scenario or an unsupported number of Players."""


def scenario_names() -> list[str]:
    """The scenarios the data defines (3.01-3.05)."""
    return list(load_catalog().scenarios.scenarios)


def check_scenario_arguments(scenario: str, players: int) -> None:
    """Raise GameSetupError naming the bad argument."""
    if scenario not in scenario_names():
        raise GameSetupError(
            f"unknown scenario {quoted(scenario)}; choose one of {', '.join(scenario_names())}"
        )
    if players not in PLAYER_COUNTS:
        raise GameSetupError(f"players must be 1 or 2 (4.01.1), got {quoted(players)}")


def player_seats(players: int) -> tuple[int, ...]:
    """Seats of the Players: seat 0, and seat 2 for a second Player (ruling 4.01.1)."""
    return (0,) if players == 1 else (0, 2)
