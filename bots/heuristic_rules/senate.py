"""Heuristic answers in the Senate (4.05, 1.09.81, 4.07.6): the Ruling Coalition, Spoils and its
Tribunes, Repopulating Rome, the Military Plan, the Master of Horse, Minimum Force consent, the
Rhodian vote and builds with no plan.
"""

from __future__ import annotations

from bots.heuristic_registry import Ask, Score, handles, safe_default, senator_options
from engine.decision import Choice, Option
from engine.decisions import context_of
from engine.events.fleets import KEEP as RHODIAN_KEEP
from engine.events.fleets import RHODIAN_VOTE
from engine.queries import faction_votes
from solo.coalition import JOIN
from solo.decisions import (
    COALITION_JOIN,
    COALITION_PARTNERS,
    MILITARY_PLAYER_PLAN,
    SENATE_REPOPULATE,
    SPOILS_NEGATE_PASS,
    SPOILS_PICK,
    SPOILS_TRIBUNE,
)
from solo.deployment import NO_PLAN_BUILDS
from solo.deployment_forces import CONSENT, CONSENT_KIND
from solo.military import MASTER_OF_HORSE
from solo.military_plan import LIST_PLAN
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


SPOILS_WANTED = ("rome_consul", "concession", "field_consul", "censor", "governor", "land_bill")
"""Spoils items the Player wants, most wanted first; a Land Bill comes first while Unrest is
alarming, for it calms the people (1.09.62)."""


@handles(SPOILS_PICK)
def spoils_pick(ask: Ask) -> Choice:
    """The most wanted item for the best-suited of our own Senators; rather pass than give an
    item away, and when an office must be filled by others, to the least influential (4.05.4)."""
    picks = [o for o in ask.options if isinstance(o.value, Pick)]
    own = [o for o in picks if ask.senator(_pick(o).senator).faction == ask.view.seat]
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
    senator = ask.senator(pick.senator)
    fit = {
        "rome_consul": senator.popularity,
        "field_consul": senator.military,
        "censor": senator.influence,
        "governor": -(senator.influence + senator.oratory),
        "concession": -len(senator.concessions),
    }.get(pick.kind, 0)
    return (wanted, fit)


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


@handles(MILITARY_PLAYER_PLAN)
def player_plan(ask: Ask) -> Choice:
    """Follow the Normal or Crisis list: it sends adequate Forces to the Wars (4.05.3)."""
    return ask.option(LIST_PLAN) or safe_default(ask)


@handles(MASTER_OF_HORSE)
def master_of_horse(ask: Ask) -> Choice:
    """The best general rides with our Dictator, one of ours if as good (1.09.33)."""
    return ask.best(
        senator_options(ask),
        lambda o: (ask.senator(o.key).military, ask.senator(o.key).faction == ask.view.seat),
    )


@handles(CONSENT_KIND)
def minimum_force_consent(ask: Ask) -> Choice:
    """A Commander accepts a Force below the War's strength: an Unprosecuted War would raise
    Unrest (1.09.643, 1.08.11)."""
    return ask.option(CONSENT) or safe_default(ask)


@handles(RHODIAN_VOTE)
def rhodian_alliance(ask: Ask) -> Choice:
    """Keep the Rhodian Alliance: its Fleets cost nothing to raise and come only while a War
    needs Fleets (1.07.21)."""
    return ask.option(RHODIAN_KEEP) or safe_default(ask)


@handles(NO_PLAN_BUILDS)
def builds_when_no_plan(ask: Ask) -> Choice:
    """No plan can be executed: raise what the Adequate Force against the most pressing Active
    War still lacks, so a plan can send it next turn, Fleets before Legions (Fleet Support and
    Naval Battles come first), as far as the State keeps its war chest (4.05.33, 4.05.31)."""
    context = context_of(ask.decision, NO_PLAN_BUILDS)
    lacking = next((pair for pair in context["shortfalls"].values() if any(pair)), None)
    if lacking is None:
        return ask.amount(0)
    legions, fleets = lacking
    budget = build_budget(ask)
    if context["unit"] == "fleet":
        return ask.amount(min(fleets, budget))
    return ask.amount(min(legions, budget - min(fleets, budget)))


def build_budget(ask: Ask) -> int:
    """Units the State may raise and still, with the Annual Revenue, pay the next Revenue Phase's
    known debits and their upkeep with ``war_chest`` to spare (1.06.53)."""
    context = context_of(ask.decision, NO_PLAN_BUILDS)
    cost, upkeep = context["cost"], context["upkeep"]
    spare = ask.view.state_treasury + context["revenue"] - context["debits"] - ask.policy.war_chest
    return max(0, spare // max(1, cost + upkeep))
