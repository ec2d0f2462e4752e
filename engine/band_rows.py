"""Finding the row of a board's dice table that covers a dice total (rule 1.02, the game board).

Apart from the tables' schemas (``engine/schemas/bands.py``) so the compiled build (README
"Speed") compiles it: it leaves the schemas interpreted, and every battle's odds read a table
at each throw.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from engine.schemas.bands import RollBand

BandT = TypeVar("BandT", bound="RollBand")


def find_band(bands: Sequence[BandT], total: int) -> BandT:
    """The row covering a dice total (validated tables cover every integer exactly once):
    ``covers`` written out, not called a row, as every battle's odds read the table a throw."""
    for band in bands:
        low, high = band.low, band.high
        if (low is None or total >= low) and (high is None or total <= high):
            return band
    raise ValueError(f"no row covers total {total}")
