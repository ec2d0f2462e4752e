"""Tribune proposals in the base game's Senate (1.09.151): before each item of other business
and right after the Presiding Magistrate adjourns, another faction holding a Tribune may play it
to put one proposal of its own; the Tribune is discarded, a unanimous defeat costs the Presiding
Magistrate nothing (1.09.144), and the proposal counts against the proposal budget."""

from __future__ import annotations

from bots.base_faction import BaseFactionBot
from bots.guideline_seat import GuidelineSeatBot
from engine.context import GameOptions
from engine.decision import Option
from engine.queries import in_rome
from engine.senate.business import ADJOURN
from engine.senate.decisions import (
    SENATE_BUSINESS,
    SENATE_RAISE_COUNT,
    SENATE_TRIBUNE_PROPOSAL,
)
from engine.senate.tribune_interjections import PASS
from engine.senate.votes import NAY
from tests.base_game_support import answer_votes, with_tribune


def test_a_tribune_keeps_the_senate_open_for_one_proposal() -> None:
    game, _, seat = with_tribune(SENATE_BUSINESS)
    card, before = game.state.factions[seat].hand[-1], len(game.log)
    game.apply(ADJOURN)
    offer = game.pending
    assert offer is not None and offer.kind == SENATE_TRIBUNE_PROPOSAL and offer.actor == seat
    keys = {o.key for o in offer.options}
    assert offer.context["adjourned"] is True
    assert PASS in keys and "raise_legions" in keys and ADJOURN not in keys
    game.apply("raise_legions")
    assert card not in game.state.factions[seat].hand and card in game.state.discard
    count = game.pending
    assert count is not None and count.kind == SENATE_RAISE_COUNT and count.actor == seat
    game.apply("1")
    answer_votes(game, NAY)
    after = game.log[before:]
    assert any(e.act == "proposal_fails" for e in after)
    assert not any(e.act == "unanimous_defeat" for e in after)
    assert any(e.act == "tribune" and e.rule == "1.09.151" for e in after)
    assert game.pending is None or game.pending.kind not in (
        SENATE_BUSINESS,
        SENATE_TRIBUNE_PROPOSAL,
    )


def test_a_tribune_proposal_counts_against_the_budget() -> None:
    options = GameOptions(rulings=(("senate_proposal_budget", "2"),))
    game, _, seat = with_tribune(SENATE_BUSINESS, options=options)
    game.apply("raise_legions")
    game.apply("1")
    answer_votes(game, NAY)
    offer = game.pending
    assert offer is not None and offer.kind == SENATE_TRIBUNE_PROPOSAL
    assert offer.actor == seat and offer.context["adjourned"] is False
    game.apply("raise_fleets")
    game.apply("1")
    answer_votes(game, NAY)
    assert any(e.rule == "1.09.131" and "budget of 2 is spent" in e.text for e in game.log)
    assert game.pending is None or game.pending.kind != SENATE_BUSINESS


def test_passing_leaves_the_floor_to_the_presiding_magistrate() -> None:
    game, chair, seat = with_tribune(SENATE_BUSINESS)
    game.apply("raise_legions")
    game.apply("1")
    answer_votes(game, NAY)
    offer = game.pending
    assert offer is not None and offer.kind == SENATE_TRIBUNE_PROPOSAL
    view = game.view(seat)
    assert BaseFactionBot(seat).decide(view, offer).key == PASS
    assert GuidelineSeatBot(seat).decide(view, offer).key == PASS
    game.apply(PASS)
    nxt = game.pending
    assert nxt is not None and nxt.kind == SENATE_BUSINESS and nxt.actor == chair


def test_the_base_faction_bot_plays_a_tribune_for_its_own_consul_for_life() -> None:
    game, _, seat = with_tribune(SENATE_BUSINESS)
    own = next(s for s in game.state.faction_senators(seat) if in_rome(s))
    own.influence = 25
    game.apply("raise_legions")
    game.apply("1")
    answer_votes(game, NAY)
    offer = game.pending
    assert offer is not None and offer.kind == SENATE_TRIBUNE_PROPOSAL and offer.actor == seat
    choice = BaseFactionBot(seat).decide(game.view(seat), offer)
    assert isinstance(choice, Option) and choice.key == "consul_for_life"
    assert choice.why is not None and "Tribune" in choice.why.text
