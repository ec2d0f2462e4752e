"""Garrisons (1.09.646): the Senate votes Legions from the Active Forces to a Province without a
Rebel Governor; they stay until recalled, not in the turn they were sent, and the State
maintains them (1.06.53)."""

from __future__ import annotations

from engine.game import Game
from engine.phases.debits import maintained_units
from engine.senate.decisions import (
    SENATE_BUSINESS,
    SENATE_CONSUL_NOMINEE,
    SENATE_GARRISON_LEGIONS,
    SENATE_GARRISON_PROVINCE,
)
from engine.state import ACTIVE_FORCES, Location
from engine.units import boxed
from tests.base_game_support import answer_votes, base_game_at, play_until

ILLYRICUM, SARDINIA = "prov-illyricum", "prov-sardinia-et-corsica"


def at_business(garrisoned: int = 0, province: str = ILLYRICUM, rebel: bool = False) -> Game:
    """Middle Republic, 3 factions, seed 3: Player 1 presides over other business with 6
    Legions in the Active Forces; six Provinces are governed, Sardinia et Corsica since the
    set-up, the others from this turn. ``garrisoned`` of them garrison ``province`` from before
    this turn; its Governor is a Rebel if ``rebel``."""
    game = base_game_at(SENATE_CONSUL_NOMINEE, scenario="middle", factions=3, seed=3)
    state = game.state
    for unit in boxed(state, "legion")[:garrisoned]:
        unit.location = f"garrison:{province}"
    governor = state.provinces[province].governor
    if rebel:
        assert governor is not None
        state.senators[governor].location = Location.REBEL
    play_until(game, SENATE_BUSINESS)
    assert len(boxed(state, "legion")) == 6 - garrisoned
    return game


def garrison(game: Game, count: int) -> None:
    game.apply("garrison")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_GARRISON_PROVINCE
    assert decision.context == {"purpose": "garrison"}
    game.apply(ILLYRICUM)
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_GARRISON_LEGIONS
    assert decision.context == {"province": ILLYRICUM, "purpose": "garrison", "garrison": 0}
    game.apply(str(count))


def stationed(game: Game) -> int:
    return sum(1 for u in game.state.legions if u.location == f"garrison:{ILLYRICUM}")


def test_a_garrison_voted_leaves_the_active_forces_and_is_maintained() -> None:
    game = at_business()
    maintained = maintained_units(game.state)
    garrison(game, 2)
    vote = game.pending
    assert vote is not None and vote.context["proposal"] == f"garrison:{ILLYRICUM}:2"
    answer_votes(game, "aye")
    assert stationed(game) == 2
    assert len(boxed(game.state, "legion")) == 4
    assert maintained_units(game.state) == maintained


def test_a_garrison_is_not_recalled_in_the_turn_it_was_sent() -> None:
    game = at_business()
    garrison(game, 2)
    answer_votes(game, "aye")
    business = play_until(game, SENATE_BUSINESS).pending
    assert business is not None
    assert "recall_garrison" not in {o.key for o in business.options}


def test_a_defeated_garrison_leaves_the_legions_in_rome() -> None:
    game = at_business()
    garrison(game, 3)
    answer_votes(game, "nay")
    assert stationed(game) == 0 and len(boxed(game.state, "legion")) == 6


def test_an_older_garrison_may_be_recalled_in_part() -> None:
    game = at_business(garrisoned=3)
    game.apply("recall_garrison")
    decision = game.pending
    assert decision is not None and decision.context == {"purpose": "recall_garrison"}
    assert [o.key for o in decision.options] == [ILLYRICUM]
    game.apply(ILLYRICUM)
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_GARRISON_LEGIONS
    assert decision.context["garrison"] == 3
    game.apply("2")
    answer_votes(game, "aye")
    assert stationed(game) == 1
    assert len([u for u in game.state.legions if u.location == ACTIVE_FORCES]) == 5


def test_no_garrison_goes_to_or_comes_from_a_rebel_governor() -> None:
    game = at_business(garrisoned=1, province=SARDINIA, rebel=True)
    business = game.pending
    assert business is not None and "recall_garrison" not in {o.key for o in business.options}
    game.apply("garrison")
    decision = game.pending
    assert decision is not None and SARDINIA not in {o.key for o in decision.options}
    assert ILLYRICUM in {o.key for o in decision.options}
