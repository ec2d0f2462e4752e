"""Repealing a Land Bill (1.09.621): a Type II in effect, a sponsor popular enough, no
abstaining; passed, the marker goes and Unrest rises; the sponsor loses 2 Popularity and 1
more for voting for it, every other Senator voting for it 1."""

from __future__ import annotations

from engine.queries import in_rome
from engine.senate.decisions import SENATE_BUSINESS, SENATE_CONSUL_NOMINEE, SENATE_REPEAL
from tests.base_game_support import answer_votes, base_game_at, play_until


def test_a_repealed_land_bill_raises_unrest_and_costs_its_supporters() -> None:
    game = base_game_at(SENATE_CONSUL_NOMINEE, factions=3)
    state = game.state
    state.land_bills.append(2)
    for senator in state.senators.values():
        senator.popularity = 4 if in_rome(senator) else senator.popularity
    play_until(game, SENATE_BUSINESS)
    game.apply("repeal")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_REPEAL
    option = next(
        o for o in decision.options if state.senators[o.key.split("@")[1]].faction == decision.actor
    )
    sponsor = state.senators[option.key.split("@")[1]]
    voters = [s for s in state.senators.values() if in_rome(s)]
    unrest = state.unrest
    game.apply(option.key)
    vote = game.pending
    assert vote is not None and "abstain" not in {o.key for o in vote.options}
    answer_votes(game, "aye")
    assert 2 not in state.land_bills and state.unrest == unrest + 2
    assert sponsor.popularity == 4 - 2 - 1
    assert all(s.popularity == 3 for s in voters if s is not sponsor)
