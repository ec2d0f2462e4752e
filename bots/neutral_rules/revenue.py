"""Neutral choices in the Revenue Phase that section IV leaves open (4.02.2 defaults)."""

from __future__ import annotations

from bots.neutral_registry import neutral_rule, option_list
from engine.decision import Choice, Decision, with_reason
from engine.decisions import REVENUE_GRAIN_DOUBLE
from engine.phases.revenue import DECLINE
from engine.view import GameView
from guidelines.schema import Guideline


@neutral_rule(REVENUE_GRAIN_DOUBLE)
def grain_double(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Delegated to the Dominant Player; the default declines the Drought bonus, sparing the
    holder's Popularity (spec 4.02.2)."""
    declined = option_list(decision).find(DECLINE)
    assert declined is not None
    return with_reason(
        declined, "4.02.2", "declines the Drought doubling, sparing the holder's Popularity"
    )
