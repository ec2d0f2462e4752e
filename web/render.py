"""The page and its parts as HTML (Jinja2 templates in web/templates/): the whole page for a
link's first load, and the parts a move changes, sent over the link's WebSocket.

What a person reads of a decision (plain words, the numbers of each option, the rule note), the
recap, the warnings, the log and the ending all come from the presentation layer, as in the
terminal; the board's panels from ``web.board``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from engine.game import Game
from engine.log import LogEvent
from presentation import words
from presentation.autopass import hopeless
from presentation.calculator import Asked, calculation
from presentation.ending import Ending
from presentation.log import FILTERS, PhaseGroup, line_text, phase_groups
from presentation.model import DecisionView
from presentation.recap import Recap
from presentation.warnings import Alert, warnings
from solo.handicaps import chosen_handicaps
from web.board import Board, Refs, board, option_refs
from web.host import TableHost
from web.seats import Seat

PARTS = ("status", "board", "decision", "news", "log")
"""The page's regions a state message replaces, by element id."""

LOG_TURNS = 2
"""The log sent to the page: this turn's and the last one's..."""

LOG_LINES = 150
"""... at most this many lines of it, the latest phases first (`ror replay FILE --log` prints a
whole game's)."""


@cache
def environment() -> Environment:
    """The templates, escaped as HTML."""
    env = Environment(
        loader=PackageLoader("web", "templates"),
        autoescape=select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["line_text"] = line_text
    env.filters["phase_name"] = words.phase
    env.filters["folded_text"] = words.folded
    return env


@dataclass(frozen=True, slots=True)
class Scene:
    """What one link is shown at one version: the board, the decision if it is this link's to
    answer (its hopeless options folded), whose it is otherwise, the recap of what happened
    since the seat last answered, the warnings, the log by filter, and the ending once the game
    is over."""

    board: Board
    decision: DecisionView | None
    refs: dict[str, Refs]
    waiting_on: str | None
    recap: Recap | None
    alerts: list[Alert]
    log: list[PhaseGroup]
    log_filter: str
    ending: Ending | None
    folded: frozenset[str] = frozenset()
    """The option keys folded away as hopeless (presentation/autopass ``hopeless``)."""


def recent(game: Game) -> Sequence[LogEvent]:
    """The log of this turn and the last (``LOG_TURNS``)."""
    log = game.log
    since = game.state.turn - LOG_TURNS + 1
    start = len(log)
    while start and log[start - 1].turn >= since:
        start -= 1
    return log[start:]


def latest(groups: list[PhaseGroup], most: int = LOG_LINES) -> list[PhaseGroup]:
    """The latest phases first, as many whole phases as ``most`` lines allow (at least one)."""
    kept: list[PhaseGroup] = []
    count = 0
    for group in reversed(groups):
        if kept and count + len(group.lines) > most:
            break
        kept.append(group)
        count += len(group.lines)
    return kept


def log_filter(name: object) -> str:
    """A log filter's name (``FILTERS``), "all" for none, an unknown one or a value that is
    not a name."""
    return name if isinstance(name, str) and name in FILTERS else "all"


def scene(host: TableHost, link: Seat, shown: str = "all", curtained: bool = False) -> Scene:
    """The scene for a link as the game stands, its log kept by the filter ``shown``; behind
    the curtain only what every faction sees, and no decision."""
    session = host.session
    game = session.game
    seat = host.spectator_seat if curtained else host.viewer(link)
    view = session.view(seat)
    pending = session.pending
    decision = refs = summary = None
    waiting_on = None
    if curtained:
        pass
    elif pending is not None and host.to_answer(link):
        decision = session.decision_view()
        refs = option_refs(view, pending)
        summary = session.recap()
    elif pending is not None:
        waiting_on = session.seat_name(session.seat)
    return Scene(
        board=board(view, game.state, session.seat_name),
        decision=decision,
        refs=refs or {},
        waiting_on=waiting_on,
        recap=summary if summary is not None and not summary.empty else None,
        alerts=warnings(game, seat),
        log=latest(phase_groups(recent(game), session.seat_name(seat), shown)),
        log_filter=shown,
        ending=session.ending() if pending is None else None,
        folded=hopeless(game, seat, pending) if decision and pending else frozenset(),
    )


def context(
    host: TableHost, link: Seat, log: str = "all", revealed: int | None = None
) -> dict[str, Any]:
    """The template variables for a link whose log shows the filter ``log``, and whose Player
    last asked to see the seat ``revealed`` (a hotseat's curtain, ``TableHost.curtained``)."""
    session = host.session
    curtained = host.curtained(link, revealed)
    shown = scene(host, link, log, curtained)
    viewer = None if link.spectator or curtained else host.viewer(link)
    return {
        "curtain": session.seat_name(host.viewer(link)) if curtained else None,
        "link": link,
        "scene": shown,
        "board": shown.board,
        "viewer": viewer,
        "viewer_name": link.name if viewer is None else session.seat_name(viewer),
        "version": host.version,
        "table_mode": session.table,
        "handicaps": chosen_handicaps(session.game.options),
        "can_undo": viewer is not None and session.can_undo and session.last_seat in link.seats,
        "auto_pass": session.auto_pass,
        "review": host.review is not None,
        "filters": tuple(f for f in FILTERS if viewer is not None or f != "yours"),
    }


def page(host: TableHost, link: Seat) -> str:
    """The whole page for a link's first load, the combat calculator with it."""
    variables = context(host, link)
    variables.update(calculator_variables(host, Asked(legions=CALCULATOR_LEGIONS), False))
    return environment().get_template("table.html").render(variables)


CALCULATOR_LEGIONS = 10
"""The Legions the combat calculator starts from."""


def calculator_variables(host: TableHost, asked: Asked, shown: bool) -> dict[str, Any]:
    """The combat calculator's template variables: its odds for ``asked``, open if ``shown``.
    Reckoned only on the page's first load and on the panel's own request, never on a move."""
    return {"calc": calculation(host.session.game, asked), "calc_open": shown}


def calculator(host: TableHost, link: Seat, asked: Asked) -> str:
    """The combat calculator panel, open, with the odds for ``asked`` (its own request)."""
    variables = {"link": link, **calculator_variables(host, asked, True)}
    return environment().get_template("calculator.html").render(variables)


def parts(
    host: TableHost, link: Seat, log: str = "all", revealed: int | None = None
) -> dict[str, Any]:
    """The state message for a link: each region's HTML and what the client script needs
    (``revealed`` as for ``context``)."""
    variables = context(host, link, log, revealed)
    env = environment()
    message: dict[str, Any] = {
        part: env.get_template(f"{part}.html").render(variables) for part in PARTS
    }
    message.update(
        type="state",
        version=host.version,
        viewer=variables["viewer"],
        viewer_name=variables["viewer_name"],
        to_answer=variables["scene"].decision is not None,
        curtain=variables["curtain"],
    )
    return message
