"""Refuge / Rise from Refuge (1.07.21, 1.07.344): the next enemy Leader killed by a Victory stays
in play and joins the next War drawn, or joins and activates every War in play; he is discarded
when the last War he aids leaves play. Meanwhile he adds his Strength to the Wars he aids and to
his own Matching Wars, wherever War Strength is read."""

from __future__ import annotations

import pytest

from engine.combat import war_strength
from engine.events.refuge import join_refuge, refuge_war_left, shelter_leader
from engine.events.resolve import passage_of_time
from engine.state import WarStatus
from solo.forum import law_card, law_playable
from tests.event_support import card_no, place, table, war_in_play

REFUGE = "evt-refuge"


def test_refuge_stays_in_play_until_used() -> None:
    ctx = table()
    place(ctx, REFUGE)
    passage_of_time(ctx)
    assert ctx.state.events == {REFUGE: 1}


def test_without_the_card_a_leader_is_not_sheltered() -> None:
    ctx = table()
    assert shelter_leader(ctx, card_no(ctx, "ldr-hannibal")) is False
    assert ctx.state.refuge == {}


@pytest.mark.effect("event", "refuge")
def test_refuge_shelters_the_leader_until_the_next_war_is_drawn() -> None:
    ctx = table()
    hannibal = card_no(ctx, "ldr-hannibal")
    ctx.state.leaders[hannibal] = war_in_play(ctx, "war-punic-2")
    ctx.state.events[REFUGE] = 1
    assert shelter_leader(ctx, hannibal) is True
    assert ctx.state.refuge == {hannibal: []}
    assert hannibal not in ctx.state.leaders
    assert REFUGE not in ctx.state.events
    gallic = war_in_play(ctx, "war-gallic-1", WarStatus.INACTIVE)
    join_refuge(ctx, gallic)
    assert ctx.state.refuge == {hannibal: [gallic]}
    assert ctx.state.wars[gallic] is WarStatus.INACTIVE


def test_the_refuge_leader_is_discarded_with_the_war_he_joined() -> None:
    ctx = table()
    hannibal = card_no(ctx, "ldr-hannibal")
    gallic = war_in_play(ctx, "war-gallic-1")
    ctx.state.refuge[hannibal] = [gallic]
    refuge_war_left(ctx, gallic)
    assert ctx.state.refuge == {}
    assert ctx.state.discard == [hannibal]


@pytest.mark.effect("event", "refuge")
def test_rise_from_refuge_joins_and_activates_every_war_in_play() -> None:
    ctx = table()
    hannibal = card_no(ctx, "ldr-hannibal")
    inactive = war_in_play(ctx, "war-gallic-1", WarStatus.INACTIVE)
    imminent = war_in_play(ctx, "war-illyrian-2", WarStatus.IMMINENT)
    ctx.state.events[REFUGE] = 2
    assert shelter_leader(ctx, hannibal) is True
    assert ctx.state.refuge == {hannibal: [inactive, imminent]}
    assert ctx.state.wars == {inactive: WarStatus.ACTIVE, imminent: WarStatus.IMMINENT}
    refuge_war_left(ctx, inactive)
    assert ctx.state.refuge == {hannibal: [imminent]}


@pytest.mark.effect("war", "inactive_until_attacked")
def test_rise_from_refuge_does_not_activate_an_invasion() -> None:
    # 1.07.331: an Invasion becomes Active only when Rome attacks it.
    ctx = table()
    hannibal = card_no(ctx, "ldr-hannibal")
    germania = war_in_play(ctx, "war-invasion-germania", WarStatus.INACTIVE)
    ctx.state.events[REFUGE] = 2
    assert shelter_leader(ctx, hannibal) is True
    assert ctx.state.refuge == {hannibal: [germania]}
    assert ctx.state.wars == {germania: WarStatus.INACTIVE}


def test_rise_from_refuge_with_no_war_in_play_keeps_the_card() -> None:
    ctx = table()
    ctx.state.events[REFUGE] = 2
    assert shelter_leader(ctx, card_no(ctx, "ldr-hannibal")) is False
    assert ctx.state.events == {REFUGE: 2}


def test_a_leader_in_refuge_adds_to_the_war_he_aids_and_to_his_matching_wars() -> None:
    ctx = table()
    hannibal = card_no(ctx, "ldr-hannibal")
    gallic = war_in_play(ctx, "war-gallic-1")
    punic = war_in_play(ctx, "war-punic-2")
    ctx.state.refuge[hannibal] = [gallic]
    assert war_strength(ctx.state, ctx.catalog, gallic).land == 10 + 7
    assert war_strength(ctx.state, ctx.catalog, punic).land == 15 + 7


def test_tradition_erodes_counts_a_leader_in_refuge() -> None:
    """D2-20 reads "combined Strength" as the Active Wars' current Land Strength, Leaders
    included; Hannibal in Refuge with the 1st Gallic War makes it 10 + 7 = 17 >= 15."""
    ctx = table()
    tradition_erodes = law_card(ctx, card_no(ctx, "law-tradition-erodes"))
    gallic = war_in_play(ctx, "war-gallic-1")
    assert not law_playable(ctx, tradition_erodes)
    ctx.state.refuge[card_no(ctx, "ldr-hannibal")] = [gallic]
    assert law_playable(ctx, tradition_erodes)
