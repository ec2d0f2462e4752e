"""Neutral Knights conduct: every Initiative the spending Senator spends the Knights Guideline's
talents on an attempt to attract a Knight, and Knights are never pressured (4.04.3)."""

from __future__ import annotations

from bots.neutral_registry import neutral_rule, option_list
from engine.decision import Amount, AmountOptions, Choice, Decision, with_reason
from engine.decisions import KNIGHTS_ACTION, KNIGHTS_SPEND
from engine.knights import NONE
from engine.view import GameView
from guidelines.schema import Guideline


@neutral_rule(KNIGHTS_ACTION)
def knights_action(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Attract a Knight with the spending Senator the engine offers, never pressure (4.04.3)."""
    options = option_list(decision)
    attract = [o for o in options if o.key.startswith("attract:")]
    if not attract:
        none = options.find(NONE) or options[0]
        return with_reason(none, "4.04.3", "makes no Knight attempt: none is on offer")
    return with_reason(
        attract[0],
        "4.04.3",
        f"{attract[0].label}: it tries every Initiative and never pressures Knights",
    )


@neutral_rule(KNIGHTS_SPEND)
def knights_spend(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Knights Guideline's talents, or all the payer has if that is less (4.04.3)."""
    assert isinstance(decision.options, AmountOptions)
    allocation = guideline.knights_talents
    paid = min(allocation, decision.options.high)
    why = "its Knights Guideline" if paid == allocation else f"all he has, not {allocation} T"
    return with_reason(Amount(paid), "4.04.3", f"spends {paid} T on the Knight attempt: {why}")
