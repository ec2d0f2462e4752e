"""Issue 19, "play a game you can follow", through the play screen (Pilot), the session and the
CLI: numbers on options, the recap, warnings, auto-pass, plain words, the keyboard, the end and
review, playing tuned Guidelines and against a bot, and table mode's prompts."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static

from bots.heuristic import HeuristicPlayer
from engine.decision import AmountOptions
from engine.state import WarStatus
from guidelines.loader import GuidelineSet
from play.app import EndScreen, HelpScreen, PlayApp
from play.command import PlayArgs, PlayError, open_session
from play.review import Review, ReviewApp
from play.session import PlaySession, PlaySetup
from play.table import is_chance
from presentation.autopass import AUTO
from ror.cli import main
from solo.save import read_save
from tests.interpreted_support import READS_PYTHON_FRAMES
from tests.play_support import (
    SIZE,
    answer_until,
    drive,
    new_session,
    new_table_session,
    scripted_key,
    text_of,
)

KEY_SYNTAX = re.compile(r"[<@]|seat:|\(attract|persuader@")


def options_text(app: PlayApp) -> str:
    """Every line of the option list as shown."""
    options = app.query_one("#options", OptionList)
    return "\n".join(
        str(options.get_option_at_index(i).prompt) for i in range(options.option_count)
    )


# --- 1. numbers on options -------------------------------------------------------------------


@pytest.mark.slow
def test_1_07_41_a_persuasion_option_shows_its_base_number_and_chance(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    answer_until(session, "persuasion.attempt")

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        assert "with no chance" in options_text(app)  # folded away (issue 30, 9)...
        app.query_one("#filter", Input).value = "persuades"  # ... until searched for
        await pilot.pause()
        shown = options_text(app)
        assert re.search(r"Base Number -?\d+, \d+%", shown)
        await pilot.press("escape")
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "1.07.4" in str(app.screen.query_one("#note", Static).render())

    drive(session, script)


def test_1_07_413_a_counter_bribe_shows_the_chance_before_and_after(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    session.auto_pass = False
    answer_until(session, "persuasion.counter_bribe")

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        prompt = text_of(app, "#prompt")
        assert "Base Number now" in prompt and "chance now" in prompt
        assert re.search(r"\n\s+0: Base Number -?\d+, chance \d+%", prompt)

    drive(session, script)


# --- 2. the recap and the log ------------------------------------------------------------------


def test_the_recap_tells_what_happened_since_the_last_decision(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    answer_until(session, "persuasion.attempt")
    recap = session.recap()
    assert recap is not None and not recap.empty
    assert recap.phases[0].startswith("Turn ")

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        assert app.query_one("#recap-scroll").display
        assert "Since your last decision" in text_of(app, "#recap")
        assert "State Treasury" in text_of(app, "#recap")
        assert "Phase (1." in text_of(app, "#log")
        await pilot.press("f3")
        await pilot.pause()
        assert app.log_filter == "yours"

    drive(session, script)


def test_undo_clears_the_recap(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    answer_until(session, "persuasion.attempt")
    assert session.undo()
    assert session.recap() is None


# --- 3. warnings -------------------------------------------------------------------------------


def test_1_12_1_the_screen_warns_of_the_four_war_limit(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    for card in (1, 2, 3):  # the 1st and 2nd Punic and 1st Illyrian Wars
        session.game.state.wars[card] = WarStatus.ACTIVE

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        shown = text_of(app, "#warnings")
        assert "3 Active Wars of 4" in shown and "(1.12.1)" in shown

    drive(session, script)


# --- 4. auto-pass ------------------------------------------------------------------------------


@pytest.mark.slow
def test_auto_pass_answers_hopeless_counter_bribes_and_lists_them(tmp_path: Path) -> None:
    manual = new_session(tmp_path / "manual")
    manual.auto_pass = False
    automatic = new_session(tmp_path / "auto")
    asked = {"manual": 0, "auto": 0}
    for name, session in (("manual", manual), ("auto", automatic)):
        agent = HeuristicPlayer(5)
        for _ in range(150):
            decision = session.pending
            if decision is None:
                break
            asked[name] += decision.kind == "persuasion.counter_bribe"
            session.answer(scripted_key(session, agent))
    assert asked["auto"] < asked["manual"]
    reasons = [why.text for why in automatic.game.reasons.values()]
    assert any(text.startswith(AUTO) for text in reasons)


def test_auto_passed_answers_are_not_undone(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    answer_until(session, "persuasion.attempt")
    answers = len(session.game.choices)
    session.answer(scripted_key(session, HeuristicPlayer(5)))
    assert session.undo()
    assert len(session.game.choices) == answers


# --- 5. plain words ----------------------------------------------------------------------------


@pytest.mark.slow
def test_no_prompt_or_label_shows_option_key_syntax(tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=12)
    agent = HeuristicPlayer(5)
    seen = 0
    for _ in range(200):
        shown = session.decision_view()
        if shown is None:
            break
        assert not KEY_SYNTAX.search(shown.prompt), shown.prompt
        assert not any(KEY_SYNTAX.search(o.label) for o in shown.options)
        seen += 1
        session.answer(scripted_key(session, agent))
    assert seen > 50


def test_a_refused_amount_says_what_is_allowed(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    answer_until(session, "revenue.transfer_amount")
    decision = session.pending
    assert decision is not None and isinstance(decision.options, AmountOptions)
    with pytest.raises(ValueError, match=f"from {decision.options.low} to {decision.options.high}"):
        session.answer(str(decision.options.high + 40))


# --- 6. keyboard -------------------------------------------------------------------------------


@pytest.mark.slow
def test_q_and_u_typed_on_the_option_list_filter_and_never_quit(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    answer_until(session, "persuasion.attempt")
    answers = len(session.game.choices)

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        assert app.focused is app.query_one("#options", OptionList)
        await pilot.press("q", "u")
        await pilot.pause()
        assert app.is_running
        assert app.query_one("#filter", Input).value == "qu"
        assert len(session.game.choices) == answers
        await pilot.press("escape")
        await pilot.pause()
        assert app.focused is app.query_one("#options", OptionList)
        assert app.query_one("#filter", Input).value == ""

    assert drive(session, script).is_running is False


@pytest.mark.slow
def test_a_name_matches_at_a_word_start_first(tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=12)
    answer_until(session, "knights.action")

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        await pilot.press("a", "c")
        await pilot.pause()
        first = str(app.query_one("#options", OptionList).get_option_at_index(0).prompt)
        assert first.startswith("Acilius"), first

    drive(session, script)


def test_typing_into_an_amount_replaces_the_default(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    session.auto_pass = False
    answer_until(session, "persuasion.counter_bribe")
    decision = session.pending
    assert decision is not None and isinstance(decision.options, AmountOptions)
    answers = len(session.game.choices)

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        await pilot.press("1")
        await pilot.pause()
        assert app.query_one("#filter", Input).value == "1"
        await pilot.press("enter")
        await pilot.pause()

    drive(session, script)
    assert session.game.choices[answers] == "1"


# --- 7. end and review -------------------------------------------------------------------------


def test_the_end_screen_gives_the_rule_turn_and_every_factions_influence(tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=1)
    agent = HeuristicPlayer(5)
    while session.pending is not None:
        session.answer(scripted_key(session, agent))
    ending = session.ending()

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, EndScreen)
        shown = str(app.screen.query_one("#summary", Static).render())
        assert f"({ending.rule})" in shown and f"Turn: {ending.turn}" in shown
        for faction in ending.factions:
            assert f"{faction.name}: Influence {faction.influence}, votes {faction.votes}" in shown

    drive(session, script)


def test_ror_replay_log_prints_the_log_by_turn_and_phase(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    answer_until(session, "persuasion.attempt")
    save = tmp_path / "save.json"
    text = CliRunner().invoke(main, ["replay", str(save), "--log"])
    assert text.exit_code == 0, text.output
    assert text.output.startswith("Turn 1, Set-up (3.01, 4.01)\n")
    assert "Turn 1, Mortality Phase (1.05)" in text.output
    data = CliRunner().invoke(main, ["replay", str(save), "--log", "--json"])
    groups = json.loads(data.output)
    assert groups[0]["title"].startswith("Turn 1") and groups[0]["lines"][0]["rule"]


@pytest.mark.slow
def test_review_steps_back_and_forward_through_a_save(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    answer_until(session, "persuasion.attempt")
    save = tmp_path / "save.json"
    review = Review.load(save, GuidelineSet.default())
    steps = review.steps()
    assert len(steps) == sum(isinstance(a, str) for a in read_save(save).answers) + 1
    app = ReviewApp(review)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert "review 1 of" in text_of_app(app, "#status")
            assert "Choose your Faction Leader" in text_of_app(app, "#prompt")
            await pilot.press("right", "right")
            await pilot.pause()
            assert "review 3 of" in text_of_app(app, "#status")
            await pilot.press("left")
            await pilot.pause()
            assert "review 2 of" in text_of_app(app, "#status")
            await pilot.press("end")
            await pilot.pause()
            assert f"review {len(steps)} of" in text_of_app(app, "#status")
            await pilot.press("a")
            await pilot.pause()
            assert "every decision" in text_of_app(app, "#status")

    asyncio.run(run())


def text_of_app(app: ReviewApp, selector: str) -> str:
    """The plain text a Static of the review shows."""
    return str(app.query_one(selector, Static).render())


# --- 8. tuned Guidelines and a bot opponent ----------------------------------------------------


def test_play_takes_a_guideline_file_and_a_resume_must_name_it(tmp_path: Path) -> None:
    tuned = tmp_path / "plutocrats.toml"
    source = Path(__file__).resolve().parent.parent / "guidelines/presets/hard/plutocrats.toml"
    tuned.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    save = tmp_path / "tuned.json"
    opened: list[PlayApp] = []
    runner = CliRunner()
    args = ["play", "--seed", "4", "--save", str(save), "--guidelines", f"Plutocrats={tuned}"]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(PlayApp, "run", lambda self, *a, **k: opened.append(self))
        result = runner.invoke(main, args)
        assert result.exit_code == 0, result.output
        assert opened[0].session.neutral_guidelines.hashes() == read_save(save).guideline_hashes
        again = runner.invoke(
            main, ["play", "--resume", str(save), "--guidelines", f"Plutocrats={tuned}"]
        )
        assert again.exit_code == 0, again.output
    with pytest.raises(PlayError, match="--guidelines NAME=FILE"):
        open_session(PlayArgs(resume=save))


def test_a_person_plays_two_player_against_a_bot(tmp_path: Path) -> None:
    setup = PlaySetup("early", 2, 4, opponent="heuristic")
    session = PlaySession.new(setup, tmp_path / "duel.json")
    assert session.humans == (0,)
    agent = HeuristicPlayer(5)
    for _ in range(60):
        decision = session.pending
        assert decision is not None and session.seat == 0
        session.answer(scripted_key(session, agent))
    bot_answers = [w for w in session.game.reasons.values() if "opponent" in w.text]
    assert bot_answers
    resumed = PlaySession.resume(tmp_path / "duel.json", opponent="heuristic")
    assert resumed.game.choices == session.game.choices


def test_an_opponent_needs_two_players(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["play", "--opponent", "heuristic", "--save", str(tmp_path / "x.json")]
    )
    assert result.exit_code == 2 and "--players 2" in result.output


# --- 9. table mode -----------------------------------------------------------------------------


@READS_PYTHON_FRAMES
def test_table_mode_names_whose_roll_and_its_rule_and_takes_it_as_one_entry(tmp_path: Path) -> None:
    session = new_table_session(tmp_path)
    agent = HeuristicPlayer(5)
    for _ in range(400):
        decision = session.pending
        assert decision is not None
        names = {session.seat_name(f.seat) for f in session.game.state.factions}
        if decision.kind == "chance.roll" and decision.context.get("of") == 2:
            who = decision.prompt.split(":")[0]
            assert who in names or who.startswith("Tie-break for ") or who == "At the table"
            if who in names:
                break
        if is_chance(decision):
            session.answer(decision.options[len(session.match.chance) % len(decision.options)].key)
        else:
            session.answer(scripted_key(session, agent))
    assert decision is not None and decision.rule not in ("", "1.04.8")
    entries = len(session.match.chance)
    session.answer("3 5")
    assert session.match.chance[entries] == "3 5"
