"""Land Bills and Concessions as base-game proposals (1.09.62, 1.09.61): a Land Bill names two
consenting sponsors, no faction may abstain, passing lowers Unrest and raises the sponsors'
Popularity, and every Senator voting against loses Popularity; a Concession is voted on once a
turn."""

from __future__ import annotations

from engine.game import Game
from engine.queries import in_rome
from engine.senate.decisions import (
    SENATE_BUSINESS,
    SENATE_CONCESSION,
    SENATE_CONSUL_NOMINEE,
    SENATE_VOTE,
)
from tests.base_game_support import answer_votes, base_game_at, play_until


def propose_land_bill(game: Game) -> tuple[str, str]:
    game.apply("land_bill")
    game.apply("II")
    seat = game.pending.actor if game.pending else 0
    own = [s.key for s in game.state.faction_senators(seat) if in_rome(s)]
    game.apply(own[0])
    game.apply(own[1])
    while game.pending is not None and game.pending.kind == "senate.land_bill_assassin":
        game.apply("none")  # sponsors of one faction: nobody tries to assassinate (1.09.623)
    return own[0], own[1]


def test_a_land_bill_passes_lowers_unrest_and_costs_those_against() -> None:
    game = base_game_at(SENATE_BUSINESS, factions=3)
    state = game.state
    state.unrest = 5
    sponsor, cosponsor = propose_land_bill(game)
    before = {k: s.popularity for k, s in state.senators.items()}
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_VOTE
    assert "abstain" not in {o.key for o in decision.options}
    against = (decision.actor + 2) % 3
    while game.pending is not None and game.pending.kind in (SENATE_VOTE, "senate.vote_talents"):
        if game.pending.kind == SENATE_VOTE:
            game.apply("nay" if game.pending.actor == against else "aye")
        else:
            game.apply("0")
    assert game.log[-2].act == "land_bill" and game.log[-2].rule == "1.09.62"
    assert state.unrest == 3 and state.land_bills.count(2) == 1
    assert state.senators[sponsor].popularity == before[sponsor] + 2
    assert state.senators[cosponsor].popularity == before[cosponsor] + 1
    nay = [s for s in state.faction_senators(against) if in_rome(s)]
    assert nay and all(s.popularity == before[s.key] - 1 for s in nay)


def test_a_concession_voted_down_is_not_proposed_again_this_turn() -> None:
    game = base_game_at(SENATE_CONSUL_NOMINEE, factions=3)
    catalog = game.context.catalog
    card = next(c.card_no for c in catalog.concessions.concessions if not c.requires_land_bill)
    for holder in game.state.senators.values():
        if card in holder.concessions:
            holder.concessions.remove(card)
    game.state.forum_concessions.append(card)
    play_until(game, SENATE_BUSINESS)
    game.apply("concession")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_CONCESSION
    chosen = next(o for o in decision.options if o.key.startswith(catalog.entry(card).key))
    game.apply(chosen.key)
    answer_votes(game, "nay")
    assert card in game.state.forum_concessions
    after = play_until(game, SENATE_BUSINESS).pending
    assert after is not None and after.kind == SENATE_BUSINESS
    assert "concession" not in {o.key for o in after.options}
