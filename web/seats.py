"""Who may sit at a served table: one secret token per link. A seat link plays one Player's
seats (both, at a hotseat), the spectator link plays none and sees only what is public (1.04.9).

The tokens are kept beside the autosave (``<save>.seats.json``), so the links stay valid when
the server restarts and resumes the game."""

from __future__ import annotations

import json
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.durable import write_text

TOKEN_BYTES = 18
"""Random bytes in a token: 24 URL-safe characters, beyond guessing."""


class SeatFileError(ValueError):
    """A seats file that cannot be read or written; the message names the file."""


@dataclass(frozen=True, slots=True)
class Seat:
    """What one link may do: answer for ``seats`` (none for a spectator), under ``name``."""

    token: str
    name: str
    seats: tuple[int, ...]

    @property
    def spectator(self) -> bool:
        """True for the spectator link: it sees the public board and answers nothing."""
        return not self.seats


@dataclass(frozen=True, slots=True)
class SeatLinks:
    """Every link of one table: the seat links, then the spectator's."""

    links: tuple[Seat, ...]

    @classmethod
    def deal(cls, humans: Sequence[int], names: Sequence[str], hotseat: bool) -> SeatLinks:
        """Fresh tokens: one link per human seat (one link for them all at a hotseat) and a
        spectator link."""
        if hotseat:
            groups = [(" and ".join(names), tuple(humans))]
        else:
            groups = [(name, (seat,)) for name, seat in zip(names, humans, strict=True)]
        links = [Seat(secrets.token_urlsafe(TOKEN_BYTES), name, seats) for name, seats in groups]
        links.append(Seat(secrets.token_urlsafe(TOKEN_BYTES), "Spectator", ()))
        return cls(tuple(links))

    def find(self, token: str) -> Seat | None:
        """The link holding this token, compared in constant time; None for a wrong one."""
        found = None
        for link in self.links:
            if secrets.compare_digest(link.token.encode(), token.encode()):
                found = link
        return found

    @property
    def players(self) -> tuple[Seat, ...]:
        """The links that answer for seats."""
        return tuple(link for link in self.links if not link.spectator)

    @property
    def spectator(self) -> Seat:
        """The spectator link."""
        return next(link for link in self.links if link.spectator)

    def write(self, path: Path) -> None:
        """Save the links to ``path`` whole or not at all (engine/durable.py), readable by its
        owner only from its first byte: the tokens are the seats' keys."""
        data = [{"token": s.token, "name": s.name, "seats": list(s.seats)} for s in self.links]
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_text(path, json.dumps({"links": data}, indent=1), private=True)
        except OSError as exc:
            raise SeatFileError(f"{path}: cannot write the seat links: {exc.strerror}") from None

    @classmethod
    def read(cls, path: Path) -> SeatLinks:
        """The links saved at ``path``; SeatFileError for a missing or malformed file."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            links = tuple(
                Seat(str(s["token"]), str(s["name"]), tuple(int(n) for n in s["seats"]))
                for s in data["links"]
            )
        except OSError as exc:
            raise SeatFileError(f"{path}: cannot read the seat links: {exc.strerror}") from None
        except (ValueError, KeyError, TypeError) as exc:
            raise SeatFileError(f"{path}: not a seats file ({exc})") from None
        if sum(1 for link in links if link.spectator) != 1:
            raise SeatFileError(f"{path}: a seats file has exactly one spectator link")
        return cls(links)

    def fits(self, humans: Sequence[int]) -> bool:
        """True if these links seat exactly the game's human seats."""
        return sorted(n for link in self.links for n in link.seats) == sorted(humans)


def seats_path(save: Path) -> Path:
    """Where the links of the game autosaved at ``save`` are kept."""
    return save.with_name(save.name + ".seats.json")
