"""Eliminating units by vote (1.09.63): only units in the Active Forces boxes, plain ones first,
and never a kind raised in the same Senate Phase, nor one eliminated raised again in it."""

from __future__ import annotations

from engine.game import Game
from engine.senate.decisions import SENATE_BUSINESS, SENATE_ELIMINATE_COUNT
from engine.state import ACTIVE_FORCES, BANK
from engine.units import boxed
from tests.base_game_support import answer_votes, base_game_at, play_until


def at_business() -> Game:
    """Middle Republic, 3 factions, seed 3: Player 1 presides over other business with 6
    Legions and no Fleet in the Active Forces."""
    game = base_game_at(SENATE_BUSINESS, scenario="middle", factions=3, seed=3)
    assert len(boxed(game.state, "legion")) == 6 and not boxed(game.state, "fleet")
    return game


def test_eliminated_legions_return_to_the_force_pool_plain_ones_first() -> None:
    game = at_business()
    state = game.state
    state.legions[1].veteran = True
    business = game.pending
    assert business is not None
    options = {o.key for o in business.options}
    assert "eliminate_legions" in options and "eliminate_fleets" not in options
    game.apply("eliminate_legions")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_ELIMINATE_COUNT
    assert decision.context == {"unit": "legion"}
    assert (decision.options.low, decision.options.high) == (1, 6)  # type: ignore[union-attr]
    game.apply("5")
    vote = game.pending
    assert vote is not None and vote.context["proposal"] == "eliminate:legion:5"
    answer_votes(game, "aye")
    assert [u.number for u in state.legions if u.location == ACTIVE_FORCES] == [2]
    assert state.legions[0].location == BANK
    business = play_until(game, SENATE_BUSINESS).pending
    assert business is not None and "raise_legions" not in {o.key for o in business.options}


def test_legions_raised_this_phase_are_not_eliminated() -> None:
    game = at_business()
    game.apply("raise_legions")
    game.apply("1")
    answer_votes(game, "aye")
    business = play_until(game, SENATE_BUSINESS).pending
    assert business is not None
    keys = {o.key for o in business.options}
    assert "eliminate_legions" not in keys and "raise_legions" in keys


def test_a_defeated_elimination_keeps_the_legions() -> None:
    game = at_business()
    game.apply("eliminate_legions")
    game.apply("2")
    answer_votes(game, "nay")
    assert len(boxed(game.state, "legion")) == 6
