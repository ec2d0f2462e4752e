"""Neutral choices during set-up: Faction Leader, opening plays, game-start Governors (4.01)."""

from __future__ import annotations

from collections.abc import Callable

from bots.neutral_registry import best_of, best_scored, by_dice, neutral_rule, option_list
from engine.decision import CHOSEN, Choice, Decision, with_reason
from engine.decisions import CONCESSION_ASSIGN, FACTION_LEADER, context_of
from engine.queries import votes
from engine.state import Senator
from engine.view import GameView
from guidelines.schema import Guideline, LeaderCriterion
from solo.decisions import PROVINCE_GOVERNOR, SETUP_PLAY_CARD
from solo.setup import DONE

LEADER_SCORES: dict[LeaderCriterion, Callable[[Senator], int]] = {
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


@neutral_rule(FACTION_LEADER)
def faction_leader(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Senator who scores highest on the Faction Leader criterion (4.01.3)."""
    score = LEADER_SCORES[guideline.faction_leader]
    senators = view.senators
    choice, (best,) = best_scored(option_list(decision), lambda o: (score(senators[o.key]),))
    criterion = CRITERION_NAMES[guideline.faction_leader]
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
    card = context_of(decision, CONCESSION_ASSIGN).get("concession")
    name = view.catalog.card_name(card) if isinstance(card, int) else "the Concession"
    return with_reason(
        choice,
        decision.rule,
        f"gives {name} to {CHOSEN}: fewest Concessions, then most Influence{by_dice(choice)}",
    )


@neutral_rule(PROVINCE_GOVERNOR)
def province_governor(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The eligible Senator with the fewest votes, then least Influence, then 2d6; term dial
    from the Guideline's game-start year, dial = 4 - year (neutrals.md 3.4, D4; 4.05.415)."""
    start = guideline.governor_start_year
    context = context_of(decision, PROVINCE_GOVERNOR)
    year = start.developed if context.get("developed") else start.undeveloped
    dial = 4 - year
    senators = view.senators

    def senator(key: str) -> Senator:
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
