"""Heuristic answers about Assassins, Bodyguards and answers to a Tribune (4.07.3, 4.07.4,
4.07.6).
"""

from __future__ import annotations

from bots.heuristic_registry import Ask, Score, handles, safe_default, senator_options
from engine.decision import Choice, Option
from engine.decisions import (
    ASSASSINATION_BODYGUARDS,
    INTRIGUE_GRAFT,
    INTRIGUE_GRAFT_PAY,
    INTRIGUE_MOB_INCITED,
    INTRIGUE_MURDER_OF_A_TRIBUNE,
    REVENUE_OPEN_BODYGUARD,
)
from engine.tribune_answers import PAY as GRAFT_PAY
from engine.tribune_answers import PLAY as MOB_PLAY
from solo.decisions import ASSASSINATION_ATTEMPT


@handles(ASSASSINATION_ATTEMPT)
def assassin(ask: Ask) -> Choice:
    """Every Assassin card, played by the least influential Senator who is not the Leader: a
    caught assassin dies (4.07.3, 1.09.74)."""

    def score(option: Option) -> Score:
        key, cards = option.key.rsplit("@", 1)
        senator = ask.senator(key)
        return (int(cards), senator.key != ask.view.me.leader, -senator.influence)

    return ask.best(ask.options, score)


@handles(ASSASSINATION_BODYGUARDS)
def bodyguards(ask: Ask) -> Choice:
    """Every Secret Bodyguard held protects the target (1.09.73)."""
    return ask.amount(ask.amounts.high)


@handles(REVENUE_OPEN_BODYGUARD)
def open_bodyguard(ask: Ask) -> Choice:
    """The Open Bodyguard guards the most influential Senator in Rome (1.09.73)."""
    return ask.best(senator_options(ask), lambda o: (ask.senator(o.key).influence,))


@handles(INTRIGUE_GRAFT)
def graft(ask: Ask) -> Choice:
    """The richest Senator in Rome answers the Tribune with Graft (4.07.6)."""
    return ask.best(senator_options(ask), lambda o: (ask.senator(o.key).talents,))


@handles(INTRIGUE_GRAFT_PAY)
def graft_pay(ask: Ask) -> Choice:
    """Pay what Graft costs: the pick it saves is worth more (4.07.6)."""
    return ask.option(GRAFT_PAY) or safe_default(ask)


@handles(INTRIGUE_MURDER_OF_A_TRIBUNE)
def murder_of_a_tribune(ask: Ask) -> Choice:
    """No murder: the Player keeps out of violence (4.07.6)."""
    return safe_default(ask)


@handles(INTRIGUE_MOB_INCITED)
def mob_incited(ask: Ask) -> Choice:
    """Incite the mob against the faction that answered our Tribune (4.07.6)."""
    return ask.option(MOB_PLAY) or safe_default(ask)
