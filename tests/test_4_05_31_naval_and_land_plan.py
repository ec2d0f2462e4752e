"""4.05.31 with 1.10.12 and 1.10.4: an all-Strength plan (Crisis items 1 and 5, 4.05.3) against a
War with a fleet sends the Fleets its Naval Battle needs and the Legions its land battle needs:
the same Force fights at sea first, then on land, and only a land battle ends a War (issue 28
item 1; early solitaire seeds 5005 turn 2 and 5098 turn 3 sent Fleets alone)."""

from __future__ import annotations

from engine.context import Context
from engine.state import MilitaryPlan
from solo.attack_plans import all_strength_plan
from solo.military import military_plan_step
from solo.military_plan import plan_text
from tests.military_support import leader, run_with_bots, senate_table, war


def plan_of(ctx: Context) -> MilitaryPlan:
    """The plan the Senate defines, every decision answered by the bots."""
    run_with_bots(ctx, military_plan_step)
    assert ctx.state.military_plan is not None
    return ctx.state.military_plan


def test_4_05_31_crisis_item_1_sends_legions_with_the_fleets_against_a_naval_war() -> None:
    # Seed 5005, turn 2: four Active Wars, the 1st Punic War (Land 10 + Hannibal 7, Naval 10)
    # the largest; 4 Legions and 5 Fleets in the boxes, nothing to build with. Crisis item 1
    # attacks it with everything: the 5 Fleets for the Naval Battle and the 4 Legions for the
    # land battle that follows a victory at sea (1.10.12), not the Fleets alone.
    ctx = senate_table(legions=4, fleets=5, treasury=0)
    punic = war(ctx, "war-punic-1")
    leader(ctx, "ldr-hannibal", punic)
    for key in ("war-gallic-1", "war-illyrian-2", "war-syrian"):
        war(ctx, key)
    plan = plan_of(ctx)
    (attack,) = plan.attacks
    assert (plan.item, attack.war, attack.legions, attack.fleets) == ("K1", punic, 4, 5)
    assert not attack.naval_only
    assert "Fleets alone" not in plan_text(ctx, plan)


def test_4_05_31_crisis_item_5_raises_the_fleets_first_then_the_legions() -> None:
    # The 1st Punic War (Land 10, Naval 10): 4 Legions and 1 Fleet in the boxes, money for 10
    # units. The Naval Battle is fought first, so its Adequate Force of 10 Fleets comes first
    # (9 raised); the last unit the money buys is a Legion for the land battle (4 + 1).
    ctx = senate_table(legions=4, fleets=1, treasury=100, build_reserve="none")
    punic = war(ctx, "war-punic-1")
    plan = all_strength_plan(ctx, "K5", [punic], True, 2, capped=True)
    assert plan is not None
    (attack,) = plan.attacks
    assert (attack.legions, attack.fleets, attack.naval_only) == (5, 10, False)
    assert (plan.build_legions, plan.build_fleets) == (1, 9)


def test_4_05_31_each_battle_of_a_naval_war_stops_at_its_own_plus_15() -> None:
    # Item 5's cap of +15 counts per battle: against the 2nd Cilician Pirates (Land 3, Naval 6)
    # with 25 Legions and 25 Fleets in the boxes, Fleets stop at 6 + 15 and Legions at 3 + 15.
    ctx = senate_table(legions=25, fleets=25, treasury=0)
    pirates = war(ctx, "war-cilician-pirates-2")
    plan = all_strength_plan(ctx, "K5", [pirates], True, 2, capped=True)
    assert plan is not None
    (attack,) = plan.attacks
    assert (attack.legions, attack.fleets) == (3 + 15, 6 + 15)


def test_4_05_31_fleets_go_alone_only_when_no_legion_is_left_for_the_land_battle() -> None:
    # Crisis item 1 against the 1st Punic War with no Legion in the boxes and no money: its
    # minimum is one Fleet (spec 4.05.3), so the Fleets still go, and the log says so.
    ctx = senate_table(legions=0, fleets=5, treasury=0)
    punic = war(ctx, "war-punic-1")
    for key in ("war-gallic-1", "war-illyrian-2", "war-syrian"):
        war(ctx, key)
    plan = all_strength_plan(ctx, "K1", [punic], True, 2, capped=False)
    assert plan is not None
    (attack,) = plan.attacks
    assert (attack.legions, attack.fleets, attack.naval_only) == (0, 5, True)
    assert "(Fleets alone)" in plan_text(ctx, plan)
