"""Tournament throughput: games/s of a whole ``ror tournament`` run (schedule, batches, pool,
store) on 1 and on J processes, the speed-up and the parallel efficiency (speed-up / J), and
the time 10,000 games would take at the parallel rate.

Wall-clock figures need idle cores. The CPU seconds per game (this process and its workers)
do not: their ratio, parallel to serial, is the work the pool adds, whatever else is running.

Run as ``python -m benchmarks.bench_tournament`` or ``python benchmarks/bench_tournament.py``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: benchmark this checkout, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_setup import Spread, positive
from lab.store import Store
from lab.tournament import Tournament, make_entries, play

FIRST_SEED = 0
"""Every run plays the same seeds, so every run does the same work."""

TEN_THOUSAND = 10_000


def cpu_seconds() -> float:
    """CPU time of this process and of its finished child processes."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def timed(tournament: Tournament, seeds: range, jobs: int) -> tuple[float, float]:
    """One run into a fresh in-memory store: games per second, CPU seconds per game."""
    start, cpu = time.perf_counter(), cpu_seconds()
    games = play(tournament, seeds, Store(":memory:"), jobs)
    wall, used = time.perf_counter() - start, cpu_seconds() - cpu
    return len(games) / wall, used / len(games)


def run(runs: int, seeds: int, jobs: int, bots: Sequence[str]) -> dict[str, Any]:
    """Every measurement, as one JSON-ready object."""
    tournament = Tournament("early", 1, tuple(make_entries(bots, [])))
    chosen = range(FIRST_SEED, FIRST_SEED + seeds)
    play(tournament, range(1), Store(":memory:"), 1)  # warm-up: catalog and Guidelines loaded
    serial = [timed(tournament, chosen, 1) for _ in range(runs)]
    parallel = [timed(tournament, chosen, jobs) for _ in range(runs)]
    one, many = Spread.of([r for r, _ in serial]), Spread.of([r for r, _ in parallel])
    cpu_one = Spread.of([c for _, c in serial]).median
    cpu_many = Spread.of([c for _, c in parallel]).median
    speed_up = many.median / one.median
    return {
        "python": platform.python_version(),
        "cores": os.cpu_count(),
        "runs": runs,
        "games": seeds * len(tournament.entries),
        "entries": tournament.names,
        "jobs": jobs,
        "one_process": one.as_dict(),
        "parallel": many.as_dict(),
        "speed_up": round(speed_up, 3),
        "efficiency": round(speed_up / jobs, 3),
        "cpu_ms_per_game": {
            "one_process": round(cpu_one * 1000, 2),
            "parallel": round(cpu_many * 1000, 2),
        },
        "cpu_overhead": round(cpu_many / cpu_one - 1, 3),
        "load_average": round(os.getloadavg()[0], 2),
        "minutes_for_10000_games": round(TEN_THOUSAND / many.median / 60, 1),
    }


def table(result: dict[str, Any]) -> str:
    """A plain-text summary: medians with (min-max) over the runs."""

    def fmt(spread: dict[str, float]) -> str:
        return f"{spread['median']:,.1f} ({spread['min']:,.1f}-{spread['max']:,.1f})"

    return "\n".join(
        [
            f"Python {result['python']}, {result['cores']} cores: median (min-max) of "
            f"{result['runs']} runs of {result['games']} early solitaire tournament games "
            f"({', '.join(result['entries'])})",
            "",
            f"{'processes':<11}{'games/s':>24}",
            f"{'1':<11}{fmt(result['one_process']):>24}",
            f"{result['jobs']:<11}{fmt(result['parallel']):>24}",
            "",
            f"speed-up {result['speed_up']:.2f}x, parallel efficiency {result['efficiency']:.0%}"
            f" (load average {result['load_average']} at the end)",
            f"CPU ms per game: {result['cpu_ms_per_game']['one_process']} on one process,"
            f" {result['cpu_ms_per_game']['parallel']} on {result['jobs']}"
            f" ({result['cpu_overhead']:+.0%} for the pool)",
            f"10,000 games: about {result['minutes_for_10000_games']} minutes",
        ]
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, run the benchmark, print a table or a JSON object."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=positive, default=3, help="runs per figure (default 3)")
    parser.add_argument(
        "--seeds", type=positive, default=100, help="seeds each entry plays a run (default 100)"
    )
    parser.add_argument(
        "--jobs", type=positive, default=os.cpu_count() or 1, help="processes (default: cores)"
    )
    parser.add_argument(
        "--player-bots", default="heuristic,random", help="entries (default heuristic,random)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = run(args.runs, args.seeds, args.jobs, args.player_bots.split(","))
    print(json.dumps(result, indent=1) if args.json else table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
