"""A battle's chances, counted over every throw of the dice with the engine's own rule functions:
each result's chance on the Combat Results Table, a natural Disaster or Standoff number first
(1.10.11, 1.10.21, 1.10.31, through ``engine.combat.battle_result``). The one home of this
reckoning: the presentation shows it, the Dominant Player's bot weighs it."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import product

from engine.catalog import Catalog
from engine.combat import CombatNumbers, battle_result
from engine.schemas.tables import CombatTable

RESULTS = ("victory", "stalemate", "defeat", "disaster", "standoff")
"""The results of a battle, the best first (1.10.2-1.10.4)."""


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

    def chance(self, result: str) -> float:
        """The chance of one result, 0 if it cannot happen."""
        return self.chances.get(result, 0.0)


def battle_odds(
    catalog: Catalog, rome: int, enemy: int, numbers: CombatNumbers, modifier: int = 0
) -> BattleOdds:
    """The chances of each result when Rome's Strength ``rome`` fights ``enemy``: 3d6 + Rome -
    enemy (+ Evil Omens ``modifier``) on the Combat Results Table, a natural Disaster or
    Standoff number first (1.10.11, 1.10.21, 1.10.31). Desertion events are left out."""
    table = catalog.tables.combat
    kept = _MARGINS.get(id(table))
    if kept is None or kept[0] is not table:
        kept = _MARGINS[id(table)] = (table, {})
    margin = rome - enemy + modifier
    chances = kept[1].get((margin, numbers))
    if chances is None:
        chances = kept[1][margin, numbers] = margin_chances(table, margin, numbers)
    return BattleOdds(rome, enemy, dict(chances))


_MARGINS: dict[
    int, tuple[CombatTable, dict[tuple[int, CombatNumbers], tuple[tuple[str, float], ...]]]
] = {}
"""``margin_chances`` reckoned once per process for each table (by its id, the table kept so
the id stays its own), margin and numbers: hashing the whole Combat Results Table at every
battle weighed cost more than looking its chances up."""


def margin_chances(
    table: CombatTable, margin: int, numbers: CombatNumbers
) -> tuple[tuple[str, float], ...]:
    """Each possible result and its chance when the dice total is modified by ``margin``
    (1.10.11): a pure function of immutable data (``battle_odds`` keeps it)."""
    counts = throws(table.dice)
    total = sum(counts.values())
    found: Counter[str] = Counter()
    for natural, ways in counts.items():
        found[battle_result(numbers, natural, table.result(natural + margin))] += ways
    return tuple((r, found[r] / total) for r in RESULTS if found[r])
