"""A saved game stepped through in the browser (`ror serve --review FILE`, and the link at a
game's end): the board as it stood before each answer, the decision with its numbers and the
answer given, the phase so far with each act's rule; decision by decision, phase by phase, turn
by turn. A link is shown the views it may have: every view for the review link (all hands, the
public board, each Player's seat), its own seats and the public board for a seat's link. A
Player's view shows only what that seat could see then (1.04.9): his board, his own decisions
with their numbers, the Neutrals' without them, and of another Player's decision only whose it
was."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from engine.game import Game
from presentation import words
from presentation.ending import ending
from presentation.log import line_text, phase_groups
from presentation.model import DecisionView
from presentation.options import decision_view
from solo.handicaps import chosen_handicaps
from web.board import Board, board, faction_panel

ALL = "all"
"""The view with every hand and Faction Treasury open."""

PUBLIC = "public"
"""The view of what every faction sees (a Neutral's, 4.01.1)."""

LOG_EVENTS = 400
"""The log read for the phase so far (a phase's events are fewer)."""


Mark = tuple[int, str, bool]
"""A step's turn, phase, and whether a Player answers there."""


class Reviewed(Protocol):
    """A saved game to step through (play/review.py ``Review``)."""

    @property
    def count(self) -> int:
        """How many answers the game holds."""
        ...

    def game_at(self, index: int) -> Game:
        """The game just before answer ``index`` (at the end for ``count``)."""
        ...

    def answer_key(self, index: int) -> str | None:
        """The key of answer ``index``, None at the end."""
        ...

    def marks(self) -> Sequence[Mark]:
        """The turn and phase before each answer and at the end, and whether a Player is to
        answer there."""
        ...


@dataclass(frozen=True, slots=True)
class Jumps:
    """Where each navigation button leads from a step (None: nowhere further)."""

    turn_back: int | None
    phase_back: int | None
    player_back: int | None
    back: int | None
    forward: int | None
    player_forward: int | None
    phase_forward: int | None
    turn_forward: int | None


def start_of(marks: Sequence[Mark], at: int, depth: int) -> int:
    """The first step of the turn (``depth`` 1) or phase (2) that step ``at`` is in."""
    while at > 0 and marks[at - 1][:depth] == marks[at][:depth]:
        at -= 1
    return at


def jumps(marks: Sequence[Mark], at: int) -> Jumps:
    """The steps one decision, one Player's decision, one phase and one turn away: back to the
    start of this phase (or turn), or of the one before when already there; forward to the next
    one's start."""
    last = len(marks) - 1

    def back(depth: int) -> int | None:
        start = start_of(marks, at, depth)
        if start < at:
            return start
        return None if start == 0 else start_of(marks, start - 1, depth)

    def forward(depth: int) -> int | None:
        step = at
        while step <= last and marks[step][:depth] == marks[at][:depth]:
            step += 1
        return step if step <= last else (last if at < last else None)

    players = [step for step, mark in enumerate(marks) if mark[2]]
    return Jumps(
        turn_back=back(1),
        phase_back=back(2),
        player_back=max((step for step in players if step < at), default=None),
        back=at - 1 if at > 0 else None,
        forward=at + 1 if at < last else None,
        player_forward=min((step for step in players if step > at), default=None),
        phase_forward=forward(2),
        turn_forward=forward(1),
    )


def public_seat(game: Game) -> int:
    """The first Neutral's seat: what it sees is what every faction sees (4.01.1)."""
    return next(f.seat for f in game.state.factions if not f.is_player)


def views(game: Game, seats: Sequence[int] | None) -> list[tuple[str, str]]:
    """The views a link may choose, value and label, the one shown first: every view for
    ``None`` (the review link), else the link's own seats and the public board."""
    name = game.context.faction_name
    players = [f.seat for f in game.state.factions if f.is_player]
    own = [(str(s), f"{name(s)}'s view") for s in players if seats is None or s in seats]
    if seats is None:
        return [(ALL, "All hands open"), (PUBLIC, "Public"), *own]
    return [*own, (PUBLIC, "Public")]


def open_board(game: Game) -> Board:
    """The board with every faction's hand and Faction Treasury open (the view "all")."""
    name = game.context.faction_name
    public = board(game.view(public_seat(game)), game.state, name)
    panels = []
    for shown in public.factions:
        own = game.view(shown.seat)
        faction = next(f for f in own.factions if f.seat == shown.seat)
        panels.append(replace(faction_panel(own, faction, name), mine=False))
    return replace(public, factions=tuple(panels))


def view_seat(view: str) -> int | None:
    """The Player's seat a view shows, None for "all" and "public"."""
    return int(view) if view.isdigit() else None


def without_numbers(shown: DecisionView) -> DecisionView:
    """A Neutral's decision as a Player's or the public view may see it: its options and the
    answer, not its numbers, which read the Neutral's view, and a Neutral counts a Player's
    Faction Treasury (4.04.2) that no other Player may see (1.04.9)."""
    amount = shown.amount and replace(shown.amount, at_low=(), at_high=())
    plain = tuple(replace(o, figures=(), summary="") for o in shown.options)
    return replace(shown, figures=(), options=plain, amount=amount, note="")


class ReviewTable:
    """A reviewed game with its turn and phase at every step, read once."""

    def __init__(self, source: Reviewed) -> None:
        self.source = source
        self.marks = tuple(source.marks())

    def step(self, asked: str | None) -> int:
        """The step a query names, kept within the game (the first for a bad one)."""
        at = int(asked) if asked is not None and asked.isdigit() else 0
        return min(at, len(self.marks) - 1)

    def context(self, at: int, asked: str | None, seats: Sequence[int] | None) -> dict[str, Any]:
        """The template variables of step ``at`` in the view ``asked``, if it is one of the
        link's ``views``, else in the first of them."""
        source = self.source
        game = source.game_at(at)
        name = game.context.faction_name
        allowed = views(game, seats)
        view = asked if asked in {value for value, _ in allowed} else allowed[0][0]
        seat = view_seat(view)
        looker = public_seat(game) if seat is None else seat
        if view == ALL:
            shown_board = open_board(game)
        else:
            shown_board = board(game.view(looker), game.state, name)
        pending = game.pending
        decision = chosen = None
        whose = ""
        if pending is not None:
            decider = pending.actor if pending.delegate_to is None else pending.delegate_to
            whose = f"{words.deciding(pending, name)}: {words.title(pending.kind)}"
            if view == ALL or decider == seat:
                decision = decision_view(game, decider, pending)
            elif not game.state.factions[decider].is_player:
                decision = without_numbers(decision_view(game, decider, pending))
            chosen = None if decision is None else source.answer_key(at)
        groups = phase_groups(game.log[-LOG_EVENTS:], name(looker))
        return {
            "board": shown_board,
            "viewer": seat,
            "at": at,
            "count": source.count,
            "jumps": jumps(self.marks, at),
            "view": view,
            "views": allowed,
            "whose": whose,
            "decision": decision,
            "chosen": chosen,
            "ending": ending(game) if pending is None else None,
            "phase_log": [line_text(line) for line in groups[-1].lines] if groups else [],
            "phase_title": groups[-1].title if groups else "",
            "table_mode": False,
            "handicaps": chosen_handicaps(game.options),
        }
