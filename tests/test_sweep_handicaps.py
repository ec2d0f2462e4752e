"""benchmarks/sweep_handicaps.py: the README's difficulty tables, one command each (issue 21)."""

from __future__ import annotations

import pytest

from benchmarks.sweep_handicaps import MARKDOWN_HEADER, main


def test_markdown_prints_the_readme_table_with_each_levels_handicaps(
    capsys: pytest.CaptureFixture[str],
) -> None:
    main(["--games", "2", "--markdown", "--level", "normal", "--level", "hard"])
    out = capsys.readouterr().out
    table = out[out.index(MARKDOWN_HEADER) :].splitlines()
    assert len(table) == 4
    assert table[2].startswith("| normal | none | 2 | ")
    assert table[3].startswith("| hard | `player_influence=-5`, `state_revenue_bonus=-20` | 2 | ")
    assert all(row.count("%") == 3 for row in table[2:])
