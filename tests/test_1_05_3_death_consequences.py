"""1.05.3: a dead Senator loses every marker but the Faction Leader marker; his Concessions and
Province (with its Garrison) go to the Forum; his Family card goes under the Curia unless it
carries the Faction Leader marker, in which case the next leading member stays, fresh."""

from engine.context import Context
from engine.death import kill_senator
from engine.state import Location, Office, ProvinceState, Senator, Unit
from tests.builders import add_family, bare_context

SICILIA = "prov-sicilia"


def decorated(ctx: Context, seat: int, key: str) -> Senator:
    """A Senator carrying every kind of marker, a Concession and a Governorship."""
    senator = add_family(ctx, seat, key, Location.PROVINCE)
    senator.offices = [Office.CENSOR]
    senator.prior_consul = True
    senator.corrupt = True
    senator.knights = 2
    senator.talents = 7
    senator.influence += 6
    senator.popularity = 3
    senator.concessions = [ctx.catalog.concessions.concessions[0].card_no]
    senator.province = SICILIA
    ctx.state.provinces[SICILIA] = ProvinceState(SICILIA, governor=key, term=2)
    ctx.state.legions = [Unit(n) for n in range(1, 26)]
    ctx.state.legions[0].location = f"garrison:{SICILIA}"
    ctx.state.legions[1].location = f"garrison:{SICILIA}"
    ctx.state.legions[2].location = "rome"
    ctx.state.legions[2].veteran = True
    ctx.state.legions[2].allegiance = key
    return senator


def test_a_family_senator_goes_under_the_curia_with_no_markers() -> None:
    ctx = bare_context()
    add_family(ctx, 1, "fam-01-cornelius")
    ctx.state.factions[1].leader = "fam-01-cornelius"
    add_family(ctx, None, "fam-09-aurelius").location = Location.CURIA
    ctx.state.curia = ["fam-09-aurelius"]
    decorated(ctx, 1, "fam-03-valerius")

    kill_senator(ctx, "fam-03-valerius", "1.05.2", "Mortality Phase")

    card = ctx.state.senators["fam-03-valerius"]
    printed = ctx.catalog.families["fam-03-valerius"]
    assert ctx.state.curia == ["fam-09-aurelius", "fam-03-valerius"]
    assert (card.faction, card.location) == (None, Location.CURIA)
    assert (card.influence, card.popularity) == (printed.influence, printed.popularity)
    assert card.offices == [] and not card.prior_consul and not card.corrupt
    assert (card.knights, card.talents, card.concessions, card.province) == (0, 0, [], None)
    assert ctx.state.factions[1].leader == "fam-01-cornelius"


def test_concessions_and_the_province_with_its_garrison_go_to_the_forum() -> None:
    ctx = bare_context()
    senator = decorated(ctx, 1, "fam-03-valerius")
    concession = senator.concessions[0]

    kill_senator(ctx, "fam-03-valerius", "1.05.2", "Mortality Phase")

    assert ctx.state.forum_concessions == [concession]
    assert (ctx.state.provinces[SICILIA].governor, ctx.state.provinces[SICILIA].term) == (None, 0)
    assert ctx.state.count_units(ctx.state.legions, f"garrison:{SICILIA}") == 2
    assert {e.rule for e in ctx.log if e.act in ("concession_freed", "province_freed")} == {
        "1.05.3"
    }


def test_veterans_lose_their_allegiance_but_stay_veterans() -> None:
    ctx = bare_context()
    decorated(ctx, 1, "fam-03-valerius")

    kill_senator(ctx, "fam-03-valerius", "1.05.2", "Mortality Phase")

    veteran = ctx.state.legions[2]
    assert (veteran.veteran, veteran.allegiance, veteran.location) == (True, None, "rome")


def test_a_faction_leaders_family_card_stays_as_the_next_leading_member() -> None:
    # Ruling: the heir is a fresh card, printed ratings, in Rome, with the Leader marker only.
    ctx = bare_context()
    decorated(ctx, 2, "fam-03-valerius")
    ctx.state.factions[2].leader = "fam-03-valerius"

    kill_senator(ctx, "fam-03-valerius", "1.05.2", "Mortality Phase")

    heir = ctx.state.senators["fam-03-valerius"]
    printed = ctx.catalog.families["fam-03-valerius"]
    assert ctx.state.factions[2].leader == "fam-03-valerius"
    assert (heir.faction, heir.location) == (2, Location.ROME)
    assert (heir.influence, heir.talents, heir.knights, heir.offices) == (
        printed.influence,
        0,
        0,
        [],
    )
    assert ctx.state.curia == []


def test_an_unaligned_forum_senator_goes_to_the_curia() -> None:
    ctx = bare_context()
    add_family(ctx, None, "fam-11-papirius").talents = 4

    kill_senator(ctx, "fam-11-papirius", "1.05.2", "Mortality Phase")

    assert ctx.state.curia == ["fam-11-papirius"]
    assert ctx.state.senators["fam-11-papirius"].talents == 0


def test_a_dead_dictators_master_of_horse_returns_to_rome() -> None:
    ctx = bare_context()
    dictator = add_family(ctx, 1, "fam-06-manlius", Location.WAR)
    dictator.offices = [Office.DICTATOR]
    master = add_family(ctx, 2, "fam-08-furius", Location.WAR)
    master.offices = [Office.MASTER_OF_HORSE]

    kill_senator(ctx, "fam-06-manlius", "1.10.7", "Mortality Chit after battle")

    assert (master.location, master.offices) == (Location.ROME, [Office.MASTER_OF_HORSE])
    assert [e.rule for e in ctx.log if e.act == "returns"] == ["1.10.7"]


def test_a_dead_dictators_master_of_horse_lays_down_his_command() -> None:
    ctx = bare_context()
    dictator = add_family(ctx, 1, "fam-06-manlius", Location.WAR)
    dictator.offices = [Office.DICTATOR]
    master = add_family(ctx, 2, "fam-08-furius", Location.WAR)
    master.offices = [Office.MASTER_OF_HORSE]
    for away in (dictator, master):
        away.commands = 3  # the War they command (1.09.34)

    kill_senator(ctx, "fam-06-manlius", "1.10.7", "Mortality Chit after battle")

    assert (master.location, master.commands) == (Location.ROME, None)


def test_a_captive_master_of_horse_stays_captive() -> None:
    ctx = bare_context()
    add_family(ctx, 1, "fam-06-manlius", Location.WAR).offices = [Office.DICTATOR]
    master = add_family(ctx, 2, "fam-08-furius", Location.CAPTIVE)
    master.offices = [Office.MASTER_OF_HORSE]

    kill_senator(ctx, "fam-06-manlius", "1.10.7", "Mortality Chit after battle")

    assert master.location is Location.CAPTIVE


def test_an_assassins_faction_leader_loses_his_family_card_too() -> None:
    # 1.05.3 exception, 1.09.74: the guilty Faction Leader's Family card goes to the Curia.
    ctx = bare_context()
    add_family(ctx, 3, "fam-10-junius")
    add_family(ctx, 3, "fam-12-acilius")
    ctx.state.factions[3].leader = "fam-10-junius"

    kill_senator(ctx, "fam-10-junius", "1.09.74", "guilty", leader_card_stays=False)

    assert ctx.state.curia == ["fam-10-junius"]
    assert ctx.state.factions[3].leader is None
