"""Neutral Games conduct: a Neutral whose Charity lists Games sponsors the most expensive Games
its paying Senator can afford when the Unrest Level is above his Popularity (4.04.4). The engine
offers Games only to such a Neutral's spending Senator (4.03.2)."""

from __future__ import annotations

from typing import Final

from bots.neutral_registry import neutral_rule, option_list
from engine.decision import Choice, Decision, Option, with_reason
from engine.decisions import GAMES_SPONSOR
from engine.games import NONE
from engine.view import GameView
from guidelines.schema import Guideline
from solo.games import CHARITY, SPONSOR

CHARITY_GAMES: Final = "games"
"""The Charity Guideline entry under which a Neutral sponsors Games (4.04.4)."""


@neutral_rule(CHARITY)
def games_charity(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Consider Games only if the Charity Guideline lists Games (4.04.4)."""
    options = option_list(decision)
    if CHARITY_GAMES in guideline.charity:
        chosen, text = options.find(SPONSOR), "considers Games: its Charity lists Games"
    else:
        chosen, text = options.find(NONE), "sponsors no Games: its Charity does not list Games"
    assert chosen is not None
    return with_reason(chosen, "Charity Guideline, 4.04.4", text)


@neutral_rule(GAMES_SPONSOR)
def games_sponsor(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The costliest Games offered to the spending Senator if the Unrest Level exceeds his
    Popularity; else none (4.04.4)."""
    options = option_list(decision)
    none = options.find(NONE) or options[0]
    offers = [o for o in options if isinstance(o.value, tuple)]
    if not offers:
        return with_reason(none, "4.04.4", "sponsors no Games: it cannot afford any")
    games = view.catalog.tables.games
    best = max(offers, key=lambda o: games.get(_games_key(o)).cost)
    payer = view.senators[_senator_key(best)]
    if view.unrest > payer.popularity:
        return with_reason(
            best,
            "4.04.4",
            f"{best.label}, the costliest Games he can afford: its Charity lists Games and the "
            f"Unrest Level {view.unrest} exceeds his Popularity {payer.popularity}",
        )
    return with_reason(
        none,
        "4.04.4",
        f"sponsors no Games: the Unrest Level {view.unrest} does not exceed {payer.name}'s "
        f"Popularity {payer.popularity}",
    )


def _senator_key(option: Option) -> str:
    assert isinstance(option.value, tuple)
    return str(option.value[0])


def _games_key(option: Option) -> str:
    assert isinstance(option.value, tuple)
    return str(option.value[1])
