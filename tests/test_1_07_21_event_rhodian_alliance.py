"""Rhodian Maritime Alliance / Increased Rhodian Involvement (1.07.21, 1.13.2): 8 free Fleets
while a War needs Fleets, 12 in all on the severe side (4 more, not 12 more); the Senate may
reject it in the Senate Phase of the turn it arrives (the Event cards)."""

from __future__ import annotations

import pytest

from bots.neutral import NeutralBot
from engine.context import Context
from engine.events.fleets import KEEP, REJECT, end_rhodian_alliance, rhodian_vote
from engine.game import Game
from engine.state import ACTIVE_FORCES, BANK
from tests.event_support import NEUTRAL_SEAT, PLAYER, place, table, war_in_play

RHODIAN = "evt-rhodian-maritime-alliance"


def afloat(ctx: Context) -> int:
    return sum(1 for u in ctx.state.fleets if u.location != BANK)


def test_no_war_needing_fleets_discards_the_card_at_once() -> None:
    ctx = table()
    war_in_play(ctx, "war-gallic-1")
    place(ctx, RHODIAN)
    assert RHODIAN not in ctx.state.events
    assert afloat(ctx) == 0


@pytest.mark.effect("event", "rhodian_alliance")
def test_rome_receives_eight_free_fleets() -> None:
    ctx = table(fleets=2)
    war_in_play(ctx, "war-punic-1")
    place(ctx, RHODIAN)
    assert ctx.state.events[RHODIAN] == 1
    assert afloat(ctx) == 10
    assert ctx.state.state_treasury == 100


@pytest.mark.effect("event", "rhodian_alliance")
def test_rule_1_13_2_increased_involvement_adds_four_more() -> None:
    ctx = table()
    war_in_play(ctx, "war-punic-1")
    place(ctx, RHODIAN)
    place(ctx, RHODIAN)
    assert ctx.state.events[RHODIAN] == 2
    assert afloat(ctx) == 12


def test_the_fleet_limit_caps_the_gift() -> None:
    ctx = table(fleets=20)
    war_in_play(ctx, "war-punic-2")
    place(ctx, RHODIAN)
    assert afloat(ctx) == 25


def test_the_alliance_ends_by_disbanding_its_fleets_active_forces_first() -> None:
    ctx = table(fleets=10)
    war = war_in_play(ctx, "war-punic-1")
    for unit in ctx.state.fleets[:4]:
        unit.location = f"war:{war}"
    ctx.state.events[RHODIAN] = 1
    end_rhodian_alliance(ctx, "1.10.4", "its War is defeated")
    assert RHODIAN not in ctx.state.events
    left = [u.location for u in ctx.state.fleets if u.location != BANK]
    assert left == [f"war:{war}"] * 2
    assert ACTIVE_FORCES not in left


def vote(ctx: Context, answer: str) -> Game:
    """The Senate's vote on the alliance, the Player (seat 0) answering for it."""
    game = Game(ctx, lambda c: rhodian_vote(c, PLAYER), 0)
    if game.pending is not None:
        game.apply(answer)
    return game


def test_the_senate_may_reject_the_alliance_the_turn_it_arrives() -> None:
    ctx = table()
    war_in_play(ctx, "war-punic-1")
    place(ctx, RHODIAN)

    game = vote(ctx, REJECT)

    assert game.pending is None
    assert RHODIAN not in ctx.state.events
    assert afloat(ctx) == 0


def test_a_kept_alliance_stays_with_its_fleets() -> None:
    ctx = table()
    war_in_play(ctx, "war-punic-1")
    place(ctx, RHODIAN)

    vote(ctx, KEEP)

    assert ctx.state.events[RHODIAN] == 1
    assert afloat(ctx) == 8


def test_no_vote_in_a_later_turn() -> None:
    ctx = table()
    war_in_play(ctx, "war-punic-1")
    place(ctx, RHODIAN)
    ctx.state.turn += 1

    game = Game(ctx, lambda c: rhodian_vote(c, PLAYER), 0)

    assert game.pending is None
    assert afloat(ctx) == 8


def test_the_neutral_default_keeps_the_alliance() -> None:
    ctx = table()
    war_in_play(ctx, "war-punic-1")
    place(ctx, RHODIAN)
    game = Game(ctx, lambda c: rhodian_vote(c, NEUTRAL_SEAT), 0)
    assert game.pending is not None

    game.apply(NeutralBot().decide(game.view(NEUTRAL_SEAT), game.pending))

    assert ctx.state.events[RHODIAN] == 1
    assert afloat(ctx) == 8
