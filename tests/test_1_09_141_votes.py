"""Votes in the base game's Senate (1.09.14-1.09.143): each faction with Senators in Rome votes
in turn with its Senators' Oratory plus Knights, may pay Talents for extra votes (paid to the
Bank), and a proposal passes with more ayes than nays."""

from __future__ import annotations

from engine.queries import faction_votes, in_rome
from engine.senate.decisions import SENATE_VOTE, SENATE_VOTE_TALENTS
from engine.treasury import money_in_play
from tests.base_game_support import base_game_at, play_until


def test_talents_buy_extra_votes_and_leave_play() -> None:
    game = base_game_at(SENATE_VOTE)
    while True:
        play_until(game, SENATE_VOTE)
        seat = game.pending.actor if game.pending is not None else 0
        purse = sum(s.talents for s in game.state.faction_senators(seat) if in_rome(s))
        if purse:
            break
        game.apply("aye")
    votes = faction_votes(game.state.senators.values(), seat)
    money = money_in_play(game.state)
    game.apply("aye")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_VOTE_TALENTS
    assert decision.context["votes"] == votes
    game.apply("1")
    assert money_in_play(game.state) == money - 1
    cast = next(e for e in reversed(game.log) if e.act == "vote")
    assert cast.data["votes"] == votes + 1 and cast.rule == "1.09.14"


def test_a_faction_without_votes_in_rome_is_not_called() -> None:
    game = base_game_at(SENATE_VOTE)
    called = set()
    while game.pending is not None and game.pending.kind in (SENATE_VOTE, SENATE_VOTE_TALENTS):
        called.add(game.pending.actor)
        game.apply("nay" if game.pending.kind == SENATE_VOTE else "0")
    with_votes = {
        f.seat for f in game.state.factions if faction_votes(game.state.senators.values(), f.seat)
    }
    assert called <= with_votes
