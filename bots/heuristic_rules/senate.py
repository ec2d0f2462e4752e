"""Heuristic answers in the Senate (4.05, 1.09.81, 4.07.6): the Ruling Coalition, Spoils and its
Tribunes, Repopulating Rome and the Rhodian vote; its military steps are in military.py.
"""

from __future__ import annotations

from typing import Final

from bots.heuristic_registry import Ask, Score, handles, safe_default, senator_options
from engine.decision import Choice, Option
from engine.decisions import context_of
from engine.events.fleets import KEEP as RHODIAN_KEEP
from engine.events.fleets import RHODIAN_VOTE
from engine.queries import faction_votes
from engine.readonly import SenatorView
from engine.senate.decisions import SENATE_REPOPULATE
from solo.coalition import JOIN
from solo.decisions import (
    COALITION_JOIN,
    COALITION_PARTNERS,
    SPOILS_NEGATE_PASS,
    SPOILS_PICK,
    SPOILS_TRIBUNE,
)
from solo.spoils_types import ALLOW, VETO, Pick
from solo.spoils_types import DECLINE as SPOILS_DECLINE
from solo.spoils_types import PASS as SPOILS_PASS


@handles(COALITION_JOIN)
def join_coalition(ask: Ask) -> Choice:
    """Join every Ruling Coalition offered: it divides the Spoils (4.05.2)."""
    return ask.option(JOIN) or safe_default(ask)


@handles(COALITION_PARTNERS)
def coalition_partners(ask: Ask) -> Choice:
    """The fewest partners, with the fewest votes, that give a Majority: fewer share the
    Spoils (4.05.2)."""

    def score(option: Option) -> Score:
        assert isinstance(option.value, tuple)
        seats: tuple[int, ...] = option.value
        view = ask.view
        return (-len(seats), -sum(faction_votes(view.senators_of(seat), seat) for seat in seats))

    return ask.best(ask.options, score)


SPOILS_WANTED: Final = (
    "rome_consul",
    "concession",
    "field_consul",
    "censor",
    "governor",
    "land_bill",
)
"""Spoils items the Player wants, most wanted first; a Land Bill comes first while Unrest is
alarming, for it calms the people (1.09.62)."""


@handles(SPOILS_PICK)
def spoils_pick(ask: Ask) -> Choice:
    """The most wanted item for the best-suited of our own Senators; rather pass than give an
    item away, and when an office must be filled by others, to the least influential (4.05.4)."""
    picks = [o for o in ask.options if isinstance(o.value, Pick)]
    ours = {s.key for s in ask.view.senators_of(ask.view.seat)}
    own = [o for o in picks if _pick(o).senator in ours]
    if own:
        return ask.best(own, lambda o: spoils_score(ask, _pick(o)))
    passing = ask.option(SPOILS_PASS)
    if passing is not None or not picks:
        return passing or safe_default(ask)
    return ask.best(picks, lambda o: (-ask.senator(_pick(o).senator).influence,))


def spoils_score(ask: Ask, pick: Pick) -> Score:
    """How much the Player wants the item, then how well the Senator suits it: the Rome Consul
    speaks to the People (1.08.2), the Field Consul fights, the weakest Senator governs."""
    wanted = len(SPOILS_WANTED) - SPOILS_WANTED.index(pick.kind)
    if pick.kind == "land_bill" and ask.view.unrest >= ask.policy.unrest_alarm:
        wanted = len(SPOILS_WANTED) + 1
    return (wanted, fitness(ask.senator(pick.senator), pick.kind))


def fitness(senator: SenatorView, kind: str) -> int:
    """How well a Senator suits a Spoils item (``spoils_score``)."""
    match kind:
        case "rome_consul":
            return senator.popularity
        case "field_consul":
            return senator.military
        case "censor":
            return senator.influence
        case "governor":
            return -(senator.influence + senator.oratory)
        case "concession":
            return -len(senator.concessions)
    return 0


def _pick(option: Option) -> Pick:
    assert isinstance(option.value, Pick)
    return option.value


@handles(SPOILS_TRIBUNE)
def spoils_tribune(ask: Ask) -> Choice:
    """Veto a rival's Rome Consulship with a Tribune; let anything else stand (4.05.419)."""
    if context_of(ask.decision, SPOILS_TRIBUNE)["item"] == "rome_consul":
        return ask.option(VETO) or safe_default(ask)
    return ask.option(ALLOW) or safe_default(ask)


@handles(SPOILS_NEGATE_PASS)
def spoils_negate_pass(ask: Ask) -> Choice:
    """Keep the Tribune: a pass stands (4.05.417, 4.05.418)."""
    return ask.option(SPOILS_DECLINE) or safe_default(ask)


@handles(SENATE_REPOPULATE)
def repopulate(ask: Ask) -> Choice:
    """The Senator from the Forum with most Influence and Oratory (1.09.81)."""
    return ask.best(
        senator_options(ask),
        lambda o: (ask.senator(o.key).influence + ask.senator(o.key).oratory,),
    )


@handles(RHODIAN_VOTE)
def rhodian_alliance(ask: Ask) -> Choice:
    """Keep the Rhodian Alliance: its Fleets cost nothing to raise and come only while a War
    needs Fleets (1.07.21)."""
    return ask.option(RHODIAN_KEEP) or safe_default(ask)
