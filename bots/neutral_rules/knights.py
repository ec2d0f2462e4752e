"""Neutral Knights conduct: every Initiative the spending Senator spends the Knights Guideline's
talents on an attempt to attract a Knight, and Knights are never pressured (4.04.3)."""

from __future__ import annotations

from bots.neutral_registry import neutral_rule, option_list
from engine.decision import Amount, AmountOptions, Choice, Decision
from engine.knights import NONE
from engine.view import GameView
from guidelines.schema import Guideline


@neutral_rule("knights.action")
def knights_action(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Attract a Knight with the spending Senator the engine offers, never pressure (4.04.3)."""
    options = option_list(decision)
    attract = [o for o in options if o.key.startswith("attract:")]
    return attract[0] if attract else options.find(NONE) or options[0]


@neutral_rule("knights.spend")
def knights_spend(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Knights Guideline's talents, or all the payer has if that is less (4.04.3)."""
    assert isinstance(decision.options, AmountOptions)
    return Amount(min(guideline.knights_talents, decision.options.high))
