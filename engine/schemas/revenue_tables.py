"""The Mortality and Revenue Phases' numbers (rules 1.05, 1.06) as data: the Mortality Chit cup
(1.05.21), the State Treasury flows and personal income (1.06, 1.09.63, 3.01.3) and
Contributions (1.06.52).
"""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from engine.schemas.bands import check_unique_keys
from engine.schemas.common import DataModel

# --- Mortality chits (1.05.21) -------------------------------------------------------------------

Chit = int | Literal["blank", "draw_two"]
"""A Mortality Chit: a Senator ID, a blank, or Draw 2."""


class MortalityChits(DataModel):
    """Contents of the Mortality Chit cup (1.05.21; D2-33) and the Mortality Phase draw (1.05.2)."""

    total: int
    numbered_low: int
    numbered_high: int
    blank: int
    draw_two: int
    draw_two_replacement: int
    mortality_phase_draws: int

    @model_validator(mode="after")
    def _adds_up(self) -> MortalityChits:
        numbered = self.numbered_high - self.numbered_low + 1
        if numbered + self.blank + self.draw_two != self.total:
            raise ValueError(
                f"mortality: {numbered} numbered + {self.blank} blank + {self.draw_two} draw-two "
                f"chits do not make {self.total}"
            )
        return self

    def cup(self) -> tuple[Chit, ...]:
        """Every chit in the cup: the numbered ones in order, then blanks, then Draw 2s."""
        chits: list[Chit] = list(range(self.numbered_low, self.numbered_high + 1))
        chits += ["blank"] * self.blank
        chits += ["draw_two"] * self.draw_two
        return tuple(chits)


# --- State revenue (1.06) ------------------------------------------------------------------------


class StateRevenueTable(DataModel):
    """State Treasury flows and personal income of the Revenue Phase (1.06, 1.09.63, 3.01.3)."""

    starting_treasury: int
    annual_revenue: int
    active_war_cost: int
    unit_maintenance: int
    rebel_unit_maintenance: int
    low_treasury_warning: int
    unit_cost: int
    manpower_shortage_surcharge: int
    faction_leader_income: int
    senator_income: int
    knight_income: int
    development_min_roll: int
    development_uncorrupt_bonus: int

    def raise_cost(self, manpower_shortage_level: int) -> int:
        """Cost of raising one Legion or Fleet at a Manpower Shortage level (1.09.63)."""
        return self.unit_cost + self.manpower_shortage_surcharge * manpower_shortage_level


# --- Contributions (1.06.52) ---------------------------------------------------------------------


class ContributionRow(DataModel):
    """Influence gained for contributing at least ``min_talents`` (1.06.52)."""

    key: str
    min_talents: int
    influence: int


class ContributionsTable(DataModel):
    """Contributions to the State Treasury (1.06.52), smallest first."""

    per_senator_per_phase: int
    rows: tuple[ContributionRow, ...]

    @model_validator(mode="after")
    def _ordered(self) -> ContributionsTable:
        check_unique_keys([row.key for row in self.rows], "contributions")
        steps = [row.min_talents for row in self.rows]
        gains = [row.influence for row in self.rows]
        if steps != sorted(set(steps)) or gains != sorted(set(gains)):
            raise ValueError("contributions: thresholds and Influence must strictly increase")
        return self

    def influence(self, talents: int) -> int:
        """Influence gained for one contribution of ``talents`` (0 below the first step)."""
        gained = 0
        for row in self.rows:
            if talents >= row.min_talents:
                gained = row.influence
        return gained
