"""One game served to browsers: the session that plays it, the links that may sit at it, and
which link may answer what. All rules run here; a link only reads its seat's view and sends
answers, which the engine takes only from the seat to answer (``Game.apply(..., seat)``,
4.02.2).

The session is any object with the play session's shape (``Session``): `ror serve` hands in
the one `ror play` uses, so both front ends play, undo and autosave the same way."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from engine.decision import Decision
from engine.game import Game, SeatError
from engine.view import GameView
from presentation.ending import Ending
from presentation.model import DecisionView
from presentation.recap import Recap
from web.review import Reviewed
from web.seats import Seat, SeatLinks


class Session(Protocol):
    """A game played by people against the Neutral bots: answers run the bots to the next
    human decision and autosave; undo takes the last human answer back."""

    humans: tuple[int, ...]
    save_path: Path
    last_seat: int
    auto_pass: bool
    """Whether the program answers the decisions no answer can change (presentation)."""

    @property
    def game(self) -> Game:
        """The game as it stands."""
        ...

    @property
    def pending(self) -> Decision | None:
        """The human decision waiting (a chance entry in table mode), None once over."""
        ...

    @property
    def seat(self) -> int:
        """The human seat to answer now (or who answered last)."""
        ...

    @property
    def table(self) -> bool:
        """True when chance is entered from a printed board."""
        ...

    @property
    def can_undo(self) -> bool:
        """True if a human answer can be taken back."""
        ...

    def view(self, seat: int | None = None) -> GameView:
        """What a seat may see (1.04.9)."""
        ...

    def seat_name(self, seat: int) -> str:
        """A faction's display name."""
        ...

    def answer(self, key: str, seat: int | None = None) -> None:
        """Answer the pending decision with this option key as ``seat`` (SeatError if it is
        not that seat's to answer) and autosave."""
        ...

    def undo(self) -> bool:
        """Take the last human answer back; False if there is none."""
        ...

    def chance_since_undo_point(self) -> bool:
        """True if chance came out since the act ``undo`` would take back."""
        ...

    def ending(self) -> Ending:
        """How the game ended: who won, by which rule, every faction's Influence and votes."""
        ...

    def decision_view(self) -> DecisionView | None:
        """The pending decision with its numbers, as the seat answering it sees them."""
        ...

    def recap(self) -> Recap | None:
        """What happened since the seat now deciding last answered."""
        ...


class Refused(ValueError):
    """An answer or undo a link may not give; the game is unchanged. The message is for the
    person who tried."""


class TableHost:
    """The served game and its links. ``version`` counts the changes, so a click made on a
    board that has since changed is refused rather than applied to the wrong decision."""

    def __init__(self, session: Session, links: SeatLinks, spectator_seat: int) -> None:
        self.session = session
        self.links = links
        self.spectator_seat = spectator_seat
        """A Neutral's seat: its view shows only what every faction sees (1.04.9, 4.01.1)."""
        self.version = 0
        self.review: Callable[[], Reviewed] | None = None
        """The game so far as a review (web/review.py), when the server can read it back."""

    def viewer(self, link: Seat) -> int:
        """The seat whose view this link is shown: the seat to answer if the link holds it,
        else its first seat; a Neutral's public view for the spectator."""
        return self.spectator_seat if link.spectator else self.seat_of(link)

    def curtained(self, link: Seat, revealed: int | None) -> bool:
        """True if a hotseat link's page must stay behind the curtain: the seat it would show
        is not the one its Player last asked to see (``revealed``, None on a first load). The
        page is then sent only the public board (issue 30, 5)."""
        return len(link.seats) > 1 and revealed != self.viewer(link)

    def to_answer(self, link: Seat) -> bool:
        """True if this link holds the seat that is to answer now."""
        return self.session.pending is not None and self.session.seat in link.seats

    def seat_of(self, link: Seat) -> int:
        """The seat a link answers as: the one to answer now if it holds it, else its first."""
        seat = self.session.seat
        return seat if seat in link.seats else link.seats[0]

    def answer(self, link: Seat, key: str, version: int) -> None:
        """Give this link's answer as its seat: the engine refuses a decision that is not that
        seat's (SeatError, 4.02.2), here Refused with the reason; IllegalChoice for a key that
        is not an option. The game is unchanged either way."""
        seat = self._check(link, version)
        session = self.session
        try:
            session.answer(key, seat)
        except SeatError:
            whose = session.seat_name(session.seat)
            raise Refused(f"it is {whose}'s decision, not yours") from None
        self.version += 1

    def auto_pass(self, link: Seat, on: bool) -> None:
        """Turn auto-pass on or off for the table (presentation/autopass); Refused for the
        spectator."""
        if link.spectator:
            raise Refused("a spectator cannot change how the game is played")
        self.session.auto_pass = on
        self.version += 1

    @property
    def two_seats(self) -> bool:
        """True when two people play at two screens, each seeing only his own seat."""
        return len(self.links.players) > 1

    def undo(self, link: Seat, version: int) -> None:
        """Take back the last human answer if this link gave it; Refused otherwise. With two
        Players at two screens, only before the other answered and before any chance came out
        since it (ruling 4.02.2, two-player undo): else the answer would be given again knowing
        the dice or cards both have seen."""
        self._check(link, version)
        session = self.session
        if not session.can_undo:
            raise Refused("there is nothing to undo")
        if session.last_seat not in link.seats:
            raise Refused(f"the last answer was {session.seat_name(session.last_seat)}'s")
        if self.two_seats and session.chance_since_undo_point():
            raise Refused(
                "your answer cannot be taken back: the dice or cards that came after it are"
                " on the table, and both Players have seen them"
            )
        session.undo()
        self.version += 1

    def _check(self, link: Seat, version: int) -> int:
        """The seat a link acts as; Refused for the spectator, or a board that has changed
        since the link saw it (a late click must not answer the next decision)."""
        if link.spectator:
            raise Refused("a spectator cannot answer: open a seat's link to play")
        if version != self.version:
            raise Refused("the board changed before your answer arrived: look again")
        return self.seat_of(link)

    def links_for(self, base: str) -> Sequence[tuple[Seat, str]]:
        """Every link with its address under ``base`` (http://host:port)."""
        return [(link, f"{base}/seat/{link.token}") for link in self.links.links]
