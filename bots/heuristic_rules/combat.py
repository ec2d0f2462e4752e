"""Heuristic answers in Combat, the Revolution and for the Rebel (1.10, 1.11, 1.12.3, 4.06.1)."""

from __future__ import annotations

from typing import Final

from bots.heuristic_registry import Ask, as_int, handles, safe_default, senator_options
from engine.captives import PAY as RANSOM_PAY
from engine.captives import PAY_FROM_FACTION, RANSOM
from engine.decision import Choice, Option
from engine.decisions import (
    REVOLUTION_ALLEGIANCE_TALENTS,
    REVOLUTION_CONSIDER,
    REVOLUTION_DECLARE,
    REVOLUTION_DISCARD,
    REVOLUTION_GIVE,
    REVOLUTION_SECONDARY_REBELS,
    context_of,
)
from engine.phases.combat import ATTACK_ORDER, CONTINUE, CONTINUE_TO_LAND_BATTLE
from engine.phases.revolution import DONE as REVOLUTION_DONE
from engine.phases.revolution import LAY_DOWN, LOYAL
from engine.victory import ATTACK_WAR
from solo.decisions import REVOLUTION_TRADE_OFFER
from solo.revolution import ACCEPT


@handles(ATTACK_ORDER)
def attack_order(ask: Ask) -> Choice:
    """The best general attacks first (1.10.1)."""
    return ask.best(senator_options(ask), lambda o: (ask.senator(o.key).military,))


@handles(CONTINUE_TO_LAND_BATTLE)
def continue_to_land_battle(ask: Ask) -> Choice:
    """Press on to the Land Battle: a War left standing stays a threat (1.10.12)."""
    return ask.option(CONTINUE) or safe_default(ask)


@handles(RANSOM)
def ransom(ask: Ask) -> Choice:
    """Ransom the Captive, from his own talents first (a Neutral's can pay only from them)
    (1.10.71, 4.02.2)."""
    return ask.option(RANSOM_PAY) or ask.option(PAY_FROM_FACTION) or safe_default(ask)


@handles(REVOLUTION_TRADE_OFFER)
def trade_offer(ask: Ask) -> Choice:
    """Accept a Neutral's Statesman trade: it offers a card for one we cannot play (4.06.1)."""
    return ask.option(ACCEPT) or safe_default(ask)


@handles(REVOLUTION_GIVE)
def give_card(ask: Ask) -> Choice:
    """Give the other Player nothing (1.04.5)."""
    return ask.option(REVOLUTION_DONE) or safe_default(ask)


KEEP_FIRST: Final = ("statesman", "concession", "law")
"""Faction cards worth keeping over the hand limit, most valuable first (1.11.2)."""


@handles(REVOLUTION_DISCARD)
def discard(ask: Ask) -> Choice:
    """Discard the card least worth keeping: Statesmen and Concessions stay longest (1.11.2)."""

    def worth(option: Option) -> int:
        category = ask.view.catalog.entry(as_int(option.value)).category
        return len(KEEP_FIRST) - KEEP_FIRST.index(category) if category in KEEP_FIRST else 0

    return ask.best(ask.options, lambda o: (-worth(o),))


@handles(REVOLUTION_CONSIDER)
@handles(REVOLUTION_DECLARE)
def lay_down_command(ask: Ask) -> Choice:
    """A victorious Commander lays down his command: a Revolt risks the Republic (1.11.3)."""
    return ask.option(LAY_DOWN) or safe_default(ask)


@handles(REVOLUTION_ALLEGIANCE_TALENTS)
def allegiance_talents(ask: Ask) -> Choice:
    """No talents for Legions' allegiance: the Player does not revolt (1.11.31)."""
    return ask.amount(0)


@handles(REVOLUTION_SECONDARY_REBELS)
def secondary_rebels(ask: Ask) -> Choice:
    """Senators stay loyal to the Senate (1.11.32, 4.02.2)."""
    return ask.option(LOYAL) or safe_default(ask)


@handles(ATTACK_WAR)
def rebel_attacks_war(ask: Ask) -> Choice:
    """The Rebel attacks the weakest War first (1.12.3)."""
    strengths = context_of(ask.decision, ATTACK_WAR)["strengths"]
    return ask.best(ask.options, lambda o: (-strengths.get(o.key, 0),))
