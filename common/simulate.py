"""`ror simulate`: whole seeded games played by bots, how they ended and how fast they ran.

Game ``k`` of a run is seeded ``first_seed + k``; its Player seats are played by the chosen
Player bot (seeded per seat as ``ror new`` seeds its random agent), its Neutrals by the
NeutralBot. Games are played at the ``outcome`` record level (engine/context.py): the log keeps
only what a rule reads back; the digests are those of fully logged games. They are never forked,
so they take no checkpoints after the start. A game ends by a rule
(``GameResult.reason``) or as an error: an exception, or the decision cap reached. Results do
not depend on ``jobs``: every game starts from its own seed and the results are sorted by seed.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Final, TypeVar

from mypy_extensions import mypyc_attr
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from bots.seating import player_bot
from common.conformance import base_invariants, phase_invariants
from common.runner import BASE, DECISION_CAP, DEFAULT_OPTIONS, GameSpec, play_chunk, workers
from common.runner import ERROR as ERROR
from common.runner import GameRecord as GameRecord
from engine.context import Context, GameOptions, RecordLevel
from guidelines.loader import GuidelineSet

T = TypeVar("T")

NO_WINNER: Final = "none"
"""The winner shown when every faction loses (1.12.1)."""

CHUNKS_PER_JOB: Final = 16
"""Chunks of seeds per job: small enough to balance the load and to show progress."""


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Setup:
    """What every game of a run shares: scenario, Players, their bot, Guidelines, cap, and what
    the games log (``outcome`` unless a benchmark compares). Pickled to worker processes: a
    plain class in the compiled build (README "Speed")."""

    scenario: str = "early"
    players: int = 1
    player_bot: str = "heuristic"
    guidelines: GuidelineSet | None = None
    max_decisions: int = DECISION_CAP
    record: RecordLevel = "outcome"
    options: GameOptions = DEFAULT_OPTIONS
    """Switchable rulings (``common.rulings_cli.parse_rules``); scenario and Players come from
    the fields above."""
    check: bool = False
    """Check the turn invariants after every phase (``ror simulate --check``, ``ror soak``):
    a broken one ends the game as an error."""
    variant: str = "solo"
    """``solo`` (section IV) or ``base`` (the base game: ``players`` factions)."""
    seat_bots: tuple[str, ...] = ()
    """A base game's bot spec in each seat, in seat order; empty: ``player_bot`` in every one."""
    save_dir: str | None = None
    """A folder each game's save file is written to (``ror replay FILE --log`` reads it)."""

    @property
    def invariants(self) -> Callable[[Context], None]:
        """The phase hook of ``check``: the base game's adds its Senate's offices."""
        return base_invariants if self.variant == BASE else phase_invariants

    def game(self, seed: int) -> GameSpec:
        """The game seeded ``seed``: the Player bot in every Player seat."""
        bots = self.seat_bots or (self.player_bot,) * self.players
        return GameSpec(
            self.scenario,
            self.players,
            seed,
            bots,
            self.guidelines,
            self.max_decisions,
            self.options,
            self.record,
            (self.invariants,) if self.check else (),
            self.save_dir,
            self.variant,
        )


def play_games(seeds: Sequence[int], setup: Setup) -> list[GameRecord]:
    """Play the games of a chunk of seeds (a worker process's job)."""
    return play_chunk([setup.game(seed) for seed in seeds])


def chunks(seeds: Sequence[T], jobs: int) -> list[Sequence[T]]:
    """The seeds (or games) cut into about ``CHUNKS_PER_JOB`` chunks per job."""
    size = max(1, math.ceil(len(seeds) / (jobs * CHUNKS_PER_JOB)))
    return [seeds[i : i + size] for i in range(0, len(seeds), size)]


def run_chunks(parts: list[Sequence[int]], setup: Setup, jobs: int) -> Iterator[list[GameRecord]]:
    """Each chunk's records as it finishes: in this process for one job, else in a pool of
    no more processes than chunks or cores."""
    jobs = workers(jobs, len(parts))
    if jobs == 1:
        for part in parts:
            yield play_games(part, setup)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play_games, part, setup) for part in parts]
        for future in as_completed(futures):
            yield future.result()


@dataclass(frozen=True, slots=True)
class Simulation:
    """A finished run: its setup, the records sorted by seed, and the wall time it took."""

    setup: Setup
    records: list[GameRecord]
    seconds: float

    @property
    def errors(self) -> list[GameRecord]:
        """The games that ended in an error."""
        return [r for r in self.records if r.error is not None]

    def outcomes(self) -> dict[str, dict[str, int]]:
        """Games counted by end reason and by winner (``none`` when no faction won: all lose, or
        a solitaire Player is out, engine/outcome.py)."""
        by_reason = Counter(r.end_reason for r in self.records)
        by_winner = Counter(r.winner or NO_WINNER for r in self.records if r.error is None)
        return {
            "by_reason": dict(sorted(by_reason.items())),
            "by_winner": dict(sorted(by_winner.items())),
        }

    @property
    def decisions(self) -> int:
        """Decisions answered in all the games."""
        return sum(r.decisions for r in self.records)

    @property
    def games_per_second(self) -> float:
        """Games played per second of wall time."""
        return len(self.records) / self.seconds

    @property
    def decisions_per_second(self) -> float:
        """Decisions answered per second of wall time."""
        return self.decisions / self.seconds

    def summary(self) -> dict[str, object]:
        """The run as one JSON-ready object (``results`` per game, by seed)."""
        games = len(self.records)
        return {
            "game": self.setup.variant,
            "scenario": self.setup.scenario,
            "players": self.setup.players,
            "player_bot": self.setup.player_bot,
            "seat_bots": list(self.setup.seat_bots),
            "rules": dict(self.setup.options.rulings),
            "games": games,
            "errors": len(self.errors),
            "mean_turns": round(sum(r.turns for r in self.records) / games, 3),
            "decisions": self.decisions,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second, 3),
            "decisions_per_second": round(self.decisions_per_second, 1),
            "outcomes": self.outcomes(),
            "results": [r.outcome() for r in self.records],
        }


def simulate(
    setup: Setup,
    first_seed: int,
    games: int,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> Simulation:
    """Play ``games`` games seeded ``first_seed``, ``first_seed + 1``, ... on ``jobs``
    processes; ``progress`` hears how many games each finished chunk held. PlayerBotError
    for a bad Player bot, before any game is played."""
    if games < 1:
        raise ValueError(f"a simulation needs at least one game, got {games}")
    player_bot(setup.player_bot)
    seeds = range(first_seed, first_seed + games)
    start = time.perf_counter()
    records: list[GameRecord] = []
    for done in run_chunks(chunks(seeds, jobs), setup, jobs):
        records += done
        if progress is not None:
            progress(len(done))
    seconds = time.perf_counter() - start
    return Simulation(setup, sorted(records, key=lambda r: r.seed), seconds)


def summary_table(result: Simulation) -> Table:
    """The outcomes of a run as a table: end reasons, winners, turns, errors and speed."""
    setup, games = result.setup, len(result.records)
    who = (
        f"base game, {setup.players} factions, {','.join(setup.seat_bots)}"
        if setup.seat_bots
        else f"{setup.players} Player(s), {setup.player_bot}"
    )
    table = Table(
        title=f"{games} {setup.scenario} games, {who}",
        title_justify="left",
    )
    table.add_column("outcome")
    table.add_column("games", justify="right")
    table.add_column("share", justify="right")
    outcomes = result.outcomes()
    for heading, key in (("ended by", "by_reason"), ("won by", "by_winner")):
        for name, count in outcomes[key].items():
            table.add_row(f"{heading} {name}", str(count), f"{count / games:.1%}")
    table.add_section()
    table.add_row("mean turns", f"{sum(r.turns for r in result.records) / games:.2f}", "")
    table.add_row("errors", str(len(result.errors)), "")
    table.add_row("games / second", f"{result.games_per_second:,.1f}", "")
    table.add_row("decisions / second", f"{result.decisions_per_second:,.0f}", "")
    return table


def simulate_with_progress(setup: Setup, first_seed: int, games: int, jobs: int = 1) -> Simulation:
    """``simulate`` with a progress bar on stderr."""
    with Progress(console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("games", total=games)
        return simulate(setup, first_seed, games, jobs, lambda done: bar.advance(task, done))


def print_summary(result: Simulation, console: Console) -> None:
    """The summary table, then one line per game that ended in an error."""
    console.print(summary_table(result))
    for failed in result.errors:
        console.print(f"seed {failed.seed}: {failed.error}", highlight=False)
