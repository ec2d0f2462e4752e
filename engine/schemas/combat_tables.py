"""The Combat Phase's tables (rule 1.10) as data: the Combat Results Table with each outcome's
consequences (1.10.2-1.10.8, 1.11.37) and Ransom (1.10.71).
"""

from __future__ import annotations

import math
from typing import Literal, get_args

from pydantic import Field, model_validator

from engine.band_rows import find_band
from engine.schemas.bands import RollBand, check_bands, check_unique_keys
from engine.schemas.common import DataModel

# --- Combat (1.10) -------------------------------------------------------------------------------

CombatResultKind = Literal["defeat", "stalemate", "victory"]
"""Results printed on the Combat Results Table (1.10.2, 1.10.3, 1.10.4)."""

CombatOutcome = Literal[
    "defeat",
    "stalemate",
    "victory_land",
    "victory_naval",
    "disaster",
    "standoff",
    "senate_victory",
    "civil_war_stalemate",
    "senate_defeat",
]
"""Battle outcomes with their own consequences (1.10.2-1.10.4, 1.10.21, 1.10.31, 1.11.371-373)."""

GloryBasis = Literal["printed_land_strength", "printed_fleet_strength", "rebel_army_strength"]
"""What the victorious Commander's Popularity and Influence gain is half of (1.10.4, 1.11.371)."""


class CombatRow(RollBand):
    """Combat Results Table row (1.10.2-1.10.4): result and losses of each unit type present."""

    result: CombatResultKind
    losses: int | Literal["all"] = Field(description="Legions lost, and separately Fleets lost")

    def units_lost(self, present: int) -> int:
        """Units of one type (Legions or Fleets) lost when ``present`` of them fought."""
        return present if self.losses == "all" else min(self.losses, present)


class CombatConsequence(DataModel):
    """What follows one battle outcome (1.10.2-1.10.8, 1.10.21, 1.10.31, 1.11.37)."""

    key: str
    outcome: CombatOutcome
    unrest: int
    loss_divisor: int | None = Field(
        default=None,
        description="None: losses from the CRT row; n: 1/n of each unit type, rounded up",
    )
    commander_killed: bool = False
    commander_proconsul: bool = False
    war_eliminated: bool = False
    naval_victory_marker: bool = False
    glory: GloryBasis | None = None
    spoils_of_war: bool = False
    rebels_killed: bool = False
    rebel_takes_losses: bool = False
    draws_mortality_chits: bool
    capture_possible: bool = False
    creates_veteran: bool = False
    source: str

    def fraction_lost(self, present: int) -> int:
        """Units of one type lost to a Disaster or Standoff: 1/n of ``present``, rounded up."""
        if self.loss_divisor is None:
            raise ValueError(f"{self.outcome}: losses come from the Combat Results Table")
        return math.ceil(present / self.loss_divisor)


class CombatTable(DataModel):
    """Combat Results Table and the other combat numbers (1.10, 1.11.37, 1.12.1)."""

    dice: int
    glory_divisor: int
    legions_per_popularity_loss: int
    veteran_strength: int
    veterans_per_battle: int
    capture_min_chits: int
    collapse_active_wars: int
    rows: tuple[CombatRow, ...]
    consequences: tuple[CombatConsequence, ...]

    @model_validator(mode="after")
    def _complete(self) -> CombatTable:
        check_bands(self.rows, "combat")
        outcomes = [c.outcome for c in self.consequences]
        check_unique_keys(outcomes, "combat consequences")
        missing = set(get_args(CombatOutcome)) - set(outcomes)
        if missing:
            raise ValueError(f"combat consequences: missing outcomes {sorted(missing)}")
        return self

    def result(self, total: int) -> CombatRow:
        """CRT row for a modified 3d6 total (1.10.11)."""
        return find_band(self.rows, total)

    def consequence(self, outcome: CombatOutcome) -> CombatConsequence:
        """Consequences of a battle outcome."""
        return next(c for c in self.consequences if c.outcome == outcome)

    def glory(self, strength: int) -> int:
        """Popularity and Influence gained for a Victory: half the strength, rounded up (1.10.4)."""
        return math.ceil(strength / self.glory_divisor)

    def popularity_loss(self, legions_lost: int) -> int:
        """Commander Popularity lost for Legions lost, rounded down (1.10.61)."""
        return legions_lost // self.legions_per_popularity_loss


# --- Ransom (1.10.71) ----------------------------------------------------------------------------


class RansomTable(DataModel):
    """Ransom of a Captive (1.10.71): the larger of a minimum and a rate per point of Influence."""

    minimum: int
    per_influence: int

    def amount(self, influence: int) -> int:
        """Ransom in Talents for a Captive with this Influence."""
        return max(self.minimum, self.per_influence * influence)
