"""The Military Plan's memo (``solo.plan_memo.planning``, issue 33): plans sought with War
Strengths and standing debits remembered are the plans sought reckoning them afresh; the
indexes of the cards a Dangerous War waits for are what a scan of the catalog finds."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from common.runner import GameSpec, play_chunk
from engine.context import Context
from engine.queries import active_wars
from solo import military_plan
from solo.deployment import ByOrder, order_chances, plan_enemies
from solo.force_odds import force_chances
from solo.plan_budget import known_debits, standing_debits, war_debits
from solo.plan_forces import force_at, units_there
from solo.plan_memo import CURRENT_MEMO, PlanMemo, planning
from solo.war_ranking import kindred_cards
from solo.war_strengths import reckon_strength, war_strength
from tests.test_war_strength import with_leaders

SEEDS = range(6)
"""Early games that meet Normal and Crisis plans, builds and Land Bills."""


def _digests() -> list[str]:
    specs = [GameSpec("early", 1, seed, ("heuristic",)) for seed in SEEDS]
    return [record.digest for record in play_chunk(specs)]


def test_games_with_the_memo_are_the_games_without(monkeypatch: pytest.MonkeyPatch) -> None:
    remembered = _digests()

    @contextmanager
    def forgetting(ctx: Context) -> Iterator[PlanMemo]:
        yield PlanMemo(ctx)  # never set: every Strength and debit reckoned afresh

    monkeypatch.setattr(military_plan, "planning", forgetting)
    assert _digests() == remembered


def test_a_remembered_strength_is_the_strength_reckoned() -> None:
    ctx = with_leaders()
    wars = active_wars(ctx.state)
    with planning(ctx) as memo:
        first = [war_strength(ctx, war, wars) for war in wars]
        assert [war_strength(ctx, war, set(wars)) for war in wars] == first
        assert len(memo.strengths) == len(wars)
        assert known_debits(ctx, wars) == known_debits(ctx, wars)
        assert memo.standing == standing_debits(ctx)
        assert memo.war_debits == {frozenset(wars): war_debits(ctx, wars)}
        assert [units_there(ctx, war) for war in wars] == [force_at(ctx.state, w) for w in wars]
        assert set(memo.units) == set(wars)
    assert first == [reckon_strength(ctx, war, wars) for war in wars]
    assert [war_strength(ctx, war, wars) for war in wars] == first


def test_kindred_cards_are_those_a_scan_finds() -> None:
    catalog = with_leaders().catalog
    for card in catalog.wars.wars:
        series, leaders = kindred_cards(catalog, card)
        assert series == tuple(
            w for w in catalog.wars.wars if card.series is not None and w.series == card.series
        )
        assert leaders == tuple(
            ldr for ldr in catalog.leaders.leaders if card.id in ldr.matches_wars
        )


def test_every_order_read_is_the_plain_order_chances(monkeypatch: pytest.MonkeyPatch) -> None:
    """The assignment chances, read with War Strengths and each Force's odds remembered, are
    ``order_chances`` reckoned plainly, at every assignment of some games (4.05.31)."""
    remembered = ByOrder.__getitem__
    checked: list[str] = []

    def compared(read: ByOrder[Any], key: str) -> list[Any]:
        found = remembered(read, key)
        reckoning = read._reckoning
        ctx, plan = reckoning.ctx, reckoning.plan
        if read._each is force_chances:
            plain = order_chances(ctx, plan, reckoning.orders[key], plan_enemies(ctx, plan))
            assert found == plain
            checked.append(key)
        return found

    monkeypatch.setattr(ByOrder, "__getitem__", compared)
    _digests()
    assert len(checked) > 10


def test_the_memo_is_current_only_inside_the_block_even_when_it_raises() -> None:
    ctx = with_leaders()
    kept = PlanMemo(ctx)
    with planning(ctx, kept) as memo:
        assert memo is kept and CURRENT_MEMO.get() is kept
        with pytest.raises(KeyError), planning(ctx) as inner:
            assert CURRENT_MEMO.get() is inner is not kept
            raise KeyError
        assert CURRENT_MEMO.get() is kept
    assert CURRENT_MEMO.get() is None
