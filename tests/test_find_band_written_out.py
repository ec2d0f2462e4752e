"""``find_band`` with the row test written out (issue 33): for every banded table of the game
and for rows that leave gaps, the row it finds is the first whose ``covers`` holds, and a total
no row covers is refused as before (1.02, the board's dice tables)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from engine.band_rows import find_band
from engine.catalog import load_catalog
from engine.schemas.bands import RollBand

TOTALS = range(-30, 40)


def _plain(bands: Sequence[RollBand], total: int) -> RollBand | None:
    return next((band for band in bands if band.covers(total)), None)


def test_every_table_of_the_game_finds_the_row_covers_finds() -> None:
    tables = load_catalog().tables
    for rows in (
        tables.combat.rows,
        tables.population.rows,
        tables.assassination.rows,
        tables.popular_appeal.rows,
    ):
        for total in TOTALS:
            assert find_band(rows, total) is _plain(rows, total)


def test_rows_with_gaps_and_overlaps_as_covers_reads_them() -> None:
    rows = [
        RollBand(key="low", high=2),
        RollBand(key="mid", low=4, high=6),
        RollBand(key="over", low=5, high=9),
        RollBand(key="top", low=12),
    ]
    for total in TOTALS:
        plain = _plain(rows, total)
        if plain is None:
            with pytest.raises(ValueError, match="no row covers"):
                find_band(rows, total)
        else:
            assert find_band(rows, total) is plain
