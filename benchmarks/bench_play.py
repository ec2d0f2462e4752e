"""`ror play`'s wait: the time from a human answer to the next human decision (the Neutrals'
turn between two Player decisions, with the autosave), median and 95th percentile over seeded
games whose human is the heuristic Player. A decision must appear within 100 ms of the previous
answer.

Run as ``python -m benchmarks.bench_play`` or ``python benchmarks/bench_play.py``.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: benchmark this checkout, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bots.heuristic import HeuristicPlayer
from play.session import PlaySession, PlaySetup

BUDGET_MS = 100.0
"""A decision must appear within this long of the previous answer."""


def answer_times(seed: int, players: int, work: Path, with_undo: bool) -> list[float]:
    """Seconds from each human answer (or undo) to the next human decision, one whole game."""
    session = PlaySession.new(PlaySetup("early", players, seed), work / f"game-{seed}.json")
    agents = {seat: HeuristicPlayer(seed * 8 + seat) for seat in session.humans}
    times: list[float] = []
    while (decision := session.pending) is not None:
        key = agents[session.seat].decide(session.view(), decision).key
        started = time.perf_counter()
        session.answer(key)
        times.append(time.perf_counter() - started)
        if with_undo and len(times) % 50 == 0:
            started = time.perf_counter()
            session.undo()
            times.append(time.perf_counter() - started)
    return times


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def run(games: int, players: int, with_undo: bool) -> dict[str, Any]:
    """The answer-to-decision times over ``games`` seeded games, in milliseconds."""
    times: list[float] = []
    with tempfile.TemporaryDirectory() as work:
        answer_times(0, players, Path(work), False)  # warm-up: catalog and Guidelines load
        for seed in range(1, games + 1):
            times += answer_times(seed, players, Path(work), with_undo)
    ms = [t * 1000 for t in times]
    return {
        "python": platform.python_version(),
        "games": games,
        "players": players,
        "undo_every_50": with_undo,
        "answers": len(ms),
        "median_ms": round(statistics.median(ms), 2),
        "p95_ms": round(percentile(ms, 0.95), 2),
        "max_ms": round(max(ms), 2),
        "over_budget": sum(1 for t in ms if t > BUDGET_MS),
        "budget_ms": BUDGET_MS,
    }


def main(argv: list[str] | None = None) -> None:
    """Print the timings (``--json`` for one JSON object)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="seeded games (default 5)")
    parser.add_argument("--players", type=int, choices=(1, 2), default=1)
    parser.add_argument("--undo", action="store_true", help="also undo every 50th answer")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = run(args.games, args.players, args.undo)
    if args.json:
        print(json.dumps(result, indent=1))
        return
    print(
        f"{result['answers']} answers over {result['games']} games ({args.players} player(s)): "
        f"answer -> next decision median {result['median_ms']} ms, p95 {result['p95_ms']} ms, "
        f"max {result['max_ms']} ms; over {BUDGET_MS:.0f} ms: {result['over_budget']}"
    )


if __name__ == "__main__":
    main()
