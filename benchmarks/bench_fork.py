"""Game.fork: what a fork mid-game costs next to a whole game (the aim: at most 1/20), what the
phase-start checkpoints cost a game, and the memory of a game and its forks (README, Speed).

Each seeded game is played to its end by the bots (timed: the whole-game time), then replayed
from its answers to points spread over its middle (10% to 90% of its decisions), where
``fork()``, ``fork(reseed=K)`` and ``fork(seat=S, reseed=K)`` are timed. Memory: tracemalloc
of one game at its middle and of ``--forks`` forks of it held at once, and the process's peak
RSS.

Run as ``python -m benchmarks.bench_fork`` or ``python benchmarks/bench_fork.py``.
"""

from __future__ import annotations

import argparse
import json
import platform
import resource
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: benchmark this checkout, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_setup import PLAYER_COUNTS, SCENARIOS, Spread, positive
from bots.agent import play
from bots.seating import player_bot, seat_agents
from engine.game import Game
from solo.game import new_game
from solo.save import apply_answer, saved_answers
from solo.scenario import player_seats

POINTS = 9
"""Fork points a game: 10%, 20% ... 90% of its decisions."""

SAMPLES = 25
"""Checkpoints timed one by one for the median cost of one."""

MIB = 1024 * 1024


def played(scenario: str, players: int, seed: int) -> tuple[Game, float, int]:
    """A seeded game played to its end by the heuristic Player and the NeutralBot, the seconds
    it took and the checkpoints it took (its start and each phase start)."""
    phases: list[None] = []
    start = time.perf_counter()
    game = new_game(scenario, players, seed, phase_hooks=[lambda ctx: phases.append(None)])
    play(game, seat_agents(game, player_bot("heuristic")))
    return game, time.perf_counter() - start, len(phases) + 1


def replayed_to(scenario: str, players: int, seed: int, answers: Sequence[Any]) -> Game:
    """The same game replayed from its first ``len(answers)`` answers (no bot asked)."""
    game = new_game(scenario, players, seed)
    for answer in answers:
        apply_answer(game, answer)
    return game


def seconds(action: Callable[[], object]) -> float:
    """The wall time of one call."""
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def bench_cost(scenario: str, players: int, games: int) -> dict[str, Any]:
    """Whole-game time, and fork times at the points of each game (medians and ratios)."""
    whole: list[float] = []
    forks: dict[str, list[float]] = {"fork": [], "reseed": [], "determinize": []}
    checkpoints: list[float] = []
    for seed in range(games):
        game, elapsed, count = played(scenario, players, seed)
        whole.append(elapsed)
        answers = saved_answers(game)
        seat = player_seats(players)[0]
        for point in range(1, POINTS + 1):
            at = replayed_to(scenario, players, seed, answers[: len(answers) * point // 10])
            forks["fork"].append(seconds(at.fork))
            forks["reseed"].append(seconds(partial(at.fork, reseed=seed + 1)))
            forks["determinize"].append(seconds(partial(at.fork, seat=seat, reseed=seed + 1)))
        checkpoints.append(checkpoint_share(game, count, elapsed))
    game_median = statistics.median(whole)
    return {
        "game_ms": round(game_median * 1000, 3),
        "checkpoint_share": Spread.of(checkpoints).as_dict(),
        **{
            name: {
                "ms": Spread.of([t * 1000 for t in times]).as_dict(),
                "of_game": round(statistics.median(times) / game_median, 4),
            }
            for name, times in forks.items()
        },
    }


def checkpoint_share(game: Game, count: int, elapsed: float) -> float:
    """The share of a game's time its ``count`` checkpoints took, each a state clone and a dice
    snapshot (the median of ``SAMPLES`` timed on the final state)."""
    state, dice = game.state, game.context.dice
    each = statistics.median(
        seconds(lambda: (state.clone(), dice.getstate())) for _ in range(SAMPLES)
    )
    return each * count / elapsed


def bench_memory(forks: int) -> dict[str, float]:
    """Traced memory of an early solitaire game at its middle and of ``forks`` forks of it."""
    game, _, _ = played("early", 1, 0)
    answers = saved_answers(game)
    del game
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    middle = replayed_to("early", 1, 0, answers[: len(answers) // 2])
    one = tracemalloc.get_traced_memory()[0] - base
    kept = [middle.fork(reseed=k) for k in range(forks)]
    held = tracemalloc.get_traced_memory()[0] - base - one
    peak = tracemalloc.get_traced_memory()[1] - base
    tracemalloc.stop()
    assert len(kept) == forks
    return {
        "game_mib": round(one / MIB, 3),
        "forks": forks,
        "forks_mib": round(held / MIB, 3),
        "per_fork_kib": round(held / forks / 1024, 1),
        "traced_peak_mib": round(peak / MIB, 3),
        "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }


def run(games: int, forks: int) -> dict[str, Any]:
    """Every measurement, as one JSON-ready object."""
    played("early", 1, 0)  # warm-up: load the catalog and Guidelines outside the timings
    return {
        "python": platform.python_version(),
        "games": games,
        "points_per_game": POINTS,
        "cost": {
            f"{scenario}/{players}p": bench_cost(scenario, players, games)
            for scenario in SCENARIOS
            for players in PLAYER_COUNTS
        },
        "memory": bench_memory(forks),
    }


def table(result: dict[str, Any]) -> str:
    """A plain-text table: median fork times and their share of the median whole game."""
    lines = [
        f"Python {result['python']}: {result['games']} games a row, forks at "
        f"{result['points_per_game']} points of each; medians, share of the median game",
        "",
        f"{'game':<11}{'game ms':>9}{'fork() ms':>16}{'reseed ms':>16}{'determinize ms':>19}"
        f"{'checkpoints':>13}",
    ]
    for name, row in result["cost"].items():
        cells = [
            f"{row[k]['ms']['median']:.2f} ({row[k]['of_game']:.1%})"
            for k in ("fork", "reseed", "determinize")
        ]
        lines.append(
            f"{name:<11}{row['game_ms']:>9.1f}{cells[0]:>16}{cells[1]:>16}{cells[2]:>19}"
            f"{row['checkpoint_share']['median']:>13.1%}"
        )
    memory = result["memory"]
    lines += [
        "",
        f"memory, early/1p at its middle: game {memory['game_mib']:.2f} MiB traced; "
        f"{memory['forks']} forks {memory['forks_mib']:.2f} MiB "
        f"({memory['per_fork_kib']:.0f} KiB each); peak RSS {memory['peak_rss_mib']:.0f} MiB",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, run the benchmark, print a table or a JSON object."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=positive, default=5, help="games a row (default 5)")
    parser.add_argument(
        "--forks", type=positive, default=100, help="forks held for memory (default 100)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = run(args.games, args.forks)
    print(json.dumps(result, indent=1) if args.json else table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
