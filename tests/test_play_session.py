"""The play session (play/session.py): bots run to the human's decision, answers are checked,
undone by replay and autosaved in save format 2; the end summary; the rule notes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.decision import Decision, IllegalChoice
from engine.decisions import KINDS
from engine.report import state_digest
from engine.view import HiddenInformation
from play.session import PlaySession, decider, default_save_path
from presentation.notes import note_for, rule_notes
from ror.cli import main
from solo.save import SaveFileError, load_game
from tests.play_support import new_session, play_on


def shape(decision: Decision | None) -> tuple[object, ...]:
    """What identifies a pending decision: who, what, under which rule, among which options."""
    assert decision is not None
    return (decision.actor, decision.kind, decision.rule, decision.prompt, decision.options.keys())


def test_a_new_session_waits_on_the_human_and_is_saved(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    assert session.pending is not None
    assert decider(session.pending) in session.humans == (0,)
    assert load_game(tmp_path / "save.json").choices == session.game.choices


def test_an_illegal_answer_changes_nothing(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    before = (state_digest(session.game.state), list(session.game.choices))
    for key in ("no-such-option", "tie:a|b", ""):
        with pytest.raises(IllegalChoice):
            session.answer(key)
    assert (state_digest(session.game.state), session.game.choices) == before


def test_undo_replays_to_the_same_digest(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    play_on(session, 6)
    digest, choices = state_digest(session.game.state), list(session.game.choices)
    pending = session.pending
    play_on(session, 1)
    assert session.game.choices != choices
    assert session.undo()
    assert state_digest(session.game.state) == digest
    assert session.game.choices == choices
    assert shape(session.pending) == shape(pending)
    assert load_game(tmp_path / "save.json").choices == choices


def test_undo_goes_back_one_human_decision_at_a_time_to_the_start(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    start = state_digest(session.game.state)
    given = play_on(session, 4)
    undone = 0
    while session.undo():
        undone += 1
    assert undone == given
    assert state_digest(session.game.state) == start
    assert not session.can_undo


def test_resume_continues_where_the_autosave_left_off(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    play_on(session, 8)
    resumed = PlaySession.resume(tmp_path / "save.json")
    assert state_digest(resumed.game.state) == state_digest(session.game.state)
    assert shape(resumed.pending) == shape(session.pending)
    assert resumed.undo() and session.undo()
    assert state_digest(resumed.game.state) == state_digest(session.game.state)


def test_the_autosave_replays_with_ror_replay(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    play_on(session, 10)
    result = CliRunner().invoke(main, ["replay", str(tmp_path / "save.json"), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["choices"] == len(session.game.choices)


@pytest.mark.parametrize(
    ("content", "problem"),
    [(None, "cannot read"), ("{", "not a JSON save file"), ('{"format_version": 2}', "scenario")],
)
def test_a_missing_or_corrupt_save_is_refused(
    tmp_path: Path, content: str | None, problem: str
) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content)
    with pytest.raises(SaveFileError, match=problem):
        PlaySession.resume(path)


def test_a_tampered_answer_is_refused_on_resume(tmp_path: Path) -> None:
    new_session(tmp_path)
    path = tmp_path / "save.json"
    record = json.loads(path.read_text())
    record["answers"][-1] = "no-such-option"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveFileError, match="does not replay"):
        PlaySession.resume(path)


def test_two_players_take_their_own_decisions_and_see_only_their_hands(tmp_path: Path) -> None:
    session = new_session(tmp_path, players=2)
    seats = set()
    for _ in range(40):
        assert session.pending is not None
        seat = session.seat
        seats.add(seat)
        other = 2 if seat == 0 else 0
        assert session.view().me.hand is not None
        with pytest.raises(HiddenInformation):
            _ = session.view().factions[other].hand
        play_on(session, 1, seed=seat)
    assert seats == {0, 2}


def test_a_whole_game_ends_with_a_summary(tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=1)
    play_on(session, 5000)
    assert session.over and session.result is not None
    summary = session.ending()
    assert summary.rule == session.result.rule
    assert summary.turn == session.game.state.turn
    assert summary.senators_lost == sum(summary.lost_by_faction.values())
    assert len(summary.factions) == len(session.game.state.factions)
    lines = summary.lines()
    assert lines[0].startswith("Winner: ")
    assert f"({session.result.rule})" in lines[1]
    assert f"Turn: {summary.turn}" in lines
    assert load_game(tmp_path / "save.json").over


def test_the_default_save_is_in_the_users_data_directory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_save_path() == tmp_path / "ror" / "autosave.json"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert default_save_path() == Path.home() / ".local" / "share" / "ror" / "autosave.json"


def test_every_declared_decision_rule_has_a_note() -> None:
    missing = sorted({k.rule for k in KINDS.values() if note_for(k.rule) is None})
    assert missing == []


def test_a_note_falls_back_to_the_broader_rule() -> None:
    assert note_for("1.07.413") == ("1.07.413", rule_notes()["1.07.413"])
    assert note_for("1.07.499") == ("1.07.4", rule_notes()["1.07.4"])
    assert note_for("9.99") is None
