"""`--difficulty` for `ror play` and `ror tournament` (issue 21, item 2): the level's handicaps
are in the game's options, the save records them, and a resumed game goes on with them; a save
made when the level picked a Guideline preset still resumes by that preset."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from textual.pilot import Pilot
from textual.widgets import Static

from engine.context import GameOptions
from guidelines.presets import preset_guidelines
from play.app import PlayApp
from play.command import PlayArgs, PlayError, open_session
from play.session import PlaySession, PlaySetup
from ror.cli import main
from solo.handicaps import LEVELS, Handicaps, chosen_handicaps, level_options
from solo.save import read_save, saved_options
from tests.play_support import drive, text_of


def test_a_new_game_saves_its_handicaps_and_a_resumed_one_keeps_them(tmp_path: Path) -> None:
    save = tmp_path / "easy.json"
    easy = level_options(PlayArgs().options, "easy")
    open_session(PlayArgs(seed=4, save=save, options=easy))
    record = read_save(save)

    resumed = open_session(PlayArgs(resume=save))

    assert saved_options(record.options, "save").rulings == easy.rulings
    assert resumed.game.options.rulings == easy.rulings
    assert Handicaps.of(resumed.game.options) != Handicaps()


def test_a_save_by_a_guideline_preset_resumes_by_it(tmp_path: Path) -> None:
    save = tmp_path / "preset.json"
    open_session(PlayArgs(seed=4, save=save))
    record = json.loads(save.read_text(encoding="utf-8"))
    record["guideline_hashes"] = preset_guidelines("easy").hashes()
    save.write_text(json.dumps(record), encoding="utf-8")

    resumed = open_session(PlayArgs(resume=save))

    assert resumed.neutral_guidelines.hashes() == preset_guidelines("easy").hashes()


def test_a_save_by_unknown_guidelines_is_refused(tmp_path: Path) -> None:
    save = tmp_path / "odd.json"
    open_session(PlayArgs(seed=4, save=save))
    record = json.loads(save.read_text(encoding="utf-8"))
    record["guideline_hashes"]["Plutocrats"] = "f" * 64
    save.write_text(json.dumps(record), encoding="utf-8")

    with pytest.raises(PlayError, match="neither printed nor a preset"):
        open_session(PlayArgs(resume=save))


def test_resume_with_a_difficulty_is_one_error_line(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    open_session(PlayArgs(seed=2, save=save))

    result = CliRunner().invoke(main, ["play", "--resume", str(save), "--difficulty", "hard"])

    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1


def test_tournament_games_play_by_the_levels_handicaps() -> None:
    args = ["tournament", "--player-bots", "heuristic", "--games", "3", "--json"]
    digests = {}
    for level in LEVELS:
        result = json.loads(CliRunner().invoke(main, [*args, "--difficulty", level]).stdout)
        digests[level] = [g["digest"] for g in result["games"]]
    normal = json.loads(CliRunner().invoke(main, args).stdout)

    assert digests["normal"] == [g["digest"] for g in normal["games"]]
    assert digests["easy"] != digests["normal"] != digests["hard"]


def test_the_status_line_shows_every_handicap_of_a_level(tmp_path: Path) -> None:
    """The first screen names each handicap in force, wrapping rather than cutting it off
    (issue 21: never silent)."""
    options = level_options(GameOptions(), "easy")
    session = PlaySession.new(PlaySetup("early", 1, 7, options), tmp_path / "save.json")

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        status = app.query_one("#status", Static)
        shown = text_of(app, "#status")
        for handicap in chosen_handicaps(options):
            assert handicap in shown.replace("\n", " ")
        assert status.size.height >= 2

    drive(session, script)
