"""4.05.414 Concession: a Neutral's Concession goes to its Senator in Rome with the fewest
Concessions, ties to the most Influence; among several Concessions it takes the highest printed
income, then the lowest card number (spec ruling). Spec T39."""

import pytest

from engine.senate.offices import Senate
from engine.state import Location, Office
from tests.senate_support import (
    CONSERVATIVES,
    acts,
    coalition,
    run_spoils,
    senator,
    solitaire_table,
)

HARBOR_FEES = 56
MINING = 57
AEGYPTIAN_GRAIN = 54
LAND_COMMISSIONER = 58


def offices_given(senate: Senate) -> None:
    """Both Consuls and the Censor already taken this phase."""
    senate.filled.update({Office.ROME_CONSUL, Office.FIELD_CONSUL, Office.CENSOR})


def test_fewest_concessions_then_most_influence() -> None:
    ctx = solitaire_table()
    senator(ctx, CONSERVATIVES, "a", influence=7, concessions=1)
    senator(ctx, CONSERVATIVES, "b", influence=2)
    c = senator(ctx, CONSERVATIVES, "c", influence=4)
    ctx.state.forum_concessions = [HARBOR_FEES]
    coalition(ctx, CONSERVATIVES)

    run_spoils(ctx, prepare=offices_given)

    assert c.concessions == [HARBOR_FEES] and ctx.state.forum_concessions == []


def test_recipient_must_be_in_rome() -> None:
    ctx = solitaire_table()
    senator(ctx, CONSERVATIVES, "away", influence=9, location=Location.PROVINCE)
    home = senator(ctx, CONSERVATIVES, "home", influence=2, concessions=3)
    ctx.state.forum_concessions = [HARBOR_FEES]
    coalition(ctx, CONSERVATIVES)

    run_spoils(ctx, prepare=offices_given)

    assert HARBOR_FEES in home.concessions


def test_highest_income_first() -> None:
    ctx = solitaire_table()
    senator(ctx, CONSERVATIVES, "a", influence=3)
    senator(ctx, CONSERVATIVES, "b", influence=2)
    ctx.state.forum_concessions = [HARBOR_FEES, AEGYPTIAN_GRAIN, MINING]
    coalition(ctx, CONSERVATIVES)

    run_spoils(ctx, prepare=offices_given)

    given = [e.data["concession"] for e in acts(ctx, "concession")]
    assert given == [AEGYPTIAN_GRAIN, HARBOR_FEES, MINING]


@pytest.mark.effect("concession", "requires_land_bill")
def test_land_commissioner_only_with_a_land_bill_in_effect() -> None:
    ctx = solitaire_table()
    senator(ctx, CONSERVATIVES, "a", influence=3)
    ctx.state.forum_concessions = [LAND_COMMISSIONER]
    coalition(ctx, CONSERVATIVES)

    run_spoils(ctx, prepare=offices_given)

    assert ctx.state.forum_concessions == [LAND_COMMISSIONER]
