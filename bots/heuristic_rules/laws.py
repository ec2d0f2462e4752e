"""Heuristic answers about Laws (1.07.36, 1.13.1), the Land Commissioner (1.09.61), Cleopatra
(1.07.3) and Proscription (1.07.35).
"""

from __future__ import annotations

from typing import Final

from bots.heuristic_registry import Ask, handles, safe_default
from engine.cleopatra import HOLD as CLEOPATRA_HOLD
from engine.cleopatra import ROMAN as CLEOPATRA_ROMAN
from engine.decision import Choice
from engine.decisions import (
    INTRIGUE_CLEOPATRA,
    INTRIGUE_PROSCRIPTION,
    INTRIGUE_PROSCRIPTION_PLAY,
    LAW_COMMANDER_RECRUITMENT,
    LAW_FINE,
    LAW_KEEP_ARMY,
    LAW_LEGATE,
    LAW_SERVILIAN_OPTION,
    SENATE_CLAIM_LAND_COMMISSIONER,
    context_of,
)
from engine.fine_court import NONE as FINE_NONE
from engine.land_commissioner import CLAIM as LAND_COMMISSIONER_CLAIM
from engine.laws import KNIGHTS as SERVILIAN_KNIGHTS
from engine.laws import REPEAL as SERVILIAN_REPEAL
from engine.legates import LEGATE as VATINIAN_LEGATE
from engine.manilian import LAY_DOWN as MANILIAN_LAY_DOWN
from engine.proscription import DECLINE as PROSCRIPTION_DECLINE
from engine.proscription import HOLD as PROSCRIPTION_HOLD
from engine.proscription import PLAY as PROSCRIPTION_PLAY
from engine.proscription import PROSCRIBE


@handles(LAW_SERVILIAN_OPTION)
def servilian_option(ask: Ask) -> Choice:
    """Repeal the Acilian Law when another faction holds the most Knights (it holds the fining
    power), else take the Knight-roll bonus (1.07.36)."""
    knights: dict[int, int] = {}
    for senator in ask.view.senators.values():
        if senator.faction is not None:
            knights[senator.faction] = knights.get(senator.faction, 0) + senator.knights
    actor = ask.decision.actor
    own = knights.get(actor, 0)
    rival_leads = any(count > own for seat, count in knights.items() if seat != actor)
    repeal = ask.option(SERVILIAN_REPEAL) if rival_leads else None
    return repeal or ask.option(SERVILIAN_KNIGHTS) or safe_default(ask)


def knights_share(ask: Ask) -> tuple[int, int]:
    """The Knights of the deciding faction and of the whole board."""
    senators = ask.view.senators.values()
    own = sum(s.knights for s in senators if s.faction == ask.decision.actor)
    return own, sum(s.knights for s in senators)


@handles(LAW_FINE)
def fine(ask: Ask) -> Choice:
    """Fine the richest corrupt ex-Governor of another faction, never one's own (1.07.36)."""
    rivals = [
        o
        for o in ask.options
        if o.key in ask.view.senators and ask.senator(o.key).faction != ask.decision.actor
    ]
    if not rivals:
        return ask.option(FINE_NONE) or safe_default(ask)
    return max(rivals, key=lambda o: (ask.senator(o.key).talents, o.key))


GABINIAN_RESERVE: Final = 20
"""Talents a Commander keeps for himself before raising units under the Gabinian Law."""


@handles(LAW_COMMANDER_RECRUITMENT)
def gabinian_recruitment(ask: Ask) -> Choice:
    """A Commander raises Legions with his own talents above a reserve, never Fleets: his
    faction's money stays for Persuasion (1.07.36)."""
    context = context_of(ask.decision, LAW_COMMANDER_RECRUITMENT)
    if context["unit"] != "legion":
        return ask.amount(0)
    spare = ask.senator(context["senator"]).talents - GABINIAN_RESERVE
    return ask.amount(max(0, spare) // 10)


@handles(LAW_KEEP_ARMY)
def manilian_keep_army(ask: Ask) -> Choice:
    """Take the Army onto the strongest War it outmatches, else lay down the command (1.07.36)."""
    context = context_of(ask.decision, LAW_KEEP_ARMY)
    beaten = [
        o for o in ask.options if context["strengths"].get(o.key, context["army"]) < context["army"]
    ]
    if not beaten:
        return ask.option(MANILIAN_LAY_DOWN) or safe_default(ask)
    return max(beaten, key=lambda o: (context["strengths"][o.key], o.key))


@handles(LAW_LEGATE)
def vatinian_legate(ask: Ask) -> Choice:
    """Govern by Legate: the Province yields the same and the Senator keeps his votes and
    safety in Rome (1.13.1)."""
    return ask.option(VATINIAN_LEGATE) or safe_default(ask)


@handles(SENATE_CLAIM_LAND_COMMISSIONER)
def claim_land_commissioner(ask: Ask) -> Choice:
    """Take the Land Commissioner: a Concession for nothing (1.09.61)."""
    return ask.option(LAND_COMMISSIONER_CLAIM) or safe_default(ask)


@handles(INTRIGUE_CLEOPATRA)
def play_cleopatra(ask: Ask) -> Choice:
    """Play Cleopatra for Rome when one's own Commander attacks her War, else hold her: playing
    her against Rome risks Rome's fall (1.07.3)."""
    commander = ask.senator(context_of(ask.decision, INTRIGUE_CLEOPATRA)["senator"])
    own = commander.faction == ask.decision.actor
    choice = ask.option(CLEOPATRA_ROMAN) if own else ask.option(CLEOPATRA_HOLD)
    return choice or safe_default(ask)


@handles(INTRIGUE_PROSCRIPTION_PLAY)
def play_proscription(ask: Ask) -> Choice:
    """Play Proscription when fewer than half the Knights are ours (1.07.35)."""
    own, total = knights_share(ask)
    choice = ask.option(PROSCRIPTION_PLAY) if 2 * own < total else ask.option(PROSCRIPTION_HOLD)
    return choice or safe_default(ask)


@handles(INTRIGUE_PROSCRIPTION)
def proscribe(ask: Ask) -> Choice:
    """Proscribe when fewer than half the Knights on the board are ours (1.07.35)."""
    own, total = knights_share(ask)
    choice = ask.option(PROSCRIBE) if 2 * own < total else ask.option(PROSCRIPTION_DECLINE)
    return choice or safe_default(ask)
