"""Data-table methods not called where the answer is known (issue 33): with no Evil Omens in
play every roll's modifier is the table's at level 0, and a margin's chances read the Combat
Results Table's rows directly, as ``CombatTable.result`` reads them (1.07.21, 1.10.11)."""

from __future__ import annotations

from collections import Counter
from typing import get_args

from engine.battle_odds import RESULTS, margin_chances, throws
from engine.catalog import load_catalog
from engine.combat import NO_NUMBERS, CombatNumbers, battle_result
from engine.events.cards import evil_omens_modifier
from engine.schemas.forum_tables import RollKind
from solo.game import new_game


def test_no_evil_omens_is_the_tables_modifier_at_level_0_for_every_kind() -> None:
    ctx = new_game("early", 1, 0).context
    table = ctx.catalog.tables.evil_omens
    ctx.state.events.clear()
    for kind in get_args(RollKind):
        assert evil_omens_modifier(ctx, kind) == table.modifier(kind, 0) == 0


def test_a_margins_chances_are_those_the_tables_result_gives() -> None:
    table = load_catalog().tables.combat
    counts = throws(table.dice)
    for numbers in (NO_NUMBERS, CombatNumbers(frozenset({13}), frozenset({11, 15}))):
        for margin in range(-25, 26):
            found: Counter[str] = Counter()
            for natural, ways in counts.items():
                found[battle_result(numbers, natural, table.result(natural + margin))] += ways
            total = sum(counts.values())
            plain = tuple((r, found[r] / total) for r in RESULTS if found[r])
            assert margin_chances(table, margin, numbers) == plain
