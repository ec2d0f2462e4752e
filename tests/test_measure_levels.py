"""benchmarks/measure_levels.py: the README's level tables and Player claims in one command,
each table naming its fresh seeds (issue 31)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from benchmarks.measure_levels import main, seed_range


def test_every_table_names_its_seeds_and_a_rerun_plays_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["--seeds", "5-7", "--short-seeds", "5-6", "--db-dir", str(tmp_path)]
    main(args)
    out, err = capsys.readouterr()
    assert "3 paired seeds 5-7" in out and "2 seeds 5-6" in out
    assert "solitaire on seeds 5-7, two Players on seeds 5-6" in out
    assert "| easy | `neutral_match_share=100`" in out
    assert "| `heuristic` - `heuristic-v1` |" in out
    assert "| survival |" in out and "| turns |" in out
    assert "| preset `hard` |" in out
    assert "early-knights: 2 seeds" in err
    stored = {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    assert len(stored) == 18
    main(args)
    assert capsys.readouterr().out == out


def test_seed_ranges() -> None:
    assert seed_range("3-5") == [3, 4, 5]
    for bad in ("5-3", "5", "a-b"):
        with pytest.raises(argparse.ArgumentTypeError):
            seed_range(bad)


def test_short_seeds_outside_the_seeds_are_refused() -> None:
    with pytest.raises(SystemExit):
        main(["--seeds", "1-3", "--short-seeds", "4-5"])
