"""How the base-faction bot (bots/base_faction.py) answers a Governors' election in tandem
(1.09.5): never; each Province on its own, where its votes and its rivals' meet one nominee
at a time and the last candidate left is appointed. Every answer carries its reason."""

from __future__ import annotations

from engine.decision import Choice, Decision, with_reason
from engine.senate.decisions import SENATE_GOVERNOR_TANDEM
from engine.senate.governor_tandem import NONE
from engine.view import GameView


def answer(view: GameView, decision: Decision) -> Choice | None:
    """``none`` on ``senate.governor_tandem``; None on any other decision."""
    if decision.kind != SENATE_GOVERNOR_TANDEM:
        return None
    return with_reason(
        decision.resolve(NONE),
        decision.rule,
        "each Governorship on its own: a slate carries a rival's nominee with its own",
    )
