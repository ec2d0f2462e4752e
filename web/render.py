"""The page and its parts as HTML (Jinja2 templates in web/templates/): the whole page for a
link's first load, and the parts a move changes, sent over the link's WebSocket.

A part is rendered once per seat view and version and shared by every connection of that view,
so a click costs one rendering however many tabs watch."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from web.board import Board, DecisionPanel, board, decision_panel
from web.host import TableHost
from web.seats import Seat

PARTS = ("status", "board", "decision", "log")
"""The page's regions a state message replaces, by element id."""


@cache
def environment() -> Environment:
    """The templates, escaped as HTML."""
    return Environment(
        loader=PackageLoader("web", "templates"),
        autoescape=select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )


@dataclass(frozen=True, slots=True)
class Scene:
    """What one link is shown at one version: the board and, if it is to answer, the decision."""

    board: Board
    decision: DecisionPanel | None
    waiting_on: str | None
    """Whose decision the game waits on when it is not this link's."""
    over: list[str] | None
    """The end summary's lines once the game is over."""


def scene(host: TableHost, link: Seat) -> Scene:
    """The scene for a link as the game stands."""
    session = host.session
    seat = host.viewer(link)
    view = session.view(seat)
    shown = board(view, session.game.state, session.game.log, session.seat_name)
    pending = session.pending
    decision = None
    waiting_on = None
    if pending is not None:
        if host.to_answer(link):
            decision = decision_panel(view, pending, session.seat, session.seat_name)
        else:
            waiting_on = session.seat_name(session.seat)
    over = session.summary().lines() if pending is None else None
    return Scene(shown, decision, waiting_on, over)


def context(host: TableHost, link: Seat) -> dict[str, Any]:
    """The template variables for a link."""
    session = host.session
    shown = scene(host, link)
    return {
        "link": link,
        "scene": shown,
        "board": shown.board,
        "viewer": None if link.spectator else host.viewer(link),
        "viewer_name": link.name if link.spectator else session.seat_name(host.viewer(link)),
        "version": host.version,
        "table_mode": session.table,
        "can_undo": (not link.spectator) and session.can_undo and session.last_seat in link.seats,
        "hotseat": host.hotseat,
    }


def page(host: TableHost, link: Seat) -> str:
    """The whole page for a link's first load."""
    return environment().get_template("table.html").render(context(host, link))


def parts(host: TableHost, link: Seat) -> dict[str, Any]:
    """The state message for a link: each region's HTML and what the client script needs."""
    variables = context(host, link)
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
    )
    return message
