"""Default answers to choices Events give a Neutral HRAO, delegated to the Dominant Player
(spec 4.02.2, 1.07.21)."""

from __future__ import annotations

from bots.neutral_registry import neutral_rule, option_list
from engine.decision import CHOSEN, Choice, Decision, TieBreak, with_reason
from engine.events.choices import HRAO_CHOICE
from engine.events.fleets import KEEP, RHODIAN_VOTE
from engine.view import GameView
from guidelines.schema import Guideline


@neutral_rule(HRAO_CHOICE)
def hrao_choice(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Any legal option, drawn by 2d6: the delegated default (spec 4.02.2)."""
    options = option_list(decision)
    choice: Choice = options[0] if len(options) == 1 else TieBreak(tuple(o.key for o in options))
    return with_reason(choice, "4.02.2", f"{CHOSEN}: any legal option, drawn by 2d6")


@neutral_rule(RHODIAN_VOTE)
def rhodian_alliance(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Senate keeps a Rhodian Alliance: the Fleets are free and its end disbands them
    (the Event cards); the delegated default changes nothing (spec 4.02.2)."""
    keep = option_list(decision).find(KEEP)
    assert keep is not None
    return with_reason(keep, "4.02.2", "keeps the Rhodian Alliance and its free Fleets")
