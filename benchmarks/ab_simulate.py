"""`ror simulate` of two checkouts, each in its own process, alternately (A B, B A, A B ...), so
drift in the machine's speed hits both alike: medians of games/s and decisions/s, the median of
the per-pair ratios B/A, and whether both ended every game alike (same digest, end reason,
winner and turns for each seed). README.md, "Speed".

An older checkout may name its command module differently (``--a-cli solo.cli`` for one from
before the ``ror`` package); ``--a-python`` / ``--b-python`` run a side on another Python (a
compiled copy needs the Python it was built with). Run as ``python -m benchmarks.ab_simulate
--a ../base --a-cli solo.cli --b . --scenario early``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: import this checkout, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_setup import positive


@dataclass(frozen=True, slots=True)
class Tree:
    """A checkout, the module whose ``main`` is its command line and the Python that runs it."""

    path: Path
    cli: str
    python: str = sys.executable


def run(tree: Tree, scenario: str, games: int) -> dict[str, Any]:
    """One ``simulate --json`` run of ``tree`` in a fresh process, its summary parsed."""
    command = [tree.python, "-c", f"from {tree.cli} import main; main()", "simulate"]
    command += ["--scenario", scenario, "--games", str(games), "--json"]
    env = {**os.environ, "PYTHONPATH": str(tree.path)}
    done = subprocess.run(
        command, cwd=tree.path, env=env, capture_output=True, text=True, check=True
    )
    summary: dict[str, Any] = json.loads(done.stdout)
    return summary


def endings(summary: dict[str, Any]) -> list[tuple[object, ...]]:
    """How each game ended, by seed."""
    return [
        (r["seed"], r["digest"], r["end_reason"], r["winner"], r["turns"])
        for r in summary["results"]
    ]


def compare(a: Tree, b: Tree, scenario: str, pairs: int, games: int) -> dict[str, Any]:
    """``pairs`` alternating runs of each; the medians, the ratios and whether games agree."""
    a_runs: list[dict[str, Any]] = []
    b_runs: list[dict[str, Any]] = []
    for pair in range(pairs):
        if pair % 2 == 0:
            a_runs.append(run(a, scenario, games))
            b_runs.append(run(b, scenario, games))
        else:
            b_runs.append(run(b, scenario, games))
            a_runs.append(run(a, scenario, games))
    result: dict[str, Any] = {"scenario": scenario, "pairs": pairs, "games": games}
    for rate in ("games_per_second", "decisions_per_second"):
        ratios = [y[rate] / x[rate] for x, y in zip(a_runs, b_runs, strict=True)]
        result[rate] = {
            "a": statistics.median(r[rate] for r in a_runs),
            "b": statistics.median(r[rate] for r in b_runs),
            "ratio": statistics.median(ratios),
            "ratios": [round(r, 3) for r in ratios],
        }
    result["decisions_per_game"] = {
        "a": a_runs[0]["decisions"] / games,
        "b": b_runs[0]["decisions"] / games,
    }
    result["same_games"] = all(
        endings(x) == endings(y) for x, y in zip(a_runs, b_runs, strict=True)
    )
    return result


def line(result: dict[str, Any]) -> str:
    """One scenario's figures as a line of text."""
    games, decisions = result["games_per_second"], result["decisions_per_second"]
    per_game = result["decisions_per_game"]
    return (
        f"{result['scenario']}: games/s A {games['a']:.1f} B {games['b']:.1f} "
        f"({games['ratio']:.2f}x); decisions/s A {decisions['a']:,.0f} B {decisions['b']:,.0f} "
        f"({decisions['ratio']:.2f}x, pairs {min(decisions['ratios']):.2f}-"
        f"{max(decisions['ratios']):.2f}); decisions a game A {per_game['a']:.0f} "
        f"B {per_game['b']:.0f}; same games: {result['same_games']}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, compare, print a line (or JSON) per scenario; status 1 if the two
    checkouts ended some game differently."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--a", type=Path, required=True, help="checkout A (the baseline)")
    parser.add_argument("--a-cli", default="ror.cli", help="A's command module (ror.cli)")
    parser.add_argument("--b", type=Path, default=Path("."), help="checkout B (this one)")
    parser.add_argument("--b-cli", default="ror.cli", help="B's command module (ror.cli)")
    for side in ("a", "b"):
        parser.add_argument(
            f"--{side}-python",
            default=sys.executable,
            help=f"the Python that runs {side.upper()} (this one; another version, issue 33)",
        )
    parser.add_argument(
        "--scenario", action="append", help="scenario (repeat for several; early and late)"
    )
    parser.add_argument("--pairs", type=positive, default=5, help="A/B pairs (default 5)")
    parser.add_argument("--games", type=positive, default=100, help="games a run (default 100)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    for side in ("a", "b"):
        python = getattr(args, f"{side}_python")
        if shutil.which(python) is None:
            parser.error(f"--{side}-python {python}: no such Python")
    a = Tree(args.a.resolve(), args.a_cli, args.a_python)
    b = Tree(args.b.resolve(), args.b_cli, args.b_python)
    results = [
        compare(a, b, scenario, args.pairs, args.games)
        for scenario in args.scenario or ["early", "late"]
    ]
    print(json.dumps(results, indent=1) if args.json else "\n".join(map(line, results)))
    return 0 if all(r["same_games"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
