"""War Strength is computed in one place, engine/combat.py ``war_strength`` (1.07.332, 1.07.342,
1.07.344, 1.10.12): section IV's plans and the Law conditions read it, and no other module
multiplies a printed Strength by the Matching Wars again."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.combat import war_strength
from engine.context import Context
from engine.queries import active_wars
from engine.state import WarStatus
from solo.forum import law_card, law_playable
from solo.war_strengths import war_strength as plan_strength
from tests.event_support import card_no, table, war_in_play

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "solo", "bots", "guidelines", "ror")
SCALING = re.compile(r"\b(land|naval)_strength\s*\*")
"""Printed Strength times a multiplier: the arithmetic only ``scaled_strength`` may do."""


def with_leaders() -> Context:
    """Two Active Punic Wars (doubled) with Hamilcar, Hannibal in Refuge aiding the Gallic War."""
    ctx = table()
    war_in_play(ctx, "war-punic-1")
    punic = war_in_play(ctx, "war-punic-2")
    ctx.state.leaders[card_no(ctx, "ldr-hamilcar")] = punic
    ctx.state.refuge[card_no(ctx, "ldr-hannibal")] = [war_in_play(ctx, "war-gallic-1")]
    return ctx


def with_naval_victory() -> Context:
    """The 1st Punic War beaten at sea, Philip V on an Inactive and an Imminent Macedonian War."""
    ctx = with_leaders()
    ctx.state.naval_victories.append(card_no(ctx, "war-punic-1"))
    macedonian = war_in_play(ctx, "war-macedonian-1", WarStatus.INACTIVE)
    war_in_play(ctx, "war-macedonian-2", WarStatus.IMMINENT)
    ctx.state.leaders[card_no(ctx, "ldr-philip-v")] = macedonian
    return ctx


def with_rise_from_refuge() -> Context:
    """Philip V in Refuge aiding every War, his own Macedonian Wars both Active."""
    ctx = table()
    wars = [
        war_in_play(ctx, key)
        for key in ("war-macedonian-1", "war-macedonian-2", "war-illyrian-1", "war-syrian")
    ]
    ctx.state.refuge[card_no(ctx, "ldr-philip-v")] = wars
    return ctx


STATES: list[Callable[[], Context]] = [with_leaders, with_naval_victory, with_rise_from_refuge]


def test_the_worked_case() -> None:
    ctx = with_leaders()
    assert war_strength(ctx.state, ctx.catalog, card_no(ctx, "war-punic-1")).land == 10 * 2 + 3 + 7
    assert war_strength(ctx.state, ctx.catalog, card_no(ctx, "war-gallic-1")).land == 10 + 7


@pytest.mark.parametrize("build", STATES)
def test_section_iv_reads_the_engine_strength(build: Callable[[], Context]) -> None:
    ctx = build()
    wars = active_wars(ctx.state)
    for war in ctx.state.wars:
        engine = war_strength(ctx.state, ctx.catalog, war)
        plan = plan_strength(ctx, war, wars)
        assert (plan.land, plan.naval, plan.support) == (engine.land, engine.naval, engine.support)


@pytest.mark.parametrize("build", STATES)
def test_a_plan_counting_every_war_active_reads_the_engine_strength(
    build: Callable[[], Context],
) -> None:
    ctx = build()
    every = list(ctx.state.wars)
    for war in every:
        engine = war_strength(ctx.state, ctx.catalog, war, every)
        plan = plan_strength(ctx, war, every)
        assert (plan.land, plan.naval, plan.support) == (engine.land, engine.naval, engine.support)


@pytest.mark.parametrize("build", STATES)
def test_tradition_erodes_reads_the_engine_strength(build: Callable[[], Context]) -> None:
    ctx = build()
    total = sum(war_strength(ctx.state, ctx.catalog, war).land for war in active_wars(ctx.state))
    law = law_card(ctx, card_no(ctx, "law-tradition-erodes"))
    assert law.requires_active_war_strength is not None
    assert law_playable(ctx, law) is (total >= law.requires_active_war_strength)


def test_no_second_implementation_scales_a_printed_strength() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
        for number, line in enumerate(path.read_text().splitlines(), start=1)
        if SCALING.search(line) and path != ROOT / "engine" / "combat.py"
    ]
    assert found == []
