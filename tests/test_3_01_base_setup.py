"""Set-up of the base game for 3-6 factions (3.01-3.03): three Families and three hidden Faction
cards each, a Temporary Rome Consul drawn by Mortality Chit with his markers and 5 Influence,
Faction Leaders, starting Provinces (six factions dice off for the Late Republic's five), and
the HRAO presiding at the first Senate (1.09.11-1.09.12)."""

from __future__ import annotations

import pytest

from engine.base.game import new_base_game
from engine.context import SETUP_ONLY
from engine.state import Office
from tests.base_game_support import base_game_at, set_up


@pytest.mark.parametrize("factions", [3, 4, 5, 6])
def test_every_faction_is_dealt_its_senators_and_cards(factions: int) -> None:
    game = set_up("early", factions, 5)
    state = game.state
    assert len(state.factions) == factions
    for faction in state.factions:
        assert faction.is_player
        assert len(state.faction_senators(faction.seat)) >= 3
        assert faction.leader in {s.key for s in state.faction_senators(faction.seat)}
    consuls = [s for s in state.senators.values() if Office.ROME_CONSUL in s.offices]
    assert len(consuls) == 1 and consuls[0].prior_consul
    assert any(e.act == "temporary_rome_consul" and e.rule == "3.01.6" for e in game.log)


def test_hands_are_hidden_from_the_other_seats() -> None:
    game = new_base_game("early", 4, 5, options=SETUP_ONLY)
    for seat in range(4):
        view = game.view(seat)
        assert [f.visible for f in view.factions] == [s == seat for s in range(4)]


def test_six_factions_dice_off_for_the_late_republics_provinces() -> None:
    game = set_up("late", 6, 7)
    governed = {p.governor for p in game.state.provinces.values() if p.governor is not None}
    seats = {game.state.senators[k].faction for k in governed}
    assert len(seats) == 6  # each faction a Developed Province, five of them an Undeveloped one
    assert any(e.act == "tie_break" and "(3.03.4)" in e.text for e in game.log)


def test_the_hrao_presides_at_the_first_senate() -> None:
    game = base_game_at("senate.consul_nominee", factions=4)
    presides = next(e for e in game.log if e.act == "presides")
    assert presides.rule == "1.09.12"
    consul = next(s for s in game.state.senators.values() if Office.ROME_CONSUL in s.offices)
    assert consul.name in presides.text
