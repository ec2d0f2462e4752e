"""The Governors in the Revenue Phase: Province development (1.06.4) and returning Governors
(1.06.6, 1.09.51, 1.13.1)."""

from __future__ import annotations

from engine.context import Context
from engine.phases.revenue_ledger import barren, governed, is_rebel, province_name
from engine.state import Location, ProvinceState, Senator


def province_development(ctx: Context) -> None:
    """The Governor of every Undeveloped Province, unless in Revolt, rolls 1d6, +1 without a
    Corrupt marker: on 6+ the Province is Developed and he gains 3 Influence (1.06.4)."""
    table = ctx.catalog.tables.state_revenue
    for province, governor in governed(ctx):
        if province.developed or is_rebel(governor) or barren(ctx, province):
            continue
        roll = ctx.dice.d6("development", province.key)
        bonus = 0 if governor.corrupt else table.development_uncorrupt_bonus
        developed = roll + bonus >= table.development_min_roll
        if developed:
            province.developed = True
            governor.influence += ctx.catalog.tables.influence.province_developed
        verdict = f"Developed, {governor.name} to {governor.influence} Influence"
        ctx.record(
            ctx.senator_actor(governor),
            "development",
            "1.06.4",
            f"{province_name(ctx, province)}: {governor.name} rolls {roll} + {bonus}: "
            + (verdict if developed else "stays Undeveloped"),
            dice=(roll,),
            province=province.key,
            developed=developed,
        )


# --- 1.06.6 Returning Governors ------------------------------------------------------------------


def returning_governors(ctx: Context) -> None:
    """Every Governor not in Revolt turns his term dial down by 1; off "1" he returns to Rome (an
    Unaligned one to the Forum, 1.09.53) keeping any Corrupt marker, and the Province, with its
    Garrison, stays in play without a Governor (1.06.6, 1.09.51). One governing by Legate
    stays where he is (1.13.1)."""
    for province, governor in governed(ctx):
        if is_rebel(governor):
            continue
        province.term -= 1
        if province.term > 0:
            continue
        if leave_province(province, governor):
            ctx.record(
                ctx.senator_actor(governor),
                "legate_term_ends",
                "1.13.1",
                f"{governor.name}'s term in {province_name(ctx, province)} ends; "
                "his Legate leaves it",
                senator=governor.key,
                province=province.key,
            )
            continue
        ctx.record(
            ctx.senator_actor(governor),
            "governor_returns",
            "1.06.6",
            f"{governor.name} ends his term in {province_name(ctx, province)} and returns to "
            f"{'Rome' if governor.faction is not None else 'the Forum'}",
            senator=governor.key,
            province=province.key,
        )


def leave_province(province: ProvinceState, governor: Senator) -> bool:
    """The Province loses its Governor: one governing in person comes back to Rome, an
    Unaligned one to the Forum (1.06.6, 1.09.52, 1.09.53); one governing by Legate stays where
    he is (1.13.1). True if he governed by Legate."""
    province.governor = None
    if province.legate:
        province.legate = False
        return True
    governor.province = None
    governor.location = Location.ROME if governor.faction is not None else Location.FORUM
    return False
