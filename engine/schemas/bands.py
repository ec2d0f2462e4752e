"""Rows of the board's dice tables (rule 1.02, the game board): a row covers a range of modified
dice totals; validators reject gaps, overlaps and missing rows.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from pydantic import model_validator

from engine.schemas.common import DataModel


class RollBand(DataModel):
    """A table row covering the dice totals ``low``..``high`` inclusive; an absent bound is open."""

    key: str
    low: int | None = None
    high: int | None = None

    @model_validator(mode="after")
    def _bounds_ordered(self) -> RollBand:
        if self.low is not None and self.high is not None and self.low > self.high:
            raise ValueError(f"row {self.key}: low {self.low} is above high {self.high}")
        return self

    def covers(self, total: int) -> bool:
        """Whether the dice total falls in this row."""
        above_low = self.low is None or total >= self.low
        below_high = self.high is None or total <= self.high
        return above_low and below_high



def check_unique_keys(keys: Sequence[str], table: str) -> None:
    """Raise ValueError naming the first key used twice in a table."""
    seen: set[str] = set()
    for key in keys:
        if key in seen:
            raise ValueError(f"{table}: key {key!r} appears twice")
        seen.add(key)


def check_bands(bands: Sequence[RollBand], table: str) -> None:
    """Rows must run upward and cover every integer once: open below, contiguous, open above."""
    if not bands:
        raise ValueError(f"{table}: the table has no rows")
    check_unique_keys([band.key for band in bands], table)
    if bands[0].low is not None:
        raise ValueError(f"{table}: first row {bands[0].key} must be open below (no low bound)")
    if bands[-1].high is not None:
        raise ValueError(f"{table}: last row {bands[-1].key} must be open above (no high bound)")
    for before, after in itertools.pairwise(bands):
        if before.high is None or after.low is None or after.low != before.high + 1:
            raise ValueError(
                f"{table}: rows {before.key} and {after.key} leave a gap or overlap "
                f"(high {before.high}, next low {after.low})"
            )
