"""1.09.62, the Senator cards: Popillius Laenas (23A) may veto one Land Bill a turn without a
Tribune card; in the solitaire Spoils a veto of a Land Bill pick (4.05.419). His free veto is for
Land Bills only."""

import pytest

from engine.senate.offices import Senate
from engine.senators import statesman_senator
from engine.state import Location, Office
from tests.senate_support import (
    PLAYER,
    PLUTOCRATS,
    POPULISTS,
    acts,
    coalition,
    run_spoils,
    senator,
    solitaire_table,
)


def offices_given(senate: Senate) -> None:
    senate.filled.update({Office.ROME_CONSUL, Office.FIELD_CONSUL, Office.CENSOR})


@pytest.mark.effect("statesman", "free_land_bill_veto_per_turn")
@pytest.mark.parametrize("where", [Location.ROME, Location.WAR])
def test_1_07_312_laenas_vetoes_a_land_bill_pick_without_a_tribune_card(where: Location) -> None:
    # In Rome or commanding a War: Statesmen use their abilities away from Rome (1.07.312).
    ctx = solitaire_table()
    senator(ctx, POPULISTS, "pop-low", popularity=-1, influence=2)
    senator(ctx, POPULISTS, "pop-high", popularity=3, influence=3)
    senator(ctx, PLUTOCRATS, "plu", influence=3)
    laenas = statesman_senator(ctx.catalog, "23A")
    laenas.faction, laenas.location = PLAYER, where
    ctx.state.senators["23A"] = laenas
    coalition(ctx, POPULISTS, PLUTOCRATS)

    _, player = run_spoils(ctx, {"spoils.tribune": ["veto"]}, prepare=offices_given)

    assert "spoils.tribune" in [d.kind for d in player.seen]
    veto = acts(ctx, "tribune")[0]
    assert veto.actor == "Player" and "Laenas's free Land Bill veto" in veto.text
    assert acts(ctx, "spoils_skipped")[0].actor == "Populists"
    assert acts(ctx, "land_bill_sponsor") == [] and ctx.state.land_bills == []


@pytest.mark.effect("statesman", "free_land_bill_veto_per_turn")
def test_laenas_gives_no_veto_of_other_picks() -> None:
    ctx = solitaire_table()
    senator(ctx, PLUTOCRATS, "plu", influence=3)
    senator(ctx, PLUTOCRATS, "plu-2", influence=5)
    laenas = statesman_senator(ctx.catalog, "23A")
    laenas.faction, laenas.location = PLAYER, Location.ROME
    ctx.state.senators["23A"] = laenas
    coalition(ctx, PLUTOCRATS)

    def censor_and_field_consul(senate: Senate) -> None:
        senate.filled.update({Office.CENSOR, Office.FIELD_CONSUL})

    _, player = run_spoils(ctx, prepare=censor_and_field_consul)

    assert "spoils.tribune" not in [d.kind for d in player.seen]
