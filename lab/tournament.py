"""A tournament: entries, the games they play, and playing them into a store.

Entries are Player bots, each named by its spec as given (a repeated spec gets ``#2``, ``#3``),
and Guideline variants: a folder holding Guideline files named after the Neutrals
(``imperials.toml``, ...; a Neutral without a file plays its printed card). With one bot, a
variant entry is that bot against the Neutrals of the variant, named by the variant; with
several bots, every bot meets every variant, named ``bot@variant``. The bots also play the
printed Guidelines, under their own names.

Every entry plays the same seeds, ``seed``, ``seed + 1``, ... (a paired design: the entries meet
the same deals and dice). In solitaire each entry plays each seed once. In two-player the
entries are Player bots that meet each other: every pair plays each seed twice, seats swapped.
A game depends on nothing but its entries and seed, so the same arguments give the same games
whatever the number of processes or the backend.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Any, Protocol

from bots.seating import PlayerBotError
from common.runner import DEFAULT_OPTIONS, GameSpec, bot_factory
from engine.context import GameOptions
from engine.quoting import quoted
from guidelines.loader import (
    NEUTRAL_ROLES,
    GuidelineFileError,
    GuidelineSet,
    load_guideline_file,
    role_named,
)
from lab.backends import run_chunks
from lab.store import Store, StoredGame

PRINTED = "printed"
"""The name of the printed Guidelines (the built-in cards) among the variants."""

GAMES_PER_CHUNK = 8
"""Most games sent to a worker at once: about a quarter second of play, so little is lost to an
interruption and the load stays balanced."""

Seats = tuple[str, ...]
"""The entry in each Player seat, in seat order."""


class TournamentError(ValueError):
    """Arguments that make no tournament: an unknown bot, a bad variant folder, ...; one line."""


@dataclass(frozen=True, slots=True)
class Entry:
    """A contestant: a Player bot and the Guidelines its Neutrals play by."""

    name: str
    bot: str
    variant: str = PRINTED
    guidelines: GuidelineSet | None = None

    def definition(self) -> dict[str, Any]:
        """What makes the entry, for the store: name, bot, variant and Guideline hashes."""
        hashes = None if self.guidelines is None else self.guidelines.hashes()
        return {"name": self.name, "bot": self.bot, "variant": self.variant, "hashes": hashes}


def load_variant(name: str, folder: str | Path) -> GuidelineSet:
    """The Guidelines of a variant folder: its files over the printed cards."""
    path = Path(folder)
    if not path.is_dir():
        raise TournamentError(f"variant {name}: {folder} is not a folder")
    files = sorted(path.glob("*.toml"))
    known = {f"{role.lower()}.toml" for role in NEUTRAL_ROLES}
    strangers = [f.name for f in files if f.name not in known]
    if strangers or not files:
        expected = ", ".join(sorted(known))
        found = ", ".join(strangers) if strangers else "none"
        raise TournamentError(
            f"variant {name}: {folder} holds Guideline files {expected}; found {found}"
        )
    chosen = GuidelineSet.default()
    try:
        for file in files:
            chosen = chosen.with_override(role_named(file.stem), load_guideline_file(file))
    except (GuidelineFileError, ValueError) as exc:
        raise TournamentError(f"variant {name}: {exc}") from None
    return chosen


def parse_variant(value: str) -> tuple[str, GuidelineSet]:
    """A ``NAME=DIR`` argument as the variant's name and Guidelines."""
    name, sep, folder = value.partition("=")
    if not sep or not name.strip() or not folder:
        raise TournamentError(f"--guidelines-variant takes NAME=DIR, got {quoted(value)}")
    return name.strip(), load_variant(name.strip(), folder)


def make_entries(
    bots: Sequence[str],
    variants: Sequence[tuple[str, GuidelineSet]],
) -> list[Entry]:
    """The entries of the bots (checked) on the printed Guidelines and on each variant."""
    if not bots:
        raise TournamentError("--player-bots names no bot")
    for bot in dict.fromkeys(bots):
        try:
            bot_factory(bot)
        except PlayerBotError as exc:
            raise TournamentError(str(exc)) from None
    names = [v for v, _ in variants]
    repeated = sorted({n for n in names if names.count(n) > 1 or n == PRINTED})
    if repeated:
        raise TournamentError(
            f"variant names must differ from each other and from {PRINTED!r}: {repeated}"
        )
    seen: dict[str, int] = {}
    entries = []
    for bot in bots:
        seen[bot] = seen.get(bot, 0) + 1
        name = bot if seen[bot] == 1 else f"{bot}#{seen[bot]}"
        entries.append(Entry(name, bot))
        for variant, guidelines in variants:
            label = variant if len(bots) == 1 else f"{name}@{variant}"
            entries.append(Entry(label, bot, variant, guidelines))
    return entries


@dataclass(frozen=True, slots=True)
class Tournament:
    """The scenario, the Player count, the entries and the switchable rulings every game is
    played by (``common.rulings_cli.parse_rules``): everything but the seeds."""

    scenario: str
    players: int
    entries: tuple[Entry, ...]
    options: GameOptions = DEFAULT_OPTIONS

    def __post_init__(self) -> None:
        if self.players == 2:
            if any(e.variant != PRINTED for e in self.entries):
                raise TournamentError(
                    "--guidelines-variant compares Neutrals in solitaire; in two-player both"
                    " Players share the Neutrals, and the entries are Player bots"
                )
            if len(self.entries) < 2:
                raise TournamentError("a two-player tournament needs at least two Player bots")

    @property
    def names(self) -> list[str]:
        """The entries' names, in order."""
        return [e.name for e in self.entries]

    def configuration(self) -> dict[str, Any]:
        """What a store of this tournament must match; the rulings only when some are chosen,
        so a store made before rulings could be chosen still matches its default games."""
        rulings = {"rulings": dict(self.options.rulings)} if self.options.rulings else {}
        return {
            "scenario": self.scenario,
            "players": self.players,
            "entries": [e.definition() for e in self.entries],
            **rulings,
        }

    def schedule(self, seeds: Sequence[int]) -> list[tuple[Seats, int]]:
        """Every game, seed by seed: in solitaire each entry once; in two-player each pair of
        entries twice, seats swapped."""
        if self.players == 1:
            arrangements: list[Seats] = [(name,) for name in self.names]
        else:
            arrangements = [
                seats for a, b in combinations(self.names, 2) for seats in ((a, b), (b, a))
            ]
        return [(seats, seed) for seed in seeds for seats in arrangements]

    def spec(self, seats: Seats, seed: int) -> GameSpec:
        """The game of these seats and seed."""
        by_name = {e.name: e for e in self.entries}
        entries = [by_name[name] for name in seats]
        bots = tuple(e.bot for e in entries)
        return GameSpec(
            self.scenario, self.players, seed, bots, entries[0].guidelines, options=self.options
        )


class Scheduled(Protocol):
    """A tournament the store plays: what its store must match, its games, and each game's
    spec (``Tournament``, and the base game's ``lab.base_tournament.BaseTournament``)."""

    def configuration(self) -> dict[str, Any]:
        """What a store of this tournament must match."""
        ...

    def schedule(self, seeds: Sequence[int]) -> list[tuple[Seats, int]]:
        """Every game of ``seeds``: its seats and seed."""
        ...

    def spec(self, seats: Seats, seed: int) -> GameSpec:
        """The game of these seats and seed."""
        ...


Progress = Callable[[int, int], None]
"""Hears (games done, games in all): first those already stored, then after every batch."""


def play(
    tournament: Scheduled,
    seeds: Sequence[int],
    store: Store,
    jobs: int,
    backend: str = "local",
    address: str | None = None,
    progress: Progress | None = None,
) -> list[StoredGame]:
    """Play the games of ``seeds`` not in ``store`` yet, storing each batch as it ends; return
    every game of ``seeds``, in schedule order."""
    store.claim(tournament.configuration())
    schedule = tournament.schedule(seeds)
    store.plan(len(schedule), seeds)
    finished = store.finished()
    todo = [key for key in schedule if key not in finished]
    done = len(schedule) - len(todo)
    if progress is not None:
        progress(done, len(schedule))
    chunks = batches(todo, jobs)
    specs = [[tournament.spec(seats, seed) for seats, seed in chunk] for chunk in chunks]
    for index, records in run_chunks(specs, jobs, backend, address):
        store.add(
            StoredGame(seats, r) for (seats, _), r in zip(chunks[index], records, strict=True)
        )
        done += len(records)
        if progress is not None:
            progress(done, len(schedule))
    by_key = {(g.seats, g.record.seed): g for g in store.games()}
    return [by_key[key] for key in schedule]


def batches(todo: Sequence[tuple[Seats, int]], jobs: int) -> list[Sequence[tuple[Seats, int]]]:
    """The games cut into batches of at most ``GAMES_PER_CHUNK``, several per job."""
    size = max(1, min(GAMES_PER_CHUNK, math.ceil(len(todo) / (jobs * 4))))
    return [todo[i : i + size] for i in range(0, len(todo), size)]
