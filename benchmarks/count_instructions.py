"""Machine instructions a game and a decision of each checkout, counted by valgrind: a measure
of the engine's work that a loaded machine does not skew, unlike the seconds of ab_simulate.
README.md, "Speed".

Each checkout plays the same seeded games (seeds 0 ... N-1, after two warm-up games on other
seeds) under ``valgrind --tool=cachegrind``, once with the games and once without; the
difference is the games' work. valgrind must be installed (``apt-get install valgrind``); a
run takes about 40 times as long as without it. Run as ``python -m benchmarks.count_instructions
--scenario early --games 60 ../base .`` (a checkout from before ``common/`` is found too).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

if __package__ in (None, ""):  # run as a file: import this checkout, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_setup import positive

WARM_UP_SEEDS = (10_000, 10_001)
"""Played first in every run, counted in both, so imports and caches cancel out."""

_PLAY = """
import json, sys
try:
    from common.runner import GameSpec, play_chunk
except ImportError:  # a checkout from before common/
    from lab.runner import GameSpec, play_chunk
scenario, bot, games, warm = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
play_chunk([GameSpec(scenario, 1, int(seed), (bot,)) for seed in warm])
records = play_chunk([GameSpec(scenario, 1, seed, (bot,)) for seed in range(games)])
print(json.dumps([r.decisions for r in records]))
"""

_REFS = re.compile(r"I\s+refs:\s+([\d,]+)")


def counted(tree: Path, scenario: str, bot: str, games: int) -> tuple[int, int]:
    """Instructions and decisions of one valgrind run of ``games`` games of ``tree``."""
    command = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]
    command += [sys.executable, "-c", _PLAY, scenario, bot, str(games)]
    command += [str(seed) for seed in WARM_UP_SEEDS]
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, check=True)
    found = _REFS.search(done.stderr)
    if found is None:
        raise RuntimeError(f"valgrind printed no instruction count for {tree}")
    return int(found.group(1).replace(",", "")), sum(json.loads(done.stdout))


def measure(tree: Path, scenario: str, bot: str, games: int) -> dict[str, float]:
    """The games' instructions (a run with them less one without), a game and a decision."""
    total, decisions = counted(tree, scenario, bot, games)
    start_up, _ = counted(tree, scenario, bot, 0)
    work = total - start_up
    return {
        "instructions_per_game": work / games,
        "instructions_per_decision": work / decisions,
        "decisions_per_game": decisions / games,
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Count each checkout's work and print it, with its ratio to the first checkout's."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("trees", type=Path, nargs="+", help="checkouts, the baseline first")
    parser.add_argument("--scenario", default="early", help="scenario (default early)")
    parser.add_argument("--player-bot", default="heuristic", help="Player bot (default heuristic)")
    parser.add_argument("--games", type=positive, default=60, help="games a run (default 60)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    results = {
        str(tree): measure(tree.resolve(), args.scenario, args.player_bot, args.games)
        for tree in args.trees
    }
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    base = next(iter(results.values()))
    for tree, found in results.items():
        game, decision = found["instructions_per_game"], found["instructions_per_decision"]
        print(
            f"{tree}: {game / 1e6:.1f} M instructions a game "
            f"({game / base['instructions_per_game']:.3f}x), {decision / 1e3:.1f} k a decision "
            f"({decision / base['instructions_per_decision']:.3f}x), "
            f"{found['decisions_per_game']:.1f} decisions a game"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
