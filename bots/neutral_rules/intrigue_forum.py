"""Neutral Influence Peddling conduct: played against the faction holding the most unplayed
cards, ties to the faction with most total Influence, then 2d6 (4.07.5)."""

from __future__ import annotations

from bots.neutral_registry import best_scored, by_dice, neutral_rule, option_list
from engine.decision import CHOSEN, Choice, Decision, Option, with_reason
from engine.decisions import INTRIGUE_INFLUENCE_PEDDLING
from engine.view import GameView
from guidelines.schema import Guideline


@neutral_rule(INTRIGUE_INFLUENCE_PEDDLING)
def influence_peddling(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The victim with most cards in hand, then most total Influence (4.07.5; spec rulings)."""
    victims = [o for o in option_list(decision) if isinstance(o.value, int)]
    choice, (cards, influence) = best_scored(victims, lambda o: _strength(view, o))
    return with_reason(
        choice,
        "4.07.5",
        f"plays Influence Peddling against the {CHOSEN}: most cards in hand ({cards}), then "
        f"most Influence ({influence}){by_dice(choice)}",
    )


def _strength(view: GameView, option: Option) -> tuple[int, int]:
    assert isinstance(option.value, int)
    seat = option.value
    influence = sum(s.influence for s in view.senators_of(seat))
    return view.factions[seat].hand_size, influence
