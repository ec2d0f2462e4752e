"""1.05.31: a dead Statesman leaves the game; his Family card, if under him, suffers the normal
consequences of 1.05.3; a Statesman Faction Leader without one leaves the faction leaderless.
1.07.312: a dead brother's Family card goes to the surviving brother."""

from engine.context import Context
from engine.death import kill_senator
from engine.senators import enter_statesman
from engine.state import Location
from tests.builders import add_family, bare_context


def fabius_on_his_family(ctx: Context, seat: int) -> None:
    add_family(ctx, seat, "fam-02-fabius").influence = 8
    enter_statesman(ctx.state, ctx.catalog, seat, "2A")


def test_a_statesman_leaves_the_game_and_his_family_card_goes_to_the_curia() -> None:
    ctx = bare_context()
    fabius_on_his_family(ctx, 1)
    add_family(ctx, 1, "fam-05-claudius")
    ctx.state.factions[1].leader = "fam-05-claudius"

    kill_senator(ctx, "2A", "1.05.2", "Mortality Phase")

    assert "2A" not in ctx.state.senators
    assert ctx.state.removed == [ctx.catalog.statesmen["2A"].card_no]
    assert ctx.state.curia == ["fam-02-fabius"]
    family = ctx.state.senators["fam-02-fabius"]
    assert (family.faction, family.location, family.influence) == (
        None,
        Location.CURIA,
        ctx.catalog.families["fam-02-fabius"].influence,
    )


def test_a_statesman_faction_leader_leaves_his_family_card_as_faction_leader() -> None:
    ctx = bare_context()
    fabius_on_his_family(ctx, 1)
    ctx.state.factions[1].leader = "2A"

    kill_senator(ctx, "2A", "1.05.2", "Mortality Phase")

    heir = ctx.state.senators["fam-02-fabius"]
    assert ctx.state.factions[1].leader == "fam-02-fabius"
    assert (heir.faction, heir.location, heir.influence) == (
        1,
        Location.ROME,
        ctx.catalog.families["fam-02-fabius"].influence,
    )
    assert ctx.state.curia == []


def test_a_statesman_faction_leader_without_family_card_leaves_no_leader() -> None:
    ctx = bare_context()
    enter_statesman(ctx.state, ctx.catalog, 4, "1A")
    add_family(ctx, 4, "fam-05-claudius")
    ctx.state.factions[4].leader = "1A"

    kill_senator(ctx, "1A", "1.05.2", "Mortality Phase")

    assert ctx.state.factions[4].leader is None
    assert ctx.state.curia == []
    assert ctx.state.removed == [ctx.catalog.statesmen["1A"].card_no]
    assert any(e.act == "leaderless" and e.rule == "1.05.31" for e in ctx.log)


def test_a_dead_brothers_family_card_moves_to_the_surviving_brother() -> None:
    ctx = bare_context(scenario="middle")
    add_family(ctx, 1, "fam-25-sempronius").influence = 9
    enter_statesman(ctx.state, ctx.catalog, 1, "25A")
    enter_statesman(ctx.state, ctx.catalog, 2, "25B")
    ctx.state.factions[1].leader = "25A"

    kill_senator(ctx, "25A", "1.05.2", "Mortality Phase")

    survivor = ctx.state.senators["25B"]
    assert survivor.family_card == "fam-25-sempronius"
    assert survivor.influence == max(
        ctx.catalog.statesmen["25B"].influence, ctx.catalog.families["fam-25-sempronius"].influence
    )
    assert "fam-25-sempronius" not in ctx.state.senators
    assert ctx.state.curia == []
    assert ctx.state.factions[1].leader is None


def test_the_faction_leader_marker_follows_the_family_card_within_the_faction() -> None:
    # Ruling: both brothers in one faction, the dead one its Leader: the survivor leads it.
    ctx = bare_context(scenario="late")
    add_family(ctx, 3, "fam-29-licinius")
    enter_statesman(ctx.state, ctx.catalog, 3, "29A")
    enter_statesman(ctx.state, ctx.catalog, 3, "29B")
    ctx.state.factions[3].leader = "29A"

    kill_senator(ctx, "29A", "1.05.2", "Mortality Phase")

    assert ctx.state.factions[3].leader == "29B"
    assert ctx.state.senators["29B"].family_card == "fam-29-licinius"
