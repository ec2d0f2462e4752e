"""Heuristic answers in the Senate's military steps, where the Player is the Dominant Player
(4.02.2) or answers for his own Commanders: Proconsuls kept or recalled (1.09.644), the Players'
plan (4.05.3), the Master of Horse (1.09.33), which Commander fights which War (4.05.31), Minimum
Force consent (1.09.643) and builds with no plan (4.05.33).
"""

from __future__ import annotations

from collections.abc import Mapping

from bots.heuristic_registry import Ask, Score, handles, safe_default, senator_options
from engine.decision import Choice, Option
from engine.decisions import context_of
from solo.decisions import MILITARY_PLAYER_PLAN
from solo.deployment import ASSIGN, NO_PLAN_BUILDS
from solo.deployment_forces import CONSENT, CONSENT_KIND, REFUSE
from solo.dispatch import KEEP, KEEP_KIND, RECALL
from solo.military import MASTER_OF_HORSE
from solo.military_plan import LIST_PLAN


@handles(KEEP_KIND)
def keep_proconsul(ask: Ask) -> Choice:
    """Recall every Proconsul before the plan (1.09.644): his Force returns to the Active Forces
    boxes, and the plan, made after the recalls, gives each War an Adequate Force with a fresh
    Consul rather than reinforcing a Force that has not won (4.05.3, 4.05.31). Under
    ``recall_proconsuls`` off, he stays on his War."""
    wanted = RECALL if ask.policy.recall_proconsuls else KEEP
    return ask.option(wanted) or safe_default(ask)


@handles(ASSIGN)
def assign_commanders(ask: Ask) -> Choice | None:
    """Which Commander fights which War, in which order (4.05.31, left to the Dominant Player by
    4.02.2): the order whose new Forces together most likely win their Wars this turn, a Defeat
    (the Commander dies, Unrest +2, 1.10.2) and a Disaster (half the Force lost, Unrest +1,
    1.10.21) weighed against it by ``defeat_weight`` and ``disaster_weight``; equal orders in the
    plan's own listing. Under ``assign_by_chances`` off, the Neutral default (best MIL to the
    highest-ranked War)."""
    if not ask.policy.assign_by_chances:
        return None
    chances = context_of(ask.decision, ASSIGN)["chances"]
    listed = {option.key: place for place, option in enumerate(ask.options)}

    def score(option: Option) -> Score:
        worth = sum(force_worth(ask, force) for force in chances[option.key])
        return (round(worth, 9), -listed[option.key])

    return ask.best(ask.options, score)


def force_worth(ask: Ask, chances: Mapping[str, float]) -> float:
    """What a Force's chances are worth: the chance it wins its War, less the weighted chances of
    a Defeat and a Disaster (4.05.31, 1.10.2, 1.10.21)."""
    policy = ask.policy
    return (
        chances["victory"]
        - policy.defeat_weight * chances["defeat"]
        - policy.disaster_weight * chances["disaster"]
    )


@handles(CONSENT_KIND)
def minimum_force_consent(ask: Ask) -> Choice:
    """A Commander refuses a Force below the War's Strength (1.09.643): it rarely wins, loses
    Legions and Commanders, and activates a War not yet Active (1.07.331); the plan then tries
    other Commanders or the next item of its list (4.05.3). Under
    ``refuse_below_minimum_force`` off he accepts: an Unprosecuted War raises Unrest (1.08.11)."""
    wanted = REFUSE if ask.policy.refuse_below_minimum_force else CONSENT
    return ask.option(wanted) or safe_default(ask)


@handles(MASTER_OF_HORSE)
def master_of_horse(ask: Ask) -> Choice:
    """The best general rides with our Dictator, one of ours if as good (1.09.33)."""
    return ask.best(
        senator_options(ask),
        lambda o: (ask.senator(o.key).military, ask.senator(o.key).faction == ask.view.seat),
    )


@handles(MILITARY_PLAYER_PLAN)
def player_plan(ask: Ask) -> Choice:
    """Follow the Normal or Crisis list: it sends adequate Forces to the Wars (4.05.3)."""
    return ask.option(LIST_PLAN) or safe_default(ask)


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
