"""Run a table: deal or reload its seat links, print them, serve the app with uvicorn until
interrupted, on the address the command names (`ror serve` binds 127.0.0.1 by default); or serve
the review of a saved game (`ror serve --review FILE`)."""

from __future__ import annotations

import secrets
import socket
from collections.abc import Callable

import uvicorn

from engine.quoting import quoted
from web.app import create_app, create_review_app
from web.host import Session, TableHost
from web.messages import MAX_FRAME_BYTES
from web.review import Reviewed, ReviewTable
from web.seats import TOKEN_BYTES, SeatLinks, seats_path


def spectator_seat(session: Session) -> int:
    """The first Neutral's seat: what it sees is what every faction sees (4.01.1)."""
    return next(f.seat for f in session.game.state.factions if not f.is_player)


def table_host(session: Session, hotseat: bool, fresh: bool) -> TableHost:
    """The host of a session: the links saved beside its autosave when they still seat it
    (a resumed game keeps its links), else fresh ones, saved there."""
    path = seats_path(session.save_path)
    if not fresh and path.exists():
        links = SeatLinks.read(path)
        if links.fits(session.humans) and hotseat == any(len(s.seats) > 1 for s in links.links):
            return TableHost(session, links, spectator_seat(session))
    names = [session.seat_name(seat) for seat in session.humans]
    links = SeatLinks.deal(session.humans, names, hotseat)
    links.write(path)
    return TableHost(session, links, spectator_seat(session))


def base_address(host: str, port: int) -> str:
    """The address the links start with; a wildcard bind is shown as this machine's name."""
    shown = "<this machine's address>" if host in ("0.0.0.0", "::", "") else host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}"


def link_lines(table: TableHost, host: str, port: int) -> list[str]:
    """One line per link: who it seats and its address."""
    base = base_address(host, port)
    return [f"{link.name}: {address}" for link, address in table.links_for(base)]


class ServeError(OSError):
    """The address cannot be served (the port is taken, or not ours); one line."""


def check_address(host: str, port: int) -> None:
    """ServeError unless this process may listen on ``host:port`` now."""
    try:
        with socket.create_server((host, port)):
            pass
    except OSError as exc:
        reason = str(exc.strerror or exc).split(" (while attempting")[0]  # it repeats the host
        raise ServeError(f"cannot serve on {quoted(host)}:{port}: {reason}") from None


def serve(table: TableHost, host: str, port: int, echo: Callable[[str], None]) -> None:
    """Print the links and serve the table until interrupted; ServeError, before anything is
    printed, for an address that cannot be served."""
    check_address(host, port)
    echo(f"Republic of Rome table, autosaved to {table.session.save_path}")
    for line in link_lines(table, host, port):
        echo(line)
    echo("Each link is secret: give a Player only his own. Ctrl-C stops the server.")
    uvicorn.run(
        create_app(table), host=host, port=port, log_level="warning", ws_max_size=MAX_FRAME_BYTES
    )


def serve_review(
    reviewed: Reviewed, name: str, host: str, port: int, echo: Callable[[str], None]
) -> None:
    """Print the review link of the saved game ``name`` (every view: every hand open, the
    public board, each Player's) and serve it until interrupted; ServeError as ``serve``."""
    check_address(host, port)
    token = secrets.token_urlsafe(TOKEN_BYTES)
    echo(f"Review of {name}: {base_address(host, port)}/review/{token}")
    echo("The link shows every hand: keep it to yourself. Ctrl-C stops the server.")
    app = create_review_app(ReviewTable(reviewed), token)
    uvicorn.run(app, host=host, port=port, log_level="warning")
