"""1.07.21, the Event cards, D2-27: Internal Disorder and Pretender Emerges. Undeveloped governed
Provinces yield nothing in the Revenue Phase under Internal Disorder, and revolt on a low roll;
a Pretender makes a random governed Province revolt when a War is drawn Active. A Province in
revolt is an Active War of its printed Strengths; beating it, or a New Alliance, brings the
Province back Undeveloped."""

import pytest

from engine.catalog import REVOLT_BASE
from engine.combat import war_strength
from engine.context import Context
from engine.events.peace import make_peace
from engine.events.resolution import Resolution
from engine.phases.combat_results import CombatTurn, defeat_war
from engine.phases.governors import province_development
from engine.revolts import internal_disorder, pretender_strikes, revolt_number
from engine.schemas.events import NewAllianceEffect
from engine.state import Location, ProvinceState, Senator, WarStatus
from tests.builders import add_family
from tests.event_support import table, war_in_play

SARDINIA = "prov-sardinia-et-corsica"
SICILIA = "prov-sicilia"
DISORDER = "evt-internal-disorder"
PRETENDER = "evt-pretender-emerges"


def governed(ctx: Context, key: str, garrison: int, developed: bool = False) -> Senator:
    governor = add_family(ctx, 0, "fam-01-cornelius")
    governor.location, governor.province = Location.PROVINCE, key
    ctx.state.provinces[key] = ProvinceState(key, developed, governor.key, 2)
    for unit in ctx.state.legions[:garrison]:
        unit.location = f"garrison:{key}"
    return governor


@pytest.mark.effect("event", "internal_disorder")
def test_disorder_leaves_an_undeveloped_province_barren_and_a_low_roll_makes_it_a_war() -> None:
    ctx = table(scenario="middle")
    governed(ctx, SARDINIA, garrison=1)
    ctx.state.events[DISORDER] = 1
    ctx.dice.script([3])  # 3 + 1 Garrison Legion = 4: not above 4, revolt

    internal_disorder(ctx)

    war = revolt_number(ctx, SARDINIA)
    assert war >= REVOLT_BASE and ctx.state.wars[war] is WarStatus.ACTIVE
    assert SARDINIA not in ctx.state.provinces
    assert ctx.state.senators["fam-01-cornelius"].location is Location.CURIA
    assert not any(u.location.startswith("garrison:") for u in ctx.state.legions)
    printed = ctx.catalog.province_by_key[SARDINIA].undeveloped
    assert war_strength(ctx.state, ctx.catalog, war).land == printed.land_strength

    defeat_war(ctx, CombatTurn(), war, None)
    assert war not in ctx.state.wars and war not in ctx.state.discard
    assert ctx.state.provinces[SARDINIA] == ProvinceState(SARDINIA)


@pytest.mark.effect("event", "internal_disorder")
def test_a_high_roll_holds_but_the_province_still_yields_and_develops_nothing() -> None:
    ctx = table(scenario="middle")
    governed(ctx, SARDINIA, garrison=1)
    ctx.state.events[DISORDER] = 2
    ctx.dice.script([5])  # 5 + 1 = 6 > 5 on the severe side

    internal_disorder(ctx)
    province_development(ctx)

    assert SARDINIA in ctx.state.provinces and ctx.state.barren_provinces == [SARDINIA]
    assert not [e for e in ctx.log if e.act == "development"]


@pytest.mark.effect("event", "pretender")
def test_pretender_victorious_makes_the_province_revolt_when_a_war_is_drawn_active() -> None:
    ctx = table(scenario="middle")
    governed(ctx, SARDINIA, garrison=2, developed=True)
    ctx.state.events[PRETENDER] = 2
    drawn = war_in_play(ctx, "war-gallic-1")

    pretender_strikes(ctx, drawn)

    war = revolt_number(ctx, SARDINIA)
    assert ctx.state.wars[war] is WarStatus.ACTIVE and PRETENDER not in ctx.state.events
    assert not any(u.location.startswith("garrison:") for u in ctx.state.legions)


@pytest.mark.effect("event", "pretender")
def test_a_new_alliance_crushes_a_province_revolt() -> None:
    ctx = table(scenario="middle")
    governed(ctx, SARDINIA, garrison=0)
    ctx.state.events[PRETENDER] = 2
    pretender_strikes(ctx, war_in_play(ctx, "war-gallic-1"))
    war = revolt_number(ctx, SARDINIA)
    card = next(c for c in ctx.catalog.events.random_events if c.id == "evt-new-alliance")
    effect = card.normal.effect
    assert isinstance(effect, NewAllianceEffect)

    make_peace(ctx, war, effect.settlement, Resolution(card, card.normal, 1, "Game"))

    assert war not in ctx.state.wars and war not in ctx.state.deck
    assert SARDINIA in ctx.state.provinces


@pytest.mark.effect("event", "pretender")
def test_pretender_emerges_is_fought_by_the_governor_and_crushed_by_a_victory() -> None:
    ctx = table(scenario="middle")
    governed(ctx, SARDINIA, garrison=4, developed=True)
    ctx.state.events[PRETENDER] = 1
    drawn = war_in_play(ctx, "war-gallic-1")
    ctx.dice.script([6, 6, 6])  # the only governed Province; the battle rolls 18

    pretender_strikes(ctx, drawn)

    assert SARDINIA in ctx.state.provinces and PRETENDER not in ctx.state.events
    assert revolt_number(ctx, SARDINIA) not in ctx.state.wars


def test_a_governor_of_two_provinces_by_legate_dies_once_and_leaves_the_other_ungoverned() -> None:
    """Vatinian Law (1.13.1): one Senator may govern several Provinces from Rome; the first of
    them to revolt kills him, and the other is then no longer governed, so it does not roll."""
    ctx = table(scenario="middle")
    governor = governed(ctx, SARDINIA, garrison=0)
    governor.location = Location.ROME
    ctx.state.provinces[SICILIA] = ProvinceState(SICILIA, False, governor.key, 2)
    ctx.state.events[DISORDER] = 1
    ctx.dice.script([1])  # Sardinia rolls 1: revolt; Sicilia is then ungoverned

    internal_disorder(ctx)

    assert ctx.state.curia.count(governor.key) == 1
    assert SARDINIA not in ctx.state.provinces
    assert ctx.state.provinces[SICILIA].governor is None
    assert ctx.dice.scripted_left == 0
