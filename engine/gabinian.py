"""The Gabinian Law (1.07.36, the Law cards): from the start of each Combat Phase after it is
played, every Commander at war who is not in Revolt may raise Legions and Fleets for his own Force,
at the Law's cost per unit, paid from his Personal Treasury and then his Faction Treasury (a
Neutral's only from his own, 4.03.1);
Commanders decide in HRAO order, and Manpower Shortage and No Recruitment do not apply (1.08.2).

Decisions (of the Commander's faction; a Neutral's is delegated to the Dominant Player, 4.02.2):
``law.commander_recruitment``: how many Legions, then Fleets, he raises.
"""

from __future__ import annotations

from engine.context import Context, Procedure
from engine.decision import Amount
from engine.decisions import LAW_COMMANDER_RECRUITMENT
from engine.effects import handles_effect
from engine.forces import war_place
from engine.queries import OFFICE_PRECEDENCE
from engine.schemas.laws import CommanderRecruitmentEffect
from engine.state import BANK, Location, Senator
from engine.treasury import to_bank
from engine.units import NAMES, UnitKind, counters, pay_unit_concessions, pool_room


def gabinian_effect(ctx: Context) -> CommanderRecruitmentEffect | None:
    """The recruiting Law's effect if it is in force."""
    for law in ctx.catalog.laws.laws:
        if law.card_no in ctx.state.laws and isinstance(law.effect, CommanderRecruitmentEffect):
            return law.effect
    return None


def recruiting_commanders(ctx: Context) -> list[Senator]:
    """Commanders at war, not in Revolt, in HRAO order: offices by precedence, then Influence,
    Oratory and lowest ID (1.09.11)."""
    state = ctx.state
    field = [
        state.senators[k]
        for k in state.dispatched
        if k in state.senators and state.senators[k].location is Location.WAR
    ]

    def rank(senator: Senator) -> tuple[int, int, int, int]:
        held = [OFFICE_PRECEDENCE.index(o) for o in senator.offices if o in OFFICE_PRECEDENCE]
        return (
            min(held, default=len(OFFICE_PRECEDENCE)),
            -senator.influence,
            -senator.oratory,
            senator.family_id,
        )

    return sorted(field, key=rank)


@handles_effect("law", "commander_recruitment", rule="1.07.36")
def commander_recruitment(ctx: Context) -> Procedure:
    """Under the Gabinian Law each Commander at war may raise units for his Force (the Law
    cards)."""
    effect = gabinian_effect(ctx)
    if effect is None:
        return
    for commander in recruiting_commanders(ctx):
        for kind in ("legion", "fleet"):
            yield from _recruit(ctx, commander, kind, effect.unit_cost)


def _faction_funds(ctx: Context, commander: Senator) -> int:
    """What his Faction Treasury may add: a Player's all of it, a Neutral's nothing (its
    Treasury has only the uses 4.03.1 lists)."""
    assert commander.faction is not None
    faction = ctx.state.factions[commander.faction]
    return faction.treasury if faction.is_player else 0


def _recruit(ctx: Context, commander: Senator, kind: UnitKind, cost: int) -> Procedure:
    seat = commander.faction
    if seat is None or commander.commands is None:
        return
    funds = commander.talents + _faction_funds(ctx, commander)
    most = min(pool_room(ctx, kind), funds // cost)
    if most <= 0:
        return
    decision = ctx.ask_amount(
        seat,
        LAW_COMMANDER_RECRUITMENT,
        "1.07.36",
        0,
        most,
        f"Gabinian Law: how many {NAMES[kind]}s does {commander.name} raise at {cost} T each?",
        senator=commander.key,
        unit=kind,
    )
    if not ctx.state.factions[seat].is_player:
        decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
    answer = yield decision
    assert isinstance(answer, Amount)
    count = answer.value
    if count <= 0:
        return
    price = count * cost
    own = min(price, commander.talents)
    commander.talents -= to_bank(ctx.state, own)
    ctx.state.factions[seat].treasury -= to_bank(ctx.state, price - own)
    raised = [u for u in counters(ctx.state, kind) if u.location == BANK][:count]
    for unit in raised:
        unit.location = war_place(commander.commands)
        unit.commander = commander.key
    ctx.record(
        ctx.faction_name(seat),
        "gabinian_recruitment",
        "1.07.36",
        f"{commander.name} raises {count} {NAMES[kind]}s for his Force for {price} T "
        f"({own} T his own, {price - own} T his faction's)",
        senator=commander.key,
        kind=kind,
        count=count,
    )
    pay_unit_concessions(ctx, kind, count)
