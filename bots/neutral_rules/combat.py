"""Default answers to a Neutral's choices in the Combat Phase, delegated to the Dominant Player
(spec 4.02.2; 1.10.1, 1.10.12, 1.10.71)."""

from __future__ import annotations

from bots.neutral_registry import neutral_rule, option_list
from engine.captives import DECLINE, PAY, RANSOM
from engine.decision import Choice, Decision, with_reason
from engine.phases.combat import ATTACK_ORDER, CONTINUE, CONTINUE_TO_LAND_BATTLE
from engine.view import GameView
from guidelines.schema import Guideline


@neutral_rule(ATTACK_ORDER)
def attack_order(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Commander dispatched first attacks first (options come in dispatch order)."""
    return with_reason(
        option_list(decision)[0], "4.02.2", "the Commander dispatched first attacks first"
    )


@neutral_rule(CONTINUE_TO_LAND_BATTLE)
def continue_to_land_battle(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Attack the Land Strength at once: the decision is only asked while Legions and the Fleet
    Support remain (spec 4.02.2 default)."""
    options = option_list(decision)
    chosen = options.find(CONTINUE) or options[0]
    return with_reason(
        chosen, "4.02.2", f"{chosen.label or chosen.key}: Legions and Fleet Support remain"
    )


@neutral_rule(RANSOM)
def ransom(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Pay from the Captive's own talents if he can (spec 4.02.2 default, 4.03.1)."""
    options = option_list(decision)
    pay = options.find(PAY)
    if pay is not None:
        return with_reason(pay, "4.02.2", "pays the ransom from the Captive's own talents")
    chosen = options.find(DECLINE) or options[0]
    return with_reason(chosen, "4.02.2", f"{chosen.label or chosen.key}: he cannot pay it")
