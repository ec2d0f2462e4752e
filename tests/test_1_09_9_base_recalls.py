"""Automatic recalls as the base game's Senate closes (1.09.9): a Force without a Commander
returns to the Active Forces boxes."""

from __future__ import annotations

from engine.senate.decisions import SENATE_BUSINESS
from engine.state import ACTIVE_FORCES
from tests.base_game_support import adjourn, base_game_at


def test_a_force_without_a_commander_comes_home_when_the_senate_closes() -> None:
    game = base_game_at(SENATE_BUSINESS, factions=3)
    state = game.state
    war = next(iter(state.wars))
    stray = next(u for u in state.legions if u.location == ACTIVE_FORCES)
    stray.location, stray.commander = f"war:{war}", None
    adjourn(game)
    assert stray.location == ACTIVE_FORCES
    assert any(e.act == "recall_force" and e.rule == "1.09.9" for e in game.log)
