"""Helpers for the play tests: sessions in a temporary directory and a scripted human."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Awaitable, Callable
from pathlib import Path

from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import Static

from bots.agent import play
from bots.heuristic import HeuristicPlayer
from bots.seating import seat_agents
from engine.decision import Decision
from play.app import PlayApp
from play.session import PlaySession, PlaySetup
from play.table import is_chance
from solo.game import new_game
from solo.save import save_game


def new_session(tmp_path: Path, players: int = 1, seed: int = 3) -> PlaySession:
    """A new early-Republic session saving to tmp_path/save.json."""
    return PlaySession.new(PlaySetup("early", players, seed), tmp_path / "save.json")


def save_finished_game(path: Path, seed: int = 11) -> None:
    """Save at ``path`` an early solitaire game the heuristic Player played to its end."""
    game = new_game("early", 1, seed)
    play(game, seat_agents(game, HeuristicPlayer), max_decisions=20_000)
    assert game.over
    save_game(game, path)


def scripted_key(session: PlaySession, agent: HeuristicPlayer) -> str:
    """What the heuristic Player, standing in for the human, answers now."""
    decision = session.pending
    assert decision is not None
    return agent.decide(session.view(), decision).key


def play_on(session: PlaySession, answers: int, seed: int = 5) -> int:
    """Let a scripted human answer up to ``answers`` decisions; how many it gave."""
    agent = HeuristicPlayer(seed)
    given = 0
    while session.pending is not None and given < answers:
        session.answer(scripted_key(session, agent))
        given += 1
    return given


def answer_until(session: PlaySession, kind: str, limit: int = 400) -> None:
    """Let a scripted human answer until a decision of ``kind`` is pending."""
    agent = HeuristicPlayer(5)
    for _ in range(limit):
        decision = session.pending
        assert decision is not None, f"the game ended before a {kind} decision"
        if decision.kind == kind:
            return
        session.answer(scripted_key(session, agent))
    raise AssertionError(f"no {kind} decision in {limit} answers")


def new_table_session(tmp_path: Path, players: int = 1) -> PlaySession:
    """A new early-Republic table-mode session saving to tmp_path/save.json."""
    return PlaySession.new(PlaySetup("early", players, table=True), tmp_path / "save.json")


def table_entry(decision: Decision, made: int) -> str:
    """What a scripted table shows: the entry varies with the entries made so far, so dice
    are not all equal (equal 2d6 tie-breaks would be rolled again for ever, 1.04.8)."""
    return decision.options[(5 * made + 2) % len(decision.options)].key


def play_table(session: PlaySession, acts: int, seed: int = 5) -> int:
    """Let a scripted person enter chance and answer decisions, up to ``acts`` in all; how
    many it made."""
    agent = HeuristicPlayer(seed)
    made = 0
    while (decision := session.pending) is not None and made < acts:
        if is_chance(decision):
            session.answer(table_entry(decision, len(session.match.chance)))
        else:
            session.answer(scripted_key(session, agent))
        made += 1
    return made


SIZE = (160, 45)

Script = Callable[[PlayApp, Pilot[None]], Awaitable[None]]


def drive(session: PlaySession, script: Script) -> PlayApp:
    """Run the app headless under ``script``."""
    app = PlayApp(session)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await script(app, pilot)

    asyncio.run(run())
    return app


def text_of(app: PlayApp, selector: str) -> str:
    """The plain text a Static shows."""
    console = Console(width=SIZE[0], record=True, file=io.StringIO())
    console.print(app.query_one(selector, Static).content)
    return console.export_text()
