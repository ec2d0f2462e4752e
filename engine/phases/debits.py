"""Debits (1.06.53): negative Provincial Spoils, Active Wars, Land Bills (1.09.622) and the
upkeep of Legions and Fleets the State maintains (1.11.35, 1.11.32)."""

from __future__ import annotations

from engine.context import Context
from engine.forces import REBEL_ARMY
from engine.phases.revenue_ledger import Ledger, is_rebel
from engine.queries import active_wars
from engine.schemas.senate_tables import LandBillRow
from engine.state import BANK, GameState
from engine.treasury import charge_state


def debits(ctx: Context, ledger: Ledger) -> None:
    """Debits (1.06.53): negative Provincial Spoils (1.06.13), 20 T per Active War (Unprosecuted
    and Civil Wars included), the Land Bills in effect (1.09.622), 2 T per Legion and Fleet."""
    table = ctx.catalog.tables.state_revenue
    state = ctx.state
    charge_state(ctx, ledger.unpaid_spoils, "negative Provincial Spoils", "1.06.13")
    wars = len(active_wars(state))
    charge_state(ctx, wars * table.active_war_cost, f"{wars} Active Wars", "1.06.53")
    for marker in state.land_bills:
        row = land_bill(ctx, marker)
        charge_state(ctx, row.cost, f"Type {row.type} Land Bill", "1.09.622")
    state.land_bills = [m for m in state.land_bills if land_bill(ctx, m).recurring]
    units = maintained_units(state)
    charge_state(
        ctx, units * table.unit_maintenance, f"upkeep of {units} Legions and Fleets", "1.06.53"
    )
    if state.state_treasury < table.low_treasury_warning:
        ctx.record(
            "State",
            "low_treasury",
            "1.06.53",
            f"warning: the State Treasury is down to {state.state_treasury} T "
            f"(below {table.low_treasury_warning} T)",
        )


def land_bill(ctx: Context, marker: int) -> LandBillRow:
    """The Land Bills table row of a marker in ``state.land_bills`` (1, 2, 3 = Types I-III)."""
    return ctx.catalog.tables.land_bills.rows[marker - 1]


def maintained_units(state: GameState) -> int:
    """Legions and Fleets in play the State maintains: all but the Rebel's Army (1.11.35) and
    the Garrisons of a Governor in Revolt (1.06.53, 1.11.32)."""
    rebel_garrisons = {
        f"garrison:{p.key}"
        for p in state.provinces.values()
        if p.governor is not None and is_rebel(state.senators[p.governor])
    }
    return sum(
        1
        for unit in (*state.legions, *state.fleets)
        if unit.location not in (BANK, REBEL_ARMY) and unit.location not in rebel_garrisons
    )
