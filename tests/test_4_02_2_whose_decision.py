"""4.02.2: a Neutral's decision handed to the Dominant Player says whose it is, "For the
Imperials, as Dominant Player (4.02.2)", in the terminal and on the web board alike; an
opponent Player bot is marked as a bot (issue 30, 7)."""

from __future__ import annotations

from pathlib import Path

from bots.heuristic import HeuristicPlayer
from play.session import PlaySession, PlaySetup
from tests.play_support import scripted_key
from web.render import parts
from web.server import table_host


def to_a_handed_decision(session: PlaySession, limit: int = 400) -> None:
    """Answer as the heuristic Player until a Neutral's decision waits for a Player."""
    agent = HeuristicPlayer(5)
    for _ in range(limit):
        decision = session.pending
        assert decision is not None, "the game ended before a decision was handed over"
        if decision.delegate_to is not None:
            return
        session.answer(scripted_key(session, agent))
    raise AssertionError(f"no decision handed to the Dominant Player in {limit} answers")


def test_a_handed_decision_names_the_neutral_it_is_for(tmp_path: Path) -> None:
    session = PlaySession.new(PlaySetup("early", 2, 2), tmp_path / "save.json")
    to_a_handed_decision(session)
    decision = session.pending
    assert decision is not None
    neutral = session.game.context.faction_name(decision.actor)
    said = f"For the {neutral}, as Dominant Player (4.02.2)"
    shown = session.decision_view()
    assert shown is not None and shown.who == said
    table = table_host(session, hotseat=False, fresh=True)
    link = next(link for link in table.links.players if session.seat in link.seats)
    assert said in parts(table, link)["decision"]


def test_an_opponent_bot_is_marked_as_a_bot(tmp_path: Path) -> None:
    setup = PlaySetup("early", 2, 2, opponent="heuristic")
    session = PlaySession.new(setup, tmp_path / "save.json")
    [human] = session.humans
    bot = next(f.seat for f in session.game.state.factions if f.is_player and f.seat != human)
    assert session.seat_name(bot) == "Player 2 (bot)"
    assert not session.seat_name(human).endswith("(bot)")
    table = table_host(session, hotseat=False, fresh=True)
    assert "Player 2 (bot)" in parts(table, table.links.players[0])["board"]
