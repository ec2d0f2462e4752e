"""1.06.4: Province development: 1d6, +1 without a Corrupt marker, 6+ flips the card and gives
the Governor 3 Influence; no roll for a Developed, ungoverned or rebel Province."""

from engine.phases.governors import province_development
from engine.state import Location, ProvinceState
from tests.revenue_support import PLAYER, governor, senator, solitaire_table

SICILIA = "prov-sicilia"


def test_an_honest_governor_develops_on_5_plus_1() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, PLAYER, "gov", influence=4)
    province = governor(ctx, gov, SICILIA)
    ctx.dice.script([5])

    province_development(ctx)

    assert province.developed is True
    assert gov.influence == 7


def test_a_corrupt_governor_needs_a_natural_6() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, PLAYER, "gov", influence=4)
    gov.corrupt = True
    province = governor(ctx, gov, SICILIA)
    ctx.dice.script([5, 6])

    province_development(ctx)
    assert (province.developed, gov.influence) == (False, 4)
    province_development(ctx)
    assert (province.developed, gov.influence) == (True, 7)


def test_a_revealed_concession_bar_is_not_a_corrupt_marker() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, PLAYER, "gov")
    gov.corrupt_concessions = [56]
    province = governor(ctx, gov, SICILIA)
    ctx.dice.script([5])

    province_development(ctx)

    assert province.developed is True


def test_an_unaligned_governor_rolls_too() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, None, "unaligned", influence=2)
    province = governor(ctx, gov, SICILIA)
    ctx.dice.script([6])

    province_development(ctx)

    assert (province.developed, gov.influence) == (True, 5)


def test_no_roll_for_developed_ungoverned_or_rebel_provinces() -> None:
    ctx = solitaire_table()
    developed = senator(ctx, PLAYER, "dev")
    rebel = senator(ctx, PLAYER, "rebel", location=Location.REBEL)
    governor(ctx, developed, SICILIA, developed=True)
    rebel_province = governor(ctx, rebel, "prov-illyricum")
    ctx.state.provinces["prov-hispania-ulterior"] = ProvinceState("prov-hispania-ulterior")
    ctx.dice.script([6])

    province_development(ctx)

    assert ctx.dice.scripted_left == 1
    assert rebel_province.developed is False
