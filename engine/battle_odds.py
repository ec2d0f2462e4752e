"""A battle's chances, counted over every throw of the dice with the engine's own rule functions:
each result's chance on the Combat Results Table, a natural Disaster or Standoff number first
(1.10.11, 1.10.21, 1.10.31, through ``engine.combat.battle_result``). The one home of this
reckoning: the presentation shows it, the Dominant Player's bot weighs it. The Commander's risk
of death or capture (1.10.2, 1.10.7, 1.10.71) is counted here too, chit by chit."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import Final

from engine.band_rows import find_band
from engine.catalog import Catalog
from engine.combat import BattleResult, CombatNumbers, battle_result, losses
from engine.mortality import DRAW_TWO
from engine.schemas.combat_tables import CombatTable
from engine.value_class import ValueClass

RESULTS: Final = ("victory", "stalemate", "defeat", "disaster", "standoff")
"""The results of a battle, the best first (1.10.2-1.10.4)."""


@cache
def throws(dice: int) -> Counter[int]:
    """How many of the 6**dice throws make each natural total."""
    return Counter(sum(faces) for faces in product(range(1, 7), repeat=dice))


@dataclass(frozen=True, slots=True)
class BattleOdds(ValueClass):
    """Each result's chance (victory, stalemate, defeat, disaster, standoff) of one battle."""

    rome: int
    enemy: int
    chances: dict[str, float]

    def __init__(self, rome: int, enemy: int, chances: dict[str, float]) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "rome", rome)
        object.__setattr__(self, "enemy", enemy)
        object.__setattr__(self, "chances", chances)

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
    # the numbers by their two sets, which hash and compare in C: CombatNumbers' dataclass
    # methods stay Python in the compiled build (README "Speed")
    key = (margin, numbers.disaster, numbers.standoff)
    chances = kept[1].get(key)
    if chances is None:
        chances = kept[1][key] = margin_chances(table, margin, numbers)
    return BattleOdds(rome, enemy, dict(chances))


_MARGINS: dict[
    int,
    tuple[
        CombatTable,
        dict[tuple[int, frozenset[int], frozenset[int]], tuple[tuple[str, float], ...]],
    ],
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
    found: dict[str, int] = {}  # not a Counter, whose methods stay Python in the compiled build
    rows = table.rows  # ``table.result`` without a method call on the data model a throw
    for natural, ways in counts.items():
        result = battle_result(numbers, natural, find_band(rows, natural + margin))
        found[result] = found.get(result, 0) + ways
    return tuple((r, found[r] / total) for r in RESULTS if found.get(r))


@dataclass(frozen=True, slots=True)
class Force:
    """What a Commander brings to one battle: his Legions and Fleets (each type loses units on
    its own, 1.10.6) and whether he halves his losses (Fabius Cunctator)."""

    legions: int
    fleets: int
    halve: bool = False


def death_chance(
    catalog: Catalog,
    cup: Sequence[int | str],
    margin: int,
    numbers: CombatNumbers,
    force: Force,
) -> float:
    """The chance the Commander dies or is captured in one battle whose dice total is modified
    by ``margin`` (Rome's Strength less the enemy's, Evil Omens added): certain in a Defeat,
    else one Mortality Chit drawn from ``cup`` per unit lost, any naming him (1.10.2, 1.10.7,
    1.10.71). The Commander's chit is taken to be in the cup."""
    table = catalog.tables.combat
    counts = throws(table.dice)
    draw_twos = sum(1 for chit in cup if chit == DRAW_TWO)
    named = len(cup) - draw_twos
    replacement = catalog.tables.mortality.draw_two_replacement
    risk = 0.0
    for natural, ways in counts.items():
        row = table.result(natural + margin)
        result = battle_result(numbers, natural, row)
        if killed(catalog, result):
            risk += ways
            continue
        lost = losses(table, result, row, force.legions, force.halve) + losses(
            table, result, row, force.fleets, force.halve
        )
        risk += ways * chit_chance(named, draw_twos, lost, replacement)
    return risk / sum(counts.values())


def killed(catalog: Catalog, result: BattleResult) -> bool:
    """Whether a result kills the Commander outright: a Defeat (1.10.2)."""
    table = catalog.tables.combat
    return result != "victory" and table.consequence(result).commander_killed


@cache
def chit_chance(named: int, draw_twos: int, count: int, replacement: int) -> float:
    """The chance one Senator's chit is among ``count`` drawn from a cup of ``named`` chits that
    are not Draw 2 (his among them) and ``draw_twos`` Draw 2 chits: a Draw 2 goes back and
    ``replacement`` more are drawn in its stead; once every other chit is out, his is too
    (1.05.21, 1.10.7)."""
    if count <= 0 or named <= 0:
        return 0.0
    if count >= named:
        return 1.0
    more = min(count + replacement - 1, named)
    redraw = chit_chance(named, draw_twos, more, replacement) if more > count else None
    other = (named - 1) * chit_chance(named - 1, draw_twos, count - 1, replacement)
    if redraw is None:
        return (1 + other) / named
    return (draw_twos * redraw + 1 + other) / (named + draw_twos)
