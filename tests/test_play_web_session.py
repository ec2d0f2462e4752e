"""`ror play --web`: a tab's game process saves and quits within seconds of its pipe hanging
up (the tab or the server gone) or of SIGTERM / SIGHUP, and is ended outright if it does not
(play/web_session.py)."""

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

CHILD = """
import sys, threading, time
from play import web_session
web_session.GRACE = {grace}

class App:
    def call_from_thread(self, callback):
        callback()

def save_and_quit():
    print("saved", flush=True)
    {quits}

web_session.watch(App(), save_and_quit)
print("ready", flush=True)
while True:
    time.sleep(0.1)
"""

ENDS_WITHIN = 4.0
"""Seconds a tab's process may take to end (the watchdog polls twice a second)."""


def _child(tmp_path: Path, quits: bool, grace: float = 1.0) -> subprocess.Popen[str]:
    script = tmp_path / "child.py"
    script.write_text(
        CHILD.format(grace=grace, quits="import os; os._exit(0)" if quits else "pass"),
        encoding="utf-8",
    )
    child = subprocess.Popen(
        [sys.executable, str(script)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parent.parent,
    )
    assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    return child


def _ended(child: subprocess.Popen[str]) -> tuple[float, str]:
    start = time.monotonic()
    child.wait(timeout=ENDS_WITHIN + 5)
    seconds = time.monotonic() - start
    assert child.stdout is not None
    return seconds, child.stdout.read()


def test_the_game_saves_and_quits_when_the_pipe_hangs_up(tmp_path: Path) -> None:
    child = _child(tmp_path, quits=True)
    assert child.stdin is not None
    child.stdin.close()

    seconds, out = _ended(child)

    assert "saved" in out and seconds < ENDS_WITHIN


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_the_game_saves_and_quits_on_a_signal(tmp_path: Path, signum: int) -> None:
    child = _child(tmp_path, quits=True)
    child.send_signal(signum)

    seconds, out = _ended(child)

    assert "saved" in out and seconds < ENDS_WITHIN and child.returncode == 0


def test_a_game_that_does_not_quit_is_ended_after_the_grace(tmp_path: Path) -> None:
    child = _child(tmp_path, quits=False, grace=1.0)
    child.send_signal(signal.SIGTERM)

    seconds, out = _ended(child)

    assert "saved" in out and seconds < ENDS_WITHIN


def test_the_server_runs_each_tab_with_exec() -> None:
    from play.command import PlayArgs, terminal_command

    command = terminal_command(PlayArgs(save=Path("/tmp/x.json")))

    assert command.startswith("exec ") and "--resume /tmp/x.json" in command
