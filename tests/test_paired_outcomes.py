"""benchmarks/paired_outcomes.py: two simulate runs compared game by game on their shared seeds
(the README's rules-fidelity table)."""

from __future__ import annotations

import pytest

from benchmarks.paired_outcomes import table


def game(seed: int, reason: str, winner: str | None) -> dict[str, object]:
    return {"seed": seed, "end_reason": reason, "winner": winner}


def test_the_table_pairs_games_by_seed_and_counts_each_outcome() -> None:
    before = {
        1: game(1, "four_active_wars", None),
        2: game(2, "bankruptcy", None),
        3: game(3, "era_ends", "Player"),
    }
    after = {
        1: game(1, "era_ends", "Imperials"),
        2: game(2, "bankruptcy", None),
        3: game(3, "era_ends", "Player"),
        4: game(4, "four_active_wars", None),  # no partner: left out
    }
    rows = table(before, after)
    assert rows[0].startswith("| outcome (3 paired games) |")
    falls = next(r for r in rows if r.startswith("| Republic falls |"))
    assert "| 66.7% " in falls and "| 33.3% " in falls and "| -33.3 (" in falls
    wins = next(r for r in rows if r.startswith("| Player wins |"))
    assert wins.endswith("| 1 |")


def test_runs_without_a_shared_seed_are_refused() -> None:
    with pytest.raises(ValueError, match="share no seed"):
        table({1: game(1, "bankruptcy", None)}, {2: game(2, "bankruptcy", None)})
