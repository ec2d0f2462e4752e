"""Neutral conduct with Law and Intrigue effects section IV leaves open, decided by the Dominant
Player with these defaults (4.02.2): the Servilian Law's option (the Knight bonus) and a
Neutral HRAO's Proscription."""

from __future__ import annotations

from bots.neutral_registry import neutral_rule
from bots.neutral_rules.military import keyed
from engine.decision import Choice, Decision, with_reason
from engine.decisions import INTRIGUE_PROSCRIPTION, LAW_SERVILIAN_OPTION
from engine.laws import KNIGHTS
from engine.proscription import DECLINE, PROSCRIBE
from engine.view import GameView
from guidelines.schema import Guideline


@neutral_rule(LAW_SERVILIAN_OPTION)
def servilian_option(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Knight-roll bonus, the spec's default for the delegated decision (4.02.2)."""
    return with_reason(
        keyed(decision, KNIGHTS), "4.02.2", "takes the Servilian Law's Knight-roll bonus"
    )


@neutral_rule(INTRIGUE_PROSCRIPTION)
def proscription(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """A Neutral HRAO proscribes when fewer than half the Knights on the board are its own: it
    gains more than it loses (spec 4.02.2 default; intrigue.md)."""
    own = sum(s.knights for s in view.senators.values() if s.faction == decision.actor)
    total = sum(s.knights for s in view.senators.values())
    share = f"{own} of {total} Knights are its own"
    if 2 * own < total:
        return with_reason(keyed(decision, PROSCRIBE), "4.02.2", f"proscribes: {share}")
    return with_reason(keyed(decision, DECLINE), "4.02.2", f"declines: {share}")
