"""New Alliance / Another New Alliance (1.07.21, 1.07.344): at the end of the Senate Phase the
HRAO picks a War that makes peace: half its Spoils and back into the top of the deck, or (severe,
no Revolts) all its Spoils, discarded, its Provinces created; then the card leaves play."""

from __future__ import annotations

import pytest

from engine.context import Context
from engine.events.resolve import senate_phase_end
from engine.state import ACTIVE_FORCES, Location, Office, ProvinceState, Senator, WarStatus
from tests.builders import add_family
from tests.event_support import PLAYER, card_no, consul, place, run, table, war_in_play

ALLIANCE = "evt-new-alliance"


def at_war(ctx: Context, key: str, war: int, office: Office, location: Location) -> Senator:
    """A real Family card of the Player's away on the War (a Commander, a Master of Horse with
    him, or a Captive it holds)."""
    senator = add_family(ctx, PLAYER, key, location)
    senator.offices.append(office)
    if location is Location.CAPTIVE:
        senator.captive_of = war
    else:
        senator.commands = war
    return senator


def test_new_alliance_waits_for_the_end_of_the_senate_phase() -> None:
    ctx = table()
    punic = war_in_play(ctx, "war-punic-1")
    place(ctx, ALLIANCE)
    assert ctx.state.wars == {punic: WarStatus.ACTIVE}
    assert ctx.state.events[ALLIANCE] == 1


@pytest.mark.effect("event", "new_alliance")
def test_new_alliance_half_spoils_and_the_top_of_the_deck() -> None:
    ctx = table()
    punic = war_in_play(ctx, "war-punic-1")
    ctx.state.deck = [100, 101]
    ctx.state.events[ALLIANCE] = 1
    run(ctx, senate_phase_end)
    assert ctx.state.wars == {}
    assert ctx.state.state_treasury == 100 + 35 // 2
    assert sorted(ctx.state.deck) == [punic, 100, 101]
    assert ALLIANCE not in ctx.state.events


@pytest.mark.effect("event", "new_alliance")
def test_another_new_alliance_all_spoils_discarded_provinces_created() -> None:
    ctx = table()
    punic = war_in_play(ctx, "war-punic-1", WarStatus.INACTIVE)
    ctx.state.events[ALLIANCE] = 2
    run(ctx, senate_phase_end)
    assert ctx.state.state_treasury == 135
    assert ctx.state.discard == [punic]
    assert set(ctx.state.provinces) == {"prov-sicilia", "prov-sardinia-et-corsica"}


def test_another_new_alliance_cannot_pick_a_revolt() -> None:
    ctx = table()
    consul(ctx, PLAYER)
    ctx.state.provinces["prov-macedonia"] = ProvinceState("prov-macedonia")
    war_in_play(ctx, "war-macedonian-1")
    gallic = war_in_play(ctx, "war-gallic-1")
    ctx.state.events[ALLIANCE] = 2
    run(ctx, senate_phase_end)
    assert gallic not in ctx.state.wars
    assert ctx.state.state_treasury == 120


@pytest.mark.effect("war", "always_revolt")
def test_another_new_alliance_cannot_pick_a_war_printed_as_a_revolt() -> None:
    # 1.07.333: the Gladiator Revolt is always a Revolt.
    ctx = table()
    consul(ctx, PLAYER)
    gladiator = war_in_play(ctx, "war-slave-3-gladiator")
    gallic = war_in_play(ctx, "war-gallic-1")
    ctx.state.events[ALLIANCE] = 2
    run(ctx, senate_phase_end)
    assert gallic not in ctx.state.wars
    assert gladiator in ctx.state.wars


def test_the_hrao_picks_the_war() -> None:
    ctx = table()
    consul(ctx, PLAYER)
    punic = war_in_play(ctx, "war-punic-1")
    gallic = war_in_play(ctx, "war-gallic-1")
    ctx.state.events[ALLIANCE] = 1
    game = run(ctx, senate_phase_end)
    assert game.pending is not None
    assert game.pending.options.keys() == ["war-punic-1", "war-gallic-1"]
    game.apply("war-gallic-1")
    assert ctx.state.wars == {punic: WarStatus.ACTIVE}
    assert gallic in ctx.state.deck


def test_the_leader_moves_to_another_active_matching_war() -> None:
    ctx = table()
    consul(ctx, PLAYER)
    first = war_in_play(ctx, "war-punic-1")
    second = war_in_play(ctx, "war-punic-2")
    hannibal = card_no(ctx, "ldr-hannibal")
    ctx.state.leaders[hannibal] = second
    ctx.state.events[ALLIANCE] = 1
    game = run(ctx, senate_phase_end)
    game.apply("war-punic-2")
    assert ctx.state.leaders == {hannibal: first}


def test_the_leader_of_the_last_active_matching_war_goes_to_the_curia() -> None:
    ctx = table()
    punic = war_in_play(ctx, "war-punic-2")
    hannibal = card_no(ctx, "ldr-hannibal")
    ctx.state.leaders[hannibal] = punic
    ctx.state.events[ALLIANCE] = 1
    run(ctx, senate_phase_end)
    assert ctx.state.leaders == {hannibal: None}


def test_the_leader_leaves_play_once_none_of_his_wars_is_left() -> None:
    ctx = table()
    punic = war_in_play(ctx, "war-punic-2")
    hannibal = card_no(ctx, "ldr-hannibal")
    ctx.state.leaders[hannibal] = punic
    ctx.state.events[ALLIANCE] = 2
    run(ctx, senate_phase_end)
    assert ctx.state.leaders == {}
    assert ctx.state.removed == [hannibal]


def test_no_war_no_effect_and_the_card_still_leaves() -> None:
    ctx = table()
    ctx.state.events[ALLIANCE] = 1
    run(ctx, senate_phase_end)
    assert ALLIANCE not in ctx.state.events


def test_commanders_and_forces_come_home_when_their_war_makes_peace() -> None:
    ctx = table()
    punic = war_in_play(ctx, "war-punic-1")
    dictator = at_war(ctx, "fam-06-manlius", punic, Office.DICTATOR, Location.WAR)
    master = at_war(ctx, "fam-08-furius", punic, Office.MASTER_OF_HORSE, Location.WAR)
    proconsul = at_war(ctx, "fam-01-cornelius", punic, Office.PROCONSUL, Location.WAR)
    ctx.state.dispatched = [proconsul.key, dictator.key]
    for unit, leader in zip(ctx.state.legions[:3], (dictator, dictator, proconsul), strict=True):
        unit.location, unit.commander = f"war:{punic}", leader.key
    ctx.state.fleets[0].location = f"war:{punic}"
    ctx.state.fleets[0].commander = proconsul.key
    ctx.state.naval_victories = [punic]
    ctx.state.events[ALLIANCE] = 1
    run(ctx, senate_phase_end)

    for senator in (dictator, master, proconsul):
        assert (senator.location, senator.commands) == (Location.ROME, None)
    assert Office.PROCONSUL not in proconsul.offices
    assert ctx.state.dispatched == []
    away = [u for u in (*ctx.state.legions, *ctx.state.fleets) if u.location != "bank"]
    assert [(u.location, u.commander) for u in away] == [(ACTIVE_FORCES, None)] * 4
    assert ctx.state.naval_victories == []


def test_captives_of_a_war_that_makes_peace_are_killed() -> None:
    # 1.10.71: killed if their War is defeated, discarded, or otherwise returned to the deck.
    ctx = table()
    punic = war_in_play(ctx, "war-punic-1")
    captive = at_war(ctx, "fam-06-manlius", punic, Office.CENSOR, Location.CAPTIVE)
    ctx.state.events[ALLIANCE] = 1
    run(ctx, senate_phase_end)

    assert ctx.state.senators[captive.key] is not captive
    assert [e.rule for e in ctx.log if e.act == "death"] == ["1.10.71"]


def test_a_war_of_a_finished_series_is_a_revolt_with_no_spoils() -> None:
    # 1.07.333: once the last War of its series is defeated, an earlier one is a Revolt.
    ctx = table()
    punic = war_in_play(ctx, "war-punic-1")
    ctx.state.revolts = [punic]
    ctx.state.events[ALLIANCE] = 1
    run(ctx, senate_phase_end)
    assert ctx.state.wars == {}
    assert ctx.state.state_treasury == 100


def test_another_new_alliance_cannot_pick_a_war_of_a_finished_series() -> None:
    ctx = table()
    punic = war_in_play(ctx, "war-punic-1")
    ctx.state.revolts = [punic]
    ctx.state.events[ALLIANCE] = 2
    run(ctx, senate_phase_end)
    assert ctx.state.wars == {punic: WarStatus.ACTIVE}
    assert ctx.state.state_treasury == 100
