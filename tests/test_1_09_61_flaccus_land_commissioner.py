"""1.09.61, the Senator cards: M. Fulvius Flaccus (7A), in Rome or away (1.07.312), may take
the Land Commissioner without a vote in the Senate Phase while a Land Bill is in effect and
nobody holds it."""

import pytest

from engine.land_commissioner import claim_land_commissioner
from engine.senators import statesman_senator
from engine.state import Location
from tests.builders import drive, neutral_table

LAND_COMMISSIONER = "con-land-commissioner"


@pytest.mark.effect("statesman", "claim_land_commissioner")
def test_flaccus_takes_the_land_commissioner_while_a_land_bill_is_in_effect() -> None:
    ctx = neutral_table()
    card = ctx.catalog.card_by_key[LAND_COMMISSIONER].card_no
    ctx.state.forum_concessions.append(card)
    flaccus = statesman_senator(ctx.catalog, "7A")
    flaccus.faction, flaccus.location = 0, Location.ROME
    ctx.state.senators["7A"] = flaccus
    assert drive(ctx, claim_land_commissioner) == []  # no Land Bill in effect
    ctx.state.land_bills.append(1)

    asked = drive(ctx, claim_land_commissioner, ["claim"])

    assert [d.kind for d in asked] == ["senate.claim_land_commissioner"]
    assert flaccus.concessions == [card] and card not in ctx.state.forum_concessions


@pytest.mark.effect("statesman", "claim_land_commissioner")
@pytest.mark.parametrize("where", [Location.ROME, Location.PROVINCE])
def test_1_07_312_a_neutral_flaccus_takes_it_at_once_in_rome_or_away(where: Location) -> None:
    # Governing a Province he still may: Statesmen use their abilities away from Rome (1.07.312).
    ctx = neutral_table()
    card = ctx.catalog.card_by_key[LAND_COMMISSIONER].card_no
    ctx.state.forum_concessions.append(card)
    ctx.state.land_bills.append(2)
    flaccus = statesman_senator(ctx.catalog, "7A")
    flaccus.faction, flaccus.location = 3, where
    ctx.state.senators["7A"] = flaccus

    drive(ctx, claim_land_commissioner)

    assert flaccus.concessions == [card]
