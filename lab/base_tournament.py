"""A base-game tournament (issue 34): entries (bots) play the same seeds in every seat position.

For each seed the seats rotate: in rotation ``r`` seat ``i`` holds entry ``(i + r) mod E``, for
the ``E`` rotations of ``E`` entries, so every entry sits in every seat position once on every
seed (with fewer entries than seats an entry holds several seats of a game, as often as every
other entry).
An entry's score is its seats' wins over its seats played, with a Wilson interval, overall and
per seat position; the seat positions' own win rates show the table's bias. The entries are
ranked by a Plackett-Luce fit of every game's finishing order (lab/ranking.py): the winner first,
then the other factions by their combined Influence at the end (the Era Ends measure of 1.12.2),
equal Influence tied; a game no faction won ranks them all by Influence. The fit gives each
entry's strength and each seat position's advantage over the first, in log-odds with bootstrap
intervals over the seeds; a game that ended in an error is left out of it. The games go into a
store as they end (lab/store.py, keyed by seats and seed): run again on the same store, the
tournament plays only the games it lacks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.table import Table

from common.runner import BASE, DEFAULT_OPTIONS, GameRecord, GameSpec
from engine.context import GameOptions
from lab.analysis import difference_rows
from lab.ranking import RESAMPLES, Fit, Ranked, plackett_luce
from lab.stats import Estimate, wilson
from lab.store import Store
from lab.tournament import Entry, Progress
from lab.tournament import play as play_stored

Seats = tuple[str, ...]
"""The entry in each seat, in seat order."""


@dataclass(frozen=True, slots=True)
class BaseTournament:
    """The scenario, the number of factions, the entries and the rulings of every game."""

    scenario: str
    factions: int
    entries: tuple[Entry, ...]
    options: GameOptions = DEFAULT_OPTIONS

    def configuration(self) -> dict[str, Any]:
        """What a store of this tournament must match (lab/store.py); the rulings only when
        some are chosen."""
        rulings = {"rulings": dict(self.options.rulings)} if self.options.rulings else {}
        return {
            "game": BASE,
            "scenario": self.scenario,
            "factions": self.factions,
            "entries": [e.definition() for e in self.entries],
            **rulings,
        }

    def schedule(self, seeds: Sequence[int]) -> list[tuple[Seats, int]]:
        """Every game, seed by seed: the seats rotated so each entry sits in each position."""
        names = [e.name for e in self.entries]
        return [
            (tuple(names[(seat + r) % len(names)] for seat in range(self.factions)), seed)
            for seed in seeds
            for r in range(len(names))
        ]

    def spec(self, seats: Seats, seed: int) -> GameSpec:
        """The base game of these seats and seed."""
        bots = {e.name: e.bot for e in self.entries}
        return GameSpec(
            self.scenario,
            self.factions,
            seed,
            tuple(bots[name] for name in seats),
            options=self.options,
            variant=BASE,
        )


def play(
    tournament: BaseTournament,
    seeds: Sequence[int],
    jobs: int,
    backend: str,
    address: str | None,
    store: Store | None = None,
    progress: Progress | None = None,
) -> list[tuple[Seats, GameRecord]]:
    """Play the games of ``seeds`` not in ``store`` yet (a store in memory without one),
    storing each batch as it ends, so an interrupted tournament resumes (lab/store.py); every
    game of ``seeds`` in schedule order."""
    if store is None:
        with Store(":memory:") as kept:
            return play(tournament, seeds, jobs, backend, address, kept, progress)
    played = play_stored(tournament, seeds, store, jobs, backend, address, progress)
    return [(game.seats, game.record) for game in played]


def finishing_order(seats: Seats, record: GameRecord) -> Ranked:
    """A game's ranks by seat (0 first): the winner, then the rest by their combined Influence
    at the end, more first, equal Influence tied."""
    others = [v for seat, v in enumerate(record.influence) if seat != record.winner_seat]
    ranks = tuple(
        0.0
        if seat == record.winner_seat
        else float(sum(1 for v in others if v > influence) + (record.winner_seat is not None))
        for seat, influence in enumerate(record.influence)
    )
    return Ranked(record.seed, seats, ranks)


def ratings(names: Sequence[str], games: Sequence[tuple[Seats, GameRecord]]) -> dict[str, Any]:
    """The Plackett-Luce fit of the games without an error, JSON-ready: each entry's strength
    and each difference of two, each seat position's advantage over the first, in log-odds with
    bootstrap intervals over the seeds (empty when no game finished)."""
    finished = [finishing_order(seats, r) for seats, r in games if r.error is None]
    if not finished:
        return {}
    fit = plackett_luce(names, finished)
    return {
        "model": "Plackett-Luce: strength + seat advantage, log-odds; the winner first, the rest"
        " by combined Influence at the end (no winner: all by Influence)",
        "interval": f"percentile bootstrap over seeds, {RESAMPLES} resamples, no correction",
        "games": len(finished),
        "strengths": {
            name: estimate.as_dict("log_odds") for name, estimate in fit.strength_intervals.items()
        },
        "differences": difference_rows(fit),
        "seat_advantages": seat_advantages(fit),
    }


def seat_advantages(fit: Fit) -> list[dict[str, float]]:
    """Each seat position's advantage over the first (0 for the first), in log-odds with its
    interval."""
    first = Estimate(0.0, 0.0, 0.0)
    later = [Estimate(-e.value, -e.high, -e.low) for e in fit.seat_effects]
    return [e.as_dict("log_odds") for e in (first, *later)]


def report(tournament: BaseTournament, games: Sequence[tuple[Seats, GameRecord]]) -> dict[str, Any]:
    """Win rates with intervals per entry, per entry and seat position, and per seat position;
    the Plackett-Luce ratings; entries ranked by their fitted strength (by win rate when no
    game finished)."""
    played: Counter[tuple[str, int]] = Counter()
    won: Counter[tuple[str, int]] = Counter()
    seat_wins: Counter[int] = Counter()
    for seats, record in games:
        for seat, name in enumerate(seats):
            played[name, seat] += 1
            if record.winner_seat == seat:
                won[name, seat] += 1
                seat_wins[seat] += 1
    names = [e.name for e in tournament.entries]
    positions = range(tournament.factions)

    def rate(wins: int, trials: int) -> dict[str, float]:
        return wilson(wins, trials).as_dict() if trials else {"rate": 0.0, "low": 0.0, "high": 0.0}

    entries: dict[str, dict[str, Any]] = {
        name: {
            "seats_played": sum(played[name, s] for s in positions),
            "wins": sum(won[name, s] for s in positions),
            **rate(sum(won[name, s] for s in positions), sum(played[name, s] for s in positions)),
            "by_seat": [rate(won[name, s], played[name, s]) for s in positions],
        }
        for name in names
    }
    rated = ratings(names, games)

    def strength(name: str) -> float:
        return float(rated["strengths"][name]["log_odds"]) if rated else 0.0

    return {
        "game": BASE,
        "scenario": tournament.scenario,
        "factions": tournament.factions,
        "games": len(games),
        "errors": sum(1 for _, r in games if r.error is not None),
        "no_winner": sum(1 for _, r in games if r.error is None and r.winner_seat is None),
        "ranking": sorted(names, key=lambda n: (-strength(n), -entries[n]["rate"])),
        "entries": entries,
        "seats": [rate(seat_wins[s], len(games)) for s in positions],
        "ratings": rated,
    }


def print_report(result: dict[str, Any], console: Console) -> None:
    """The report as tables: entries by rank, then the seat positions."""
    title = (
        f"{result['games']} base games, {result['scenario']}, {result['factions']} factions: "
        f"{result['no_winner']} without a winner, {result['errors']} errors"
    )
    rated = result["ratings"]
    table = Table(title=title, title_justify="left")
    columns = ("entry", "strength (95%)", "seats played", "wins", "win rate (95%)")
    for column in columns if rated else columns[:1] + columns[2:]:
        table.add_column(column, justify="left" if column == "entry" else "right")
    for name in result["ranking"]:
        row = result["entries"][name]
        interval = f"{row['rate']:.1%} ({row['low']:.1%}-{row['high']:.1%})"
        strength = [log_odds(rated["strengths"][name])] if rated else []
        table.add_row(name, *strength, str(row["seats_played"]), str(row["wins"]), interval)
    console.print(table)
    seats = Table(title="seat positions", title_justify="left")
    seats.add_column("seat")
    seats.add_column("win rate (95%)", justify="right")
    if rated:
        seats.add_column("advantage over seat 0 (95%)", justify="right")
    for seat, row in enumerate(result["seats"]):
        advantage = [log_odds(rated["seat_advantages"][seat])] if rated else []
        seats.add_row(
            str(seat), f"{row['rate']:.1%} ({row['low']:.1%}-{row['high']:.1%})", *advantage
        )
    console.print(seats)
    if rated:
        console.print(f"{rated['model']}; {rated['interval']}.")


def log_odds(row: dict[str, float]) -> str:
    """A log-odds with its interval, signed."""
    return f"{row['log_odds']:+.2f} [{row['low']:+.2f}, {row['high']:+.2f}]"
