"""`ror serve` never replaces a saved game without --new (issue 30, 6): --resume FILE goes on
saving in FILE, the default autosave untouched; a --save file holding another game is refused;
links belong to the game saved beside them; the command that started a game resumes it; a
finished game's file is replaced by the new game, with new links."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from ror.cli import main
from solo.save import load_game
from tests.play_support import save_finished_game
from web.host import TableHost
from web.seats import seats_path


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[TableHost]:
    """The tables `ror serve` would serve, the server itself left out; the default autosave
    under ``tmp_path``."""
    tables: list[TableHost] = []

    def run(app: Any, host: str, port: int, log_level: str, **settings: Any) -> None:
        tables.append(app)

    monkeypatch.setattr("web.server.uvicorn.run", run)
    monkeypatch.setattr("web.server.create_app", lambda table: table)
    monkeypatch.setattr("web.server.check_address", lambda host, port: None)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tables


def serve(*arguments: str) -> Any:
    """`ror serve ARGUMENTS` run in this process."""
    return CliRunner().invoke(main, ["serve", *arguments])


def test_the_original_players_2_command_resumes_its_game(
    served: list[TableHost], tmp_path: Path
) -> None:
    save = str(tmp_path / "two.json")
    assert serve("--players", "2", "--save", save).exit_code == 0
    again = serve("--players", "2", "--save", save)
    assert again.exit_code == 0, again.output
    assert "Resuming" in again.output and served[1].links == served[0].links
    other = serve("--players", "2", "--seed", "9", "--save", save)
    assert other.exit_code == 2 and "--new" in other.output


def test_resume_without_save_goes_on_in_its_own_file_and_leaves_the_autosave(
    served: list[TableHost], tmp_path: Path
) -> None:
    assert serve().exit_code == 0
    autosave = served[0].session.save_path
    before = autosave.read_bytes(), seats_path(autosave).read_bytes()
    other = str(tmp_path / "other.json")
    assert serve("--players", "2", "--save", other).exit_code == 0
    resumed = serve("--resume", other)
    assert resumed.exit_code == 0, resumed.output
    table = served[2]
    assert table.session.save_path == Path(other)
    assert table.links == served[1].links
    table.session.answer(table.session.pending.options[0].key)  # type: ignore[union-attr]
    assert (autosave.read_bytes(), seats_path(autosave).read_bytes()) == before


def test_a_save_file_holding_another_game_is_replaced_only_with_new(
    served: list[TableHost], tmp_path: Path
) -> None:
    kept, other = str(tmp_path / "kept.json"), str(tmp_path / "other.json")
    assert serve("--save", kept).exit_code == 0
    assert serve("--players", "2", "--save", other).exit_code == 0
    before = Path(kept).read_bytes()
    refused = serve("--resume", other, "--save", kept)
    assert refused.exit_code == 2 and refused.output.count("\n") == 1
    assert "--new" in refused.output and Path(kept).read_bytes() == before
    replaced = serve("--resume", other, "--save", kept, "--new")
    assert replaced.exit_code == 0, replaced.output
    assert served[2].links != served[0].links and served[2].links != served[1].links


def test_a_finished_games_file_is_replaced_with_new_links(
    served: list[TableHost], tmp_path: Path
) -> None:
    save = tmp_path / "over.json"
    assert serve("--save", str(save)).exit_code == 0
    save_finished_game(save)
    result = serve("--seed", "6", "--save", str(save))
    assert result.exit_code == 0, result.output
    assert "Resuming" not in result.output and load_game(save).seed == 6
    assert served[1].links != served[0].links
