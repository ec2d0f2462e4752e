"""Whole all-bot games: Early Republic solitaire games/s and decisions/s on one core, the
speed-up with several processes (ratio of the medians), and the ``outcome`` record level against
``full`` (median of the per-pair ratios; the digests must agree); README.md, "Speed". A and B
runs alternate (A B, B A, A B ...), so drift in the machine's speed hits both alike.

Run as ``python -m benchmarks.bench_games`` or ``python benchmarks/bench_games.py``.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: benchmark this checkout, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_setup import Spread, positive
from bots.seating import PLAYER_BOTS
from common.simulate import Setup, Simulation, simulate

FIRST_SEED = 0
"""Every run plays the same seeds, so every run does the same work."""


RECORD_SCENARIOS = ("early", "late")
"""Scenarios of the record level comparison (solitaire)."""


def alternating(
    first: Callable[[], Simulation], second: Callable[[], Simulation], pairs: int
) -> tuple[list[Simulation], list[Simulation]]:
    """``pairs`` runs of each, alternating and swapping which goes first in every other pair."""
    a_runs: list[Simulation] = []
    b_runs: list[Simulation] = []
    for pair in range(pairs):
        if pair % 2 == 0:
            a_runs.append(first())
            b_runs.append(second())
        else:
            b_runs.append(second())
            a_runs.append(first())
    return a_runs, b_runs


def record_levels(setup: Setup, pairs: int, games: int) -> dict[str, Any]:
    """``full`` against ``outcome`` on one core; AssertionError if any digest differs."""
    full, outcome = alternating(
        lambda: simulate(replace(setup, record="full"), FIRST_SEED, games),
        lambda: simulate(replace(setup, record="outcome"), FIRST_SEED, games),
        pairs,
    )
    for a, b in zip(full, outcome, strict=True):
        if [r.outcome() for r in a.records] != [r.outcome() for r in b.records]:
            raise AssertionError(f"{setup.scenario}: the record levels end games differently")
    ratios = [a.seconds / b.seconds for a, b in zip(full, outcome, strict=True)]
    return {
        "full": rates(full),
        "outcome": rates(outcome),
        "speed_up": Spread.of(ratios).as_dict(),
    }


def rates(simulations: Sequence[Simulation]) -> dict[str, Any]:
    """Games/s and decisions/s over the runs, and the games that ended in an error."""
    return {
        "games_per_s": Spread.of([s.games_per_second for s in simulations]).as_dict(),
        "decisions_per_s": Spread.of([s.decisions_per_second for s in simulations]).as_dict(),
        "errors": sum(len(s.errors) for s in simulations),
    }


def run(runs: int, games: int, jobs: int, player_bot: str) -> dict[str, Any]:
    """Every measurement, as one JSON-ready object."""
    setup = Setup(scenario="early", players=1, player_bot=player_bot)
    simulate(setup, FIRST_SEED, 1)  # warm-up: load the catalog and Guidelines outside the timings
    one_runs, many_runs = alternating(
        lambda: simulate(setup, FIRST_SEED, games, 1),
        lambda: simulate(setup, FIRST_SEED, games, jobs),
        runs,
    )
    one, many = rates(one_runs), rates(many_runs)
    levels = {
        scenario: record_levels(replace(setup, scenario=scenario), runs, games)
        for scenario in RECORD_SCENARIOS
    }
    return {
        "python": platform.python_version(),
        "runs": runs,
        "games": games,
        "player_bot": player_bot,
        "jobs": jobs,
        "one_core": one,
        "parallel": many,
        "speed_up": round(many["games_per_s"]["median"] / one["games_per_s"]["median"], 3),
        "record_levels": levels,
    }


def _fmt(spread: dict[str, float], spec: str = ",.1f") -> str:
    low, high = format(spread["min"], spec), format(spread["max"], spec)
    return f"{format(spread['median'], spec)} ({low}-{high})"


def table(result: dict[str, Any]) -> str:
    """A plain-text table of medians with (min-max) over the runs."""
    lines = [
        f"Python {result['python']}: median (min-max) of {result['runs']} runs, "
        f"{result['games']} early solitaire games a run, Player bot {result['player_bot']}",
        "",
        f"{'processes':<11}{'games/s':>24}{'decisions/s':>28}{'errors':>8}",
    ]
    for name, row in (("1", result["one_core"]), (str(result["jobs"]), result["parallel"])):
        lines.append(
            f"{name:<11}{_fmt(row['games_per_s']):>24}"
            f"{_fmt(row['decisions_per_s'], ',.0f'):>28}{row['errors']:>8}"
        )
    lines += ["", f"speed-up with {result['jobs']} processes: {result['speed_up']:.2f}x", ""]
    lines.append(f"{'record level':<17}{'games/s':>24}{'decisions/s':>28}{'speed-up':>22}")
    for scenario, row in result["record_levels"].items():
        for level in ("full", "outcome"):
            speed_up = _fmt(row["speed_up"], ".3f") if level == "outcome" else ""
            lines.append(
                f"{scenario + ' ' + level:<17}{_fmt(row[level]['games_per_s']):>24}"
                f"{_fmt(row[level]['decisions_per_s'], ',.0f'):>28}{speed_up:>22}"
            )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, run the benchmark, print a table or a JSON object; status 1 if a
    game ended in an error."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--runs", type=positive, default=5, help="runs (A/B pairs) per figure (default 5)"
    )
    parser.add_argument("--games", type=positive, default=200, help="games a run (default 200)")
    parser.add_argument(
        "--jobs", type=positive, default=2, help="processes for the speed-up (default 2)"
    )
    parser.add_argument(
        "--player-bot", choices=sorted(PLAYER_BOTS), default="heuristic", help="the Player's bot"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = run(args.runs, args.games, args.jobs, args.player_bot)
    print(json.dumps(result, indent=1) if args.json else table(result))
    return 1 if result["one_core"]["errors"] or result["parallel"]["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
