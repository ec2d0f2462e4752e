"""Helpers for the web table's tests: a table served by uvicorn in a thread, and Debian's
Chromium driven by Playwright. Browser tests skip with the reason when Chromium is absent,
unless ROR_REQUIRE_BROWSER is set (CI sets it: there they must run)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from engine.context import GameOptions
from play.session import PlaySession, PlaySetup
from web.app import create_app
from web.host import TableHost
from web.server import table_host

ROOT = Path(__file__).resolve().parent.parent

CHROMIUM = os.environ.get("ROR_CHROMIUM", "/usr/bin/chromium")
"""Debian's chromium package (apt-get install chromium); Playwright is given its path."""

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""Headless and quiet: no request leaves the machine but the test's own."""

STOP_KEYS = ("done", "none", "pass", "keep", "allow", "refuse", "decline")
"""Option keys that end a stretch of decisions, preferred when a test plays along quickly."""

STOP_SECONDS = 5.0
"""How long a test server may take to stop politely before it is made to (a loaded CI machine
can take over 10 s to drain a WebSocket; the test must not error on that)."""


def printed_links(lines: Iterable[str]) -> dict[str, str]:
    """The links `ror serve` prints (``Name: http://...``), by name, read up to the
    spectator's (the last)."""
    links: dict[str, str] = {}
    for line in lines:
        name, _, address = line.strip().partition(": ")
        if address.startswith("http://"):
            links[name] = address
        if "Spectator" in links:
            break
    return links


@contextmanager
def serving_process(arguments: list[str], data: Path) -> Iterator[dict[str, str]]:
    """`ror ARGUMENTS` (serve, or play --web) in its own process on a free port of 127.0.0.1,
    with ``data`` as its XDG_DATA_HOME; yields the links it prints, by name."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    command = [sys.executable, "-c", "from ror.cli import main; main()", *arguments]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(data)}
    server = subprocess.Popen(
        [*command, "--port", str(port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert server.stdout is not None
        yield printed_links(server.stdout)
    finally:
        stop_process(server)


def stop_process(process: subprocess.Popen[str]) -> None:
    """End a server process: terminate, wait a bounded while, then kill and reap it, so no
    test leaves a server running or errors at teardown."""
    process.terminate()
    try:
        process.wait(timeout=STOP_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    finally:
        if process.stdout is not None:
            process.stdout.close()


def chromium_or_skip() -> str:
    """Chromium's path; skip the test with the reason (``-rs`` prints it) when Chromium or
    Playwright is not installed, fail when CI requires them."""
    found = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    if found is not None and importlib.util.find_spec("playwright") is not None:
        return found
    reason = (
        f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)"
        if found is None
        else "Playwright is not installed (pip install -e '.[dev]')"
    )
    if os.environ.get("ROR_REQUIRE_BROWSER"):
        pytest.fail(reason + "; ROR_REQUIRE_BROWSER is set")
    pytest.skip("browser test skipped: " + reason)


def new_table(
    save: Path,
    players: int = 1,
    seed: int = 1,
    hotseat: bool = False,
    table: bool = False,
    options: GameOptions | None = None,
) -> TableHost:
    """A new game served with fresh links, autosaved to ``save``."""
    setup = PlaySetup(players=players, seed=seed, table=table, options=options or GameOptions())
    session = PlaySession.new(setup, save)
    return table_host(session, hotseat, fresh=True)


@contextmanager
def served(table: TableHost) -> Iterator[str]:
    """Serve a table on a free port of 127.0.0.1 for the block; yields its base address."""
    config = uvicorn.Config(
        create_app(table),
        host="127.0.0.1",
        port=0,
        log_level="warning",
        timeout_graceful_shutdown=int(STOP_SECONDS),
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=STOP_SECONDS)
        if thread.is_alive():
            server.force_exit = True
            thread.join(timeout=STOP_SECONDS)


@contextmanager
def browser() -> Iterator[Any]:
    """A headless Chromium browser (Playwright)."""
    from playwright.sync_api import sync_playwright

    path = chromium_or_skip()
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


def open_seat(context: Any, base: str, token: str) -> Any:
    """A page on a seat's link, once its WebSocket is connected."""
    page = context.new_page()
    page.goto(f"{base}/seat/{token}")
    page.wait_for_selector("#connection.ok")
    return page


def version(page: Any) -> int:
    """The board version the page shows."""
    return int(page.evaluate("document.body.dataset.version"))


def wait_version(page: Any, past: int) -> None:
    """Wait until the page shows a board newer than ``past``."""
    page.wait_for_function(f"Number(document.body.dataset.version) > {past}")


def click_answer(page: Any) -> str:
    """Answer the page's decision as a quick player would (a stopping option, else the first;
    an amount's lowest) by mouse, and wait for the next board; returns the key given."""
    before = version(page)
    amount = page.query_selector("form.amount")
    if amount is not None:
        key = amount.get_attribute("data-low") or "0"
        page.fill("#amount", key)
        page.click("form.amount button")
    else:
        keys = page.eval_on_selector_all("button.option", "bs => bs.map(b => b.dataset.key)")
        key = next((k for k in keys if k in STOP_KEYS), keys[0])
        page.click(f'button.option[data-key="{key}"]')
    wait_version(page, before)
    return key


RAW_ANSWER = """([key, version]) => new Promise((done) => {
    const ws = new WebSocket(`ws://${location.host}/ws/${document.body.dataset.token}`);
    ws.onmessage = (event) => {
        const message = JSON.parse(event.data);
        if (message.type !== "state") { done(message.message); ws.close(); return; }
        const seen = version === null ? message.version : version;
        ws.send(JSON.stringify({type: "answer", key: key, version: seen}));
    };
})"""
"""Page script: send an answer on a socket of the page's own token, as a hand-made client
would, past the page's buttons; resolves to the refusal's text."""


def raw_answer(page: Any, key: str, version: int | None = None) -> str:
    """Answer ``key`` from this page's link on a socket of its own (at the board version
    given, else the latest); the refusal the server sends back."""
    return str(page.evaluate(RAW_ANSWER, [key, version]))
