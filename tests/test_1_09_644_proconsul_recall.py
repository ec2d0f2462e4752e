"""1.09.644 under 4.05.1 and 4.05.3, the switch ``proconsul_recall`` (issue 28 item 3): before
the Military Plan the Senate may recall Proconsuls, each faction asked for its own and the
Dominant Player for a Neutral's (default, spec 4.02.2), or under ``none`` it recalls none, the
plan being automatic; Forces without a Commander come home either way."""

from __future__ import annotations

from engine.state import ACTIVE_FORCES, Location
from solo.dispatch import KEEP_KIND, review_proconsuls
from solo.military import military_plan_step
from solo.rulings import with_rulings
from tests.military_support import (
    IMPERIALS,
    PLAYER,
    at_war,
    official,
    run,
    senate_table,
    units_at,
    war,
)


def test_1_09_644_the_dominant_player_is_asked_for_a_neutral_proconsul_by_default() -> None:
    ctx = senate_table()
    gallic = war(ctx, "war-gallic-1")
    at_war(ctx, gallic, official(ctx, IMPERIALS, "pro", military=3), legions=7)
    decision = run(ctx, military_plan_step).pending
    assert decision is not None
    assert (decision.kind, decision.delegate_to) == (KEEP_KIND, PLAYER)


def test_1_09_644_none_keeps_every_proconsul_and_asks_nobody() -> None:
    ctx = senate_table()
    ctx.options = with_rulings(ctx.options, {"proconsul_recall": "none"})
    gallic, syrian = war(ctx, "war-gallic-1"), war(ctx, "war-syrian")
    neutral = official(ctx, IMPERIALS, "pro", military=3)
    mine = official(ctx, PLAYER, "mine", military=2)
    at_war(ctx, gallic, neutral, legions=7)
    at_war(ctx, syrian, mine, legions=4, fleets=2)
    assert run(ctx, review_proconsuls).pending is None
    assert (neutral.location, neutral.commands) == (Location.WAR, gallic)
    assert (mine.location, mine.commands) == (Location.WAR, syrian)


def test_1_09_644_none_still_brings_home_a_force_without_a_commander() -> None:
    ctx = senate_table()
    ctx.options = with_rulings(ctx.options, {"proconsul_recall": "none"})
    gallic = war(ctx, "war-gallic-1")
    fallen = official(ctx, IMPERIALS, "fallen", military=3)
    at_war(ctx, gallic, fallen, legions=5)
    for unit in ctx.state.legions:  # he died on his War (1.05.3): his Force has no Commander
        if unit.commander == fallen.key:
            unit.commander = None
    del ctx.state.senators[fallen.key]
    ctx.state.dispatched.remove(fallen.key)
    assert run(ctx, review_proconsuls).pending is None
    assert units_at(ctx, ACTIVE_FORCES) == (5, 0)
