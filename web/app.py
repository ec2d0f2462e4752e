"""The ASGI application (Starlette): a link's page at /seat/TOKEN, its WebSocket at /ws/TOKEN,
its combat calculator's odds at /odds/TOKEN?war=&commander=&legions=&veterans=&fleets=, the
shipped static files at /static. A wrong or missing token gets a refusal and never a view.

Messages from a page: ``{"type": "answer", "key": K, "version": V}``, ``{"type": "undo",
"version": V}``, ``{"type": "auto_pass", "on": B, "version": V}`` and ``{"type": "log",
"filter": F}`` (the log filter it shows, also given as
``?log=F`` on the socket's address). To a page: ``{"type": "state", ...}`` (web/render.py
``parts``, less the parts the connection already shows) after every change, to every
connection; ``{"type": "refused", "message": M}`` to
the one refused."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
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
from web.render import PARTS, calculator, environment, log_filter, page, parts
from web.seats import Seat

STATIC = Path(__file__).resolve().parent / "static"

REFUSED_CLOSE = 4403
"""The WebSocket close code for a wrong token (4000-4999 are the application's own)."""

REFUSAL = "This link is not a seat at this table. Ask the host for your seat's link."


@dataclass(slots=True)
class Watcher:
    """An open connection: its link, the log filter it shows, and the parts last sent to it
    (a part that has not changed is not sent again)."""

    link: Seat
    log: str
    sent: dict[str, str] = field(default_factory=dict)

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
        rendered: dict[tuple[str, str], dict[str, Any]] = {}
        for socket, watcher in list(self.connections.items()):
            seen = (watcher.link.token, watcher.log)
            message = rendered.get(seen)
            if message is None:
                message = rendered[seen] = parts(self.host, watcher.link, watcher.log)
            try:
                await socket.send_json(watcher.news(message))
            except (WebSocketDisconnect, RuntimeError):
                self.connections.pop(socket, None)

    async def handle(self, socket: WebSocket, message: Any) -> str | None:
        """Carry out one message from a connection; the refusal to send back, if any."""
        watcher = self.connections[socket]
        link = watcher.link
        if not isinstance(message, dict):
            return "a message must be a JSON object"
        kind = message.get("type")
        if kind == "log":
            watcher.log = log_filter(message.get("filter"))
            async with self.lock:
                await socket.send_json(watcher.news(parts(self.host, link, watcher.log)))
            return None
        version = message.get("version")
        if not isinstance(version, int):
            return "a message must carry the version of the board it answers"
        async with self.lock:
            try:
                if kind == "answer":
                    key = message.get("key")
                    if not isinstance(key, str):
                        return "an answer must name an option key"
                    await run_in_threadpool(self.host.answer, link, key, version)
                elif kind == "undo":
                    await run_in_threadpool(self.host.undo, link, version)
                elif kind == "auto_pass":
                    self.host.auto_pass(link, message.get("on") is True)
                else:
                    return f"unknown message type {kind!r}"
            except (Refused, IllegalChoice) as exc:
                return str(exc)
            await self.broadcast()
        return None


def decoded(text: str) -> Any:
    """A message's JSON, or None for text that is not JSON (refused as not an object)."""
    try:
        return json.loads(text)
    except ValueError:
        return None


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


def create_app(host: TableHost) -> Starlette:
    """The application serving one table."""
    table = Table(host)

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
        await websocket.accept()
        watcher = Watcher(link, log_filter(websocket.query_params.get("log")))
        async with table.lock:
            table.connections[websocket] = watcher
            await websocket.send_json(watcher.news(parts(host, link, watcher.log)))
        try:
            while True:
                refused = await table.handle(websocket, decoded(await websocket.receive_text()))
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
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ]
    )
