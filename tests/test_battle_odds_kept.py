"""``battle_odds`` keeps each margin's chances by table, margin and numbers (issue 33): what it
returns, the first time and again, is ``margin_chances`` reckoned plainly (1.10.11, 1.10.21)."""

from __future__ import annotations

from engine.battle_odds import battle_odds, margin_chances
from engine.catalog import load_catalog
from engine.combat import NO_NUMBERS, CombatNumbers


def test_kept_chances_are_the_plain_ones() -> None:
    catalog = load_catalog()
    table = catalog.tables.combat
    numbers = CombatNumbers(frozenset({13}), frozenset({11, 15}))
    for rome in range(0, 30, 3):
        for enemy in (5, 10, 20):
            for modifier in (-1, 0, 1):
                for nat in (NO_NUMBERS, numbers):
                    plain = dict(margin_chances(table, rome - enemy + modifier, nat))
                    assert battle_odds(catalog, rome, enemy, nat, modifier).chances == plain
                    assert battle_odds(catalog, rome, enemy, nat, modifier).chances == plain
