"""Save files and replay (DESIGN.md): a save holds {format version, scenario, players, options,
Guideline hashes, seed, choices, digest}; loading replays the choices and checks the digest.
A corrupt or mismatched file raises SaveFileError with one line naming the problem."""

import json
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.report import state_digest
from guidelines.loader import GuidelineSet, load_builtin
from ror.cli import main
from solo.save import SaveFileError, load_game, save_game
from tests.conformance import check_replay_round_trip, run_setup

Record = dict[str, object]


@pytest.fixture(scope="module")
def saved_record(tmp_path_factory: pytest.TempPathFactory) -> Record:
    """The JSON record of a saved two-player Late Republic set-up (the most choices)."""
    path = tmp_path_factory.mktemp("save") / "late.json"
    save_game(run_setup("late", 2, 4), path)
    record: Record = json.loads(path.read_text(encoding="utf-8"))
    return record


def write_record(path: Path, record: Record) -> Path:
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def changed(record: Record, edit: Callable[[Record], object]) -> Record:
    """A deep copy of ``record`` after ``edit``."""
    copy: Record = json.loads(json.dumps(record))
    edit(copy)
    return copy


def load_error(path: Path) -> str:
    with pytest.raises(SaveFileError) as raised:
        load_game(path)
    return str(raised.value)


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("scenario", ["early", "middle", "late"])
def test_saved_game_loads_back_to_the_same_digest(
    scenario: str, players: int, tmp_path: Path
) -> None:
    game = run_setup(scenario, players, seed=21)

    replayed = check_replay_round_trip(game, tmp_path)

    assert state_digest(replayed.state) == state_digest(game.state)


def test_save_with_an_edited_guideline_replays_with_that_guideline(tmp_path: Path) -> None:
    bolder = load_builtin("Plutocrats").model_copy(update={"name": "Bold Plutocrats"})
    guidelines = GuidelineSet.default().with_override("plutocrats", bolder)
    game = run_setup("middle", 1, 8, guidelines=guidelines)

    replayed = check_replay_round_trip(game, tmp_path)

    assert replayed.context.guidelines["Plutocrats"].name == "Bold Plutocrats"


def test_save_file_records_every_field(saved_record: Record) -> None:
    keys = set(saved_record)

    assert keys == {
        "format_version",
        "scenario",
        "players",
        "options",
        "guideline_hashes",
        "seed",
        "choices",
        "digest",
    }


def test_not_json_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text("{format_version: 1", encoding="utf-8")

    message = load_error(path)

    assert "not a JSON save file" in message
    assert "\n" not in message


def test_not_utf8_is_rejected_as_unreadable(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(b"\xff\xfe{}")

    message = load_error(path)

    assert str(path) in message
    assert "\n" not in message


def test_wrong_format_version_is_rejected(saved_record: Record, tmp_path: Path) -> None:
    record = changed(saved_record, lambda r: r.update(format_version=2))
    path = write_record(tmp_path / "save.json", record)

    message = load_error(path)

    assert "format_version" in message
    assert "\n" not in message


def test_missing_field_is_rejected_by_name(saved_record: Record, tmp_path: Path) -> None:
    record = changed(saved_record, lambda r: r.pop("seed"))
    path = write_record(tmp_path / "save.json", record)

    message = load_error(path)

    assert "field seed" in message and "required" in message
    assert "\n" not in message


def test_unknown_field_is_rejected_by_name(saved_record: Record, tmp_path: Path) -> None:
    record = changed(saved_record, lambda r: r.update(comment="saved by hand"))
    path = write_record(tmp_path / "save.json", record)

    message = load_error(path)

    assert "field comment" in message
    assert "\n" not in message


def test_illegal_choice_key_names_the_choice(saved_record: Record, tmp_path: Path) -> None:
    def spoil_third_choice(record: Record) -> None:
        choices = record["choices"]
        assert isinstance(choices, list)
        choices[2] = "fam-99-nobody"

    path = write_record(tmp_path / "save.json", changed(saved_record, spoil_third_choice))

    message = load_error(path)

    assert "choice 3 does not replay" in message and "fam-99-nobody" in message
    assert "\n" not in message


def test_choice_after_the_end_is_rejected(saved_record: Record, tmp_path: Path) -> None:
    def add_choice(record: Record) -> None:
        choices = record["choices"]
        assert isinstance(choices, list)
        choices.append("done")

    path = write_record(tmp_path / "save.json", changed(saved_record, add_choice))

    message = load_error(path)

    assert "does not replay" in message and "no decision is pending" in message
    assert "\n" not in message


def test_digest_mismatch_is_rejected(saved_record: Record, tmp_path: Path) -> None:
    record = changed(saved_record, lambda r: r.update(digest="0" * 64))
    path = write_record(tmp_path / "save.json", record)

    message = load_error(path)

    assert "does not match the saved digest" in message
    assert "\n" not in message


def test_other_seed_does_not_match_the_digest(saved_record: Record, tmp_path: Path) -> None:
    record = changed(saved_record, lambda r: r.update(seed=5))
    path = write_record(tmp_path / "save.json", record)

    message = load_error(path)

    assert "does not" in message
    assert "\n" not in message


def test_guideline_hash_mismatch_names_the_guideline(saved_record: Record, tmp_path: Path) -> None:
    def edit_hash(record: Record) -> None:
        hashes = record["guideline_hashes"]
        assert isinstance(hashes, dict)
        hashes["Conservatives"] = "f" * 64

    path = write_record(tmp_path / "save.json", changed(saved_record, edit_hash))

    message = load_error(path)

    assert "Conservatives Guideline differs" in message
    assert "\n" not in message


def test_unknown_scenario_in_a_save_is_rejected(saved_record: Record, tmp_path: Path) -> None:
    record = changed(saved_record, lambda r: r.update(scenario="imperial"))
    path = write_record(tmp_path / "save.json", record)

    message = load_error(path)

    assert "unknown scenario 'imperial'" in message
    assert "\n" not in message


def test_missing_file_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "absent.json"

    message = load_error(path)

    assert "cannot read save file" in message
    assert "\n" not in message


def test_cli_replay_of_a_good_file_exits_0(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(run_setup("early", 1, 3), path)

    result = CliRunner().invoke(main, ["replay", str(path)])

    assert result.exit_code == 0
    assert result.stdout.startswith(f"ok: {path} replays ")


def test_cli_replay_json_reports_choices_and_digest(tmp_path: Path) -> None:
    game = run_setup("middle", 2, 3)
    path = tmp_path / "game.json"
    save_game(game, path)

    result = CliRunner().invoke(main, ["replay", str(path), "--json"])

    assert result.exit_code == 0
    assert json.loads(result.stdout) == {
        "file": str(path),
        "ok": True,
        "choices": len(game.choices),
        "digest": state_digest(game.state),
    }


def test_cli_save_then_replay_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    runner = CliRunner()
    runner.invoke(main, ["new", "--scenario", "late", "--players", "2", "--save", str(path)])

    result = runner.invoke(main, ["replay", str(path)])

    assert result.exit_code == 0, result.stderr


def test_cli_replay_of_a_bad_file_exits_2_with_one_error_line(
    saved_record: Record, tmp_path: Path
) -> None:
    path = write_record(tmp_path / "game.json", changed(saved_record, lambda r: r.pop("digest")))

    result = CliRunner().invoke(main, ["replay", str(path)])

    assert result.exit_code == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith("error:") and "digest" in result.stderr


def test_cli_replay_of_a_file_that_is_not_json_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("hello", encoding="utf-8")

    result = CliRunner().invoke(main, ["replay", str(path)])

    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        f"error: {path}: not a JSON save file (Expecting value, line 1)"
    ]


def edited_plutocrats(tmp_path: Path) -> Path:
    """A copy of the built-in Plutocrats card under another name (so another hash)."""
    text = (files("guidelines") / "plutocrats.toml").read_text(encoding="utf-8")
    path = tmp_path / "my_plutocrats.toml"
    path.write_text(text.replace('name = "Plutocrats"', 'name = "My Plutocrats"'), "utf-8")
    return path


def test_cli_replay_with_the_guideline_file_of_the_save_exits_0(tmp_path: Path) -> None:
    mine = edited_plutocrats(tmp_path)
    save = tmp_path / "game.json"
    runner = CliRunner()
    runner.invoke(main, ["new", "--guidelines", f"plutocrats={mine}", "--save", str(save)])

    result = runner.invoke(main, ["replay", str(save), "--guidelines", f"plutocrats={mine}"])

    assert result.exit_code == 0, result.stderr


def test_cli_replay_without_the_guideline_file_of_the_save_exits_2(tmp_path: Path) -> None:
    mine = edited_plutocrats(tmp_path)
    save = tmp_path / "game.json"
    runner = CliRunner()
    runner.invoke(main, ["new", "--guidelines", f"plutocrats={mine}", "--save", str(save)])

    result = runner.invoke(main, ["replay", str(save)])

    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        f"error: {save}: the Plutocrats Guideline differs from the one the game was saved with; "
        "pass the same file with --guidelines plutocrats=FILE"
    ]
