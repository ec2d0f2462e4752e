"""Events whose effect the later phases read from the card in play (1.07.21): Drought, Manpower
Shortage, Allied Enthusiasm, Trial of Verres, Ally Deserts and Enemy's Ally Deserts."""

from __future__ import annotations

import pytest

from engine.events.cards import showing
from engine.schemas.events import (
    AlliedEnthusiasmEffect,
    BattleDesertionEffect,
    TrialOfVerresEffect,
)
from tests.event_support import place, table


@pytest.mark.effect("event", "drought")
def test_each_drought_result_adds_a_drought_effect() -> None:
    ctx = table()
    for _ in range(3):
        place(ctx, "evt-drought")
    assert ctx.state.events["evt-drought"] == 3
    assert ctx.state.unrest == 0


@pytest.mark.effect("event", "manpower_shortage")
def test_each_manpower_shortage_adds_ten_talents_per_unit() -> None:
    ctx = table()
    costs = []
    for _ in range(3):
        place(ctx, "evt-manpower-shortage")
        level = ctx.state.events["evt-manpower-shortage"]
        costs.append(ctx.catalog.tables.state_revenue.raise_cost(level))
    assert costs == [20, 30, 40]


@pytest.mark.effect("event", "allied_enthusiasm")
def test_allied_enthusiasm_gives_fifty_then_seventy_five_in_all() -> None:
    ctx = table()
    amounts = []
    for _ in range(3):
        place(ctx, "evt-allied-enthusiasm")
        side = showing(ctx, "evt-allied-enthusiasm")
        assert side is not None and isinstance(side.effect, AlliedEnthusiasmEffect)
        amounts.append(side.effect.state_talents)
    assert amounts == [50, 75, 75]
    assert ctx.state.state_treasury == 100


def test_trial_of_verres_then_another_corruption_trial() -> None:
    ctx = table()
    place(ctx, "evt-trial-of-verres")
    first = showing(ctx, "evt-trial-of-verres")
    place(ctx, "evt-trial-of-verres")
    second = showing(ctx, "evt-trial-of-verres")
    assert first is not None and isinstance(first.effect, TrialOfVerresEffect)
    assert second is not None and isinstance(second.effect, TrialOfVerresEffect)
    assert (first.effect.state_income_bonus, first.effect.spoils_penalty) == (3, 3)
    assert (second.effect.state_income_bonus, second.effect.spoils_penalty) == (5, 5)


@pytest.mark.effect("event", "battle_desertion")
def test_desertions_raise_or_lower_war_strength_by_black_then_white_dice() -> None:
    ctx = table()
    seen = []
    for event_id in ("evt-ally-deserts", "evt-enemys-ally-deserts"):
        for _ in range(2):
            place(ctx, event_id)
            side = showing(ctx, event_id)
            assert side is not None and isinstance(side.effect, BattleDesertionEffect)
            seen.append((side.effect.parity, side.effect.war_strength_sign, side.effect.amount))
    assert seen == [
        ("even", 1, "black_die"),
        ("even", 1, "white_dice"),
        ("odd", -1, "black_die"),
        ("odd", -1, "white_dice"),
    ]


def test_an_event_out_of_play_shows_no_side() -> None:
    ctx = table()
    assert showing(ctx, "evt-drought") is None
