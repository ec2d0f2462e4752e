"""Neutral choices during set-up: identities, extra Senators and the Temporary Rome Consul
(4.01.2), Faction Leader (4.01.3), opening plays (4.01.4), game-start Governors (3.02.4)."""

from __future__ import annotations

from collections.abc import Callable

from bots.neutral_registry import (
    best_of,
    best_scored,
    by_dice,
    neutral_rule,
    neutral_set_rule,
    option_list,
)
from engine.decision import CHOSEN, Amount, AmountOptions, Choice, Decision, Option, with_reason
from engine.decisions import CONCESSION_ASSIGN, FACTION_LEADER, context_of
from engine.queries import votes
from engine.readonly import SenatorView
from engine.setup_factions import DONE, PROVINCE_GOVERNOR, SETUP_PLAY_CARD
from engine.view import GameView
from guidelines.loader import GuidelineSet
from guidelines.schema import AssignmentCriterion, Guideline, LeaderCriterion
from solo.neutrals import NeutralRole
from solo.setup import DECLINE, EXTRA_SENATORS, NEUTRAL_IDENTITY, ROME_CONSUL, SUPPLY

ASSIGNMENT_SIGNS: dict[AssignmentCriterion, tuple[str, int]] = {
    "max_total_military": ("military", 1),
    "max_total_influence": ("influence", 1),
    "min_total_influence": ("influence", -1),
    "remaining": ("influence", 0),
}
"""Each 4.01.2 assignment criterion: the rating totalled and whether the most (1), the least
(-1) or any (0) total wins."""

ASSIGNMENT_NAMES: dict[AssignmentCriterion, str] = {
    "max_total_military": "the highest total Military",
    "max_total_influence": "the most total Influence",
    "min_total_influence": "the least total Influence",
    "remaining": "the last Neutral",
}
"""How a reason names each assignment criterion."""

LEADER_SCORES: dict[LeaderCriterion, Callable[[SenatorView], int]] = {
    "max_military": lambda s: s.military,
    "max_influence": lambda s: s.influence,
    "max_influence_plus_popularity": lambda s: s.influence + s.popularity,
}
"""Faction Leader Guideline criteria (4.01.3)."""

CRITERION_NAMES: dict[LeaderCriterion, str] = {
    "max_military": "Military",
    "max_influence": "Influence",
    "max_influence_plus_popularity": "Influence + Popularity",
}
"""How a reason names each Faction Leader criterion."""


def best_by_leader_criterion(
    view: GameView, decision: Decision, guideline: Guideline
) -> tuple[Choice, int, str]:
    """The Senator option scoring highest on the Faction Leader criterion (a TieBreak among the
    equal best, 4.01.3), his score and the criterion's name, for the reason to quote."""
    score = LEADER_SCORES[guideline.faction_leader]
    senators = view.senators
    choice, (best,) = best_scored(option_list(decision), lambda o: (score(senators[o.key]),))
    return choice, best, CRITERION_NAMES[guideline.faction_leader]


def role_to_assign(view: GameView, guidelines: GuidelineSet) -> NeutralRole:
    """The role next in the Guidelines' 4.01.2 order that no faction holds yet."""
    held = {f.role for f in view.factions}
    free = [role for role in guidelines if role not in held]
    return min(free, key=lambda role: guidelines[role].setup.order)


@neutral_set_rule(NEUTRAL_IDENTITY)
def neutral_identity(view: GameView, decision: Decision, guidelines: GuidelineSet) -> Choice:
    """The role next in Guideline order goes to the unassigned Neutral its criterion names:
    highest total Military, most or least total Influence of its dealt Senators, or the last
    one left; equal totals by 2d6 (4.01.2)."""
    role = role_to_assign(view, guidelines)
    criterion = guidelines[role].setup.assigned_by
    rating, sign = ASSIGNMENT_SIGNS[criterion]

    def seat_total(option: Option) -> int:
        assert isinstance(option.value, tuple)
        return sum(getattr(s, rating) for s in view.senators_of(option.value[1]))

    offered = [
        o for o in option_list(decision) if isinstance(o.value, tuple) and o.value[0] == role
    ]
    choice, (best,) = best_scored(offered, lambda o: (sign * seat_total(o),))
    total = "" if sign == 0 else f", {sign * best}"
    return with_reason(
        choice,
        "4.01.2",
        f"{CHOSEN}: the {role} take {ASSIGNMENT_NAMES[criterion]}{total}"
        f" (Guideline set-up order {guidelines[role].setup.order}){by_dice(choice)}",
    )


@neutral_rule(EXTRA_SENATORS)
def extra_senators(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """As many extra Family cards as the Guideline's set-up gives, if the pool holds them
    (4.01.2)."""
    assert isinstance(decision.options, AmountOptions)
    count = min(guideline.setup.extra_senators, decision.options.high)
    return with_reason(
        Amount(count), "4.01.2", f"takes {count} extra Senators, as its Guideline's set-up says"
    )


@neutral_rule(ROME_CONSUL)
def temporary_rome_consul(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Supply the Temporary Rome Consul if the Guideline's set-up says so (4.01.2)."""
    options = option_list(decision)
    if guideline.setup.temporary_rome_consul:
        found, why = options.find(SUPPLY), "supplies the Temporary Rome Consul"
    else:
        found, why = options.find(DECLINE), "supplies no Temporary Rome Consul"
    assert found is not None
    return with_reason(found, "4.01.2", f"{why}, as its Guideline's set-up says")


@neutral_rule(FACTION_LEADER)
def faction_leader(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Senator who scores highest on the Faction Leader criterion (4.01.3)."""
    choice, best, criterion = best_by_leader_criterion(view, decision, guideline)
    return with_reason(
        choice,
        "4.01.3",
        f"names {CHOSEN} Faction Leader: the highest {criterion}, {best}{by_dice(choice)}",
    )


@neutral_rule(SETUP_PLAY_CARD)
def play_card(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Play every playable Statesman, lowest ID first, then Concessions by card number
    (4.01.4; ruling: Statesmen before Concessions)."""
    options = [o for o in option_list(decision) if o.key != DONE]
    statesmen = [o for o in options if o.key.startswith("statesman:")]
    if statesmen:
        chosen = min(statesmen, key=lambda o: _statesman_order(o.key))
        why = "every playable Statesman first, lowest ID first"
    elif options:
        chosen = min(options, key=lambda o: o.value if isinstance(o.value, int) else 0)
        why = "then every playable Concession, by card number"
    else:
        done = option_list(decision).find(DONE) or decision.options[0]
        return with_reason(done, "4.01.4", "plays nothing more: no playable card is left")
    name = chosen.label.removeprefix("play ")
    return with_reason(chosen, "4.01.4", f"plays {name}: {why}")


@neutral_rule(CONCESSION_ASSIGN)
def assign_concession(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Senator with the fewest Concessions, then the most Influence, then 2d6 (4.01.4; a
    Concession drawn later, 4.04.1: the decision's rule)."""
    senators = view.senators
    choice = best_of(
        option_list(decision),
        lambda o: (-len(senators[o.key].concessions), senators[o.key].influence),
    )
    card = decision.context.get("concession")
    name = view.catalog.card_name(card) if isinstance(card, int) else "the Concession"
    return with_reason(
        choice,
        decision.rule,
        f"gives {name} to {CHOSEN}: fewest Concessions, then most Influence{by_dice(choice)}",
    )


@neutral_rule(PROVINCE_GOVERNOR)
def province_governor(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The eligible Senator with the fewest votes, then least Influence, then 2d6; term dial
    from the Guideline's game-start year, dial = 4 - year (4.05.415; ruling D4, docs/rulings.md)."""
    start = guideline.governor_start_year
    context = context_of(decision, PROVINCE_GOVERNOR)
    year = start.developed if context.get("developed") else start.undeveloped
    dial = 4 - year
    senators = view.senators

    def senator(key: str) -> SenatorView:
        return senators[key.rsplit("@", 1)[0]]

    candidates = [o for o in option_list(decision) if o.key.endswith(f"@{dial}")]
    choice = best_of(candidates, lambda o: (-votes(senator(o.key)), -senator(o.key).influence))
    province = context.get("province")
    name = view.catalog.province_by_key[province].name if isinstance(province, str) else ""
    return with_reason(
        choice,
        "4.05.415",
        f"gives {name or 'the Province'} to {CHOSEN}: fewest votes, then least Influence"
        f"{by_dice(choice)}; its Guideline starts such a term in year {year}",
    )


def _statesman_order(key: str) -> tuple[int, str]:
    """Statesmen by ID: number, then letter ("1A" < "1C" < "2A" < "22A")."""
    code = key.split(":", 1)[1]
    digits = "".join(ch for ch in code if ch.isdigit())
    return int(digits), code[len(digits) :]
