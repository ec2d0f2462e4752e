"""4.05.419: a Player who lets a Spoils pick stand rather than veto it with a Tribune is not
asked again that Spoils while auto-pass is on (the later picks stand, each with its reason); with
auto-pass off he is asked at every pick. "Let it stand" is listed first (issue 30, 9)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from bots.heuristic import HeuristicPlayer
from play.session import PlaySession, PlaySetup
from solo.save import read_save


def asked_per_turn(tmp_path: Path, auto_pass: bool) -> tuple[Counter[tuple[int, int]], PlaySession]:
    """Two-player seed 2 for 60 answers, every Tribune question answered "allow": how many
    were put to each seat each turn."""
    session = PlaySession.new(PlaySetup("early", 2, 2), tmp_path / f"{auto_pass}.json")
    session.auto_pass = auto_pass
    agent = HeuristicPlayer(2)
    asked: Counter[tuple[int, int]] = Counter()
    for _ in range(60):
        decision = session.pending
        assert decision is not None
        if decision.kind == "spoils.tribune":
            asked[(session.game.state.turn, session.seat)] += 1
            shown = session.decision_view()
            assert shown is not None and shown.options[0].key == "allow"
            session.answer("allow")
        else:
            session.answer(agent.decide(session.view(), decision).key)
    return asked, session


def test_asked_once_a_spoils_with_auto_pass(tmp_path: Path) -> None:
    asked, session = asked_per_turn(tmp_path, auto_pass=True)
    assert asked and max(asked.values()) == 1
    reasons = [a[2] for a in read_save(session.save_path).answers if not isinstance(a, str)]
    assert any("no Tribune veto, as earlier this Spoils" in text for text in reasons)


def test_asked_at_every_pick_without_auto_pass(tmp_path: Path) -> None:
    asked, _ = asked_per_turn(tmp_path, auto_pass=False)
    assert max(asked.values()) > 1
