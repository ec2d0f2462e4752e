"""Neutral conduct with the Laws it plays: the Servilian Law's option is left open by section IV,
so the Dominant Player decides and its default is the Knight bonus (4.02.2)."""

from __future__ import annotations

from bots.neutral_registry import neutral_rule
from bots.neutral_rules.military import keyed
from engine.decision import Choice, Decision, with_reason
from engine.decisions import LAW_SERVILIAN_OPTION
from engine.laws import KNIGHTS
from engine.view import GameView
from guidelines.schema import Guideline


@neutral_rule(LAW_SERVILIAN_OPTION)
def servilian_option(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Knight-roll bonus, the spec's default for the delegated decision (4.02.2)."""
    return with_reason(
        keyed(decision, KNIGHTS), "4.02.2", "takes the Servilian Law's Knight-roll bonus"
    )
