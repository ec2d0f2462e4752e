"""Save files and replay: a save holds {format version, scenario, players, options, Guideline
hashes, seed, answers, digest}; loading replays the answers, asking no bot, and checks
the digest. A corrupt or mismatched file raises SaveFileError with one line naming the problem;
a format 1 file is upgraded by `ror replay OLD --upgrade NEW`."""

import json
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path

import pytest
from click.testing import CliRunner

from bots.neutral import NeutralBot
from common.conformance import check_replay_round_trip, run_setup
from engine.report import state_digest
from guidelines.loader import GuidelineSet, content_hash, load_builtin, load_guideline_file
from ror.cli import main
from solo.save import SaveFileError, load_game, save_game

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


def test_save_under_an_edited_guideline_replays_without_it(tmp_path: Path) -> None:
    bolder = load_builtin("Plutocrats").model_copy(update={"name": "Bold Plutocrats"})
    guidelines = GuidelineSet.default().with_override("plutocrats", bolder)
    game = run_setup("middle", 1, 8, guidelines=guidelines)

    replayed = check_replay_round_trip(game, tmp_path)

    assert [e.as_dict() for e in replayed.log] == [e.as_dict() for e in game.log]


def test_replay_asks_no_bot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = run_setup("early", 2, 5)
    path = tmp_path / "game.json"
    save_game(game, path)

    def refuse(*_: object) -> object:
        raise AssertionError("replay asked a bot")

    monkeypatch.setattr(NeutralBot, "decide", refuse)
    replayed = load_game(path)

    assert state_digest(replayed.state) == state_digest(game.state)


def test_neutral_answers_are_saved_with_their_reasons(saved_record: Record) -> None:
    answers = saved_record["answers"]
    assert isinstance(answers, list)

    explained = [a for a in answers if isinstance(a, list)]

    assert explained
    assert all(len(a) == 3 and a[1][0] == "4" for a in explained)


def test_save_file_records_every_field(saved_record: Record) -> None:
    keys = set(saved_record)

    assert keys == {
        "format_version",
        "scenario",
        "players",
        "options",
        "guideline_hashes",
        "seed",
        "answers",
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
    record = changed(saved_record, lambda r: r.update(format_version=3))
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
        choices = record["answers"]
        assert isinstance(choices, list)
        choices[2] = "fam-99-nobody"

    path = write_record(tmp_path / "save.json", changed(saved_record, spoil_third_choice))

    message = load_error(path)

    assert "choice 3 does not replay" in message and "fam-99-nobody" in message
    assert "\n" not in message


def test_choice_after_the_end_is_rejected(saved_record: Record, tmp_path: Path) -> None:
    def add_choice(record: Record) -> None:
        choices = record["answers"]
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


def format_1(record: Record) -> Record:
    """The same game as a format 1 file wrote it: keys only, the Guidelines' hashes."""

    def downgrade(old: Record) -> None:
        answers = old.pop("answers")
        assert isinstance(answers, list)
        old["choices"] = [a if isinstance(a, str) else a[0] for a in answers]
        old["format_version"] = 1
        old["guideline_hashes"] = GuidelineSet.default().hashes()

    return changed(record, downgrade)


def test_format_1_file_is_rejected_naming_the_upgrade(saved_record: Record, tmp_path: Path) -> None:
    path = write_record(tmp_path / "old.json", format_1(saved_record))

    message = load_error(path)

    assert "format 1" in message
    assert "--upgrade" in message
    assert "\n" not in message


def test_cli_upgrades_a_format_1_file(saved_record: Record, tmp_path: Path) -> None:
    old = write_record(tmp_path / "old.json", format_1(saved_record))
    new = tmp_path / "new.json"

    result = CliRunner().invoke(main, ["replay", str(old), "--upgrade", str(new)])

    assert result.exit_code == 0, result.output
    assert json.loads(new.read_text(encoding="utf-8"))["answers"] == saved_record["answers"]


def test_upgrade_names_a_guideline_that_differs(saved_record: Record, tmp_path: Path) -> None:
    def edit_hash(record: Record) -> None:
        hashes = record["guideline_hashes"]
        assert isinstance(hashes, dict)
        hashes["Conservatives"] = "f" * 64

    old = write_record(tmp_path / "old.json", changed(format_1(saved_record), edit_hash))

    result = CliRunner().invoke(main, ["replay", str(old), "--upgrade", str(tmp_path / "n.json")])

    assert result.exit_code == 2
    assert "Conservatives Guideline differs" in result.output
    assert len(result.output.strip().splitlines()) == 1


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


def test_cli_replays_a_game_saved_under_a_guideline_file_without_it(tmp_path: Path) -> None:
    mine = edited_plutocrats(tmp_path)
    save = tmp_path / "game.json"
    runner = CliRunner()
    runner.invoke(main, ["new", "--guidelines", f"plutocrats={mine}", "--save", str(save)])

    result = runner.invoke(main, ["replay", str(save)])

    assert result.exit_code == 0, result.stderr
    hashes = json.loads(save.read_text(encoding="utf-8"))["guideline_hashes"]
    assert hashes["Plutocrats"] == content_hash(load_guideline_file(mine))


def test_cli_replay_guidelines_without_upgrade_exits_2(tmp_path: Path) -> None:
    mine = edited_plutocrats(tmp_path)
    save = tmp_path / "game.json"
    runner = CliRunner()
    runner.invoke(main, ["new", "--save", str(save)])

    result = runner.invoke(main, ["replay", str(save), "--guidelines", f"plutocrats={mine}"])

    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        "error: --guidelines is read only with --upgrade: a format 2 save replays without them"
    ]
