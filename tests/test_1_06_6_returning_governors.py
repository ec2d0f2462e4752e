"""1.06.6: at the end of the Revenue Phase every non-rebel Governor's term dial goes down by 1;
off "1" he returns to Rome with any Corrupt marker and the Province, Garrison and all, stays in
play without a Governor (an Unaligned Governor goes back to the Forum, 1.09.53)."""

from engine.phases.governors import returning_governors
from engine.state import Location, Unit
from tests.revenue_support import PLAYER, governor, senator, solitaire_table


def test_the_term_dial_goes_down_by_one() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, PLAYER, "gov")
    province = governor(ctx, gov, "prov-sicilia", term=3)

    returning_governors(ctx)

    assert (province.term, province.governor, gov.location) == (2, "gov", Location.PROVINCE)


def test_off_1_the_governor_returns_to_rome_with_his_corrupt_marker() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, PLAYER, "gov")
    gov.corrupt = True
    province = governor(ctx, gov, "prov-sicilia", term=1)
    ctx.state.legions = [Unit(1, "garrison:prov-sicilia")]

    returning_governors(ctx)

    assert (gov.location, gov.province, gov.corrupt) == (Location.ROME, None, True)
    assert "prov-sicilia" in ctx.state.provinces
    assert (province.governor, province.term) == (None, 0)
    assert ctx.state.legions[0].location == "garrison:prov-sicilia"


def test_an_unaligned_governor_goes_back_to_the_forum() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, None, "unaligned")
    governor(ctx, gov, "prov-sicilia", term=1)

    returning_governors(ctx)

    assert gov.location is Location.FORUM


def test_a_rebel_governors_dial_does_not_move() -> None:
    ctx = solitaire_table()
    rebel = senator(ctx, PLAYER, "rebel", location=Location.REBEL)
    province = governor(ctx, rebel, "prov-sicilia", term=1)

    returning_governors(ctx)

    assert (province.term, province.governor, rebel.location) == (1, "rebel", Location.REBEL)
