"""Random Events that strike the governed Provinces at the start of the Revenue Phase (1.07.21,
the Event cards): Barbarian Raids overrun Frontier Provinces. A Province without a Governor is never
affected (1.09.54). An overrun Province yields no revenue this phase and may not develop
(``GameState.barren_provinces``, read by the Revenue Phase)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine.context import Context
from engine.effects import handles_effect
from engine.events.cards import evil_omens_modifier, showing
from engine.events.fleets import eliminate
from engine.events.resolution import RULE
from engine.mortality import draw_mortality_chits, kill_by_chits
from engine.schemas.events import BarbarianRaidsEffect
from engine.state import Location, ProvinceState, Senator, Unit

BARBARIAN_RAIDS: Final = "evt-barbarian-raids"


def governed_provinces(ctx: Context) -> list[tuple[ProvinceState, Senator]]:
    """Provinces with a Governor not in Revolt, in key order."""
    state = ctx.state
    return [
        (p, state.senators[p.governor])
        for key, p in sorted(state.provinces.items())
        if p.governor is not None and state.senators[p.governor].location is not Location.REBEL
    ]


@handles_effect("event", "barbarian_raids", rule="1.07.21")
def barbarian_raids(ctx: Context) -> None:
    """The Governor of every Frontier Province rolls 2d6 + the Province's printed Land Strength +
    2 per Garrison Legion + his Military: above 15 (17 on the severe side) holds. Otherwise the
    Province is overrun: no revenue and no development this phase, back to Undeveloped, the
    black die in Mortality Chits against its Governor, and as many Garrison Legions lost
    (the Event cards, D2-23)."""
    side = showing(ctx, BARBARIAN_RAIDS)
    if side is None or not isinstance(side.effect, BarbarianRaidsEffect):
        return
    effect = side.effect
    for province, governor in governed_provinces(ctx):
        card = ctx.catalog.province_by_key[province.key]
        if not card.frontier:
            continue
        garrison = [u for u in ctx.state.legions if u.location == f"garrison:{province.key}"]
        printed = card.side("developed" if province.developed else "undeveloped").land_strength
        force = printed + effect.garrison_legion_value * len(garrison)
        if effect.adds_governor_military:
            force += governor.military
        dice = ctx.dice.roll(effect.raid_dice, "barbarian_raid", province.key)
        total = sum(dice) + force + evil_omens_modifier(ctx, "other")
        if total > effect.survive_above:
            ctx.record(
                "Game",
                "raid_repelled",
                RULE,
                f"{side.name}: {card.name} holds with {total} (force {force})",
                dice=dice,
                province=province.key,
            )
            continue
        overrun(ctx, province, governor, garrison, dice, total, side.name)


def overrun(
    ctx: Context,
    province: ProvinceState,
    governor: Senator,
    garrison: list[Unit],
    dice: Sequence[int],
    total: int,
    event: str,
) -> None:
    """An overrun Province: barren this phase, Undeveloped, its Governor facing the black die in
    chits and its Garrison losing as many Legions."""
    name = ctx.catalog.province_by_key[province.key].name
    black = dice[0]
    ctx.state.barren_provinces.append(province.key)
    province.developed = False
    lost = garrison[:black]
    for unit in lost:
        eliminate(unit)
    ctx.record(
        "Game",
        "province_overrun",
        RULE,
        f"{event}: {name} is overrun with {total}: no revenue this turn, Undeveloped, "
        f"{len(lost)} Garrison Legions lost, {black} chits against {governor.name}",
        dice=tuple(dice),
        province=province.key,
    )
    ids = draw_mortality_chits(ctx, black, RULE)
    kill_by_chits(ctx, ids, RULE, f"{event} in {name}", where=lambda s: s.key == governor.key)
