"""Chances, counted over every throw of the dice with the engine's own rule functions: a
Persuasion Attempt's success (1.07.41, through the heuristic bot's ``success_chance``, which
reads the engine's table) and a battle's result on the Combat Results Table (1.10.11, 1.10.21,
1.10.31, through ``engine.combat.battle_result``)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import product

from bots.heuristic_rules.forum import success_chance
from engine.catalog import Catalog
from engine.combat import CombatNumbers, battle_result
from engine.view import GameView

RESULTS = ("victory", "stalemate", "defeat", "disaster", "standoff")
"""The results of a battle, the best first (1.10.2-1.10.4)."""


def persuasion_chance(view: GameView, base: int) -> float:
    """The chance a Persuasion Attempt at this Base Number succeeds: 2d6 with Evil Omens at
    most the Base Number, and not a natural 10 or more (9 after Era Ends) (1.07.41)."""
    return success_chance(view, base)


@cache
def throws(dice: int) -> Counter[int]:
    """How many of the 6**dice throws make each natural total."""
    return Counter(sum(faces) for faces in product(range(1, 7), repeat=dice))


@dataclass(frozen=True, slots=True)
class BattleOdds:
    """Each result's chance (victory, stalemate, defeat, disaster, standoff) of one battle."""

    rome: int
    enemy: int
    chances: dict[str, float]

    def text(self) -> str:
        """ "Victory 46%, Stalemate 30%, ..." with the results that can happen."""
        return ", ".join(
            f"{result.capitalize()} {percent(chance)}"
            for result in RESULTS
            if (chance := self.chances.get(result, 0.0)) > 0
        )


def battle_odds(
    catalog: Catalog, rome: int, enemy: int, numbers: CombatNumbers, modifier: int = 0
) -> BattleOdds:
    """The chances of each result when Rome's Strength ``rome`` fights ``enemy``: 3d6 + Rome -
    enemy (+ Evil Omens ``modifier``) on the Combat Results Table, a natural Disaster or
    Standoff number first (1.10.11, 1.10.21, 1.10.31). Desertion events are left out."""
    table = catalog.tables.combat
    counts = throws(table.dice)
    total = sum(counts.values())
    found: Counter[str] = Counter()
    for natural, ways in counts.items():
        row = table.result(natural + rome - enemy + modifier)
        found[battle_result(numbers, natural, row)] += ways
    return BattleOdds(rome, enemy, {r: found[r] / total for r in RESULTS if found[r]})


def percent(chance: float) -> str:
    """A chance as a whole percentage; "<1%" or ">99%" rather than a misleading 0 or 100."""
    if 0 < chance < 0.005:
        return "<1%"
    if 0.995 < chance < 1:
        return ">99%"
    return f"{round(chance * 100)}%"
