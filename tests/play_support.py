"""Helpers for the play tests: sessions in a temporary directory and a scripted human."""

from __future__ import annotations

from pathlib import Path

from bots.heuristic import HeuristicPlayer
from play.session import PlaySession, PlaySetup


def new_session(tmp_path: Path, players: int = 1, seed: int = 3) -> PlaySession:
    """A new early-Republic session saving to tmp_path/save.json."""
    return PlaySession.new(PlaySetup("early", players, seed), tmp_path / "save.json")


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
