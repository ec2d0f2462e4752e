"""`--difficulty` for `ror play` and `ror tournament` (issue 11, item 3): the Neutrals play by the
level's Guideline set, the save records it, and a resumed game goes on with the same level."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from lab.difficulty import difficulty_guidelines
from play.command import PlayArgs, PlayError, open_session
from ror.cli import main
from solo.save import read_save


def test_a_new_game_saves_its_level_and_a_resumed_one_keeps_it(tmp_path: Path) -> None:
    save = tmp_path / "easy.json"
    open_session(PlayArgs(seed=4, save=save, difficulty="easy"))
    hashes = read_save(save).guideline_hashes

    resumed = open_session(PlayArgs(resume=save))

    assert hashes == difficulty_guidelines("easy").hashes()
    assert resumed.neutral_guidelines.hashes() == hashes


def test_a_save_by_guidelines_of_no_level_is_refused(tmp_path: Path) -> None:
    save = tmp_path / "odd.json"
    open_session(PlayArgs(seed=4, save=save))
    record = json.loads(save.read_text(encoding="utf-8"))
    record["guideline_hashes"]["Plutocrats"] = "f" * 64
    save.write_text(json.dumps(record), encoding="utf-8")

    with pytest.raises(PlayError, match="no difficulty level"):
        open_session(PlayArgs(resume=save))


def test_resume_with_a_difficulty_is_one_error_line(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    open_session(PlayArgs(seed=2, save=save))

    result = CliRunner().invoke(main, ["play", "--resume", str(save), "--difficulty", "hard"])

    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1


def test_tournament_entries_play_by_the_levels_guidelines() -> None:
    args = ["tournament", "--player-bots", "heuristic", "--games", "3", "--json"]
    normal = json.loads(CliRunner().invoke(main, args).stdout)
    hard = json.loads(CliRunner().invoke(main, [*args, "--difficulty", "hard"]).stdout)

    assert [g["digest"] for g in normal["games"]] != [g["digest"] for g in hard["games"]]
