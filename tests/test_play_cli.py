"""`ror play` (ror/cli.py, play/command.py) and `python -m play` (play/cli.py, the same options
but --web): bad input is one line and exit 2 before any screen opens; a good start opens the app
on a saved game; --web serves the board (web/, `ror serve`) on 127.0.0.1."""

from __future__ import annotations

import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from play.app import PlayApp
from play.cli import play_command
from ror.cli import main
from solo.rulings import rulings_of
from solo.save import load_game, read_save
from tests.web_support import serving_process


@pytest.fixture
def no_screen(monkeypatch: pytest.MonkeyPatch) -> list[PlayApp]:
    """Record the apps that would open instead of opening them."""
    opened: list[PlayApp] = []
    monkeypatch.setattr(PlayApp, "run", lambda self, *a, **k: opened.append(self))
    return opened


@pytest.mark.parametrize(
    ("args", "problem"),
    [
        (["--scenario", "imperial"], "--scenario"),
        (["--players", "3"], "--players"),
        (["--resume", "no-such-save.json"], "cannot read save file"),
        (["--seed", "x"], "--seed"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    args: list[str], problem: str, no_screen: list[PlayApp], tmp_path: Path
) -> None:
    result = CliRunner().invoke(main, ["play", *args, "--save", str(tmp_path / "s.json")])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and problem in lines[0]
    assert no_screen == []


@pytest.mark.parametrize(
    ("args", "problem"), [(["--players", "3"], "--players"), (["--web"], "--web")]
)
def test_python_m_play_takes_the_same_options_but_web(
    args: list[str], problem: str, no_screen: list[PlayApp], tmp_path: Path
) -> None:
    result = CliRunner().invoke(play_command, [*args, "--save", str(tmp_path / "s.json")])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and problem in lines[0]
    assert no_screen == []


def test_python_m_play_opens_the_screen(tmp_path: Path, no_screen: list[PlayApp]) -> None:
    save = tmp_path / "s.json"
    result = CliRunner().invoke(play_command, ["--seed", "3", "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert len(no_screen) == 1 and load_game(save).seed == 3


def test_a_corrupt_save_is_refused_before_the_screen(
    tmp_path: Path, no_screen: list[PlayApp]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format_version": 2, "answers": "x"}')
    result = CliRunner().invoke(main, ["play", "--resume", str(path)])
    assert result.exit_code == 2
    assert result.output.startswith(f"error: {path}") and result.output.count("\n") == 1
    assert no_screen == []


def test_a_new_game_opens_the_screen_on_a_saved_game(
    tmp_path: Path, no_screen: list[PlayApp]
) -> None:
    save = tmp_path / "game.json"
    args = ["play", "--players", "2", "--seed", "4", "--save", str(save)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert len(no_screen) == 1 and no_screen[0].session.setup.players == 2
    assert load_game(save).choices == no_screen[0].session.game.choices


def test_help_names_the_default_save_file(monkeypatch: pytest.MonkeyPatch) -> None:
    result = CliRunner().invoke(main, ["play", "--help"])
    assert result.exit_code == 0
    assert "autosave.json" in result.output and "--web" in result.output


def fetch(url: str, timeout: float) -> int:
    """The HTTP status of a GET, retrying while the server starts."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                return int(response.status)
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)


@pytest.fixture
def web_server(tmp_path: Path) -> Iterator[dict[str, str]]:
    """`ror play --web` in its own process: the links it prints, by name."""
    with serving_process(["play", "--web", "--seed", "2"], tmp_path) as links:
        yield links


@pytest.mark.slow
def test_web_serves_the_board_on_localhost(web_server: dict[str, str], tmp_path: Path) -> None:
    assert set(web_server) == {"Player", "Spectator"}
    assert fetch(web_server["Player"], timeout=30) == 200
    assert (tmp_path / "ror" / "table.json").exists()
    with urllib.request.urlopen(web_server["Player"], timeout=10) as response:
        page = response.read().decode()
    assert "Choose your Faction Leader" in page and "/static/table.js" in page


def test_table_opens_a_table_game_saved_with_its_entries(
    tmp_path: Path, no_screen: list[PlayApp]
) -> None:
    save = tmp_path / "table.json"
    result = CliRunner().invoke(main, ["play", "--table", "--save", str(save)])
    assert result.exit_code == 0, result.output
    [app] = no_screen
    assert app.session.table and app.session.pending is not None
    assert app.session.pending.kind == "chance.draw"
    assert read_save(save).table_chance == []
    resumed = CliRunner().invoke(main, ["play", "--resume", str(save)])
    assert resumed.exit_code == 0, resumed.output
    assert no_screen[1].session.table


def test_a_chosen_rule_is_played_and_saved(tmp_path: Path, no_screen: list[PlayApp]) -> None:
    save = tmp_path / "game.json"
    args = ["play", "--rule", "build_reserve=none", "--rule", "crisis_strength=combined"]
    result = CliRunner().invoke(main, [*args, "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert rulings_of(no_screen[0].session.game.options).build_reserve == "none"
    options = read_save(save).options
    assert (options["build_reserve"], options["crisis_strength"]) == ("none", "combined")
    assert rulings_of(load_game(save).options).crisis_strength == "combined"


@pytest.mark.parametrize(
    ("args", "problem"),
    [
        (["--rule", "build_reserve=all"], "rule build_reserve takes next_debits or none"),
        (["--rule", "house_rule=1"], "unknown rule 'house_rule'"),
        (["--table", "--resume", "x.json"], "not for --resume"),
        (["--rule", "build_reserve=none", "--resume", "x.json"], "not for --resume"),
    ],
)
def test_bad_table_or_rule_input_is_one_line_and_exit_2(
    args: list[str], problem: str, no_screen: list[PlayApp], tmp_path: Path
) -> None:
    result = CliRunner().invoke(main, ["play", *args, "--save", str(tmp_path / "s.json")])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and problem in lines[0]
    assert no_screen == [] and not (tmp_path / "s.json").exists()
