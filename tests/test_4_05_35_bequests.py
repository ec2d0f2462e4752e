"""4.05.35 Bequests: the Field Consul goes to collect a Bequest only with Forces the Military
Plan can spare: 3 Legions and 3 Fleets left in the Active Forces boxes, none built for it
(D2-18). Spec T52."""

import pytest

from engine.context import Context
from engine.state import ACTIVE_FORCES, Location, Office, Unit
from solo.offices import send_for_bequests
from tests.senate_support import IMPERIALS, PLUTOCRATS, acts, senator, solitaire_table

PERGAMENE_BEQUEST = 106


def t52_table(legions: int = 10, fleets: int = 5) -> Context:
    """No War in play; the Pergamene Bequest in the Forum; Legions and Fleets in the boxes."""
    ctx = solitaire_table()
    ctx.state.legions = [Unit(n, ACTIVE_FORCES if n <= legions else "bank") for n in range(1, 26)]
    ctx.state.fleets = [Unit(n, ACTIVE_FORCES if n <= fleets else "bank") for n in range(1, 26)]
    ctx.state.forum_events = [PERGAMENE_BEQUEST]
    senator(ctx, IMPERIALS, "field", office=Office.FIELD_CONSUL)
    senator(ctx, PLUTOCRATS, "rome", office=Office.ROME_CONSUL)
    return ctx


@pytest.mark.effect("event", "bequest")
def test_field_consul_collects_with_3_legions_and_3_fleets() -> None:
    ctx = t52_table()

    send_for_bequests(ctx)

    consul = ctx.state.senators["field"]
    assert consul.location is Location.WAR
    assert ctx.state.expeditions == {PERGAMENE_BEQUEST: "field"}
    where = f"bequest:{PERGAMENE_BEQUEST}"
    assert ctx.state.count_units(ctx.state.legions, where) == 3
    assert ctx.state.count_units(ctx.state.fleets, where) == 3
    assert ctx.state.count_units(ctx.state.legions, ACTIVE_FORCES) == 7
    assert acts(ctx, "bequest_trip")[0].rule == "4.05.35"


def test_variant_field_consul_at_war_stays_away_from_the_bequest() -> None:
    ctx = t52_table()
    ctx.state.senators["field"].location = Location.WAR

    send_for_bequests(ctx)

    assert ctx.state.expeditions == {}


def test_no_trip_without_spare_forces_and_no_builds_for_it() -> None:
    ctx = t52_table(legions=10, fleets=2)

    send_for_bequests(ctx)

    assert ctx.state.expeditions == {}
    assert ctx.state.count_units(ctx.state.fleets, ACTIVE_FORCES) == 2


def test_non_veteran_legions_go_first() -> None:
    ctx = t52_table(legions=4)
    ctx.state.legions[0].veteran = True

    send_for_bequests(ctx)

    sent = [u.number for u in ctx.state.legions if u.location.startswith("bequest:")]
    assert sent == [2, 3, 4]
