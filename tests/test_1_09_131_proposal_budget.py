"""Every Senate Phase ends whatever the answers (1.09.131 and the proposal budget rulings): with
a budget of no proposals the Senate adjourns once its offices are filled, and a deadlocked
election appoints the next nominee once the election budget is spent."""

from __future__ import annotations

from engine.context import GameOptions
from engine.senate.decisions import SENATE_BUSINESS, SENATE_CONSUL_NOMINEE
from engine.state import Office
from tests.base_game_support import answer_votes, base_game_at, pass_tribunes


def test_no_business_with_a_budget_of_none() -> None:
    options = GameOptions(rulings=(("senate_proposal_budget", "0"),))
    game = base_game_at("senate.consul_nominee", options=options)
    turn = game.state.turn
    while game.state.phase == "Senate" and game.state.turn == turn and game.pending is not None:
        assert game.pending.kind != SENATE_BUSINESS
        game.apply(game.pending.options[0].key)
    assert any(e.act == "adjourn" and e.rule == "1.09.131" for e in game.log)


def test_a_deadlocked_consular_election_ends_by_the_election_budget() -> None:
    options = GameOptions(rulings=(("senate_election_budget", "2"),))
    game = base_game_at(SENATE_CONSUL_NOMINEE, options=options)
    for _ in range(3):
        for _ in range(2):
            assert game.pending is not None and game.pending.kind == SENATE_CONSUL_NOMINEE
            game.apply(game.pending.options[0].key)
        answer_votes(game, "nay")
        pass_tribunes(game)
    while game.pending is not None and game.pending.kind == "senate.consul_office":
        game.apply("rome")
    appointed = [e for e in game.log if e.act == "appointed" and "election budget" in e.text]
    assert len(appointed) == 1 and appointed[0].rule == "1.09.131"
    offices = [o for s in game.state.senators.values() for o in s.offices]
    assert offices.count(Office.ROME_CONSUL) == offices.count(Office.FIELD_CONSUL) == 1
