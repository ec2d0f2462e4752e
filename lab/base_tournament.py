"""A base-game tournament (issue 34): entries (bots) play the same seeds in every seat position.

For each seed the seats rotate: in rotation ``r`` seat ``i`` holds entry ``(i + r) mod E``, for
the ``E`` rotations of ``E`` entries, so every entry sits in every seat position once on every
seed (with fewer entries than seats an entry holds several seats of a game, as often as every
other entry).
An entry's score is its seats' wins over its seats played, with a Wilson interval, overall and
per seat position; the seat positions' own win rates show the table's bias. A Plackett-Luce fit
of the finishing orders is later work (see docs/base-game.md).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.table import Table

from common.runner import BASE, DEFAULT_OPTIONS, GameRecord, GameSpec
from engine.context import GameOptions
from lab.backends import run_chunks
from lab.stats import wilson
from lab.tournament import GAMES_PER_CHUNK, Entry

Seats = tuple[str, ...]
"""The entry in each seat, in seat order."""


@dataclass(frozen=True, slots=True)
class BaseTournament:
    """The scenario, the number of factions, the entries and the rulings of every game."""

    scenario: str
    factions: int
    entries: tuple[Entry, ...]
    options: GameOptions = DEFAULT_OPTIONS

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
    tournament: BaseTournament, seeds: Sequence[int], jobs: int, backend: str, address: str | None
) -> list[tuple[Seats, GameRecord]]:
    """Play every scheduled game; results in schedule order."""
    schedule = tournament.schedule(seeds)
    size = max(1, min(GAMES_PER_CHUNK, math.ceil(len(schedule) / (jobs * 4))))
    parts = [schedule[i : i + size] for i in range(0, len(schedule), size)]
    specs = [[tournament.spec(seats, seed) for seats, seed in part] for part in parts]
    results: dict[int, list[GameRecord]] = {}
    for index, records in run_chunks(specs, jobs, backend, address):
        results[index] = records
    return [
        (seats, record)
        for index, part in enumerate(parts)
        for (seats, _), record in zip(part, results[index], strict=True)
    ]


def report(tournament: BaseTournament, games: Sequence[tuple[Seats, GameRecord]]) -> dict[str, Any]:
    """Win rates with intervals per entry, per entry and seat position, and per seat position;
    entries ranked by their win rate."""
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
    return {
        "game": BASE,
        "scenario": tournament.scenario,
        "factions": tournament.factions,
        "games": len(games),
        "errors": sum(1 for _, r in games if r.error is not None),
        "no_winner": sum(1 for _, r in games if r.error is None and r.winner_seat is None),
        "ranking": sorted(names, key=lambda n: -entries[n]["rate"]),
        "entries": entries,
        "seats": [rate(seat_wins[s], len(games)) for s in positions],
    }


def print_report(result: dict[str, Any], console: Console) -> None:
    """The report as tables: entries by rank, then the seat positions."""
    title = (
        f"{result['games']} base games, {result['scenario']}, {result['factions']} factions: "
        f"{result['no_winner']} without a winner, {result['errors']} errors"
    )
    table = Table(title=title, title_justify="left")
    for column in ("entry", "seats played", "wins", "win rate (95%)"):
        table.add_column(column, justify="left" if column == "entry" else "right")
    for name in result["ranking"]:
        row = result["entries"][name]
        interval = f"{row['rate']:.1%} ({row['low']:.1%}-{row['high']:.1%})"
        table.add_row(name, str(row["seats_played"]), str(row["wins"]), interval)
    console.print(table)
    seats = Table(title="win rate by seat position", title_justify="left")
    seats.add_column("seat")
    seats.add_column("win rate (95%)", justify="right")
    for seat, row in enumerate(result["seats"]):
        seats.add_row(str(seat), f"{row['rate']:.1%} ({row['low']:.1%}-{row['high']:.1%})")
    console.print(seats)
