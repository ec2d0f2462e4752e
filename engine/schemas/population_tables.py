"""Unrest and the Population Table (rule 1.08) as data: the Population Table of the State of the
Republic speech (1.08.2) and the Unrest changes held in no other table (1.08.1).
"""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from engine.band_rows import find_band
from engine.schemas.bands import RollBand, check_bands
from engine.schemas.common import DataModel

# --- Population (1.08) ---------------------------------------------------------------------------

PopulationEffect = Literal["manpower_shortage", "no_recruitment", "mob", "people_revolt"]
"""Letter results of the Population Table: MS, NR, Mob and People Revolt (1.08.2)."""


class PopulationRow(RollBand):
    """Population Table row (1.08.2): Unrest change and extra results; People Revolt has none."""

    unrest: int | None = None
    effects: tuple[PopulationEffect, ...] = ()

    @model_validator(mode="after")
    def _revolt_has_no_unrest(self) -> PopulationRow:
        if (self.unrest is None) != ("people_revolt" in self.effects):
            raise ValueError(f"row {self.key}: exactly the People Revolt row has no Unrest change")
        return self


class PopulationTable(DataModel):
    """Population Table for the State of the Republic speech (1.08.2)."""

    dice: int
    mob_chits: int
    rows: tuple[PopulationRow, ...]

    @model_validator(mode="after")
    def _complete(self) -> PopulationTable:
        check_bands(self.rows, "population")
        return self

    def result(self, total: int) -> PopulationRow:
        """Row for the modified total 3d6 - Unrest + HRAO Popularity."""
        return find_band(self.rows, total)


# --- Unrest (1.08.1) -----------------------------------------------------------------------------


class UnrestTable(DataModel):
    """Unrest changes not held in another table (1.08.1, 1.08.11, 1.08.12, 2.02.412).

    Combat, Population, Games and Land Bill changes live in those tables; card effects with cards.
    """

    minimum: int
    per_unprosecuted_war: int
    per_drought_effect: int
    provincial_defeat: int
