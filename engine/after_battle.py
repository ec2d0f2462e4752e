"""After a battle (1.10.4, 1.10.5, 1.10.8): Veteran Legions, the victor's glory, a Proconsul, a
Commander laying down his command (also 1.10.12, 1.11.3), the Provinces a War creates (1.10.4)
and whether a War is a Revolt, which yields no Spoils (1.07.333).

The Combat Phase (engine/phases/combat_results.py), a Civil War (1.11.37) and the Senate's
recalls use these.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.combat import master_of_horse, unit_name
from engine.context import Context
from engine.effects import handles_effect
from engine.forces import return_to_rome
from engine.forum_cards import series_goes_on, war_card
from engine.schemas.wars import WarCard
from engine.senators import change_popularity
from engine.state import ACTIVE_FORCES, Office, ProvinceState, Senator, Unit


def make_veterans(
    ctx: Context, legions: Sequence[Unit], count: int, loyal_to: Senator | None
) -> list[Unit]:
    """``count`` surviving Legions, drawn at random among those not yet Veterans, turn Veteran;
    their Allegiance marker goes on the living Commander's card (1.10.5)."""
    fresh = [u for u in legions if u.location != "bank" and not u.veteran]
    chosen = ctx.dice.sample(fresh, min(count, len(fresh)), "veterans", name=unit_name)
    for unit in chosen:
        unit.veteran = True
        unit.allegiance = loyal_to.key if loyal_to is not None else None
    if chosen:
        owner = f" loyal to {loyal_to.name}" if loyal_to is not None else " owing no Allegiance"
        ctx.record("Game", "veterans", "1.10.5", f"{len(chosen)} Legions turn Veteran{owner}")
    return chosen


def award_glory(ctx: Context, commander: Senator, printed: int, rule: str) -> None:
    """The victorious Commander gains half the printed Strength he defeated, rounded up, in both
    Influence and Popularity (1.10.4)."""
    gain = ctx.catalog.tables.combat.glory(printed)
    commander.influence += gain
    change_popularity(ctx.catalog, commander, gain)
    ctx.record(
        ctx.senator_actor(commander),
        "glory",
        rule,
        f"{commander.name} gains {gain} Influence and Popularity "
        f"({commander.influence} / {commander.popularity})",
        senator=commander.key,
    )


def make_proconsul(ctx: Context, commander: Senator) -> None:
    """A Commander who survives a battle he did not win stays with his Force as Proconsul and
    takes a Prior Consul marker; a Dictator's Master of Horse returns to Rome (1.10.8)."""
    master = master_of_horse(ctx.state, commander)
    if Office.PROCONSUL not in commander.offices:
        commander.offices.append(Office.PROCONSUL)
        commander.prior_consul = True
        ctx.record(
            ctx.senator_actor(commander),
            "proconsul",
            "1.10.8",
            f"{commander.name} stays in the field as Proconsul",
            senator=commander.key,
        )
    if master is not None:
        return_to_rome(ctx, master, "1.10.8", "his Dictator is made Proconsul")


def lay_down_command(ctx: Context, commander: Senator, rule: str, why: str) -> None:
    """A Commander returns to Rome and his Force to the Active Forces boxes; a Dictator's Master
    of Horse comes back with him (1.10.4, 1.10.12, 1.11.3)."""
    state = ctx.state
    master = master_of_horse(state, commander)
    for unit in (*state.legions, *state.fleets):
        if unit.commander == commander.key:
            unit.location = ACTIVE_FORCES
            unit.commander = None
    if commander.key in state.victors:
        state.victors.remove(commander.key)
    return_to_rome(ctx, commander, rule, why)
    if master is not None:
        return_to_rome(ctx, master, rule, "with his Dictator")


@handles_effect("war", "creates_provinces_on_victory", rule="1.10.4")
@handles_effect("war", "creates_provinces_on_series_victory", rule="1.10.4")
def create_provinces(ctx: Context, war: WarCard, rule: str) -> None:
    """The Provinces the War creates go to the Forum, or an Undeveloped one turns to its
    Developed side; a series Province only once no War of the series is left (1.10.4)."""
    if war.creates_provinces_on == "series_victory" and series_goes_on(ctx, war):
        return
    for grant in war.creates_provinces:
        province = ctx.state.provinces.get(grant.province)
        name = ctx.catalog.province_by_key[grant.province].name
        if province is None:
            ctx.state.provinces[grant.province] = ProvinceState(grant.province, grant.developed)
            ctx.record("Forum", "province_created", rule, f"{name} goes to the Forum")
        elif grant.developed and not province.developed:
            province.developed = True
            ctx.record("Forum", "province_developed", rule, f"{name} turns to its Developed side")


@handles_effect("war", "always_revolt", rule="1.07.333")
@handles_effect("war", "revolt_if_province", rule="1.07.333")
def is_revolt(ctx: Context, card_no: int) -> bool:
    """A Revolt yields no Spoils: always, while its named Province exists, or once the last War
    of its series has been defeated (1.07.333)."""
    war = war_card(ctx.catalog, card_no)
    return (
        war.always_revolt
        or card_no in ctx.state.revolts
        or (war.revolt_if_province is not None and war.revolt_if_province in ctx.state.provinces)
    )
