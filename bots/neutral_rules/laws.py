"""Neutral conduct with Law and Intrigue effects section IV leaves open, decided by the Dominant
Player with these defaults (4.02.2): the Servilian Law's option (the Knight bonus), a Neutral
HRAO's Proscription, the Calpurnian / Acilian fine, Gabinian
recruiting, a Manilian victor's Army and a Vatinian Governor's Legate; and Fulvius Flaccus's
Land Commissioner, taken at once as any Concession (4.04.1)."""

from __future__ import annotations

from bots.neutral_registry import neutral_rule, option_list
from bots.neutral_rules.military import keyed
from engine.decision import Amount, Choice, Decision, with_reason
from engine.decisions import (
    INTRIGUE_PROSCRIPTION,
    LAW_COMMANDER_RECRUITMENT,
    LAW_FINE,
    LAW_KEEP_ARMY,
    LAW_LEGATE,
    LAW_SERVILIAN_OPTION,
    SENATE_CLAIM_LAND_COMMISSIONER,
)
from engine.fine_court import NONE as FINE_NONE
from engine.land_commissioner import CLAIM
from engine.laws import KNIGHTS
from engine.legates import LEGATE
from engine.manilian import LAY_DOWN as KEEP_ARMY_LAY_DOWN
from engine.proscription import DECLINE, PROSCRIBE
from engine.view import GameView
from guidelines.schema import Guideline


@neutral_rule(LAW_SERVILIAN_OPTION)
def servilian_option(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Knight-roll bonus, the spec's default for the delegated decision (4.02.2)."""
    return with_reason(
        keyed(decision, KNIGHTS), "4.02.2", "takes the Servilian Law's Knight-roll bonus"
    )


@neutral_rule(INTRIGUE_PROSCRIPTION)
def proscription(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """A Neutral HRAO proscribes when fewer than half the Knights on the board are its own: it
    gains more than it loses (spec 4.02.2 default; the Intrigue cards)."""
    own = sum(s.knights for s in view.senators.values() if s.faction == decision.actor)
    total = sum(s.knights for s in view.senators.values())
    share = f"{own} of {total} Knights are its own"
    if 2 * own < total:
        return with_reason(keyed(decision, PROSCRIBE), "4.02.2", f"proscribes: {share}")
    return with_reason(keyed(decision, DECLINE), "4.02.2", f"declines: {share}")


@neutral_rule(LAW_FINE)
def fine(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The fining Neutral fines the richest corrupt ex-Governor of another faction, never its
    own (spec 4.02.2 default; the Law cards)."""
    accused = [
        o
        for o in option_list(decision)
        if o.key != FINE_NONE and view.senators[o.key].faction != decision.actor
    ]
    if not accused:
        return with_reason(keyed(decision, FINE_NONE), "4.02.2", "fines none of its own Senators")
    target = max(accused, key=lambda o: (view.senators[o.key].talents, o.key))
    name = view.senators[target.key].name
    return with_reason(target, "4.02.2", f"fines {name}, the richest rival ex-Governor")


@neutral_rule(LAW_COMMANDER_RECRUITMENT)
def commander_recruitment(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """A Neutral Commander raises nothing under the Gabinian Law: no Guideline spends a
    Senator's talents on units (spec 4.02.2 default, 4.03.1)."""
    return with_reason(Amount(0), "4.02.2", "raises no units under the Gabinian Law")


@neutral_rule(LAW_KEEP_ARMY)
def keep_army(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """A Neutral victor lays down his command as without the Manilian Law: the Senate's Military
    Plan sends Forces to Wars (spec 4.02.2 default, 4.05.3)."""
    return with_reason(
        keyed(decision, KEEP_ARMY_LAY_DOWN), "4.02.2", "lays down his command: the Senate's plan "
        "sends Forces to Wars"
    )


@neutral_rule(LAW_LEGATE)
def legate(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """A Neutral's new Governor stays in Rome and governs by Legate: the Province yields the
    same, and he keeps his votes in Rome (spec 4.02.2 default, 1.13.1)."""
    return with_reason(keyed(decision, LEGATE), "4.02.2", "governs by Legate and stays in Rome")


@neutral_rule(SENATE_CLAIM_LAND_COMMISSIONER)
def claim_land_commissioner(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """A Neutral's Fulvius Flaccus takes the Land Commissioner, as a Neutral plays a
    Concession at once (4.04.1)."""
    return with_reason(
        keyed(decision, CLAIM), "4.04.1", "takes the Land Commissioner, as any Concession, at once"
    )
