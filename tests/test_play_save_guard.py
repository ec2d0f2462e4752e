"""`ror play` never replaces an unfinished saved game without --new (issue 30, 6), as `ror
serve` does (tests/test_serve_save_guard.py): the command that started a game, or one with no
set-up options, resumes it; other set-up options are one line and exit 2; --new replaces it; a
finished game's file is replaced by the new game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from play.app import PlayApp
from play.cli import play_command
from ror.cli import main
from solo.save import load_game
from tests.play_support import save_finished_game


@pytest.fixture
def no_screen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[PlayApp]:
    """The apps that would open, not opened; the default autosave under ``tmp_path``."""
    opened: list[PlayApp] = []
    monkeypatch.setattr(PlayApp, "run", lambda self, *a, **k: opened.append(self))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return opened


def ror_play(*arguments: str) -> Any:
    """`ror play ARGUMENTS` run in this process."""
    return CliRunner().invoke(main, ["play", *arguments])


def test_the_starting_command_or_none_resumes_the_game(
    no_screen: list[PlayApp], tmp_path: Path
) -> None:
    save = tmp_path / "two.json"
    assert ror_play("--players", "2", "--seed", "4", "--save", str(save)).exit_code == 0
    before = save.read_bytes()
    again = ror_play("--players", "2", "--seed", "4", "--save", str(save))
    assert again.exit_code == 0, again.output
    bare = ror_play("--save", str(save))
    assert bare.exit_code == 0, bare.output
    assert "Resuming" in again.output and "Resuming" in bare.output
    assert [app.session.setup.seed for app in no_screen] == [4, 4, 4]
    assert save.read_bytes() == before


def test_other_set_up_options_are_refused_and_new_replaces_the_game(
    no_screen: list[PlayApp], tmp_path: Path
) -> None:
    assert ror_play().exit_code == 0
    autosave = no_screen[0].session.save_path
    before = autosave.read_bytes()
    for command in (main, play_command):
        prefix = ["play"] if command is main else []
        refused = CliRunner().invoke(command, [*prefix, "--seed", "9"])
        assert refused.exit_code == 2 and refused.output.count("\n") == 1, refused.output
        assert "--new" in refused.output and f"--resume {autosave}" in refused.output
    assert autosave.read_bytes() == before and len(no_screen) == 1
    replaced = ror_play("--seed", "9", "--new")
    assert replaced.exit_code == 0, replaced.output
    assert load_game(autosave).seed == 9


def test_resume_does_not_save_over_another_unfinished_game(
    no_screen: list[PlayApp], tmp_path: Path
) -> None:
    kept, other = tmp_path / "kept.json", tmp_path / "other.json"
    assert ror_play("--save", str(kept)).exit_code == 0
    assert ror_play("--seed", "5", "--save", str(other)).exit_code == 0
    before = kept.read_bytes()
    refused = ror_play("--resume", str(other), "--save", str(kept))
    assert refused.exit_code == 2 and "--new" in refused.output
    assert kept.read_bytes() == before
    replaced = ror_play("--resume", str(other), "--save", str(kept), "--new")
    assert replaced.exit_code == 0, replaced.output
    assert no_screen[-1].session.save_path == kept


def test_a_finished_games_file_is_replaced(no_screen: list[PlayApp], tmp_path: Path) -> None:
    save = tmp_path / "over.json"
    save_finished_game(save)
    result = ror_play("--seed", "6", "--save", str(save))
    assert result.exit_code == 0, result.output
    assert "Resuming" not in result.output and load_game(save).seed == 6
