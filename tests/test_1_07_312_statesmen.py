"""1.07.312: when a Statesman may enter play and where he goes."""

from engine.context import Context
from engine.forum_cards import enter_family_card
from engine.senators import (
    enter_statesman,
    family_senator,
    rekey_senator,
    statesman_blocker,
    statesman_senator,
)
from engine.state import ACTIVE_FORCES, Location, Office, ProvinceState, Senator, Unit
from tests.builders import bare_context


def put_family(ctx: Context, key: str, seat: int | None, **changes: object) -> Senator:
    senator = family_senator(ctx.catalog, key)
    senator.faction = seat
    senator.location = Location.ROME if seat is not None else Location.FORUM
    for name, value in changes.items():
        setattr(senator, name, value)
    ctx.state.senators[key] = senator
    return senator


def test_statesman_goes_on_his_own_family_card_and_takes_its_markers() -> None:
    ctx = bare_context()
    put_family(
        ctx,
        "fam-02-fabius",
        1,
        influence=9,
        popularity=2,
        knights=1,
        talents=4,
        offices=[Office.ROME_CONSUL],
        prior_consul=True,
        concessions=[52],
    )
    ctx.state.factions[1].leader = "fam-02-fabius"

    fabius = enter_statesman(ctx.state, ctx.catalog, 1, "2A")

    assert "fam-02-fabius" not in ctx.state.senators
    assert fabius.family_card == "fam-02-fabius"
    assert (fabius.influence, fabius.popularity, fabius.knights, fabius.talents) == (9, 2, 1, 4)
    assert fabius.offices == [Office.ROME_CONSUL] and fabius.prior_consul
    assert fabius.concessions == [52]
    assert ctx.state.factions[1].leader == "2A"


def test_statesman_keeps_his_own_higher_ratings() -> None:
    ctx = bare_context()
    put_family(ctx, "fam-01-cornelius", 1)

    scipio = enter_statesman(ctx.state, ctx.catalog, 1, "1A")

    card = ctx.catalog.statesmen["1A"]
    assert (scipio.military, scipio.influence) == (card.military, card.influence)


def test_family_card_in_the_forum_moves_to_the_faction_under_him() -> None:
    ctx = bare_context()
    put_family(ctx, "fam-02-fabius", None)

    fabius = enter_statesman(ctx.state, ctx.catalog, 3, "2A")

    assert fabius.family_card == "fam-02-fabius"
    assert fabius.faction == 3 and fabius.location is Location.ROME


def test_family_card_not_in_play_leaves_him_alone() -> None:
    ctx = bare_context()

    scipio = enter_statesman(ctx.state, ctx.catalog, 0, "1A")

    assert scipio.family_card is None and scipio.faction == 0


def test_blocked_when_an_opponent_controls_his_family_card() -> None:
    ctx = bare_context()
    put_family(ctx, "fam-02-fabius", 4)

    assert statesman_blocker(ctx.state, ctx.catalog, 1, "2A") is not None
    assert statesman_blocker(ctx.state, ctx.catalog, 4, "2A") is None


def test_blocked_when_a_statesman_of_the_same_id_is_in_play() -> None:
    ctx = bare_context()
    enter_statesman(ctx.state, ctx.catalog, 2, "1A")

    assert statesman_blocker(ctx.state, ctx.catalog, 2, "1C") is not None


def test_gracchi_may_both_be_in_play() -> None:
    """25A and 25B are the exception (1.05.22), even with the Family card elsewhere once one
    brother is in play."""
    ctx = bare_context()
    put_family(ctx, "fam-25-sempronius", 1)
    enter_statesman(ctx.state, ctx.catalog, 1, "25A")

    assert statesman_blocker(ctx.state, ctx.catalog, 3, "25B") is None


def test_statesman_on_a_victorious_family_card_takes_his_command_and_force() -> None:
    # Played in the Revolution Phase (1.11.1) before the victor declares (1.11.3).
    ctx = bare_context()
    put_family(ctx, "fam-02-fabius", 1, location=Location.WAR, commands=7)
    ctx.state.legions = [Unit(1, "war:7", commander="fam-02-fabius"), Unit(2, ACTIVE_FORCES)]
    ctx.state.legions[1].veteran = True
    ctx.state.legions[1].allegiance = "fam-02-fabius"
    ctx.state.fleets = [Unit(1, "war:7", commander="fam-02-fabius")]
    ctx.state.dispatched = ["fam-01-cornelius", "fam-02-fabius"]
    ctx.state.victors = ["fam-02-fabius"]

    fabius = enter_statesman(ctx.state, ctx.catalog, 1, "2A")

    assert (fabius.location, fabius.commands) == (Location.WAR, 7)
    assert [u.commander for u in (*ctx.state.legions, *ctx.state.fleets)] == ["2A", None, "2A"]
    assert ctx.state.legions[1].allegiance == "2A"
    assert ctx.state.dispatched == ["fam-01-cornelius", "2A"]
    assert ctx.state.victors == ["2A"]


def test_statesman_on_a_captive_family_card_stays_captive() -> None:
    ctx = bare_context()
    put_family(ctx, "fam-02-fabius", 1, location=Location.CAPTIVE, captive_of=7)

    fabius = enter_statesman(ctx.state, ctx.catalog, 1, "2A")

    assert (fabius.location, fabius.captive_of) == (Location.CAPTIVE, 7)


def test_a_family_card_tucked_under_its_statesman_leaves_the_curia() -> None:
    ctx = bare_context()
    fabius = statesman_senator(ctx.catalog, "2A")
    fabius.faction, fabius.location = 1, Location.ROME
    ctx.state.senators["2A"] = fabius
    card = put_family(ctx, "fam-02-fabius", None, location=Location.CURIA)
    ctx.state.curia = ["fam-01-cornelius", "fam-02-fabius"]
    ctx.state.legions = [Unit(1, ACTIVE_FORCES, veteran=True, allegiance="fam-02-fabius")]

    enter_family_card(ctx, card, "1.07.8")

    assert fabius.family_card == "fam-02-fabius"
    assert "fam-02-fabius" not in ctx.state.senators
    assert ctx.state.curia == ["fam-01-cornelius"]
    assert ctx.state.legions[0].allegiance == "2A"


def test_rekey_moves_every_reference_to_the_family_card() -> None:
    ctx = bare_context()
    state = ctx.state
    old, new = "fam-02-fabius", "2A"
    state.factions[1].leader = old
    state.provinces["prov-sicilia"] = ProvinceState("prov-sicilia", governor=old, term=2)
    state.legions = [Unit(1, "war:7", veteran=True, allegiance=old, commander=old)]
    state.fleets = [Unit(1, "war:7", commander=old)]
    state.dispatched = [old, "fam-01-cornelius", new]
    state.victors = [old]
    state.contributed = ["fam-01-cornelius", old]
    state.curia = [old]
    state.expeditions = {120: old}
    state.open_bodyguards = {old: 140}
    state.primary_rebel = old
    state.rebel_master_of_horse = old

    rekey_senator(state, old, new)

    assert state.factions[1].leader == new
    assert state.provinces["prov-sicilia"].governor == new
    assert (state.legions[0].allegiance, state.legions[0].commander) == (new, new)
    assert state.fleets[0].commander == new
    assert state.dispatched == ["fam-01-cornelius", new]
    assert state.victors == [new]
    assert state.contributed == ["fam-01-cornelius", new]
    assert state.curia == []
    assert state.expeditions == {120: new}
    assert state.open_bodyguards == {new: 140}
    assert (state.primary_rebel, state.rebel_master_of_horse) == (new, new)
