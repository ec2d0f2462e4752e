"""The web table's layout (issue 30, 1 and 10): at 1280x800 a new decision opens at its title
with its first options in view, whatever the last one's scroll, warnings and the recap beside it
rather than above; at 390x844 (a phone) the decision comes first and nothing is wider than the
screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bots.heuristic import HeuristicPlayer
from tests.web_support import browser, click_answer, new_table, open_seat, served
from web.host import TableHost

IN_VIEW = """() => {
    const panel = document.querySelector("#decision");
    const box = panel.getBoundingClientRect();
    const title = panel.querySelector("h2").getBoundingClientRect();
    const first = panel.querySelector("button.option, #amount");
    const option = first ? first.getBoundingClientRect() : title;
    const bottom = Math.min(box.bottom, innerHeight);
    return title.top >= box.top && title.top >= 0 && option.bottom <= bottom;
}"""
"""Page script: the decision's title and its first option or amount field are in view."""


def to_kind(table: TableHost, kind: str) -> None:
    """Answer as the heuristic Player until a decision of ``kind`` waits."""
    agent = HeuristicPlayer(2)
    session = table.session
    while (decision := session.pending) is not None and decision.kind != kind:
        link = next(link for link in table.links.players if session.seat in link.seats)
        table.answer(link, agent.decide(session.view(), decision).key, table.version)
    assert decision is not None


def measure(page: Any) -> tuple[bool, int, int]:
    """Whether the question is in view, the page's width, and the viewport's."""
    return (
        bool(page.evaluate(IN_VIEW)),
        int(page.evaluate("document.documentElement.scrollWidth")),
        int(page.evaluate("innerWidth")),
    )


def test_the_next_question_opens_in_view_after_a_click_low_in_a_list(tmp_path: Path) -> None:
    table = new_table(tmp_path / "t.json", players=2, seed=2)
    table.session.auto_pass = False
    to_kind(table, "persuasion.attempt")
    link = next(link for link in table.links.players if table.session.seat in link.seats)
    with browser() as chromium, served(table) as base:
        page = open_seat(
            chromium.new_context(viewport={"width": 1280, "height": 800}), base, link.token
        )
        page.evaluate("document.querySelector('#decision details.folded').open = true")
        page.evaluate("document.querySelector('#decision').scrollTop = 10000")
        assert page.evaluate("document.querySelector('#decision').scrollTop") > 300
        news = page.locator("#news")
        assert (
            news.count() == 1 and page.locator("#decision .recap, #decision .alerts").count() == 0
        )
        seen = 0
        for _ in range(6):
            click_answer(page)
            if table.session.seat not in link.seats or table.session.pending is None:
                break
            assert measure(page)[0], "the new decision opened out of view"
            seen += 1
            page.evaluate("document.querySelector('#decision').scrollTop = 10000")
        assert seen


def test_a_phone_shows_the_decision_first_and_nothing_overflows(tmp_path: Path) -> None:
    table = new_table(tmp_path / "t.json", players=2, seed=2)
    to_kind(table, "military.assign_commanders")
    link = next(link for link in table.links.players if table.session.seat in link.seats)
    with browser() as chromium, served(table) as base:
        context = chromium.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
        page = open_seat(context, base, link.token)
        in_view, width, screen = measure(page)
        assert in_view and width <= screen
        board_top = page.evaluate("document.querySelector('#board').getBoundingClientRect().top")
        decision_top = page.evaluate(
            "document.querySelector('#decision').getBoundingClientRect().top"
        )
        assert decision_top < board_top
        seen = 0
        for _ in range(4):
            page.mouse.wheel(0, 3000)
            click_answer(page)
            if table.session.seat not in link.seats or table.session.pending is None:
                break
            in_view, width, screen = measure(page)
            assert in_view and width <= screen
            seen += 1
        assert seen
