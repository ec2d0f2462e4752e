"""Neutral choices during set-up: Faction Leader, opening plays, game-start Governors (4.01)."""

from __future__ import annotations

from collections.abc import Callable

from bots.neutral_registry import best_of, neutral_rule, option_list
from engine.decision import Choice, Decision
from engine.queries import votes
from engine.state import Senator
from engine.view import GameView
from guidelines.schema import Guideline, LeaderCriterion
from solo.setup import DONE

LEADER_SCORES: dict[LeaderCriterion, Callable[[Senator], int]] = {
    "max_military": lambda s: s.military,
    "max_influence": lambda s: s.influence,
    "max_influence_plus_popularity": lambda s: s.influence + s.popularity,
}
"""Faction Leader Guideline criteria (4.01.3)."""


@neutral_rule("faction.leader")
def faction_leader(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Senator who scores highest on the Faction Leader criterion (4.01.3)."""
    score = LEADER_SCORES[guideline.faction_leader]
    senators = view.senators
    return best_of(option_list(decision), lambda o: (score(senators[o.key]),))


@neutral_rule("setup.play_card")
def play_card(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Play every playable Statesman, lowest ID first, then Concessions by card number
    (4.01.4; ruling: Statesmen before Concessions)."""
    options = [o for o in option_list(decision) if o.key != DONE]
    statesmen = [o for o in options if o.key.startswith("statesman:")]
    if statesmen:
        return min(statesmen, key=lambda o: _statesman_order(o.key))
    if options:
        return min(options, key=lambda o: o.value if isinstance(o.value, int) else 0)
    return option_list(decision).find(DONE) or decision.options[0]


@neutral_rule("concession.assign")
def assign_concession(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Senator with the fewest Concessions, then the most Influence, then 2d6 (4.01.4)."""
    senators = view.senators
    return best_of(
        option_list(decision),
        lambda o: (-len(senators[o.key].concessions), senators[o.key].influence),
    )


@neutral_rule("province.governor")
def province_governor(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The eligible Senator with the fewest votes, then least Influence, then 2d6; term dial
    from the Guideline's game-start year, dial = 4 - year (neutrals.md 3.4, D4; 4.05.415)."""
    start = guideline.governor_start_year
    year = start.developed if decision.context.get("developed") else start.undeveloped
    dial = 4 - year
    senators = view.senators

    def senator(key: str) -> Senator:
        return senators[key.rsplit("@", 1)[0]]

    candidates = [o for o in option_list(decision) if o.key.endswith(f"@{dial}")]
    return best_of(candidates, lambda o: (-votes(senator(o.key)), -senator(o.key).influence))


def _statesman_order(key: str) -> tuple[int, str]:
    """Statesmen by ID: number, then letter ("1A" < "1C" < "2A" < "22A")."""
    code = key.split(":", 1)[1]
    digits = "".join(ch for ch in code if ch.isdigit())
    return int(digits), code[len(digits) :]
