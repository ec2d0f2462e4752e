"""How two `ror simulate --json` runs on the same seeds end, compared game by game: the Republic
falls (every Player loses: 1.12.1, section IV's losing reasons), four Active Wars, bankruptcy and
Player wins, each with its 95% Wilson interval, the paired difference (after - before) with
Tango's score interval, and the p-value of the score test it inverts (no correction). README.md,
"Rules fidelity".

Run as ``python -m benchmarks.paired_outcomes before.json after.json``; each file is the output
of ``ror simulate --games N --seed S --json`` from one checkout.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: import this checkout, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.victory import LOSING_REASONS
from lab.stats import PAIRED_RATE_TEST, paired_rate_difference, wilson

Game = dict[str, Any]
OUTCOMES: tuple[tuple[str, Callable[[Game], bool]], ...] = (
    ("Republic falls", lambda g: g["end_reason"] in LOSING_REASONS),
    ("four Active Wars", lambda g: g["end_reason"] == "four_active_wars"),
    ("bankruptcy", lambda g: g["end_reason"] == "bankruptcy"),
    ("Player wins", lambda g: g["winner"] == "Player"),
)
"""Each outcome compared, and whether a game ended in it."""


def by_seed(path: Path) -> dict[int, Game]:
    """A simulate summary's games by seed."""
    summary = json.loads(path.read_text(encoding="utf-8"))
    return {int(game["seed"]): game for game in summary["results"]}


def percent(value: float) -> str:
    return f"{100 * value:.1f}%"


def table(before: dict[int, Game], after: dict[int, Game]) -> list[str]:
    """The Markdown table comparing the runs on the seeds both played."""
    seeds = sorted(set(before) & set(after))
    if not seeds:
        raise ValueError("the two runs share no seed")
    rows = [
        f"| outcome ({len(seeds)} paired games) | before | after | after - before "
        f"| {PAIRED_RATE_TEST} p |",
        "|---|---|---|---|---|",
    ]
    for name, ended in OUTCOMES:
        pairs = [(ended(before[s]), ended(after[s])) for s in seeds]
        both = sum(1 for b, a in pairs if b and a)
        only_before = sum(1 for b, a in pairs if b and not a)
        only_after = sum(1 for b, a in pairs if a and not b)
        neither = len(pairs) - both - only_before - only_after
        old = wilson(both + only_before, len(pairs))
        new = wilson(both + only_after, len(pairs))
        change, p = paired_rate_difference(both, only_after, only_before, neither)
        rows.append(
            f"| {name} | {percent(old.value)} ({percent(old.low)}-{percent(old.high)}) "
            f"| {percent(new.value)} ({percent(new.low)}-{percent(new.high)}) "
            f"| {100 * change.value:+.1f} ({100 * change.low:+.1f} to {100 * change.high:+.1f}) "
            f"| {p:.2g} |"
        )
    return rows


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path, help="simulate --json output of the old checkout")
    parser.add_argument("after", type=Path, help="simulate --json output of the new checkout")
    args = parser.parse_args(argv)
    print("\n".join(table(by_seed(args.before), by_seed(args.after))))


if __name__ == "__main__":
    main()
