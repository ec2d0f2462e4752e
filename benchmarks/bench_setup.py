"""Set-up, clone and digest speed: medians over repeated runs.

Run as ``python -m benchmarks.bench_setup`` or ``python benchmarks/bench_setup.py``.
"""

from __future__ import annotations

import argparse
import copy
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from solo.game import new_game

if __package__ in (None, ""):  # run as a file: benchmark this checkout, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bots.agent import play
from bots.seating import default_agents
from engine.context import SETUP_ONLY
from engine.report import state_digest
from engine.state import GameState

SCENARIOS = ("early", "middle", "late")
PLAYER_COUNTS = (1, 2)
CLONES_PER_GAME = 5
"""Clones timed per run for each set-up timed: a clone is much cheaper than a set-up."""


@dataclass(frozen=True, slots=True)
class Spread:
    """Median, min and max of one rate over the runs."""

    median: float
    min: float
    max: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Spread:
        """The spread of a non-empty list of per-run rates."""
        return cls(statistics.median(values), min(values), max(values))

    def as_dict(self) -> dict[str, float]:
        """JSON-ready, rounded to 4 significant figures."""
        return {
            k: float(f"{v:.4g}")
            for k, v in (("median", self.median), ("min", self.min), ("max", self.max))
        }


def set_up_games(scenario: str, players: int, games: int, first_seed: int = 0) -> int:
    """Set up ``games`` seeded games with the default agents; return the decisions answered."""
    decisions = 0
    for seed in range(first_seed, first_seed + games):
        game = new_game(scenario, players, seed, SETUP_ONLY)
        decisions += play(game, default_agents(game))
    return decisions


def set_up_state(scenario: str = "early", players: int = 1, seed: int = 1) -> GameState:
    """The state at the end of one seeded set-up."""
    game = new_game(scenario, players, seed, SETUP_ONLY)
    play(game, default_agents(game))
    return game.state


def rate(action: Callable[[], object], count: int) -> float:
    """Calls per second of ``action`` over ``count`` calls (time.perf_counter)."""
    start = time.perf_counter()
    for _ in range(count):
        action()
    return count / (time.perf_counter() - start)


def bench_set_ups(runs: int, games: int) -> dict[str, dict[str, Any]]:
    """Set-ups/s and decisions/s per scenario and player count, over ``runs`` runs."""
    per_run: dict[str, tuple[list[float], list[float], int]] = {}
    for _ in range(runs):
        for scenario in SCENARIOS:
            for players in PLAYER_COUNTS:
                start = time.perf_counter()
                decisions = set_up_games(scenario, players, games)
                elapsed = time.perf_counter() - start
                setups, dps, _ = per_run.setdefault(f"{scenario}/{players}p", ([], [], decisions))
                setups.append(games / elapsed)
                dps.append(decisions / elapsed)
    return {
        name: {
            "setups_per_s": Spread.of(setups).as_dict(),
            "decisions_per_s": Spread.of(dps).as_dict(),
            "decisions_per_setup": round(decisions / games, 2),
        }
        for name, (setups, dps, decisions) in per_run.items()
    }


def bench_state(runs: int, games: int) -> dict[str, Any]:
    """Clone, deepcopy and digest rates of an early solitaire set-up state; clone/deepcopy ratio."""
    state = set_up_state()
    digest = state_digest(state)
    if state_digest(state.clone()) != digest or state_digest(copy.deepcopy(state)) != digest:
        raise AssertionError("a copy of the state does not digest like the original")
    clones: list[float] = []
    deepcopies: list[float] = []
    digests: list[float] = []
    for _ in range(runs):  # interleaved, so drift in machine speed hits all three alike
        clones.append(rate(state.clone, games * CLONES_PER_GAME))
        deepcopies.append(rate(lambda: copy.deepcopy(state), games))
        digests.append(rate(lambda: state_digest(state), games))
    ratios = [c / d for c, d in zip(clones, deepcopies, strict=True)]
    return {
        "clone_per_s": Spread.of(clones).as_dict(),
        "deepcopy_per_s": Spread.of(deepcopies).as_dict(),
        "clone_vs_deepcopy": Spread.of(ratios).as_dict(),
        "digest_per_s": Spread.of(digests).as_dict(),
    }


def run(runs: int, games: int) -> dict[str, Any]:
    """Every measurement, as one JSON-ready object."""
    set_up_state()  # warm-up: load the catalog and Guidelines once, outside the timings
    return {
        "python": platform.python_version(),
        "runs": runs,
        "games": games,
        "setup": bench_set_ups(runs, games),
        "state": bench_state(runs, games),
    }


def _fmt(spread: dict[str, float], spec: str = ",.0f", unit: str = "") -> str:
    low, high = format(spread["min"], spec), format(spread["max"], spec)
    return f"{format(spread['median'], spec)}{unit} ({low}-{high})"


def table(result: dict[str, Any]) -> str:
    """A plain-text table of medians with (min-max) over the runs."""
    lines = [
        f"Python {result['python']}: median (min-max) of {result['runs']} runs, "
        f"{result['games']} games a run",
        "",
        f"{'set-up':<11}{'set-ups/s':>24}{'decisions/s':>28}{'dec/set-up':>12}",
    ]
    for name, row in result["setup"].items():
        lines.append(
            f"{name:<11}{_fmt(row['setups_per_s']):>24}{_fmt(row['decisions_per_s']):>28}"
            f"{row['decisions_per_setup']:>12}"
        )
    state = result["state"]
    lines += [
        "",
        "early/1p set-up state:",
        f"  {'GameState.clone()/s':<22}{_fmt(state['clone_per_s']):>26}",
        f"  {'copy.deepcopy()/s':<22}{_fmt(state['deepcopy_per_s']):>26}",
        f"  {'clone / deepcopy':<22}{_fmt(state['clone_vs_deepcopy'], '.2f', 'x'):>26}",
        f"  {'state_digest()/s':<22}{_fmt(state['digest_per_s']):>26}",
    ]
    return "\n".join(lines)


def positive(text: str) -> int:
    """argparse type: an integer of at least 1."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, run the benchmarks, print a table or a JSON object."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=positive, default=7, help="runs per figure (default 7)")
    parser.add_argument(
        "--games", type=positive, default=200, help="set-ups per run and set-up (default 200)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = run(args.runs, args.games)
    print(json.dumps(result, indent=1) if args.json else table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
