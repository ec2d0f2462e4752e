"""The State Treasury as the base-faction bot reckons it (1.06.5, 1.06.53, 1.09.63): what the
next Revenue Phase will take, what may be spent now without risking Bankruptcy, which ends the
game for every faction (1.12.1). It reads only the faction's view (1.04.9)."""

from __future__ import annotations

from typing import Final

from engine.phases.population import MANPOWER_SHORTAGE
from engine.queries import ACTIVE_BOXES
from engine.state import BANK
from engine.view import GameView

SAFETY: Final = 30
"""Talents kept beyond the next Revenue Phase's shortfall, against a Natural Disaster or Evil
Omens drawn before it (the 70 T warning of 1.06.53 counts the Annual Revenue still to come)."""

CRISIS_SAFETY: Final = 10
"""What is kept when a fourth Active War would end the game at once (1.12.1): the Wars first."""

CRISIS_WARS: Final = 3
"""Active Wars at which one more ends the game after the Combat Phase (1.12.1)."""

UNIT_UPKEEP: Final = 2
"""Maintenance of a Legion or Fleet each Revenue Phase (1.06.53)."""

WAR_COST: Final = 20
"""What each Active War costs the State each Revenue Phase (1.06.53)."""


def active_wars(view: GameView) -> int:
    """Active and Unprosecuted Wars (1.07.334)."""
    return sum(1 for box in view.wars.values() if box in ACTIVE_BOXES)


def doomed(view: GameView) -> bool:
    """Whether four Active Wars stand: unless one is beaten, the game ends (1.12.1)."""
    return active_wars(view) > CRISIS_WARS


def crisis(view: GameView) -> bool:
    """Whether one more Active War would end the game (1.12.1)."""
    return active_wars(view) >= CRISIS_WARS


def units_in_play(view: GameView) -> int:
    """Legions and Fleets raised and not eliminated: each costs upkeep (1.06.53)."""
    return sum(1 for unit in (*view.legions, *view.fleets) if unit.location != BANK)


def land_bill_costs(view: GameView) -> int:
    """What the Land Bills in effect take at the next Revenue Phase (1.09.622)."""
    rows = view.catalog.tables.land_bills.rows
    return sum(rows[marker - 1].cost for marker in view.land_bills)


def next_debits(view: GameView, more_units: int = 0, more_bills: int = 0) -> int:
    """The next Revenue Phase's Debits as things stand, with ``more_units`` raised and
    ``more_bills`` Talents of Land Bills passed (1.06.53)."""
    units = (units_in_play(view) + more_units) * UNIT_UPKEEP
    return WAR_COST * active_wars(view) + land_bill_costs(view) + more_bills + units


def reserve(view: GameView) -> int:
    """Talents the State must keep now: the next Revenue Phase's shortfall against the Annual
    Revenue and a safety margin, a smaller one while a fourth War threatens; nothing while four
    stand (1.12.1)."""
    if doomed(view):
        return 0
    revenue = view.catalog.tables.state_revenue.annual_revenue
    return max(0, next_debits(view) - revenue) + (CRISIS_SAFETY if crisis(view) else SAFETY)


def unit_cost(view: GameView) -> int:
    """What raising a unit costs now, Manpower Shortages included (1.09.63, 1.08.2)."""
    level = view.events.get(MANPOWER_SHORTAGE, 0)
    return view.catalog.tables.state_revenue.raise_cost(level)


def affordable_units(view: GameView) -> int:
    """Units the State may raise keeping its reserve, each adding its upkeep to the next
    Revenue Phase unless only Victories this turn save the game (1.09.63, 1.06.53)."""
    spare = view.state_treasury - reserve(view)
    per_unit = unit_cost(view) + (0 if doomed(view) else UNIT_UPKEEP)
    return max(0, spare // per_unit)


def spare(view: GameView) -> int:
    """Talents above the reserve (``reserve``)."""
    return view.state_treasury - reserve(view)
