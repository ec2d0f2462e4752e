"""The SQLite store of a tournament: its configuration, and each game as it ends.

A store holds one configuration (scenario, Players, the entries and what defines them). Games
are keyed by the entries in their Player seats and their seed, so the same command run again
finds the games already played and plays only the others: an interrupted tournament resumes.
Every batch of games is committed as it arrives; nothing stored is ever replaced.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from common.runner import GameRecord
from engine.quoting import named

FORMAT = 2
"""The layout of the tables; a store of another layout is refused (2: each game keeps every
faction's final Influence)."""

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    seats TEXT NOT NULL,
    seed INTEGER NOT NULL,
    end_reason TEXT NOT NULL,
    winner TEXT,
    winner_seat INTEGER,
    turns INTEGER NOT NULL,
    decisions INTEGER NOT NULL,
    digest TEXT NOT NULL,
    error TEXT,
    seconds REAL NOT NULL,
    influence TEXT NOT NULL,
    PRIMARY KEY (seats, seed)
);
"""

COLUMNS = (
    "seats, seed, end_reason, winner, winner_seat, turns, decisions, digest, error, seconds, "
    "influence"
)


class StoreError(ValueError):
    """A store that cannot be used for this tournament; the message is one line."""


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game of the tournament: the entry in each Player seat (seat order) and its record."""

    seats: tuple[str, ...]
    record: GameRecord


def check_sound(path: str) -> None:
    """StoreError, before anything is written, for an existing file SQLite cannot read whole
    (damaged pages, another kind of file): it is left byte for byte as it was. A missing or
    empty file, or ``:memory:``, is a new store."""
    file = Path(path)
    if path == ":memory:" or not file.is_file() or file.stat().st_size == 0:
        return
    try:
        db = sqlite3.connect(f"{file.resolve().as_uri()}?mode=ro", uri=True)
        try:
            verdict = db.execute("PRAGMA quick_check(1)").fetchone()
        finally:
            db.close()
    except sqlite3.Error as exc:
        raise StoreError(
            f"{named(path)}: the tournament store is damaged ({exc}); it was left as it was"
        ) from None
    if verdict is None or verdict[0] != "ok":
        found = "no answer" if verdict is None else " ".join(str(verdict[0]).split())[:80]
        raise StoreError(
            f"{named(path)}: the tournament store is damaged ({found}); it was left as it was"
        )


class Store:
    """A tournament's games in an SQLite file (or in memory, for ``:memory:``)."""

    def __init__(self, path: str | Path, read_only: bool = False) -> None:
        """Open (or create) the store at ``path``; ``read_only`` opens an existing file without
        writing to it."""
        self.path = str(path)
        if not read_only:
            check_sound(self.path)
        try:
            if read_only:
                self._db = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True)
                self._db.execute("SELECT key, value FROM meta LIMIT 1")
            else:
                self._db = sqlite3.connect(self.path)
                self._db.executescript(SCHEMA)
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: not a tournament's SQLite file ({exc})") from None

    def close(self) -> None:
        """Close the file."""
        self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    @contextmanager
    def _damage_named(self) -> Iterator[None]:
        """A store damaged inside its pages (``sqlite3.DatabaseError``) or holding rows that
        are not what this program wrote: StoreError in one line."""
        try:
            yield
        except StoreError:
            raise
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{self.path}: the tournament store is damaged ({exc})") from None
        except (ValueError, TypeError) as exc:  # a stored JSON column that does not read back
            raise StoreError(f"{self.path}: the tournament store holds a bad row ({exc})") from None

    def configuration(self) -> dict[str, Any] | None:
        """The stored configuration, or None for a new store."""
        with self._damage_named():
            return self._configuration()

    def _configuration(self) -> dict[str, Any] | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = 'configuration'").fetchone()
        if row is None:
            return None
        found: dict[str, Any] = json.loads(row[0])
        if found.get("format") != FORMAT:
            raise StoreError(
                f"{self.path} was written in store format {found.get('format')}, this version "
                f"reads format {FORMAT}; play the tournament again into a new --db file"
            )
        return found

    def claim(self, configuration: Mapping[str, Any]) -> None:
        """Make this store the home of ``configuration``: record it in a new store, check it
        against the one recorded otherwise (StoreError naming what differs)."""
        wanted = {"format": FORMAT, **configuration}
        stored = self.configuration()
        if stored is None:
            with self._damage_named(), self._db:
                self._db.execute(
                    "INSERT INTO meta VALUES ('configuration', ?)", (json.dumps(wanted),)
                )
            return
        if stored != wanted:
            differ = sorted(
                k for k in wanted.keys() | stored.keys() if stored.get(k) != wanted.get(k)
            )
            raise StoreError(
                f"{self.path} holds a tournament of another configuration"
                f" ({', '.join(differ)} differ); use another --db file"
            )

    def plan(self, games: int, seeds: Sequence[int]) -> None:
        """Record the games the latest run set out to play: how many, and on which seeds."""
        planned = {"games": games, "first_seed": seeds[0] if seeds else None, "seeds": len(seeds)}
        with self._db:
            self._db.execute(
                "INSERT OR REPLACE INTO meta VALUES ('planned', ?)", (json.dumps(planned),)
            )

    def planned(self) -> dict[str, Any] | None:
        """What the latest run set out to play (``plan``), or None if the store does not say
        (one written before it recorded it)."""
        row = self._db.execute("SELECT value FROM meta WHERE key = 'planned'").fetchone()
        return None if row is None else dict(json.loads(row[0]))

    def finished(self) -> set[tuple[tuple[str, ...], int]]:
        """The (seats, seed) keys of the games stored."""
        with self._damage_named():
            rows = self._db.execute("SELECT seats, seed FROM games")
            return {(tuple(json.loads(seats)), seed) for seats, seed in rows}

    def add(self, games: Iterable[StoredGame]) -> None:
        """Store finished games, in one transaction; a game already stored is kept as it was."""
        rows = [
            (
                json.dumps(list(game.seats)),
                game.record.seed,
                game.record.end_reason,
                game.record.winner,
                game.record.winner_seat,
                game.record.turns,
                game.record.decisions,
                game.record.digest,
                game.record.error,
                game.record.seconds,
                json.dumps(list(game.record.influence)),
            )
            for game in games
        ]
        with self._damage_named(), self._db:
            self._db.executemany(
                f"INSERT OR IGNORE INTO games ({COLUMNS}) VALUES ({', '.join('?' * 11)})", rows
            )

    def games(self) -> list[StoredGame]:
        """Every stored game, by seed then seats."""
        with self._damage_named():
            return self._games()

    def _games(self) -> list[StoredGame]:
        rows = self._db.execute(f"SELECT {COLUMNS} FROM games ORDER BY seed, seats")
        return [
            StoredGame(
                tuple(json.loads(seats)),
                GameRecord(
                    seed=seed,
                    end_reason=end_reason,
                    winner=winner,
                    turns=turns,
                    decisions=decisions,
                    digest=digest,
                    error=error,
                    winner_seat=winner_seat,
                    seconds=seconds,
                    influence=tuple(json.loads(influence)),
                ),
            )
            for (
                seats,
                seed,
                end_reason,
                winner,
                winner_seat,
                turns,
                decisions,
                digest,
                error,
                seconds,
                influence,
            ) in rows
        ]
