"""Work bounded by what a command is given (issue 29, items 1 and 5): every count a command line
takes has a maximum its --help states, and a value past it, or a value of thousands of
characters, gets one line quoting at most 40 characters of it, exit 2; no command starts more
worker processes than it has chunks of games or the machine has cores."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from common import simulate as simulation
from common.cli_types import MAX_GAMES, MAX_JOBS
from common.runner import workers
from engine.quoting import PATH_LIMIT, QUOTE_LIMIT
from guidelines.loader import GuidelineSet
from ror.cli import main

HUGE = "9" * 100_000
"""A number of 100,000 digits."""

LONG = "x" * 100_000
"""A name of 100,000 characters."""


def _refused(args: list[str], longest: int = 300) -> str:
    """Run ``ror ARGS``: one error line shorter than ``longest``, exit 2; the line."""
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2, result.output[:500]
    lines = result.output.splitlines()
    assert len(lines) == 1 and lines[0].lower().startswith("error:"), result.output[:500]
    assert len(lines[0]) < longest, lines[0][:500]
    return lines[0]


@pytest.mark.parametrize(
    "args",
    [
        ["simulate", "--games", str(10**30)],
        ["simulate", "--games", HUGE],
        ["simulate", "--jobs", str(MAX_JOBS + 1)],
        ["simulate", "--seed", str(2**70)],
        ["soak", "--games", str(10**30)],
        ["soak", "--jobs", "100000"],
        ["tournament", "--player-bots", "random", "--games", str(10**30)],
        ["tournament", "--player-bots", "random", "--jobs", HUGE],
        ["tune", "--trials", str(10**30)],
        ["tune", "--games", str(MAX_GAMES + 1)],
        ["bots", "check", "random", "--seed", HUGE],
        ["new", "--seed", HUGE],
        ["serve", "--port", HUGE],
    ],
    ids=lambda args: " ".join(a[:12] for a in args),
)
def test_a_count_past_its_maximum_is_one_line(args: list[str]) -> None:
    line = _refused(args)

    assert "is not a whole number from" in line


@pytest.mark.parametrize(
    "args",
    [
        ["simulate", "--scenario", LONG],
        ["simulate", "--players", LONG],
        ["simulate", "--difficulty", LONG],
        ["simulate", "--player-bot", LONG],
        ["simulate", "--player-bot", f"{LONG}:Bot"],
        ["simulate", "--player-bot", f"heuristic:{LONG}=1"],
        ["soak", "--scenarios", LONG],
        ["tournament", "--player-bots", "random", "--backend", LONG],
        ["tournament", "--player-bots", "random", "--guidelines-variant", LONG],
        ["simulate", "--guidelines", LONG],
        ["tune", "--objective", LONG],
        ["tune", "--handicaps", LONG],
        ["cards", "show", LONG],
    ],
    ids=lambda args: " ".join(a[:12] for a in args),
)
def test_errors_quote_at_most_40_characters_of_a_value(args: list[str]) -> None:
    line = _refused(args, longest=1000)

    assert max(len(run) for run in re.findall(r"x+", line) or [""]) <= QUOTE_LIMIT


def test_a_long_path_is_named_by_its_end() -> None:
    line = _refused(["replay", f"/tmp/{LONG}/game.json"])

    assert "/game.json: cannot read save file" in line
    assert max(len(run) for run in re.findall(r"x+", line)) < PATH_LIMIT


def test_serve_quotes_a_long_host_short(tmp_path: Path) -> None:
    save = tmp_path / "t.json"
    line = _refused(["serve", "--host", LONG, "--save", str(save)])

    assert line.startswith("error: cannot serve on 'xxx")
    assert max(len(run) for run in re.findall(r"x+", line)) <= QUOTE_LIMIT


def test_help_states_each_maximum() -> None:
    for command in (["simulate"], ["soak"], ["tournament"], ["tune"]):
        text = CliRunner().invoke(main, [*command, "--help"]).output

        assert f"1<=x<={MAX_GAMES}" in text, command


def test_no_more_workers_than_chunks_or_cores() -> None:
    cores = os.cpu_count() or 1

    assert workers(40, 1) == 1
    assert workers(40, 10) == min(10, cores)
    assert workers(1, 100) == 1


def test_one_game_on_forty_jobs_starts_no_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_pool(*args: object, **kwargs: object) -> None:
        raise AssertionError("a process pool was started for one game")

    monkeypatch.setattr(simulation, "ProcessPoolExecutor", no_pool)
    setup = simulation.Setup("early", 1, "random", GuidelineSet.default())

    result = simulation.simulate(setup, 1, 1, jobs=40)

    assert len(result.records) == 1
