"""1.07.41, 1.07.412: a Persuasion Attempt that cannot succeed even with every talent its
persuader holds bribed is folded away on both front ends, and a choice of such attempts only is
answered "none" by auto-pass, with its reason; no code word reaches a log line (issue 30, 9)."""

from __future__ import annotations

import asyncio
import html
import re
from pathlib import Path

from textual.widgets import OptionList

from bots.heuristic import HeuristicPlayer
from play.app import PlayApp
from play.session import PlaySession, PlaySetup
from presentation import words
from presentation.autopass import auto_answer, hopeless
from presentation.log import line_text, phase_groups
from web.render import parts
from web.server import table_host

TAGS = re.compile(r"<[^>]+>")


def at_answer(tmp_path: Path, count: int) -> PlaySession:
    """Two-player seed 2, auto-pass off, after ``count`` answers of the heuristic Player: at 8 a
    Persuasion Attempt with a card to play and 30 hopeless attempts, at 10 only hopeless ones."""
    session = PlaySession.new(PlaySetup("early", 2, 2), tmp_path / "save.json")
    session.auto_pass = False
    agent = HeuristicPlayer(2)
    for _ in range(count):
        decision = session.pending
        assert decision is not None
        session.answer(agent.decide(session.view(), decision).key)
    return session


def test_only_hopeless_attempts_are_answered_none_with_the_reason(tmp_path: Path) -> None:
    session = at_answer(tmp_path, 10)
    decision = session.pending
    assert decision is not None and decision.kind == "persuasion.attempt"
    assert len(hopeless(session.game, session.seat, decision)) == len(decision.options) - 1
    answer = auto_answer(session.game, session.seat, decision)
    assert answer is not None and answer.key == "none"
    assert answer.why is not None and "no Persuasion Attempt has a chance" in answer.why.text


def test_hopeless_attempts_fold_away_in_the_browser_and_the_terminal(tmp_path: Path) -> None:
    session = at_answer(tmp_path, 8)
    decision = session.pending
    assert decision is not None and decision.kind == "persuasion.attempt"
    folded = hopeless(session.game, session.seat, decision)
    assert len(folded) == 30 and auto_answer(session.game, session.seat, decision) is None
    shown = session.decision_view()
    assert shown is not None
    assert all(
        f.text == "0%"
        for o in shown.options
        if o.key in folded
        for f in o.figures
        if f.name == "chance"
    )
    table = table_host(session, hotseat=False, fresh=True)
    link = next(link for link in table.links.players if session.seat in link.seats)
    page = parts(table, link)["decision"]
    listed, _, hidden = page.partition('<details class="folded">')
    assert listed.count('class="option"') == 2 and hidden.count('class="option"') == 30
    assert words.folded(30) in html.unescape(hidden)

    async def terminal() -> list[str]:
        app = PlayApp(session)
        async with app.run_test(size=(160, 45)) as pilot:
            await pilot.pause()
            options = app.query_one("#options", OptionList)
            return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]

    lines = asyncio.run(terminal())
    assert len(lines) == 3 and words.folded(30) in lines[-1]


def test_no_code_word_reaches_a_log_line(tmp_path: Path) -> None:
    assert words.readable("2d6 tie-break for persuasion.attempt of Imperials") == (
        "2d6 tie-break for Persuasion Attempt of Imperials"
    )
    assert words.readable("plays T. Quinctius Flamininus on his Family card fam-18-quinctius") == (
        "plays T. Quinctius Flamininus on his Family card"
    )
    session = at_answer(tmp_path, 40)
    game = session.game
    groups = phase_groups(game.log, session.seat_name(session.seat), "all")
    text = "\n".join(line_text(line) for group in groups for line in group.lines)
    assert "tie-break for" in text
    assert not re.search(r"\b[a-z]+\.[a-z_]+\b|\bfam-\d+-[a-z]+\b", text)
