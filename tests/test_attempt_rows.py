"""Persuasion Attempt options kept in rows by persuader (``engine.persuasion.attempt_row``,
issue 33): the options offered are those made afresh for every pair, in the same order."""

from __future__ import annotations

from engine.context import Context
from engine.decision import Option
from engine.persuasion import (
    attempt_option,
    attempt_options,
    attempt_row,
    legal_targets,
    persuaders,
)
from engine.state import Faction
from tests.builders import add_senator, neutral_table


def _afresh(ctx: Context, faction: Faction) -> list[Option]:
    """Every plain attempt, each option made anew (1.07.4)."""
    senators = ctx.state.senators.values()
    leaders = {f.leader for f in ctx.state.factions}
    return [
        attempt_option(p.key, p.name, t.key, t.name)
        for p in persuaders(senators, faction.seat)
        for t in legal_targets(senators, leaders, faction.seat)
    ]


def _table() -> Context:
    ctx = neutral_table()
    add_senator(ctx, 0, "leader")
    ctx.state.factions[0].leader = "leader"
    add_senator(ctx, 0, "mine")
    add_senator(ctx, None, "free")
    add_senator(ctx, 1, "other")
    add_senator(ctx, 2, "plu", oratory=4, influence=5).talents = 8
    add_senator(ctx, 2, "plu2", oratory=3, influence=2)
    return ctx


def test_1_07_4_kept_rows_offer_the_options_made_afresh() -> None:
    ctx = _table()
    player = ctx.state.factions[0]
    assert attempt_options(ctx, player) == _afresh(ctx, player)
    add_senator(ctx, None, "newcomer")  # a new target: the rows grow
    again = attempt_options(ctx, player)
    assert again == _afresh(ctx, player)
    assert [o.label for o in again] == [o.label for o in _afresh(ctx, player)]
    assert "mine@newcomer" in {o.key for o in again}


def test_1_07_413_a_row_with_a_card_names_the_card() -> None:
    row = attempt_row("a", "Aemilius", 7, "seduction")
    option = row["b", "Brutus"]
    assert option == attempt_option("a", "Aemilius", "b", "Brutus", 7, "seduction")
    assert option.key == "seduction:a@b"
    assert option.label == "Seduction: Aemilius persuades Brutus"
    assert row["b", "Brutus"] is option
    assert attempt_row("a", "Aemilius", 7, "seduction") is row
