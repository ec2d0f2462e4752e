"""Neutral choices in the Forum Phase that are not persuasion, knights or games: the Faction
Leader re-check (4.01.3) and the Initiative modifier of a sixth-Initiative bid (4.04.5)."""

from __future__ import annotations

from bots.neutral_registry import best_of, by_dice, neutral_rule, option_list
from bots.neutral_rules.setup import CRITERION_NAMES, LEADER_SCORES
from engine.decision import CHOSEN, Amount, AmountOptions, Choice, Decision, with_reason
from engine.decisions import FACTION_LEADER_CHANGE
from engine.phases.forum import KEEP
from engine.view import GameView
from guidelines.schema import Guideline
from solo.forum import BID_MODIFIER


@neutral_rule(FACTION_LEADER_CHANGE)
def leader_recheck(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Step 4 re-check: a Senator scoring strictly higher on the Faction Leader criterion
    replaces the Leader, equal best challengers by 2d6; a tie with the Leader keeps him. A
    faction without a Leader names its best Senator (4.01.3; spec ruling)."""
    options = option_list(decision)
    keep = options.find(KEEP)
    assert keep is not None
    challengers = [o for o in options if o.key != KEEP]
    score = LEADER_SCORES[guideline.faction_leader]
    criterion = CRITERION_NAMES[guideline.faction_leader]
    senators = view.senators
    leader = view.me.leader
    best = max(score(senators[o.key]) for o in challengers)
    if leader is not None and leader in senators:
        held = score(senators[leader])
        sitting = senators[leader].name
        if best <= held:
            return with_reason(
                keep,
                "4.01.3",
                f"keeps {sitting} Faction Leader: no Senator has more {criterion} than his {held}",
            )
        why = f"{criterion} {best} beats Faction Leader {sitting}'s {held}"
    else:
        why = f"it has no Faction Leader; the highest {criterion}, {best}"
    choice = best_of(challengers, lambda o: (score(senators[o.key]),))
    return with_reason(choice, "4.01.3", f"makes {CHOSEN} Faction Leader: {why}{by_dice(choice)}")


@neutral_rule(BID_MODIFIER)
def bid_modifier(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Initiative Guideline's modifier to the bid's 1d6, held to the range offered, beyond
    which the outcome is the same (4.04.5)."""
    assert isinstance(decision.options, AmountOptions)
    wanted = guideline.initiative_modifier
    modifier = max(decision.options.low, min(wanted, decision.options.high))
    return with_reason(
        Amount(modifier),
        "Initiative Guideline, 4.04.5",
        f"adds {modifier:+d} to its bid roll: its Initiative modifier",
    )
