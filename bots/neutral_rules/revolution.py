"""Default answers to a Neutral Rebel's choices, delegated to the Dominant Player (spec 4.02.2;
1.11.32, 1.12.3). The Neutrals' trades, plays and Revolts are mechanics (solo/revolution.py)."""

from __future__ import annotations

from bots.neutral_registry import best_of, by_dice, neutral_rule, option_list
from engine.decision import CHOSEN, Choice, Decision, with_reason
from engine.decisions import REVOLUTION_SECONDARY_REBELS, context_of
from engine.phases.revolution import LOYAL
from engine.victory import ATTACK_WAR
from engine.view import GameView
from guidelines.schema import Guideline


@neutral_rule(REVOLUTION_SECONDARY_REBELS)
def secondary_rebels(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Stay loyal: a Secondary Rebel shares the Rebel's fate and loses his Concessions, Knights
    and offices (spec 4.02.2 default; 1.11.32, 1.11.33)."""
    loyal = option_list(decision).find(LOYAL)
    assert loyal is not None
    return with_reason(loyal, "4.02.2", "stays loyal to Rome")


@neutral_rule(ATTACK_WAR)
def attack_war(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Attack the weakest Active War first, its Land and Fleet Strength together, where the
    Army is likeliest to win; equal Wars go to 2d6 (1.12.3; default)."""
    strengths = context_of(decision, ATTACK_WAR)["strengths"]
    choice = best_of(option_list(decision), lambda o: (-strengths[o.key],))
    return with_reason(
        choice, "4.02.2", f"attacks {CHOSEN} first: the weakest Active War{by_dice(choice)}"
    )
