"""1.09.822: an Aligned Senator in Rome with 35 Influence is at once Consul for Life, unless the
Military Reforms Law is in force; the one exceeding 34 by most wins, then the one whose Faction
has most Influence; an appointment displaces a Consul for Life elected this turn (spec T14)."""

import pytest

from engine.consul_for_life import appoint_consul_for_life
from engine.context import Context, Procedure
from engine.phases.revenue_ledger import Ledger
from engine.phases.state_revenue import contributions
from engine.state import Location, Office, Senator
from tests.revenue_support import PLAYER, PLUTOCRATS, POPULISTS, run, senator, solitaire_table

MILITARY_REFORMS = "law-military-reforms"


def contribute_phase(ctx: Context) -> None:
    def step(c: Context) -> Procedure:
        yield from contributions(c, Ledger())

    run(ctx, step)


def is_consul_for_life(senator: Senator) -> bool:
    return Office.CONSUL_FOR_LIFE in senator.offices


def test_the_plutocrat_who_contributes_to_35_is_consul_for_life_at_once() -> None:
    ctx = solitaire_table()
    reaches = senator(ctx, PLUTOCRATS, "reaches", talents=26, influence=32)

    contribute_phase(ctx)

    assert reaches.influence == 35
    assert is_consul_for_life(reaches)
    assert ctx.state.consul_for_life_appointed
    assert [e.rule for e in ctx.log if e.act == "consul_for_life"] == ["1.09.822"]


def test_a_senator_away_from_rome_is_not_appointed_until_he_is_back() -> None:
    ctx = solitaire_table()
    away = senator(ctx, PLAYER, "away", influence=36, location=Location.PROVINCE)

    appoint_consul_for_life(ctx)
    assert not is_consul_for_life(away)

    away.location = Location.ROME
    appoint_consul_for_life(ctx)
    assert is_consul_for_life(away)


def test_unaligned_senators_are_never_appointed() -> None:
    ctx = solitaire_table()
    unaligned = senator(ctx, None, "forum", influence=40)

    appoint_consul_for_life(ctx)

    assert not is_consul_for_life(unaligned)


@pytest.mark.effect("law", "no_automatic_consul_for_life")
def test_the_military_reforms_law_ends_appointment() -> None:
    ctx = solitaire_table()
    ctx.state.laws.append(ctx.catalog.card_by_key[MILITARY_REFORMS].card_no)
    strong = senator(ctx, PLAYER, "strong", influence=40)

    appoint_consul_for_life(ctx)

    assert not is_consul_for_life(strong)


def test_the_senator_exceeding_34_by_most_is_appointed() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "less", influence=35)
    most = senator(ctx, POPULISTS, "most", influence=37)

    appoint_consul_for_life(ctx)

    assert is_consul_for_life(most)
    assert sum(is_consul_for_life(s) for s in ctx.state.senators.values()) == 1


def test_equal_influence_goes_to_the_faction_with_most_combined_influence() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "player", influence=35)
    backed = senator(ctx, POPULISTS, "backed", influence=35)
    senator(ctx, POPULISTS, "friend", influence=3)

    appoint_consul_for_life(ctx)

    assert is_consul_for_life(backed)


def test_an_appointment_displaces_a_consul_for_life_elected_this_turn() -> None:
    ctx = solitaire_table()
    elected = senator(ctx, PLAYER, "elected", influence=22)
    elected.offices.append(Office.CONSUL_FOR_LIFE)
    appointed = senator(ctx, POPULISTS, "appointed", influence=35)

    appoint_consul_for_life(ctx)

    assert is_consul_for_life(appointed)
    assert not is_consul_for_life(elected)


def test_a_consul_for_life_by_appointment_keeps_it() -> None:
    ctx = solitaire_table()
    first = senator(ctx, PLAYER, "first", influence=35)
    appoint_consul_for_life(ctx)
    second = senator(ctx, POPULISTS, "second", influence=40)

    appoint_consul_for_life(ctx)

    assert is_consul_for_life(first)
    assert not is_consul_for_life(second)


def test_after_the_appointed_consul_for_life_dies_another_may_be_appointed() -> None:
    ctx = solitaire_table()
    first = senator(ctx, PLAYER, "first", influence=35)
    appoint_consul_for_life(ctx)
    first.offices.remove(Office.CONSUL_FOR_LIFE)  # as death strips his markers (1.05.3)
    first.influence = 10
    second = senator(ctx, POPULISTS, "second", influence=36)

    appoint_consul_for_life(ctx)

    assert is_consul_for_life(second)
