"""Storm at Sea / Another Storm at Sea (1.07.21): 2d6 Roman Fleets of the HRAO's choice, deployed
or not, are eliminated; a Neutral HRAO's choice is the Dominant Player's (4.02.2)."""

from __future__ import annotations

import pytest

from bots.neutral import NeutralBot
from engine.context import Context
from engine.decision import TieBreak
from engine.state import ACTIVE_FORCES, BANK
from tests.builders import add_senator
from tests.event_support import NEUTRAL_SEAT, PLAYER, consul, place, table, war_in_play

SECOND_PLAYER = 2


def afloat(ctx: Context, place_: str = "") -> int:
    return sum(1 for u in ctx.state.fleets if u.location != BANK and place_ in u.location)


def split_fleets(ctx: Context, at_war: int) -> str:
    """Move ``at_war`` of the Active Forces' Fleets to the 1st Punic War; its location."""
    war = f"war:{war_in_play(ctx, 'war-punic-1')}"
    for unit in [u for u in ctx.state.fleets if u.location == ACTIVE_FORCES][:at_war]:
        unit.location = war
    return war


@pytest.mark.effect("event", "storm_at_sea")
def test_fleets_in_one_place_sink_without_a_choice() -> None:
    ctx = table(fleets=10)
    ctx.dice.script([3, 4])
    game = place(ctx, "evt-storm-at-sea")
    assert game.pending is None
    assert afloat(ctx) == 3


def test_no_more_fleets_sink_than_rome_has() -> None:
    ctx = table(fleets=5)
    ctx.dice.script([6, 6])
    place(ctx, "evt-storm-at-sea")
    assert afloat(ctx) == 0


def test_a_player_hrao_picks_each_fleet_lost() -> None:
    ctx = table(fleets=6)
    consul(ctx, PLAYER)
    war = split_fleets(ctx, 3)
    ctx.dice.script([1, 2])
    game = place(ctx, "evt-storm-at-sea")
    decision = game.pending
    assert decision is not None
    assert (decision.kind, decision.actor, decision.delegate_to) == (
        "event.hrao_choice",
        PLAYER,
        None,
    )
    assert decision.options.keys() == [ACTIVE_FORCES, war]
    for _ in range(3):
        game.apply(war)
    assert game.pending is None
    assert (afloat(ctx, war), afloat(ctx, ACTIVE_FORCES)) == (0, 3)


def test_a_neutral_hraos_choice_is_delegated_to_the_player() -> None:
    ctx = table(fleets=6)
    consul(ctx, NEUTRAL_SEAT)
    split_fleets(ctx, 3)
    ctx.dice.script([1, 1])
    game = place(ctx, "evt-storm-at-sea")
    assert game.pending is not None
    assert (game.pending.actor, game.pending.delegate_to) == (NEUTRAL_SEAT, PLAYER)


def test_the_default_answer_is_a_two_dice_draw_among_the_options() -> None:
    ctx = table(fleets=6)
    consul(ctx, NEUTRAL_SEAT)
    war = split_fleets(ctx, 3)
    ctx.dice.script([1, 1])
    game = place(ctx, "evt-storm-at-sea")
    assert game.pending is not None
    answer = NeutralBot().decide(game.view(NEUTRAL_SEAT), game.pending)
    assert answer == TieBreak((ACTIVE_FORCES, war))
    game.apply(answer)
    assert afloat(ctx) == 5


@pytest.mark.effect("event", "storm_at_sea")
def test_another_storm_at_sea_sinks_again() -> None:
    ctx = table(fleets=10)
    ctx.state.events["evt-storm-at-sea"] = 2
    ctx.dice.script([2, 2])
    place(ctx, "evt-storm-at-sea")
    assert ctx.state.events["evt-storm-at-sea"] == 3
    assert afloat(ctx) == 6


def test_evil_omens_lower_the_storm_roll() -> None:
    ctx = table(fleets=10)
    ctx.state.events["evt-evil-omens"] = 1
    ctx.dice.script([1, 2])
    place(ctx, "evt-storm-at-sea")
    assert afloat(ctx) == 8


def test_with_two_players_the_one_with_more_votes_in_rome_decides() -> None:
    ctx = table(players=2, fleets=6)
    consul(ctx, NEUTRAL_SEAT)
    add_senator(ctx, PLAYER, "p1", oratory=2)
    add_senator(ctx, SECOND_PLAYER, "p2", oratory=4)
    split_fleets(ctx, 3)
    ctx.dice.script([1, 1])
    game = place(ctx, "evt-storm-at-sea")
    assert game.pending is not None
    assert game.pending.delegate_to == SECOND_PLAYER
