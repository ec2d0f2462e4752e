"""4.05.33 Builds: with no War in play Rome keeps 10 Legions and 5 Fleets (T34); in a Manpower
Shortage it builds only in a Crisis; a plan builds what it needs; with no executable plan the
builds are the Dominant Player's (default: none)."""

from __future__ import annotations

from engine.context import Context
from engine.phases.population import MANPOWER_SHORTAGE, NO_RECRUITMENT
from engine.state import ACTIVE_FORCES, WarStatus
from solo.deployment import NO_PLAN_BUILDS
from solo.military import deployment_step, military_plan_step
from solo.military_plan import NO_WAR
from solo.plan_budget import activating_wars, affordable, known_debits
from tests.military_support import (
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    consuls,
    official,
    run,
    run_with_bots,
    senate_table,
    units_at,
    war,
)


def senate_military(ctx: Context) -> None:
    run_with_bots(ctx, military_plan_step)
    run_with_bots(ctx, deployment_step)


def test_no_war_builds_up_to_10_legions_and_cuts_to_5_fleets() -> None:
    ctx = senate_table(legions=6, fleets=7, treasury=100)
    senate_military(ctx)
    plan = ctx.state.military_plan
    assert plan is not None and plan.item == NO_WAR
    assert units_at(ctx, ACTIVE_FORCES) == (10, 5)
    assert ctx.state.state_treasury == 60


def test_a_manpower_shortage_stops_the_builds_not_the_cuts() -> None:
    ctx = senate_table(legions=6, fleets=7, treasury=100)
    ctx.state.events[MANPOWER_SHORTAGE] = 1
    senate_military(ctx)
    assert units_at(ctx, ACTIVE_FORCES) == (6, 5)
    assert ctx.state.state_treasury == 100


def test_no_war_cuts_plain_units_before_veterans() -> None:
    ctx = senate_table(legions=12, fleets=5)
    veteran = ctx.state.legions[0]
    veteran.veteran = True
    senate_military(ctx)
    assert units_at(ctx, ACTIVE_FORCES) == (10, 5)
    assert veteran.location == ACTIVE_FORCES


def test_no_war_builds_only_what_the_state_can_spare() -> None:
    ctx = senate_table(legions=0, fleets=0, treasury=30)
    run_with_bots(ctx, military_plan_step)
    plan = ctx.state.military_plan
    assert plan is not None
    assert (plan.build_legions, plan.build_fleets) == (3, 0)  # 30 T buys 3, Legions first


def test_a_manpower_shortage_allows_plan_builds_only_in_a_crisis() -> None:
    normal = senate_table(legions=4)
    war(normal, "war-gallic-1")
    normal.state.events[MANPOWER_SHORTAGE] = 1
    run_with_bots(normal, military_plan_step)
    assert normal.state.military_plan is not None and normal.state.military_plan.item == "none"
    crisis = senate_table(legions=4, treasury=300)
    for key in ("war-gallic-1", "war-syrian", "war-illyrian-2"):
        war(crisis, key)
    crisis.state.events[MANPOWER_SHORTAGE] = 1
    run_with_bots(crisis, military_plan_step)
    plan = crisis.state.military_plan
    assert plan is not None and plan.build_legions > 0


def test_no_recruitment_stops_every_build() -> None:
    ctx = senate_table(legions=4, treasury=300)
    war(ctx, "war-gallic-1")
    ctx.state.events[NO_RECRUITMENT] = 1
    run_with_bots(ctx, military_plan_step)
    assert ctx.state.military_plan is not None and ctx.state.military_plan.item == "none"


def test_a_manpower_shortage_makes_each_unit_dearer() -> None:
    ctx = senate_table(legions=4, treasury=300)
    war(ctx, "war-gallic-1")
    for key in ("war-syrian", "war-illyrian-2"):
        war(ctx, key)
    ctx.state.events[MANPOWER_SHORTAGE] = 2
    consuls(ctx)
    run_with_bots(ctx, military_plan_step)
    plan = ctx.state.military_plan
    assert plan is not None
    before = ctx.state.state_treasury
    run_with_bots(ctx, deployment_step)
    built = plan.build_legions + plan.build_fleets
    assert built > 0 and before - ctx.state.state_treasury == 30 * built


def test_with_no_plan_the_dominant_player_decides_the_builds() -> None:
    ctx = senate_table(legions=2, treasury=100)
    war(ctx, "war-gallic-1")
    ctx.state.military_plan = None
    game = run(ctx, deployment_step)
    decision = game.pending
    assert decision is not None
    assert (decision.kind, decision.delegate_to) == (NO_PLAN_BUILDS, PLAYER)
    game.apply("3")
    assert game.pending is not None and game.pending.context["unit"] == "fleet"
    game.apply("0")
    assert units_at(ctx, ACTIVE_FORCES) == (5, 0)
    assert ctx.state.state_treasury == 70


def test_the_default_with_no_plan_builds_nothing() -> None:
    ctx = senate_table(legions=2, treasury=100)
    war(ctx, "war-gallic-1")
    run_with_bots(ctx, deployment_step)
    assert units_at(ctx, ACTIVE_FORCES) == (2, 0)
    assert ctx.state.state_treasury == 100


# --- The reserve counts every debit known before the builds (issue 18) ----------------------------


def test_1_05_1_imminent_wars_that_will_turn_active_are_known_debits() -> None:
    # One Imminent War of each series turns Active before the next Revenue Phase (1.05.1,
    # 1.07.3321): the 2nd Punic War and the earlier Macedonian War cost 20 T each.
    ctx = senate_table(treasury=100)
    gallic = war(ctx, "war-gallic-1")
    for key in ("war-punic-2", "war-macedonian-2", "war-macedonian-1"):
        war(ctx, key, WarStatus.IMMINENT)
    names = sorted(ctx.catalog.card_name(w) for w in activating_wars(ctx, [gallic]))
    assert names == ["1st Macedonian War", "2nd Punic War"]
    assert known_debits(ctx, [gallic]) == 3 * 20
    # 100 T + 100 T revenue - 60 T leaves 140 T: 11 units at 10 T + 2 T upkeep.
    assert affordable(ctx, [gallic]) == 10


def test_4_05_416_a_land_bill_the_senate_must_pass_is_a_known_debit() -> None:
    # Unrest 5 and nobody of the Ruling Coalition in Rome as popular: the Rome Consul will have
    # to sponsor the highest Land Bill left, a Type III at 10 T a year (4.05.416, 4.05.412).
    ctx = senate_table(treasury=100)
    ctx.state.unrest = 5
    ctx.state.coalition = [IMPERIALS]
    consul = official(ctx, IMPERIALS, "unpopular")
    popular = official(ctx, PLUTOCRATS, "popular")
    popular.popularity = consul.popularity = 4
    assert known_debits(ctx, []) == 10
    consul.popularity = 5
    assert known_debits(ctx, []) == 0
