"""A browser tab's game process under ``ror play --web`` ends with its tab and with the server.

textual-serve runs one process per tab, fed through a pipe on its standard input. When the tab
or the server goes away the pipe hangs up, or the process is sent SIGTERM or SIGHUP; the game
then saves and quits at once, and is ended outright if it has not within ``GRACE`` seconds
(before, such a process kept running, drawing at 60 frames a second, and outlived the server).
"""

from __future__ import annotations

import os
import select
import signal
import sys
import threading
from collections.abc import Callable
from typing import Protocol

POLL_SECONDS = 0.5
"""How often the watchdog looks at the pipe and the parent process."""

GRACE = 5.0
"""Seconds the game has to save and quit before its process is ended outright."""


class Quittable(Protocol):
    """The app: runs a callable on its own thread (Textual's ``App.call_from_thread``)."""

    def call_from_thread(self, callback: Callable[[], object]) -> object: ...


def under_web_server() -> bool:
    """Whether this process draws for a browser tab (textual-serve sets the web driver)."""
    return "web_driver" in os.environ.get("TEXTUAL_DRIVER", "")


def watch(app: Quittable, save_and_quit: Callable[[], object]) -> None:
    """End the game (``save_and_quit`` on the app's thread) when the server's pipe hangs up,
    the parent process changes, or SIGTERM or SIGHUP arrives."""
    ending = threading.Event()

    def end() -> None:
        if ending.is_set():
            return
        ending.set()
        threading.Timer(GRACE, os._exit, (0,)).start()
        try:
            app.call_from_thread(save_and_quit)
        except Exception:  # the app is not running (yet or any more): the timer ends it
            os._exit(0)

    def on_signal(_signum: int, _frame: object) -> None:
        threading.Thread(target=end, daemon=True).start()

    for signum in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, on_signal)
    parent = os.getppid()

    def poll() -> None:
        while not ending.is_set():
            if os.getppid() != parent or _hung_up(sys.stdin.fileno()):
                end()
                return
            ending.wait(POLL_SECONDS)

    threading.Thread(target=poll, name="web-session-watchdog", daemon=True).start()


def _hung_up(handle: int) -> bool:
    """Whether the other end of a pipe has closed (POLLHUP), without reading from it."""
    poller = select.poll()
    poller.register(handle, 0)
    return any(
        event & (select.POLLHUP | select.POLLERR | select.POLLNVAL) for _, event in poller.poll(0)
    )
