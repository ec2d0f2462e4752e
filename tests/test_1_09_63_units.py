"""1.09.63 Recruitment of Forces: units come from the Force Pool into the Active Forces boxes at
10 T each (+10 T per Manpower Shortage), at most 25 of each kind; only boxed units may be
eliminated. 1.09.631: Armaments and Ship Building pay their holder per unit raised and reveal
their corrupt bar."""

from __future__ import annotations

import pytest

from engine.context import Context
from engine.outcome import GameEnded
from engine.phases.population import MANPOWER_SHORTAGE
from engine.state import ACTIVE_FORCES, BANK, Location
from engine.treasury import money_in_play
from engine.units import eliminate_units, pool_room, raise_units, unit_cost
from tests.military_support import (
    IMPERIALS,
    PLUTOCRATS,
    official,
    senate_table,
    units_at,
    veteran,
)


def holder(ctx: Context, key: str, concession: str) -> int:
    """A Senator holding a Concession; returns its card number."""
    number = ctx.catalog.card_by_key[concession].card_no
    official(ctx, IMPERIALS, key).concessions.append(number)
    return number


def test_raising_costs_10_talents_a_unit_from_the_state() -> None:
    ctx = senate_table(treasury=100)
    raised = raise_units(ctx, "legion", 4, "1.09.63")
    assert [u.number for u in raised] == [1, 2, 3, 4]
    assert units_at(ctx, ACTIVE_FORCES) == (4, 0)
    assert ctx.state.state_treasury == 60
    assert money_in_play(ctx.state) == ctx.state.bank_flow


@pytest.mark.effect("event", "manpower_shortage")
def test_each_manpower_shortage_adds_10_talents() -> None:
    ctx = senate_table(treasury=100)
    ctx.state.events[MANPOWER_SHORTAGE] = 2
    assert unit_cost(ctx) == 30
    raise_units(ctx, "fleet", 2, "1.09.63")
    assert ctx.state.state_treasury == 40


@pytest.mark.effect("concession", "per_legion_raised")
def test_armaments_pays_2_talents_per_legion_and_reveals_its_bar() -> None:
    ctx = senate_table(treasury=100)
    card = holder(ctx, "arms", "con-armaments")
    raise_units(ctx, "legion", 3, "1.09.63")
    arms = ctx.state.senators["arms"]
    assert arms.talents == 6
    assert arms.corrupt_concessions == [card]
    assert money_in_play(ctx.state) == ctx.state.bank_flow


@pytest.mark.effect("concession", "per_fleet_raised")
def test_ship_building_pays_3_talents_per_fleet_and_nothing_for_legions() -> None:
    ctx = senate_table(treasury=100)
    holder(ctx, "ships", "con-ship-building")
    raise_units(ctx, "legion", 2, "1.09.63")
    raise_units(ctx, "fleet", 2, "1.09.63")
    assert ctx.state.senators["ships"].talents == 6


def test_a_captive_holder_collects_nothing() -> None:
    ctx = senate_table(treasury=100)
    holder(ctx, "arms", "con-armaments")
    ctx.state.senators["arms"].location = Location.CAPTIVE
    raise_units(ctx, "legion", 3, "1.09.63")
    assert ctx.state.senators["arms"].talents == 0


def test_at_most_25_of_each_kind() -> None:
    ctx = senate_table(legions=20, fleets=25)
    ctx.state.legions[0].location = "garrison:prov-sicilia"
    assert pool_room(ctx, "legion") == 5
    assert pool_room(ctx, "fleet") == 0


def test_the_state_cannot_raise_what_it_cannot_pay() -> None:
    ctx = senate_table(treasury=15)
    with pytest.raises(GameEnded):
        raise_units(ctx, "legion", 2, "1.09.63")


def test_only_boxed_units_are_eliminated_plain_ones_first() -> None:
    ctx = senate_table(legions=5)
    legions = ctx.state.legions
    legions[0].veteran = True
    legions[1].veteran, legions[1].allegiance = True, "someone"
    legions[6].location = "war:5"
    assert eliminate_units(ctx, "legion", 4, "4.05.33") == 4
    # three plain Legions, then the Veteran owing no Allegiance; the other Veteran stays
    assert [u.location for u in legions[:5]] == [BANK, ACTIVE_FORCES, BANK, BANK, BANK]
    assert eliminate_units(ctx, "legion", 5, "4.05.33") == 1
    assert (legions[1].location, legions[6].location) == (BANK, "war:5")


def test_an_eliminated_veteran_returns_as_a_new_counter() -> None:
    ctx = senate_table(legions=1)
    unit = veteran(ctx, "x")
    eliminate_units(ctx, "legion", 1, "4.05.33")
    assert (unit.location, unit.veteran, unit.allegiance) == (BANK, False, None)


def test_a_concession_in_the_forum_pays_nobody() -> None:
    ctx = senate_table(treasury=100)
    ctx.state.forum_concessions.append(ctx.catalog.card_by_key["con-armaments"].card_no)
    official(ctx, PLUTOCRATS, "p")
    raise_units(ctx, "legion", 2, "1.09.63")
    assert sum(s.talents for s in ctx.state.senators.values()) == 0
