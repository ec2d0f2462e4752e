"""Raising and eliminating Legions and Fleets (1.09.63) and the Concessions paid per unit raised
(1.09.631).

Counters come from the Force Pool (location ``"bank"``) into the Active Forces boxes
(``"rome"``), lowest numbers first. The State pays each unit's cost to the Bank through
``charge_state``; the Armaments / Ship Building holder's income comes from the Bank through
``from_bank``, so the money in play stays booked (engine/treasury.py).
"""

from __future__ import annotations

from typing import Final, Literal

from engine.context import Context
from engine.effects import handles_effect
from engine.events.fleets import eliminate
from engine.phases.population import MANPOWER_SHORTAGE
from engine.schemas.concessions import IncomeBasis
from engine.state import ACTIVE_FORCES, BANK, GameState, Location, Unit
from engine.treasury import charge_state, from_bank

UnitKind = Literal["legion", "fleet"]
"""A Legion or a Fleet (1.02)."""

INCOME_BASIS: Final[dict[UnitKind, IncomeBasis]] = {
    "legion": "per_legion_raised",
    "fleet": "per_fleet_raised",
}
"""Which Concession pays for which kind of unit raised (1.09.631)."""

NAMES: Final[dict[UnitKind, str]] = {"legion": "Legion", "fleet": "Fleet"}


def counters(state: GameState, kind: UnitKind) -> list[Unit]:
    """All 25 counters of a kind, wherever they are."""
    return state.legions if kind == "legion" else state.fleets


def in_play(state: GameState, kind: UnitKind) -> int:
    """Units of a kind raised and not eliminated: the boxes, Wars, Garrisons, Rebels."""
    return sum(1 for u in counters(state, kind) if u.location != BANK)


def boxed(state: GameState, kind: UnitKind) -> list[Unit]:
    """Units of a kind in the Active Forces boxes (1.09.63)."""
    return [u for u in counters(state, kind) if u.location == ACTIVE_FORCES]


@handles_effect("event", "manpower_shortage", rule="1.08.2")
def unit_cost(ctx: Context) -> int:
    """Cost of raising one unit: 10 T, plus 10 T per Manpower Shortage in effect (1.09.63,
    1.08.2)."""
    level = ctx.state.events.get(MANPOWER_SHORTAGE, 0)
    return ctx.catalog.tables.state_revenue.raise_cost(level)


def pool_room(ctx: Context, kind: UnitKind) -> int:
    """How many more units of a kind may be raised before the limit of 25 (1.09.63)."""
    limits = ctx.catalog.tables.limits
    limit = limits.legions_max if kind == "legion" else limits.fleets_max
    return max(0, limit - in_play(ctx.state, kind))


def raise_units(ctx: Context, kind: UnitKind, count: int, rule: str) -> list[Unit]:
    """The State raises ``count`` units from the Force Pool into the Active Forces boxes and pays
    their cost at once; the holder of Armaments or Ship Building collects its income per unit
    (1.09.63, 1.09.631)."""
    if count <= 0:
        return []
    raised = [u for u in counters(ctx.state, kind) if u.location == BANK][:count]
    cost = unit_cost(ctx)
    charge_state(ctx, cost * len(raised), f"raising {len(raised)} {NAMES[kind]}s", rule)
    for unit in raised:
        unit.location = ACTIVE_FORCES
    ctx.record(
        "State",
        "raise_units",
        rule,
        f"raises {len(raised)} {NAMES[kind]}s at {cost} T each",
        kind=kind,
        count=len(raised),
    )
    pay_unit_concessions(ctx, kind, len(raised))
    return raised


@handles_effect("concession", "per_legion_raised", rule="1.09.631")
@handles_effect("concession", "per_fleet_raised", rule="1.09.631")
def pay_unit_concessions(ctx: Context, kind: UnitKind, count: int) -> None:
    """Armaments pays its holder per Legion raised, Ship Building per Fleet; collecting is
    compulsory and reveals the corrupt bar. A Captive collects nothing: he earns no income
    (1.09.631, 1.10.71)."""
    state = ctx.state
    basis = INCOME_BASIS[kind]
    for card in ctx.catalog.concessions.concessions:
        if card.income_basis != basis:
            continue
        holder = next((s for s in state.senators.values() if card.card_no in s.concessions), None)
        if holder is None or holder.faction is None or holder.location is Location.CAPTIVE:
            continue
        income = card.income * count
        holder.talents += from_bank(state, income)
        if card.card_no not in holder.corrupt_concessions:
            holder.corrupt_concessions.append(card.card_no)
        ctx.record(
            ctx.faction_name(holder.faction),
            "concession_income",
            "1.09.631",
            f"{holder.name} collects {income} T from {card.name} for {count} "
            f"{NAMES[kind]}s raised; its corrupt bar is revealed",
            senator=holder.key,
            concession=card.card_no,
            talents=income,
        )


def eliminate_units(ctx: Context, kind: UnitKind, count: int, rule: str) -> int:
    """Eliminate up to ``count`` units from the Active Forces boxes only: plain units first, then
    Veterans owing no Allegiance, then the rest (1.09.63; spec 4.05.33). Returns how many."""
    chosen = sorted(
        boxed(ctx.state, kind), key=lambda u: (u.veteran, u.allegiance is not None, u.number)
    )[: max(0, count)]
    for unit in chosen:
        eliminate(unit)
    if chosen:
        ctx.record(
            "State",
            "eliminate_units",
            rule,
            f"eliminates {len(chosen)} {NAMES[kind]}s from the Active Forces",
            kind=kind,
            count=len(chosen),
        )
    return len(chosen)
