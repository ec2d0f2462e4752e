"""Cato the Elder's free Tribune (22A, 1.09.151 via his card; 4.05.419): his faction has a
Tribune each turn without a card, while he is in Rome or away from it (1.07.312), used before
any Tribune card; once used, it is gone until the next Senate Phase."""

import pytest

from engine.senate.tribunes import has_tribune, use_tribune
from engine.state import Location
from solo.offices import open_senate
from tests.combat_support import statesman
from tests.senate_support import PLUTOCRATS, solitaire_table

TRIBUNE_CARD = 38
CATO = "22A"


@pytest.mark.effect("statesman", "free_tribune_per_turn")
def test_cato_in_rome_gives_his_faction_a_tribune_without_a_card() -> None:
    ctx = solitaire_table()
    statesman(ctx, PLUTOCRATS, CATO)
    senate = open_senate(ctx)

    assert has_tribune(ctx, senate, PLUTOCRATS)


@pytest.mark.effect("statesman", "free_tribune_per_turn")
def test_the_free_tribune_is_used_before_a_card_and_once_a_turn() -> None:
    ctx = solitaire_table()
    statesman(ctx, PLUTOCRATS, CATO)
    ctx.state.factions[PLUTOCRATS].hand = [TRIBUNE_CARD]
    senate = open_senate(ctx)

    use_tribune(ctx, senate, PLUTOCRATS, "4.05.419", "a veto")
    assert ctx.state.factions[PLUTOCRATS].hand == [TRIBUNE_CARD]
    assert has_tribune(ctx, senate, PLUTOCRATS)

    use_tribune(ctx, senate, PLUTOCRATS, "4.05.419", "another veto")
    assert ctx.state.factions[PLUTOCRATS].hand == []
    assert TRIBUNE_CARD in ctx.state.discard
    assert not has_tribune(ctx, senate, PLUTOCRATS)


def test_the_free_tribune_comes_back_next_senate_phase() -> None:
    ctx = solitaire_table()
    statesman(ctx, PLUTOCRATS, CATO)
    use_tribune(ctx, open_senate(ctx), PLUTOCRATS, "4.05.419", "a veto")

    assert has_tribune(ctx, open_senate(ctx), PLUTOCRATS)


@pytest.mark.effect("statesman", "free_tribune_per_turn")
def test_1_07_312_cato_governing_a_province_still_gives_his_tribune() -> None:
    # "Statesmen may use their special abilities even while they are away from Rome" (1.07.312).
    ctx = solitaire_table()
    cato = statesman(ctx, PLUTOCRATS, CATO)
    cato.location = Location.PROVINCE

    assert has_tribune(ctx, open_senate(ctx), PLUTOCRATS)


def test_1_07_312_a_captive_cato_gives_no_tribune() -> None:
    ctx = solitaire_table()
    cato = statesman(ctx, PLUTOCRATS, CATO)
    cato.location = Location.CAPTIVE

    assert not has_tribune(ctx, open_senate(ctx), PLUTOCRATS)
