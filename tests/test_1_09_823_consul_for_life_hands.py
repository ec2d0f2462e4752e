"""1.09.823: a Consul for Life's faction may look at the other non-rebel factions' hands during
the Senate Phase (not their Faction Treasuries, and not the Rebel's hand, nor outside the Senate
Phase): its view shows them, and its determinization keeps them as they are. Seed 3, three
factions, the first Consular vote; a Senator of Player 2 (seat 1) is made Consul for Life."""

from __future__ import annotations

import pytest

from engine.determinize import redeal_hidden
from engine.dice import Dice
from engine.game import Game
from engine.state import Office
from engine.view import HiddenInformation
from tests.base_game_support import base_game_at


def with_consul_for_life() -> Game:
    game = base_game_at("senate.vote", factions=3)
    assert game.state.phase == "Senate"
    consul = next(s for s in game.state.senators.values() if s.faction == 1)
    consul.offices.append(Office.CONSUL_FOR_LIFE)
    return game


def test_the_consul_for_life_looks_at_the_other_hands_in_the_senate() -> None:
    game = with_consul_for_life()
    state = game.state
    view = game.view(1)
    for seat in (0, 2):
        shown = view.factions[seat]
        assert shown.hand_visible and not shown.visible
        assert shown.hand == tuple(state.factions[seat].hand)
        with pytest.raises(HiddenInformation):
            _ = shown.treasury
    with pytest.raises(HiddenInformation):
        _ = game.view(2).factions[0].hand


def test_not_the_rebel_s_hand_nor_outside_the_senate_phase() -> None:
    game = with_consul_for_life()
    state = game.state
    state.primary_rebel = next(s.key for s in state.senators.values() if s.faction == 2)
    assert game.view(1).factions[0].hand_visible
    assert not game.view(1).factions[2].hand_visible
    state.phase = "Revenue"
    assert not game.view(1).factions[0].hand_visible


def test_its_determinization_keeps_the_hands_it_has_seen() -> None:
    game = with_consul_for_life()
    state = game.state
    seen = list(state.factions[0].hand)
    before = [list(f.hand) for f in state.factions]
    for k in range(20):
        redeal_hidden(game.context, 1, Dice(k))
        assert state.factions[0].hand == seen
        assert len(state.factions[2].hand) == len(before[2])
