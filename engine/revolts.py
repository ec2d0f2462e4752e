"""Provinces that revolt (1.07.21, the Event cards): Internal Disorder and Pretender Emerges turn a
governed Province into an Active War, its Governor and Garrison killed, the Province card in the
Forum as a War of its printed Strengths (``Catalog.revolts``: no Fleet Support, no Disaster or
Standoff numbers, no Spoils); defeating it, or a New Alliance choosing it, brings the Province
back Undeveloped. A Province without a Governor, or whose Governor is in Revolt, is never chosen
(1.09.54, 2.03.4)."""

from __future__ import annotations

from typing import Final

from engine.catalog import REVOLT_BASE
from engine.combat import remove_units, resolve_battle, units_lost
from engine.context import Context
from engine.death import kill_senator
from engine.effects import handles_effect
from engine.events.cards import evil_omens_modifier, showing
from engine.events.fleets import eliminate
from engine.events.provinces import governed_provinces
from engine.events.resolution import RULE
from engine.schemas.events import InternalDisorderEffect, PretenderEffect
from engine.state import ACTIVE_FORCES, ProvinceState, Senator, Unit, WarStatus

INTERNAL_DISORDER: Final = "evt-internal-disorder"
PRETENDER: Final = "evt-pretender-emerges"


def revolt_number(ctx: Context, province: str) -> int:
    """The War number of a Province in revolt."""
    keys = [p.id for p in ctx.catalog.provinces.provinces]
    return REVOLT_BASE + keys.index(province)


def garrison_of(ctx: Context, province: ProvinceState) -> list[Unit]:
    """The Legions garrisoning a Province."""
    return [u for u in ctx.state.legions if u.location == f"garrison:{province.key}"]


def province_revolts(ctx: Context, province: ProvinceState, governor: Senator, why: str) -> int:
    """The Governor and Garrison die and the Province goes to the Forum as an Active War."""
    state = ctx.state
    war = revolt_number(ctx, province.key)
    for unit in garrison_of(ctx, province):
        eliminate(unit)
    kill_senator(ctx, governor.key, RULE, f"killed as {ctx.catalog.card_name(war)}")
    del state.provinces[province.key]
    state.wars[war] = WarStatus.ACTIVE
    ctx.record(
        "Forum",
        "province_revolts",
        RULE,
        f"{why}: {ctx.catalog.card_name(war)} is an Active War",
        war=war,
        province=province.key,
    )
    return war


@handles_effect("event", "internal_disorder", rule="1.07.21")
def internal_disorder(ctx: Context) -> None:
    """At the start of the Revenue Phase every Undeveloped governed Province yields nothing and
    may not develop this phase; its Governor rolls 1d6 + 1 per Garrison Legion, and 4 or less (5
    on the severe side) is a revolt (the Event cards, D2-27)."""
    side = showing(ctx, INTERNAL_DISORDER)
    if side is None or not isinstance(side.effect, InternalDisorderEffect):
        return
    effect = side.effect
    for province, governor in governed_provinces(ctx):
        if province.developed or not still_governs(ctx, province, governor):
            continue
        if province.key not in ctx.state.barren_provinces:
            ctx.state.barren_provinces.append(province.key)
        name = ctx.catalog.province_by_key[province.key].name
        dice = ctx.dice.roll(effect.check_dice, "internal_disorder", province.key)
        garrison = len(garrison_of(ctx, province))
        omens = evil_omens_modifier(ctx, "other")
        total = sum(dice) + effect.garrison_legion_value * garrison + omens
        if total > effect.safe_above:
            ctx.record(
                "Game",
                "disorder_contained",
                RULE,
                f"{side.name}: {name} yields nothing this turn; {total} prevents a revolt",
                dice=dice,
                province=province.key,
            )
            continue
        province_revolts(ctx, province, governor, f"{side.name}: {name} rolls {total}")


def still_governs(ctx: Context, province: ProvinceState, governor: Senator) -> bool:
    """Whether the Province is still in play under this Governor: a Governor of several
    Provinces by Legate (1.13.1) dies in the first of them to revolt, and his others are then
    ungoverned."""
    return ctx.state.provinces.get(province.key) is province and province.governor == governor.key


@handles_effect("event", "pretender", rule="1.07.21")
def pretender_strikes(ctx: Context, war: int) -> None:
    """A War drawn Active while a Pretender is in play: a governed Province drawn at random
    revolts. Pretender Emerges: its Governor and Garrison fight it at once; a Victory crushes it,
    anything else kills him, sends the surviving Legions to Rome and the Province revolts.
    Pretender Victorious: they die outright. The card then leaves play (the Event cards)."""
    state = ctx.state
    side = showing(ctx, PRETENDER)
    if side is None or not isinstance(side.effect, PretenderEffect):
        return
    if state.wars.get(war) is not WarStatus.ACTIVE:
        return
    governed = governed_provinces(ctx)
    state.events.pop(PRETENDER, None)
    if not governed:
        ctx.record("Game", "event_removed", RULE, f"{side.name}: no governed Province; it ends")
        return
    province, governor = ctx.dice.take(
        list(governed), "pretender", name=lambda pair: ctx.catalog.province_by_key[pair[0].key].name
    )
    name = ctx.catalog.province_by_key[province.key].name
    if side.effect.governor_fights and governor_holds(ctx, province, governor, name):
        ctx.record("Game", "event_removed", RULE, f"{side.name}: {governor.name} crushes it")
        return
    province_revolts(ctx, province, governor, f"{side.name}: {name} rises")


def governor_holds(ctx: Context, province: ProvinceState, governor: Senator, name: str) -> bool:
    """The Governor and his Garrison fight the Province's printed Land Strength; True on a
    Victory. Losses as in any battle; the survivors of a lost fight go to Rome."""
    card = ctx.catalog.province_by_key[province.key]
    enemy = card.side("developed" if province.developed else "undeveloped").land_strength
    garrison = garrison_of(ctx, province)
    rome = len(garrison) + min(governor.military, len(garrison))
    what = f"{governor.name} fights the Pretender in {name}"
    roll = resolve_battle(ctx, "Game", what, rome, enemy)
    remove_units(ctx, garrison, units_lost(ctx, roll, len(garrison)))
    if roll.result == "victory":
        return True
    for unit in garrison_of(ctx, province):
        unit.location = ACTIVE_FORCES
    return False
