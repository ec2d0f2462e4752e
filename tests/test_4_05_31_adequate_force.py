"""4.05.31 Adequate Force: Legions equal to the War's Land Strength, the minimum Fleets for its
Support (or its Naval Strength), half the uncommitted excess along, at most 15 (T31, T32, T53);
which Commander takes which War is the Dominant Player's among the legal choices (T54)."""

from __future__ import annotations

from bots.neutral import NeutralBot
from engine.context import Context
from engine.state import ACTIVE_FORCES, Location, MilitaryPlan, Office, PlannedAttack
from solo.attack_plans import adequate_plan, all_strength_plan
from solo.deployment import ASSIGN, legal_orders
from solo.military import deployment_step, military_plan_step
from solo.war_strengths import is_crisis, war_strength
from tests.military_support import (
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    answer_with_bot,
    consuls,
    leader,
    official,
    run,
    run_with_bots,
    senate_table,
    units_at,
    war,
)


def test_one_war_takes_half_the_excess() -> None:
    ctx = senate_table(legions=16, fleets=8)
    macedonian = war(ctx, "war-macedonian-2")  # Land 10, Fleet Support 5
    consuls(ctx)
    run_with_bots(ctx, military_plan_step)
    plan = ctx.state.military_plan
    assert plan is not None and plan.item == "N3"
    assert plan.attacks == (PlannedAttack(macedonian, 13, 5),)
    run_with_bots(ctx, deployment_step)
    assert units_at(ctx, f"war:{macedonian}") == (13, 5)
    assert units_at(ctx, ACTIVE_FORCES) == (3, 3)


def test_two_wars_share_the_excess_in_rank_order() -> None:
    ctx = senate_table(legions=20, fleets=4)
    gallic, syrian = war(ctx, "war-gallic-1"), war(ctx, "war-syrian")
    consuls(ctx)
    run_with_bots(ctx, military_plan_step)
    plan = ctx.state.military_plan
    assert plan is not None and plan.item == "N1"
    assert plan.attacks == (PlannedAttack(gallic, 12, 0), PlannedAttack(syrian, 7, 2))
    run_with_bots(ctx, deployment_step)
    assert units_at(ctx, f"war:{gallic}") == (12, 0)
    assert units_at(ctx, f"war:{syrian}") == (7, 2)
    assert units_at(ctx, ACTIVE_FORCES) == (1, 2)


def test_a_leader_gives_no_fleet_to_a_war_without_a_ship() -> None:
    ctx = senate_table(legions=22, fleets=8)
    punic = war(ctx, "war-punic-2")
    leader(ctx, "ldr-hannibal", punic)
    strength = war_strength(ctx, punic, [punic])
    assert (strength.land, strength.naval, strength.naval_battle) == (22, 0, False)
    assert is_crisis(ctx)
    plan = adequate_plan(ctx, "K4", [punic], True, 2, naval_only=False)
    assert plan is not None and plan.attacks == (PlannedAttack(punic, 22, 5),)


def test_all_possible_strength_sends_exactly_the_fleet_support() -> None:
    ctx = senate_table(legions=25, fleets=8)
    punic = war(ctx, "war-punic-2")
    leader(ctx, "ldr-hannibal", punic)
    plan = all_strength_plan(ctx, "K5", [punic], True, 2, capped=True)
    assert plan is not None and plan.attacks == (PlannedAttack(punic, 25, 5),)


def test_the_excess_is_capped_at_15_units() -> None:
    ctx = senate_table(legions=25)
    illyrian = war(ctx, "war-illyrian-2")  # Land 4, Support 2: 21 spare Legions -> 10
    put_fleets = adequate_plan(ctx, "N3", [illyrian], False, 2, naval_only=False)
    assert put_fleets is not None and put_fleets.attacks[0].legions == 4 + 10
    big = senate_table(legions=25, fleets=25)
    pirates = war(big, "war-cilician-pirates-1")  # Naval 8: 17 spare Fleets -> 8
    plan = adequate_plan(big, "N3", [pirates], False, 2, naval_only=False)
    assert plan is not None and plan.attacks[0].fleets == 8 + 8


def test_excess_fleets_go_only_to_naval_battles() -> None:
    ctx = senate_table(legions=10, fleets=9)
    macedonian = war(ctx, "war-macedonian-2")  # Support 5, no ship
    plan = adequate_plan(ctx, "N3", [macedonian], False, 2, naval_only=False)
    assert plan is not None and plan.attacks[0].fleets == 5


def test_veterans_count_one_toward_adequacy() -> None:
    ctx = senate_table(legions=10)
    for unit in ctx.state.legions[:4]:
        unit.veteran = True
    gallic = war(ctx, "war-gallic-1")
    plan = adequate_plan(ctx, "N3", [gallic], False, 2, naval_only=False)
    assert plan is not None and plan.attacks[0].legions == 10


# --- T54: legal commanders (1.09.641) ------------------------------------------------------------


def one_war_plan(ctx: Context, crisis: bool = False) -> int:
    gallic = war(ctx, "war-gallic-1")
    ctx.state.military_plan = MilitaryPlan("N3", crisis, (PlannedAttack(gallic, 10, 0),))
    return gallic


def test_one_command_goes_to_the_field_consul_never_the_rome_consul_alone() -> None:
    ctx = senate_table(legions=10)
    gallic = one_war_plan(ctx)
    field, rome = consuls(ctx, field_mil=2, rome_mil=5)
    plan = ctx.state.military_plan
    assert plan is not None
    assert legal_orders(ctx, plan, ()) == [((field.key, gallic),)]
    game = run(ctx, deployment_step)
    assert game.pending is None
    assert (field.location, field.commands) == (Location.WAR, gallic)
    assert rome.location is Location.ROME


def test_variant_the_dictator_may_take_it_and_does_by_default() -> None:
    ctx = senate_table(legions=10)
    gallic = one_war_plan(ctx, crisis=True)
    field, _ = consuls(ctx, field_mil=2, rome_mil=5)
    dictator = official(ctx, PLUTOCRATS, "dictator", Office.DICTATOR, military=4)
    game = run(ctx, deployment_step)
    decision = game.pending
    assert decision is not None
    assert (decision.kind, decision.delegate_to) == (ASSIGN, PLAYER)
    assert sorted(decision.options.keys()) == [
        f"dictator@{gallic}",
        f"field_consul@{gallic}",
    ]
    answer_with_bot(game)
    assert (dictator.location, dictator.commands) == (Location.WAR, gallic)
    assert field.location is Location.ROME


def test_two_commands_never_go_to_the_dictator_and_rome_consul_alone() -> None:
    ctx = senate_table(legions=20, fleets=4)
    gallic, syrian = war(ctx, "war-gallic-1"), war(ctx, "war-syrian")
    plan = MilitaryPlan("N1", True, (PlannedAttack(gallic, 10, 0), PlannedAttack(syrian, 6, 2)))
    field, rome = consuls(ctx)
    dictator = official(ctx, IMPERIALS, "dictator", Office.DICTATOR, military=4)
    for order in legal_orders(ctx, plan, ()):
        keys = [key for key, _ in order]
        assert keys != [dictator.key, rome.key] and keys != [rome.key, dictator.key]
        if rome.key in keys:
            assert keys.index(field.key) < keys.index(rome.key)


def test_the_default_gives_the_best_commander_the_largest_war() -> None:
    ctx = senate_table(legions=20, fleets=4)
    gallic, syrian = war(ctx, "war-gallic-1"), war(ctx, "war-syrian")
    ctx.state.military_plan = MilitaryPlan(
        "N1", False, (PlannedAttack(gallic, 10, 0), PlannedAttack(syrian, 6, 2))
    )
    field, rome = consuls(ctx, field_mil=1, rome_mil=4)
    game = run(ctx, deployment_step)
    assert game.pending is not None
    choice = NeutralBot().decide(game.view(IMPERIALS), game.pending)
    assert choice.key == f"field_consul@{syrian},rome_consul@{gallic}"
    game.apply(choice)
    assert (rome.commands, field.commands) == (gallic, syrian)
    assert ctx.state.dispatched == [field.key, rome.key]
