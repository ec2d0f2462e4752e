"""1.13.1, 1.07.36, the Law cards: under the Vatinian Law a Senator may govern by Legate: officials
in Rome and Senators already governing by Legate are eligible, a new Governor in Rome chooses to go
or to stay (one holding a Major Office must stay), and a Legate's Province works as if its
Governor were there; his term ends without moving him, and his death frees it."""

import pytest

from engine.death import kill_senator
from engine.phases.governors import returning_governors
from engine.senate.offices import Senate, award_governorship
from engine.state import Location, Office, ProvinceState
from solo.spoils_eligibility import eligible
from tests.builders import add_senator, drive, neutral_table

VATINIAN = 158
AFRICA = "prov-africa"
ASIA = "prov-asia"


@pytest.mark.effect("law", "governor_by_legate")
def test_a_consul_is_eligible_and_must_govern_by_legate_staying_in_rome() -> None:
    ctx = neutral_table()
    ctx.state.provinces[AFRICA] = ProvinceState(AFRICA)
    consul = add_senator(ctx, 0, "C")
    consul.offices = [Office.ROME_CONSUL]
    assert consul not in eligible(ctx, Senate()).governors
    ctx.state.laws.append(VATINIAN)
    assert consul in eligible(ctx, Senate()).governors

    asked = drive(ctx, lambda c: award_governorship(c, consul, AFRICA, "4.05.415", "Player"))

    assert asked == []
    province = ctx.state.provinces[AFRICA]
    assert (province.governor, province.legate) == ("C", True)
    assert (consul.location, consul.province) == (Location.ROME, None)


@pytest.mark.effect("law", "governor_by_legate")
def test_a_senator_in_rome_chooses_and_his_legates_term_ends_without_moving_him() -> None:
    ctx = neutral_table()
    ctx.state.laws.append(VATINIAN)
    ctx.state.provinces[AFRICA] = ProvinceState(AFRICA)
    ctx.state.provinces[ASIA] = ProvinceState(ASIA)
    senator = add_senator(ctx, 0, "fam-01-cornelius")

    asked = drive(
        ctx, lambda c: award_governorship(c, senator, AFRICA, "4.05.415", "P"), ["legate"]
    )
    assert [d.kind for d in asked] == ["law.legate"]
    assert senator in eligible(ctx, Senate()).governors  # already governing by Legate
    assert drive(ctx, lambda c: award_governorship(c, senator, ASIA, "4.05.415", "P")) == []
    assert ctx.state.provinces[ASIA].legate

    ctx.state.provinces[AFRICA].term = 1
    returning_governors(ctx)
    assert ctx.state.provinces[AFRICA].governor is None
    assert senator.location is Location.ROME
    kill_senator(ctx, "fam-01-cornelius", "1.05.3", "test")
    assert ctx.state.provinces[ASIA].governor is None


@pytest.mark.effect("law", "governor_by_legate")
def test_a_neutrals_governor_is_delegated_and_governs_by_legate() -> None:
    ctx = neutral_table()
    ctx.state.laws.append(VATINIAN)
    ctx.state.provinces[AFRICA] = ProvinceState(AFRICA)
    senator = add_senator(ctx, 1, "N")

    asked = drive(ctx, lambda c: award_governorship(c, senator, AFRICA, "4.05.415", "N"))

    assert asked[0].delegate_to == 0
    assert senator.location is Location.ROME and ctx.state.provinces[AFRICA].legate


def test_1_09_5_a_commander_in_the_field_is_not_elected_governor_under_the_vatinian_law() -> None:
    # The card lets a Legate's Governor keep his Province while he holds an office or a field
    # command; it makes officials "even in Rome" eligible, not Senators away: Governorships are
    # filled "from its membership (in Rome)" (1.09.5).
    ctx = neutral_table()
    ctx.state.provinces[AFRICA] = ProvinceState(AFRICA)
    ctx.state.laws.append(VATINIAN)
    proconsul = add_senator(ctx, 0, "P")
    proconsul.location, proconsul.offices = Location.WAR, [Office.PROCONSUL]

    assert proconsul not in eligible(ctx, Senate()).governors
