"""A Tribune played during a vote of other business to establish the right to make the next
proposal (1.09.151): the faction called plays it instead of voting at once, then votes; after
the vote it puts the next proposal before the Presiding Magistrate's next item, by the same
steps as a Tribune's proposal (engine/senate/tribune_claims.py, engine/senate/agenda.py)."""

from __future__ import annotations

from bots.base_faction import BaseFactionBot
from engine.game import Game
from engine.senate.decisions import (
    SENATE_BUSINESS,
    SENATE_RAISE_COUNT,
    SENATE_TRIBUNE_PROPOSAL,
    SENATE_VOTE,
)
from engine.senate.tribune_claims import CLAIM, SUSPEND
from engine.senate.votes import NAY
from tests.base_game_support import answer_votes, give_tribunes, with_tribune


def vote_until(game: Game, seat: int, vote: str) -> None:
    """Every faction called before ``seat`` votes ``vote``, buying no extra votes."""
    while game.pending is not None and not (
        game.pending.kind == SENATE_VOTE and game.pending.actor == seat
    ):
        game.apply("0" if game.pending.kind == "senate.vote_talents" else vote)


def claimed_during_a_vote() -> tuple[Game, int, int, int]:
    """Raising a Legion on the floor; the Tribune's faction claims the next proposal when it
    is called. The game, the Presiding Magistrate's seat, the Tribune's and the card."""
    game, chair, seat = with_tribune(SENATE_BUSINESS)
    card = game.state.factions[seat].hand[-1]
    game.apply("raise_legions")
    game.apply("1")
    vote_until(game, seat, NAY)
    vote = game.pending
    assert vote is not None
    keys = {o.key for o in vote.options}
    assert CLAIM in keys and SUSPEND not in keys
    game.apply(CLAIM)
    return game, chair, seat, card


def test_the_claim_spends_the_tribune_and_the_faction_still_votes() -> None:
    game, _, seat, card = claimed_during_a_vote()
    assert card not in game.state.factions[seat].hand and card in game.state.discard
    again = game.pending
    assert again is not None and again.kind == SENATE_VOTE and again.actor == seat
    assert CLAIM not in {o.key for o in again.options}
    assert any(
        e.act == "tribune" and e.rule == "1.09.151" and "claims the next proposal" in e.text
        for e in game.log
    )


def test_the_claimant_puts_the_next_proposal_before_the_presiding_magistrate() -> None:
    game, chair, seat, _ = claimed_during_a_vote()
    answer_votes(game, NAY)
    offer = game.pending
    assert offer is not None and offer.kind == SENATE_TRIBUNE_PROPOSAL and offer.actor == seat
    assert offer.context["adjourned"] is False
    game.apply("raise_fleets")
    count = game.pending
    assert count is not None and count.kind == SENATE_RAISE_COUNT and count.actor == seat
    game.apply("1")
    before = len(game.log)
    answer_votes(game, NAY)
    assert not any(e.act == "unanimous_defeat" for e in game.log[before:])
    nxt = game.pending
    assert nxt is not None and nxt.kind == SENATE_BUSINESS and nxt.actor == chair


def test_the_base_faction_bot_does_not_claim_outside_a_suspension() -> None:
    game, _, seat = with_tribune(SENATE_BUSINESS)
    game.apply("raise_legions")
    game.apply("1")
    vote_until(game, seat, NAY)
    vote = game.pending
    assert vote is not None and CLAIM in {o.key for o in vote.options}
    assert BaseFactionBot(seat).decide(game.view(seat), vote).key != CLAIM


def test_no_claim_interrupts_a_tribunes_proposal() -> None:
    game, chair, seat = with_tribune(SENATE_BUSINESS)
    third = 3 - chair - seat
    give_tribunes(game, seat, third)
    game.apply("raise_legions")
    game.apply("1")
    vote_until(game, seat, NAY)
    game.apply(CLAIM)
    answer_votes(game, NAY)
    game.apply("raise_fleets")
    game.apply("1")
    vote_until(game, third, NAY)
    vote = game.pending
    assert vote is not None and str(vote.context["proposal"]).startswith("raise:fleet")
    assert CLAIM not in {o.key for o in vote.options}
