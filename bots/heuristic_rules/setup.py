"""Heuristic answers at set-up and for Faction Leaders (3.01.7, 3.01.9, 3.02.4, 1.05.4, 1.07.7):
Leaders, Governors, cards played at set-up and in the Revolution, Concession holders.
"""

from __future__ import annotations

from bots.heuristic_registry import Ask, Score, handles, safe_default, senator_options
from engine.death import DRAW, REPLACE_LOST, WAIT
from engine.decision import Choice, Option
from engine.decisions import (
    CONCESSION_ASSIGN,
    FACTION_LEADER,
    FACTION_LEADER_CHANGE,
    REVOLUTION_PLAY_CARD,
    context_of,
)
from engine.phases.forum import KEEP as KEEP_LEADER
from engine.phases.revenue_ledger import DONE
from engine.setup_factions import PROVINCE_GOVERNOR, SETUP_PLAY_CARD


@handles(FACTION_LEADER)
def choose_leader(ask: Ask) -> Choice:
    """The Senator with most Influence, then Oratory, leads: a Leader cannot be persuaded
    (3.01.7, 1.07.4)."""
    return ask.best(
        senator_options(ask), lambda o: (ask.senator(o.key).influence, ask.senator(o.key).oratory)
    )


@handles(FACTION_LEADER_CHANGE)
def keep_leader(ask: Ask) -> Choice:
    """Keep the Faction Leader while there is one (1.07.7)."""
    keep = ask.option(KEEP_LEADER)
    if keep is not None and context_of(ask.decision, FACTION_LEADER_CHANGE)["leader"] is not None:
        return keep
    return choose_leader(ask)


@handles(REPLACE_LOST)
def replace_lost_leader(ask: Ask) -> Choice:
    """Take a new Faction Leader from the Curia, or wait for one; never quit (1.05.4)."""
    return ask.option(DRAW) or ask.option(WAIT) or safe_default(ask)


@handles(PROVINCE_GOVERNOR)
def choose_governor(ask: Ask) -> Choice:
    """The least useful Senator in Rome governs, for the longest term: Spoils every turn
    (3.02.4, 1.06.13)."""

    def score(option: Option) -> Score:
        key, term = option.key.rsplit("@", 1)
        senator = ask.senator(key)
        return (-(senator.influence + senator.oratory), int(term))

    return ask.best(ask.options, score)


@handles(SETUP_PLAY_CARD)
@handles(REVOLUTION_PLAY_CARD)
def play_cards(ask: Ask) -> Choice:
    """Play every Statesman and Concession that can be played (3.01.9, 1.11.1)."""
    played = [o for o in ask.options if o.key != DONE]
    return played[0] if played else safe_default(ask)


@handles(CONCESSION_ASSIGN)
def concession_holder(ask: Ask) -> Choice:
    """The Senator with fewest Concessions, then most Influence, holds it (4.04.1)."""
    return ask.best(
        senator_options(ask),
        lambda o: (-len(ask.senator(o.key).concessions), ask.senator(o.key).influence),
    )
