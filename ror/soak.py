"""`ror soak`: many whole games over scenarios, Player counts and Player bots, with the turn
invariants checked after every phase; every failure comes back with a command that replays it.

Game ``k`` of a soak is seeded ``first_seed + k`` and plays the ``k``-th combination of
(scenario, Players, Player bot) in turn, so every combination gets about ``games / combinations``
games on seeds of its own. A game fails by an exception, a broken invariant
(``common.conformance.InvariantViolation``) or the decision cap; failures are grouped by kind (the
exception type and its message with the particulars blanked out), each kind with the
``ror simulate --check`` command that replays its first game. Results do not depend on ``jobs``.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from common.conformance import InvariantViolation
from common.runner import GameRecord, GameSpec, play_chunk, workers
from common.simulate import Setup, chunks

VIOLATION = InvariantViolation.__name__
"""How a broken invariant's error line starts (``bots.seating.one_line``)."""

PARTICULARS = re.compile(r"'[^']*'|\"[^\"]*\"|\b[\w.]*[\d-][\w.-]*\b")
"""Quoted names and words with a digit or a hyphen (card keys, seeds, turns, amounts): blanked
out of an error to find its kind."""


@dataclass(frozen=True, slots=True)
class Combination:
    """One scenario, Player count and Player bot of a soak."""

    scenario: str
    players: int
    player_bot: str
    variant: str = "solo"
    """``solo`` (section IV, ``players`` Players) or ``base`` (``players`` factions, the bot in
    every seat)."""

    def setup(self) -> Setup:
        """The simulation setup of this combination, invariants checked."""
        seats = (self.player_bot,) * self.players if self.variant == "base" else ()
        return Setup(
            self.scenario,
            self.players,
            self.player_bot,
            check=True,
            variant=self.variant,
            seat_bots=seats,
        )

    def reproducer(self, seed: int) -> str:
        """The command that plays this combination's game seeded ``seed`` again, checked."""
        who = (
            f"--game base --factions {self.players}"
            if self.variant == "base"
            else f"--players {self.players}"
        )
        return (
            f"ror simulate --check --games 1 --seed {seed} --scenario {self.scenario} "
            f"{who} --player-bot {self.player_bot}"
        )


@dataclass(frozen=True, slots=True)
class Failure:
    """A game that failed: its combination and record."""

    combination: Combination
    record: GameRecord

    @property
    def violation(self) -> bool:
        """Whether an invariant broke (else an exception or the decision cap)."""
        return (self.record.error or "").startswith(VIOLATION)

    @property
    def kind(self) -> str:
        """The error with its particulars blanked out: failures of one kind share it."""
        return PARTICULARS.sub("…", self.record.error or "")


@dataclass(frozen=True, slots=True)
class Soak:
    """A finished soak: games played, decisions answered, failures and wall time."""

    combinations: tuple[Combination, ...]
    games: int
    decisions: int
    failures: list[Failure]
    seconds: float

    @property
    def violations(self) -> int:
        """Games ended by a broken invariant."""
        return sum(f.violation for f in self.failures)

    @property
    def errors(self) -> int:
        """Games ended by an exception or the decision cap."""
        return len(self.failures) - self.violations

    def kinds(self) -> list[tuple[str, list[Failure]]]:
        """The failures grouped by kind, the most frequent first, each in seed order."""
        grouped: dict[str, list[Failure]] = {}
        for failure in sorted(self.failures, key=lambda f: f.record.seed):
            grouped.setdefault(failure.kind, []).append(failure)
        return sorted(grouped.items(), key=lambda item: -len(item[1]))

    def summary(self) -> dict[str, object]:
        """The soak as one JSON-ready object."""
        return {
            "games": self.games,
            "combinations": [
                {
                    "game": c.variant,
                    "scenario": c.scenario,
                    "players": c.players,
                    "player_bot": c.player_bot,
                }
                for c in self.combinations
            ],
            "errors": self.errors,
            "violations": self.violations,
            "decisions": self.decisions,
            "seconds": round(self.seconds, 1),
            "kinds": [
                {
                    "kind": kind,
                    "games": len(failed),
                    "violation": failed[0].violation,
                    "first": failed[0].record.error,
                    "reproducer": failed[0].combination.reproducer(failed[0].record.seed),
                }
                for kind, failed in self.kinds()
            ],
        }


def combinations(
    scenarios: Sequence[str], players: Sequence[int], bots: Sequence[str], variant: str = "solo"
) -> tuple[Combination, ...]:
    """Every (scenario, Players or factions, bot) of the soak, in that order."""
    return tuple(Combination(s, p, b, variant) for s in scenarios for p in players for b in bots)


def game_specs(
    chosen: Sequence[Combination], first_seed: int, games: int
) -> list[tuple[Combination, GameSpec]]:
    """Game ``k``: the ``k``-th combination in turn, seeded ``first_seed + k``."""
    setups = [c.setup() for c in chosen]
    return [
        (chosen[k % len(chosen)], setups[k % len(chosen)].game(first_seed + k))
        for k in range(games)
    ]


def soak(
    chosen: Sequence[Combination],
    first_seed: int,
    games: int,
    jobs: int = 1,
    progress: Callable[[int, list[Failure]], None] | None = None,
) -> Soak:
    """Play ``games`` checked games over the combinations on ``jobs`` processes; ``progress``
    hears each finished chunk's games and failures."""
    if games < 1 or not chosen:
        raise ValueError("a soak needs at least one game and one combination")
    planned = game_specs(chosen, first_seed, games)
    start = time.perf_counter()
    failures: list[Failure] = []
    decisions = 0
    for part, records in _played(chunks(planned, jobs), jobs):
        failed = [
            Failure(combination, record)
            for (combination, _), record in zip(part, records, strict=True)
            if record.error is not None
        ]
        failures += failed
        decisions += sum(r.decisions for r in records)
        if progress is not None:
            progress(len(records), failed)
    seconds = time.perf_counter() - start
    return Soak(tuple(chosen), games, decisions, failures, seconds)


def _played(
    parts: list[Sequence[tuple[Combination, GameSpec]]], jobs: int
) -> Iterator[tuple[Sequence[tuple[Combination, GameSpec]], list[GameRecord]]]:
    """Each chunk with its records as it finishes: here for one job, else in a pool of no more
    processes than chunks or cores."""
    jobs = workers(jobs, len(parts))
    if jobs == 1:
        for part in parts:
            yield part, play_chunk([spec for _, spec in part])
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(play_chunk, [spec for _, spec in part]): part for part in parts}
        for future in as_completed(futures):
            yield futures[future], future.result()


def soak_with_progress(
    chosen: Sequence[Combination], first_seed: int, games: int, jobs: int = 1
) -> Soak:
    """``soak`` with a progress bar on stderr counting games and failures."""
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[failed]} failed"),
        TimeRemainingColumn(),
    )
    console = Console(stderr=True)
    start = time.perf_counter()
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task("soak", total=games, failed=0)
        played = failed = 0

        def advance(done: int, failures: list[Failure]) -> None:
            nonlocal played, failed
            played, failed = played + done, failed + len(failures)
            bar.update(task, advance=done, failed=failed)
            if not console.is_terminal:  # a log file: a line per chunk and failure, no bar
                seconds = time.perf_counter() - start
                console.print(f"soak: {played}/{games} games, {failed} failed, {seconds:.0f} s")
                for failure in failures:
                    record = failure.record
                    replay = failure.combination.reproducer(record.seed)
                    console.print(
                        f"  failed: {record.error} | {replay}", highlight=False, soft_wrap=True
                    )

        return soak(chosen, first_seed, games, jobs, advance)


def print_soak(result: Soak, console: Console) -> None:
    """The totals, then each kind of failure with its count and reproducer."""
    table = Table(title=f"soak of {result.games:,} games", title_justify="left")
    table.add_column("")
    table.add_column("", justify="right")
    table.add_row("combinations", str(len(result.combinations)))
    table.add_row("games", f"{result.games:,}")
    table.add_row("errors", str(result.errors))
    table.add_row("invariant violations", str(result.violations))
    table.add_row("decisions", f"{result.decisions:,}")
    table.add_row("time", f"{result.seconds:,.1f} s")
    table.add_row("games / second", f"{result.games / result.seconds:,.1f}")
    console.print(table)
    for kind, failed in result.kinds():
        first = failed[0]
        what = "violation" if first.violation else "error"
        replay = first.combination.reproducer(first.record.seed)
        console.print(f"{len(failed)} x {what}: {kind}", highlight=False, soft_wrap=True)
        console.print(f"  first: seed {first.record.seed}: {first.record.error}", soft_wrap=True)
        console.print(f"  replay: {replay}", highlight=False, soft_wrap=True)
