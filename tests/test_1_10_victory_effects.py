"""1.10.4 Victory and what follows it: Unrest -1; a Land Victory eliminates the War, the
Commander gains half the printed Strength in Influence and Popularity and keeps his Force for
the Revolution Phase, the State gains the Spoils (not for a Revolt), Provinces are created,
Leaders move on or go to the Curia (1.07.344), earlier Wars of a finished series become Revolts
(1.07.333), Captives die (1.10.71); a Naval Victory puts a marker on the War."""

from __future__ import annotations

import pytest

from engine.combat import war_strength
from engine.state import ACTIVE_FORCES, Location, ProvinceState, WarStatus
from engine.treasury import money_in_play
from tests.combat_support import (
    PLAYER,
    Chits,
    combat_table,
    commander,
    fight,
    leader_on,
    send,
    status,
    units_at,
)
from tests.event_support import card_no, war_in_play
from tests.interpreted_support import PATCHES_A_FUNCTION

CRUSHING = [6, 6, 6]
"""A natural 18: no War used here has it as a Disaster or Standoff number."""

CONTINUE = {"combat.continue_to_land_battle": ["continue"]}


def test_a_land_victory_eliminates_the_war_and_pays_its_spoils() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=5, influence=5, popularity=1)
    send(ctx, general, gallic, legions=15)
    ctx.state.unrest = 2
    ctx.state.bank_flow = money_in_play(ctx.state)
    fight(ctx, CRUSHING)
    assert status(ctx, gallic) is None
    assert ctx.state.discard == [gallic]
    assert ctx.state.unrest == 1
    assert ctx.state.state_treasury == 100 + 20
    assert money_in_play(ctx.state) == ctx.state.bank_flow
    assert (general.influence, general.popularity) == (5 + 5, 1 + 5)


def test_the_victor_keeps_his_force_for_the_revolution_phase() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, gallic, legions=15)
    fight(ctx, CRUSHING)
    assert ctx.state.victors == [general.key]
    assert (general.location, general.commands) == (Location.WAR, gallic)
    assert units_at(ctx, f"war:{gallic}") == (15, 0)


def test_glory_is_half_the_printed_strength_not_the_modified_one() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-2")
    leader_on(ctx, "ldr-hannibal", punic)
    general = commander(ctx, PLAYER, military=5, influence=0)
    send(ctx, general, punic, legions=25, fleets=5)
    fight(ctx, CRUSHING)
    assert status(ctx, punic) is None
    assert general.influence == 8


@pytest.mark.effect("war", "revolt_if_province")
def test_a_revolt_yields_no_spoils() -> None:
    ctx = combat_table()
    syrian = war_in_play(ctx, "war-syrian")
    ctx.state.provinces["prov-syria"] = ProvinceState("prov-syria")
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, syrian, legions=10, fleets=2)
    fight(ctx, CRUSHING)
    assert status(ctx, syrian) is None
    assert ctx.state.state_treasury == 100


@pytest.mark.effect("war", "creates_provinces_on_victory")
def test_a_victory_creates_the_wars_provinces() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-1")
    ctx.state.naval_victories.append(punic)
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, punic, legions=15, fleets=5)
    fight(ctx, CRUSHING)
    assert set(ctx.state.provinces) == {"prov-sicilia", "prov-sardinia-et-corsica"}
    assert not ctx.state.provinces["prov-sicilia"].developed


@pytest.mark.effect("war", "creates_provinces_on_series_victory")
def test_a_series_province_waits_for_the_last_war_of_the_series() -> None:
    ctx = combat_table()
    first = war_in_play(ctx, "war-illyrian-1")
    second = war_in_play(ctx, "war-illyrian-2")
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, first, legions=15, fleets=3)
    fight(ctx, CRUSHING)
    assert ctx.state.provinces == {}
    other = commander(ctx, PLAYER, military=5)
    send(ctx, other, second, legions=15, fleets=2)
    fight(ctx, CRUSHING)
    assert set(ctx.state.provinces) == {"prov-illyricum"}


@pytest.mark.effect("war", "creates_provinces_on_attack")
def test_germanic_migrations_create_their_province_when_attacked_whatever_the_result() -> None:
    ctx = combat_table("middle")
    migrations = war_in_play(ctx, "war-germanic-migrations")
    general = commander(ctx, PLAYER, military=1)
    send(ctx, general, migrations, legions=3)
    fight(ctx, [1, 2, 3])
    assert status(ctx, migrations) is WarStatus.UNPROSECUTED
    assert set(ctx.state.provinces) == {"prov-gallia-narbonensis"}


def test_other_commanders_on_the_war_return_with_their_forces() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    victor = commander(ctx, PLAYER, military=5)
    other = commander(ctx, PLAYER)
    send(ctx, victor, gallic, legions=15)
    send(ctx, other, gallic, legions=5)
    fight(ctx, CRUSHING, {"combat.attack_order": [victor.key]})
    assert other.location is Location.ROME
    assert units_at(ctx, ACTIVE_FORCES) == (5, 0)


@PATCHES_A_FUNCTION
def test_a_dead_victors_force_returns_to_the_active_forces(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, gallic, legions=10)
    Chits(monkeypatch, ["blank", general.family_id])
    fight(ctx, [4, 5, 5])
    assert ctx.state.victors == []
    assert units_at(ctx, ACTIVE_FORCES) == (8, 0)


def test_matching_wars_lose_their_multiplier_as_each_falls() -> None:
    ctx = combat_table()
    first = war_in_play(ctx, "war-punic-1")
    second = war_in_play(ctx, "war-punic-2")
    assert war_strength(ctx.state, ctx.catalog, first).land == 20
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, second, legions=25, fleets=5)
    fight(ctx, CRUSHING)
    assert war_strength(ctx.state, ctx.catalog, first).land == 10


def test_the_leader_moves_to_another_active_matching_war() -> None:
    ctx = combat_table()
    first = war_in_play(ctx, "war-punic-1")
    second = war_in_play(ctx, "war-punic-2")
    hannibal = leader_on(ctx, "ldr-hannibal", second)
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, second, legions=25, fleets=5, veterans=10)
    fight(ctx, CRUSHING)
    assert ctx.state.leaders == {hannibal: first}


def test_the_leader_goes_to_the_curia_while_a_matching_war_is_in_the_deck() -> None:
    ctx = combat_table()
    second = war_in_play(ctx, "war-punic-2")
    ctx.state.deck.append(card_no(ctx, "war-punic-3"))
    hannibal = leader_on(ctx, "ldr-hannibal", second)
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, second, legions=25, fleets=5)
    fight(ctx, CRUSHING)
    assert ctx.state.leaders == {hannibal: None}


def test_the_leader_leaves_play_when_none_of_his_wars_is_left() -> None:
    ctx = combat_table()
    second = war_in_play(ctx, "war-punic-2")
    hannibal = leader_on(ctx, "ldr-hannibal", second)
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, second, legions=25, fleets=5)
    fight(ctx, CRUSHING)
    assert ctx.state.leaders == {}
    assert hannibal in ctx.state.removed


def test_a_leader_killed_by_a_victory_takes_refuge() -> None:
    ctx = combat_table()
    second = war_in_play(ctx, "war-punic-2")
    hannibal = leader_on(ctx, "ldr-hannibal", second)
    ctx.state.events["evt-refuge"] = 1
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, second, legions=25, fleets=5)
    fight(ctx, CRUSHING)
    assert ctx.state.refuge == {hannibal: []}


def test_a_leader_in_refuge_strengthens_the_war_he_aids_and_dies_with_it() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    hannibal = card_no(ctx, "ldr-hannibal")
    ctx.state.refuge[hannibal] = [gallic]
    assert war_strength(ctx.state, ctx.catalog, gallic).land == 10 + 7
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, gallic, legions=20)
    fight(ctx, CRUSHING)
    assert ctx.state.refuge == {}
    assert hannibal in ctx.state.discard


def test_defeating_the_last_war_of_a_series_makes_the_earlier_ones_revolts() -> None:
    ctx = combat_table("middle")
    third = war_in_play(ctx, "war-macedonian-3", WarStatus.INACTIVE)
    fourth = war_in_play(ctx, "war-macedonian-4")
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, fourth, legions=10, fleets=1)
    fight(ctx, CRUSHING)
    assert third in ctx.state.revolts
    treasury = ctx.state.state_treasury
    other = commander(ctx, PLAYER, military=5)
    send(ctx, other, third, legions=25, fleets=5)
    fight(ctx, CRUSHING)
    assert status(ctx, third) is None
    assert ctx.state.state_treasury == treasury


def test_a_naval_victory_marks_the_war_and_wins_half_its_fleet_strength() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-1")
    general = commander(ctx, PLAYER, military=2, influence=0)
    send(ctx, general, punic, fleets=10)
    ctx.state.unrest = 1
    fight(ctx, [6, 6, 5])
    assert ctx.state.naval_victories == [punic]
    assert war_strength(ctx.state, ctx.catalog, punic).naval == 0
    assert general.influence == 5
    assert ctx.state.unrest == 0
    assert ctx.state.state_treasury == 100


def test_both_battles_won_in_one_turn_earn_both_glories() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-1")
    general = commander(ctx, PLAYER, military=5, influence=0)
    send(ctx, general, punic, legions=20, fleets=15)
    fight(ctx, [6, 6, 5, *CRUSHING], CONTINUE)
    assert status(ctx, punic) is None
    assert general.influence == 5 + 5


def test_the_rhodian_alliance_ends_when_the_war_needing_most_fleets_falls() -> None:
    ctx = combat_table()
    illyrian = war_in_play(ctx, "war-illyrian-2")
    war_in_play(ctx, "war-gallic-1")
    ctx.state.events["evt-rhodian-maritime-alliance"] = 1
    for unit in ctx.state.fleets[20:]:
        unit.location = ACTIVE_FORCES
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, illyrian, legions=10, fleets=2)
    fight(ctx, CRUSHING)
    assert "evt-rhodian-maritime-alliance" not in ctx.state.events
    assert units_at(ctx, ACTIVE_FORCES) == (0, 0)


def test_the_rhodian_alliance_stays_when_another_war_falls() -> None:
    ctx = combat_table()
    war_in_play(ctx, "war-illyrian-2")
    gallic = war_in_play(ctx, "war-gallic-1")
    ctx.state.events["evt-rhodian-maritime-alliance"] = 1
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, gallic, legions=15)
    fight(ctx, CRUSHING)
    assert ctx.state.events["evt-rhodian-maritime-alliance"] == 1
