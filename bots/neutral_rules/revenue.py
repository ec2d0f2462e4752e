"""Neutral choices in the Revenue Phase: the split of the pooled income by the Revenue
Guideline (4.03.1), the presumptive Leader by the Faction Leader Guideline (4.01.3), Provincial
Spoils by the Provincial Spoils Guideline (4.03.3), the matching contribution by the Charity
Guideline (4.03.4), and the delegated Drought default (4.02.2). Dice stay with the engine: a
Guideline that rolls answers with the roll it asks for."""

from __future__ import annotations

from typing import Final

from bots.neutral_registry import by_dice, neutral_rule, option_list
from bots.neutral_rules.setup import best_by_leader_criterion
from engine.decision import CHOSEN, Amount, AmountOptions, Choice, Decision, Option, with_reason
from engine.decisions import REVENUE_GRAIN_DOUBLE, context_of
from engine.phases.revenue_ledger import DECLINE
from engine.view import GameView
from guidelines.schema import (
    DieToTreasury,
    EqualShares,
    GraftAlways,
    GraftNever,
    GraftOnDie,
    Guideline,
    OneEach,
    ShareToLeader,
)
from solo import revenue

CHARITY_TREASURY: Final = "treasury"
"""The Charity Guideline entry under which a Neutral matches Player contributions (4.03.4)."""


@neutral_rule(REVENUE_GRAIN_DOUBLE)
def grain_double(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Delegated to the Dominant Player; the default declines the Drought bonus, sparing the
    holder's Popularity (spec 4.02.2)."""
    declined = option_list(decision).find(DECLINE)
    assert declined is not None
    return with_reason(
        declined, "4.02.2", "declines the Drought doubling, sparing the holder's Popularity"
    )


@neutral_rule(revenue.SPLIT)
def split(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The split mode of the Revenue Guideline (4.03.1; each Neutral's ``revenue`` in
    guidelines/)."""
    mode = guideline.revenue
    match mode:
        case DieToTreasury():
            key = revenue.DIE_TO_TREASURY
        case EqualShares() | OneEach():
            key = f"{mode.mode}:{mode.remainder_to}"
        case ShareToLeader():
            key = f"{mode.mode}:{mode.leader_rounding}"
    chosen = option_list(decision).find(key)
    assert chosen is not None, f"no split option {key!r}"
    return with_reason(chosen, "Revenue Guideline, 4.03.1", f"splits its revenue: {chosen}")


@neutral_rule(revenue.TREASURY_DICE)
def treasury_dice(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Revenue Guideline's number of d6 for the Faction Treasury (4.03.1)."""
    assert isinstance(guideline.revenue, DieToTreasury)
    return _number(decision, guideline.revenue.treasury_dice, "rolls {n} d6 for the Treasury")


@neutral_rule(revenue.LEADER_PERCENT)
def leader_percent(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Revenue Guideline's percentage for the Leader (4.03.1)."""
    assert isinstance(guideline.revenue, ShareToLeader)
    return _number(decision, guideline.revenue.leader_percent, "gives the Leader {n}%")


@neutral_rule(revenue.PER_SENATOR)
def per_senator(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Revenue Guideline's talents for each Senator (4.03.1)."""
    assert isinstance(guideline.revenue, OneEach)
    return _number(decision, guideline.revenue.per_senator, "gives each Senator {n} T")


@neutral_rule(revenue.TO_TREASURY)
def to_treasury(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Revenue Guideline's talents for the Faction Treasury after the Senators (4.03.1)."""
    assert isinstance(guideline.revenue, OneEach)
    return _number(decision, guideline.revenue.to_treasury, "then {n} T to the Treasury")


def _number(decision: Decision, wanted: int, text: str) -> Choice:
    """The Guideline's number, held to the range offered (beyond it nothing changes, 4.03.1)."""
    assert isinstance(decision.options, AmountOptions)
    n = max(decision.options.low, min(wanted, decision.options.high))
    return with_reason(Amount(n), "Revenue Guideline, 4.03.1", text.format(n=n))


@neutral_rule(revenue.PRESUMPTIVE_LEADER)
def presumptive_leader(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Senator the Faction Leader Guideline would make Leader takes the Leader's part while
    the Leader may not receive money; ties 2d6 (4.01.3, 1.06.3)."""
    choice, best, criterion = best_by_leader_criterion(view, decision, guideline)
    return with_reason(
        choice,
        "Faction Leader Guideline, 4.01.3",
        f"gives the Leader's part to {CHOSEN}, presumptive Leader: the highest {criterion}, "
        f"{best}{by_dice(choice)}",
    )


@neutral_rule(revenue.PROVINCIAL_SPOILS)
def provincial_spoils(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Take, decline, or roll 1d6 as the Provincial Spoils Guideline says (4.03.3)."""
    options = option_list(decision)
    governor = view.senators[context_of(decision, revenue.PROVINCIAL_SPOILS)["senator"]].name
    match guideline.provincial_spoils:
        case GraftAlways():
            key = revenue.TAKE
            text = f"{governor} takes Provincial Spoils: its Guideline says always"
        case GraftNever():
            key = revenue.DECLINE
            text = f"{governor} takes no Provincial Spoils: its Guideline says never"
        case GraftOnDie(at_least=at_least):
            key = f"{revenue.ROLL}:{at_least}"
            text = f"{governor} rolls for Provincial Spoils, taking them on {at_least}+"
    chosen = options.find(key)
    assert chosen is not None, f"no Provincial Spoils option {key!r}"
    return with_reason(chosen, "Provincial Spoils Guideline, 4.03.3", text)


@neutral_rule(revenue.MATCH)
def match(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Match the largest Player contribution if the Charity Guideline lists the Treasury
    (4.03.4)."""
    options = option_list(decision)
    if CHARITY_TREASURY in guideline.charity:
        chosen: Option | None = options.find(revenue.MATCH_KEY)
        text = "matches the largest Player contribution: its Charity lists the Treasury"
    else:
        chosen = options.find(revenue.NONE)
        text = "makes no matching contribution: its Charity does not list the Treasury"
    assert chosen is not None
    return with_reason(chosen, "Charity Guideline, 4.03.4", text)
