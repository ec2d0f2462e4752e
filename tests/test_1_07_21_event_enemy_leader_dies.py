"""Enemy Leader Dies / Enemy Sues for Peace (1.07.21, 1.07.344): at the end of the Forum Phase
the HRAO discards an enemy Leader; on the severe side his largest Matching War in play also makes
peace for half its Spoils and is shuffled into the top six cards of the deck."""

from __future__ import annotations

import pytest

from engine.events.resolve import forum_phase_end
from engine.state import ACTIVE_FORCES, WarStatus
from tests.event_support import PLAYER, card_no, consul, place, run, table, war_in_play

DIES = "evt-enemy-leader-dies"


def test_the_event_waits_for_the_end_of_the_forum_phase() -> None:
    ctx = table()
    punic = war_in_play(ctx, "war-punic-2")
    hannibal = card_no(ctx, "ldr-hannibal")
    ctx.state.leaders[hannibal] = punic
    place(ctx, DIES)
    assert ctx.state.leaders == {hannibal: punic}


@pytest.mark.effect("event", "enemy_leader_dies")
def test_the_only_leader_in_play_is_discarded() -> None:
    ctx = table()
    punic = war_in_play(ctx, "war-punic-2")
    hannibal = card_no(ctx, "ldr-hannibal")
    ctx.state.leaders[hannibal] = punic
    ctx.state.events[DIES] = 1
    run(ctx, forum_phase_end)
    assert ctx.state.leaders == {}
    assert ctx.state.discard == [hannibal]
    assert ctx.state.wars == {punic: WarStatus.ACTIVE}


def test_no_leader_in_play_no_effect() -> None:
    ctx = table()
    ctx.state.events[DIES] = 1
    run(ctx, forum_phase_end)
    assert ctx.log[-1].act == "no_effect"


def test_the_hrao_names_the_leader_among_several() -> None:
    ctx = table()
    consul(ctx, PLAYER)
    punic = war_in_play(ctx, "war-punic-2")
    hannibal, antiochus = card_no(ctx, "ldr-hannibal"), card_no(ctx, "ldr-antiochus-iii")
    ctx.state.leaders.update({hannibal: punic, antiochus: None})
    ctx.state.events[DIES] = 1
    game = run(ctx, forum_phase_end)
    assert game.pending is not None
    assert game.pending.options.keys() == ["ldr-hannibal", "ldr-antiochus-iii"]
    game.apply("ldr-antiochus-iii")
    assert ctx.state.leaders == {hannibal: punic}


@pytest.mark.effect("event", "enemy_leader_dies")
def test_enemy_sues_for_peace_ends_the_leaders_largest_matching_war() -> None:
    ctx = table()
    first = war_in_play(ctx, "war-punic-1")
    second = war_in_play(ctx, "war-punic-2")
    hannibal = card_no(ctx, "ldr-hannibal")
    ctx.state.leaders[hannibal] = first
    ctx.state.deck = list(range(100, 110))
    ctx.state.legions[0].location = f"war:{second}"
    ctx.state.events[DIES] = 2
    run(ctx, forum_phase_end)
    assert ctx.state.wars == {first: WarStatus.ACTIVE}
    assert ctx.state.state_treasury == 100 + 25 // 2
    assert second in ctx.state.deck[-7:]
    assert len(ctx.state.deck) == 11
    assert ctx.state.legions[0].location == ACTIVE_FORCES
    assert ctx.state.discard == [hannibal]


def test_a_leader_killed_while_refuge_is_in_play_takes_refuge() -> None:
    ctx = table()
    punic = war_in_play(ctx, "war-punic-2")
    hannibal = card_no(ctx, "ldr-hannibal")
    ctx.state.leaders[hannibal] = punic
    ctx.state.events.update({DIES: 1, "evt-refuge": 1})
    run(ctx, forum_phase_end)
    assert ctx.state.refuge == {hannibal: []}
    assert "evt-refuge" not in ctx.state.events
    assert ctx.state.discard == []
