"""Neutral choices in the Senate's military steps: a Neutral Dictator's Master of Horse
(4.05.34), and the default answers to the choices section IV leaves to the Dominant Player
(spec 4.02.2), used when a Neutral's delegated decision reaches the NeutralBot."""

from __future__ import annotations

from collections.abc import Mapping

from bots.neutral_registry import best_of, best_scored, by_dice, neutral_rule, option_list
from engine.decision import CHOSEN, Amount, AmountOptions, Choice, Decision, Option, with_reason
from engine.decisions import context_of
from engine.readonly import SenatorView
from engine.state import Office
from engine.view import GameView
from guidelines.schema import Guideline
from solo.deployment import ASSIGN, NO_PLAN_BUILDS
from solo.deployment_forces import CONSENT, CONSENT_KIND, DONE, EXCESS_VETERANS
from solo.dispatch import KEEP, KEEP_KIND
from solo.military import MASTER_OF_HORSE
from solo.military_plan import DISTRIBUTE


@neutral_rule(ASSIGN)
def assign_commanders(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The highest-MIL legal Commander (a Dictator with his Master of Horse's) to the
    highest-ranked War, and so on down the plan; dispatched in plan rank order as far as the
    rules allow; equal choices by 2d6 (spec 4.02.2, 4.05.31)."""
    wars = context_of(decision, ASSIGN)["wars"]
    senators = view.senators

    def score(option: Option) -> tuple[int, ...]:
        order = option.value
        assert isinstance(order, tuple)
        by_war = {war: key for key, war in order}
        ratings = tuple(rating(senators, by_war[war]) for war in wars)
        return ratings + tuple(-wars.index(war) for _, war in order)

    choice = best_of(option_list(decision), score)
    return with_reason(
        choice,
        "4.02.2",
        f"{CHOSEN}: the best Commanders to the highest-ranked Wars{by_dice(choice)}",
    )


def rating(senators: Mapping[str, SenatorView], key: str) -> int:
    """A Commander's Military rating, with his Master of Horse's for a Dictator (1.09.34)."""
    commander = senators[key]
    if Office.DICTATOR not in commander.offices:
        return commander.military
    horse = [s.military for s in senators.values() if Office.MASTER_OF_HORSE in s.offices]
    return commander.military + max(horse, default=0)


@neutral_rule(CONSENT_KIND)
def minimum_force_consent(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """A Neutral Commander accepts a command below Minimum Force (spec 4.02.2, 1.09.643)."""
    return with_reason(
        keyed(decision, CONSENT), "4.02.2", "consents to command below Minimum Force"
    )


@neutral_rule(EXCESS_VETERANS)
def excess_veterans(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """No Veterans beyond the plan's Forces are sent (spec 4.02.2, 4.05.31)."""
    return with_reason(
        keyed(decision, DONE), "4.02.2", "sends no Veterans beyond the plan's Forces"
    )


@neutral_rule(KEEP_KIND)
def keep_proconsul(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """A Proconsul stays on his War (spec 4.02.2, 1.09.644)."""
    return with_reason(keyed(decision, KEEP), "4.02.2", "keeps the Proconsul on his War")


@neutral_rule(NO_PLAN_BUILDS)
def builds_when_no_plan(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """With no executable plan, Rome builds nothing (spec 4.02.2, 4.05.33)."""
    return with_reason(Amount(0), "4.02.2", "builds nothing: no Military Plan can be carried out")


@neutral_rule(DISTRIBUTE)
def distribute_all_strength(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The plan's own share for the War, kept within what the other Wars must keep (spec
    4.02.2, 4.05.3)."""
    planned = context_of(decision, DISTRIBUTE)["planned"]
    assert isinstance(decision.options, AmountOptions)
    share = min(max(planned, decision.options.low), decision.options.high)
    return with_reason(
        Amount(share), "4.02.2", f"distributes {share}, the plan's own split of Strength"
    )


def keyed(decision: Decision, key: str) -> Option:
    """The option with this key."""
    option = option_list(decision).find(key)
    assert option is not None
    return option


@neutral_rule(MASTER_OF_HORSE)
def master_of_horse(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """A Neutral Dictator's Master of Horse: of the Senators with the next highest Military
    rating (the options), the least influential, then 2d6 (4.05.34, 4.05.41)."""
    senators = view.senators
    choice, (least,) = best_scored(option_list(decision), lambda o: (-senators[o.key].influence,))
    return with_reason(
        choice,
        "4.05.34",
        f"names {CHOSEN} Master of Horse: the next highest Military rating, then the least "
        f"Influence ({-least}){by_dice(choice)}",
    )
