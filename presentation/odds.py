"""Chances, counted over every throw of the dice with the engine's own rule functions: a
Persuasion Attempt's success (1.07.41, through the heuristic bot's ``success_chance``, which
reads the engine's table) and a battle's result on the Combat Results Table (1.10.11, 1.10.21,
1.10.31, reckoned in engine/battle_odds.py), in words."""

from __future__ import annotations

from bots.heuristic_rules.forum import success_chance
from engine.battle_odds import RESULTS, BattleOdds
from engine.view import GameView


def persuasion_chance(view: GameView, base: int) -> float:
    """The chance a Persuasion Attempt at this Base Number succeeds: 2d6 with Evil Omens at
    most the Base Number, and not a natural 10 or more (9 after Era Ends) (1.07.41)."""
    return success_chance(view, base)


def odds_text(odds: BattleOdds) -> str:
    """ "Victory 46%, Stalemate 30%, ..." with the results that can happen."""
    return ", ".join(
        f"{result.capitalize()} {percent(chance)}"
        for result in RESULTS
        if (chance := odds.chance(result)) > 0
    )


def percent(chance: float) -> str:
    """A chance as a whole percentage; "<1%" or ">99%" rather than a misleading 0 or 100."""
    if 0 < chance < 0.005:
        return "<1%"
    if 0.995 < chance < 1:
        return ">99%"
    return f"{round(chance * 100)}%"
