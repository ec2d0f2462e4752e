"""1.09.644 The Senate may recall all or part of a Force that has no Commander: before the
Military Plan is chosen the Senate recalls every such Force to the Active Forces boxes (it would
come home anyway once the Senate closes, 1.09.9), so the plan may send it against any War
(ruling 1.09.644)."""

from __future__ import annotations

from engine.context import Context
from engine.state import ACTIVE_FORCES, Location
from solo.military import military_plan_step
from tests.military_support import (
    IMPERIALS,
    at_war,
    official,
    run_with_bots,
    senate_table,
    units_at,
    war,
)


def strand(ctx: Context, war_no: int, legions: int, commander: str | None = None) -> None:
    """Legions left on a War by a Commander who died there (1.10.7): a Force without one."""
    for unit in [u for u in ctx.state.legions if u.location == "bank"][:legions]:
        unit.location = f"war:{war_no}"
        unit.commander = commander


def test_a_force_whose_commander_died_is_recalled_before_the_plan() -> None:
    ctx = senate_table(treasury=0)
    gallic = war(ctx, "war-gallic-1")
    strand(ctx, gallic, 7, commander="killed")
    run_with_bots(ctx, military_plan_step)
    assert units_at(ctx, f"war:{gallic}") == (0, 0)
    assert units_at(ctx, ACTIVE_FORCES) == (7, 0)
    assert all(u.commander is None for u in ctx.state.legions)
    recall = next(e for e in ctx.log if e.act == "recall_force")
    assert (recall.rule, recall.actor) == ("1.09.644", "Senate")


def test_the_plan_counts_the_recalled_units_against_any_war() -> None:
    ctx = senate_table(fleets=2, treasury=0)
    gallic = war(ctx, "war-gallic-1")  # Land 10
    illyrian = war(ctx, "war-illyrian-2")  # Land 4, Fleet Support 2
    strand(ctx, gallic, 6)
    run_with_bots(ctx, military_plan_step)
    plan = ctx.state.military_plan
    assert plan is not None and plan.item == "N3"
    (attack,) = plan.attacks
    assert attack.war == illyrian and attack.legions >= 4 and attack.fleets == 2
    assert (plan.build_legions, plan.build_fleets) == (0, 0)


def test_a_proconsuls_force_stays_with_him() -> None:
    ctx = senate_table(treasury=0)
    gallic = war(ctx, "war-gallic-1")
    proconsul = official(ctx, IMPERIALS, "pro", military=3)
    at_war(ctx, gallic, proconsul, legions=7)
    run_with_bots(ctx, military_plan_step)
    assert proconsul.location is Location.WAR
    assert units_at(ctx, f"war:{gallic}") == (7, 0)
    assert not [e for e in ctx.log if e.act == "recall_force"]
