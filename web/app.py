"""The ASGI application (Starlette): a link's page at /seat/TOKEN, its WebSocket at /ws/TOKEN,
the game's review at /review/TOKEN, its combat calculator's odds at
/odds/TOKEN?war=&commander=&legions=&veterans=&fleets=, the shipped static files at /static. A
wrong or missing token gets a refusal and never a view.

Messages from a page: ``{"type": "answer", "key": K, "version": V}``, ``{"type": "undo",
"version": V}``, ``{"type": "auto_pass", "on": B, "version": V}``, ``{"type": "log",
"filter": F}`` (the log filter it shows, also given as ``?log=F`` on the socket's address)
and ``{"type": "reveal"}`` (a hotseat's Player lifts the curtain). To a page: ``{"type":
"state", ...}`` (web/render.py ``parts``, less the parts the connection already shows) after
every change, to every connection; ``{"type": "refused", "message": M}`` to the one refused,
for a message the game refuses or a malformed one (web/messages.py), which is also logged in
one line."""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from engine.decision import IllegalChoice
from presentation.calculator import Asked
from web.host import Refused, TableHost
from web.messages import Malformed, read_message, same_origin
from web.render import PARTS, calculator, environment, log_filter, page, parts
from web.review import ReviewTable
from web.seats import Seat

STATIC = Path(__file__).resolve().parent / "static"

REFUSED_CLOSE = 4403
"""The WebSocket close code for a wrong token (4000-4999 are the application's own)."""

REFUSAL = "This link is not a seat at this table. Ask the host for your seat's link."

FOREIGN = "This table's socket opens only from its own pages."
"""The close reason for a connection whose Origin is another site."""

LOG = logging.getLogger("web")


@dataclass(slots=True)
class Watcher:
    """An open connection: its link, the log filter it shows, and the parts last sent to it
    (a part that has not changed is not sent again)."""

    link: Seat
    log: str
    sent: dict[str, str] = field(default_factory=dict)
    revealed: int | None = None
    """The seat a hotseat's Player last asked to see (web.host ``curtained``)."""

    def news(self, message: dict[str, Any]) -> dict[str, Any]:
        """The message without the parts this connection already shows."""
        fresh = {k: v for k, v in message.items() if k not in PARTS or self.sent.get(k) != v}
        self.sent.update({k: message[k] for k in PARTS if k in message})
        return fresh


class Table:
    """The served game and its open connections."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.connections: dict[WebSocket, Watcher] = {}
        self.lock = asyncio.Lock()

    async def broadcast(self) -> None:
        """Send every connection its link's state, rendered once per link and log filter."""
        rendered: dict[tuple[str, str, int | None], dict[str, Any]] = {}
        for socket, watcher in list(self.connections.items()):
            link = watcher.link
            seen = (link.token, watcher.log, watcher.revealed)
            message = rendered.get(seen)
            if message is None:
                message = parts(self.host, link, watcher.log, watcher.revealed)
                rendered[seen] = message
            try:
                await socket.send_json(watcher.news(message))
            except (WebSocketDisconnect, RuntimeError):
                self.connections.pop(socket, None)

    async def handle(self, socket: WebSocket, message: dict[str, Any]) -> str | None:
        """Carry out one checked message (web/messages.py) from a connection; the refusal to
        send back, if any."""
        watcher = self.connections[socket]
        link = watcher.link
        kind = message["type"]
        if kind in ("log", "reveal"):
            async with self.lock:
                if kind == "log":
                    watcher.log = log_filter(message.get("filter"))
                else:
                    watcher.revealed = self.host.viewer(link)
                shown = parts(self.host, link, watcher.log, watcher.revealed)
                await socket.send_json(watcher.news(shown))
            return None
        version = message["version"]
        async with self.lock:
            try:
                if kind == "answer":
                    await run_in_threadpool(self.host.answer, link, message["key"], version)
                elif kind == "undo":
                    await run_in_threadpool(self.host.undo, link, version)
                else:
                    self.host.auto_pass(link, message["on"])
            except (Refused, IllegalChoice) as exc:
                return str(exc)
            await self.broadcast()
        return None

    async def receive(self, socket: WebSocket) -> str | None:
        """Read and carry out one frame; the refusal to send back, if any. A malformed frame
        is logged in one line and refused; a closed connection raises WebSocketDisconnect."""
        frame = await socket.receive()
        if frame["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(frame.get("code", 1000))
        try:
            message = read_message(frame)
        except Malformed as exc:
            LOG.warning("refused a message from %s: %s", self.connections[socket].link.name, exc)
            return str(exc)
        return await self.handle(socket, message)


def calculator_asked(query: Mapping[str, str]) -> Asked:
    """The combat calculator's question from its form's query: numbers that are not whole
    numbers count as none; the presentation layer keeps them within bounds."""

    def number(name: str) -> int:
        text = query.get(name, "").strip()
        return int(text) if text.isdigit() else 0

    war = query.get("war", "")
    return Asked(
        war=int(war) if war.isdigit() else None,
        commander=query.get("commander") or None,
        legions=number("legions"),
        veterans=number("veterans"),
        fleets=number("fleets"),
    )


def refusal(status: int = 403) -> HTMLResponse:
    """The page a wrong or missing token gets."""
    html = environment().get_template("refused.html").render(message=REFUSAL)
    return HTMLResponse(html, status_code=status)


Reviewing = Callable[[str], tuple[ReviewTable, Sequence[int] | None] | None]
"""A review link's token to the game it reviews and the seats whose views it may show (None:
every view); None for a wrong token."""


def review_route(find: Reviewing) -> Route:
    """The review page at /review/TOKEN?at=STEP&view=VIEW (web/review.py)."""

    def render(request: Request) -> Response:
        found = find(str(request.path_params["token"]))
        if found is None:
            return refusal()
        reviewed, seats = found
        query = request.query_params
        shown = reviewed.context(reviewed.step(query.get("at")), query.get("view"), seats)
        html = environment().get_template("review.html").render(shown)
        return HTMLResponse(html, headers={"Cache-Control": "no-store"})

    async def review_page(request: Request) -> Response:
        return await run_in_threadpool(render, request)

    return Route("/review/{token}", review_page)


def create_review_app(reviewed: ReviewTable, token: str) -> Starlette:
    """The application serving the review of one saved game to the holder of ``token``, who
    may choose every view (`ror serve --review FILE`)."""

    def find(given: str) -> tuple[ReviewTable, None] | None:
        return (reviewed, None) if secrets.compare_digest(given.encode(), token.encode()) else None

    async def home(request: Request) -> Response:
        return refusal(404)

    return Starlette(
        routes=[
            Route("/", home),
            review_route(find),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ]
    )


def create_app(host: TableHost) -> Starlette:
    """The application serving one table, and its review at /review/TOKEN once the host can
    read the game back (a seat's link shows its own seats' views and the public board)."""
    table = Table(host)
    reviews: dict[int, ReviewTable] = {}

    def find_review(token: str) -> tuple[ReviewTable, Sequence[int]] | None:
        link = host.links.find(token)
        if link is None or host.review is None:
            return None
        reviewed = reviews.get(host.version)
        if reviewed is None:
            reviews.clear()
            reviewed = reviews[host.version] = ReviewTable(host.review())
        return reviewed, link.seats

    async def seat_page(request: Request) -> Response:
        link = host.links.find(str(request.path_params["token"]))
        if link is None:
            return refusal()
        async with table.lock:
            html = page(host, link)
        return HTMLResponse(html, headers={"Cache-Control": "no-store"})

    async def odds(request: Request) -> Response:
        link = host.links.find(str(request.path_params["token"]))
        if link is None:
            return refusal()
        asked = calculator_asked(request.query_params)
        async with table.lock:
            html = calculator(host, link, asked)
        return HTMLResponse(html, headers={"Cache-Control": "no-store"})

    async def home(request: Request) -> Response:
        return refusal(404)

    async def socket(websocket: WebSocket) -> None:
        link = host.links.find(str(websocket.path_params["token"]))
        if link is None:
            await websocket.close(code=REFUSED_CLOSE, reason=REFUSAL)
            return
        if not same_origin(websocket.headers):
            LOG.warning(
                "refused a connection from another site's page: %.40s",
                websocket.headers.get("origin"),
            )
            await websocket.close(code=REFUSED_CLOSE, reason=FOREIGN)
            return
        await websocket.accept()
        watcher = Watcher(link, log_filter(websocket.query_params.get("log")))
        async with table.lock:
            table.connections[websocket] = watcher
            await websocket.send_json(watcher.news(parts(host, link, watcher.log)))
        try:
            while True:
                refused = await table.receive(websocket)
                if refused is not None:
                    await websocket.send_json({"type": "refused", "message": refused})
        except WebSocketDisconnect:
            pass
        finally:
            table.connections.pop(websocket, None)

    return Starlette(
        routes=[
            Route("/", home),
            Route("/seat/{token}", seat_page),
            Route("/odds/{token}", odds),
            WebSocketRoute("/ws/{token}", socket),
            review_route(find_review),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ]
    )
