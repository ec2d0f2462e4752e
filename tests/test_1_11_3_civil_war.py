"""1.11.3-1.11.373: a victorious Commander lays down his command or revolts, rolling for his
Legions' allegiance (1.11.31); one Primary Rebel, a stronger Army voiding a weaker declaration;
Secondary Rebels and their markers (1.11.32-1.11.33); Veterans desert (1.11.34); the Rebel
pays his Army (1.11.35); the Senate attacks the Rebel (1.11.36-1.11.373); the Revolt fails when
the Primary Rebel dies (1.11.372, 1.05.3)."""

import pytest

from engine.civil_war import pay_rebel_maintenance
from engine.context import Context
from engine.death import kill_senator, revolt_fails
from engine.phases.debits import maintained_units
from engine.phases.revolution import revolution_phase
from engine.state import ACTIVE_FORCES, CIVIL_WAR, Location, Office, Senator
from engine.treasury import money_in_play
from engine.victory import end_of_combat, fight_rebel
from tests.builders import add_family
from tests.combat_support import (
    IMPERIALS,
    PLAYER,
    Chits,
    combat_table,
    ride_with,
    send,
    units_at,
)
from tests.event_support import card_no
from tests.interpreted_support import PATCHES_A_FUNCTION
from tests.revenue_support import governor, run

PUNIC = "war-punic-1"
SECOND_PLAYER = 2


def senator(
    ctx: Context,
    seat: int,
    name: str,
    *,
    location: Location = Location.ROME,
    talents: int = 0,
    military: int = 1,
    influence: int = 1,
) -> Senator:
    """The next Family card not in play (a real card, so that he can die, 1.05.3), renamed for
    the test's log, with these ratings."""
    key = next(k for k in ctx.catalog.families if k not in ctx.state.senators)
    member = add_family(ctx, seat, key, location)
    member.name = name
    member.talents, member.military, member.influence = talents, military, influence
    return member


def dead(ctx: Context, *senators: Senator) -> bool:
    """Every one of them is out of play (a Family card may be back in the Curia)."""
    return all(ctx.state.senators.get(s.key) is not s for s in senators)


def victor(
    ctx: Context,
    seat: int,
    key: str,
    *,
    legions: int,
    veterans: int = 0,
    military: int = 1,
    talents: int = 0,
) -> Senator:
    """A Commander who won a Land Victory this turn and keeps his Force (1.10.4, 1.11.3); his
    Veterans are loyal to him."""
    commander = senator(ctx, seat, key, military=military, talents=talents)
    commander.offices.append(Office.FIELD_CONSUL)
    before = {id(u) for u in ctx.state.legions if u.location != "bank"}
    send(ctx, commander, card_no(ctx, PUNIC), legions=legions, veterans=veterans)
    for unit in ctx.state.legions:
        if id(unit) not in before and unit.veteran:
            unit.allegiance = commander.key
    ctx.state.victors.append(commander.key)
    return commander


def rebel(
    ctx: Context, seat: int, key: str, *, legions: int, military: int = 1, talents: int = 0
) -> Senator:
    """A Primary Rebel Marching on Rome with an Army of plain Legions (1.11.3)."""
    marching = senator(ctx, seat, key, location=Location.REBEL, military=military, talents=talents)
    ctx.state.primary_rebel = marching.key
    for unit in [u for u in ctx.state.legions if u.location == "bank"][:legions]:
        unit.location = "rebel"
    return marching


def against_rebel(ctx: Context, key: str, *, legions: int, military: int) -> Senator:
    """A Senate Commander sent against the Rebel (1.09.64)."""
    commander = senator(ctx, IMPERIALS, key, military=military, influence=5)
    commander.offices.append(Office.ROME_CONSUL)
    send(ctx, commander, CIVIL_WAR, legions=legions)
    return commander


# --- 1.11.3 Declaration -------------------------------------------------------------------------


def test_a_commander_who_lays_down_returns_with_his_force() -> None:
    ctx = combat_table()
    commander = victor(ctx, PLAYER, "scipio", legions=5)
    send(ctx, commander, card_no(ctx, PUNIC), fleets=2)

    run(ctx, revolution_phase, {"revolution.consider": ["lay_down"]})

    assert commander.location is Location.ROME and commander.commands is None
    assert units_at(ctx, ACTIVE_FORCES) == (5, 2)
    assert ctx.state.victors == [] and ctx.state.primary_rebel is None


def test_a_player_rolls_for_his_legions_then_revolts() -> None:
    # 1.11.31, Early Republic: 5+; 2 T spent give +1 to two rolls; the loyal Veteran follows.
    ctx = combat_table()
    commander = victor(ctx, PLAYER, "scipio", legions=4, veterans=1, talents=2)
    send(ctx, commander, card_no(ctx, PUNIC), fleets=3)
    ctx.dice.script([4, 3, 5])  # 4+1 follows, 3+1 does not, 5 follows

    _, player = run(
        ctx,
        revolution_phase,
        {
            "revolution.consider": ["roll"],
            "revolution.allegiance_talents": ["2"],
            "revolution.declare": ["revolt"],
        },
    )

    assert ctx.state.primary_rebel == commander.key
    assert commander.location is Location.REBEL and commander.talents == 0
    assert commander.offices == []  # 1.11.33
    assert units_at(ctx, "rebel") == (3, 0)
    assert units_at(ctx, ACTIVE_FORCES) == (1, 3)  # the Legion that stayed, the Fleets
    assert [d.kind for d in player.seen] == [
        "revolution.consider",
        "revolution.allegiance_talents",
        "revolution.declare",
    ]


def test_a_commander_may_still_lay_down_after_rolling() -> None:
    ctx = combat_table()
    commander = victor(ctx, PLAYER, "scipio", legions=3)
    ctx.dice.script([6, 6, 1])

    run(
        ctx,
        revolution_phase,
        {"revolution.consider": ["roll"], "revolution.declare": ["lay_down"]},
    )

    assert ctx.state.primary_rebel is None and commander.location is Location.ROME
    assert units_at(ctx, ACTIVE_FORCES) == (3, 0)


def test_a_stronger_army_voids_the_earlier_declaration() -> None:
    # Two Players; the Rome Consul's faction declares first (HRAO as if all were in Rome).
    ctx = combat_table(players=2)
    first = victor(ctx, PLAYER, "first", legions=3, veterans=3, military=3)
    first.offices = [Office.ROME_CONSUL]
    second = victor(ctx, SECOND_PLAYER, "second", legions=5, veterans=5, military=3)

    game, _ = run(ctx, revolution_phase, {"revolution.consider": ["revolt", "revolt"]})

    assert ctx.state.primary_rebel == second.key
    assert first.location is Location.ROME
    assert units_at(ctx, "rebel") == (5, 0) and units_at(ctx, ACTIVE_FORCES) == (3, 0)
    assert [e.act for e in game.log if e.act.startswith("revolt")] == [
        "revolt",
        "revolt_ignored",
        "revolt",
    ]


def test_a_weaker_later_army_cannot_revolt() -> None:
    ctx = combat_table(players=2)
    first = victor(ctx, PLAYER, "first", legions=5, veterans=5, military=3)
    first.offices = [Office.ROME_CONSUL]
    second = victor(ctx, SECOND_PLAYER, "second", legions=3, veterans=3, military=3)

    run(ctx, revolution_phase, {"revolution.consider": ["revolt", "revolt"]})

    assert ctx.state.primary_rebel == first.key
    assert second.location is Location.ROME
    assert units_at(ctx, ACTIVE_FORCES) == (3, 0)


def test_no_revolt_while_a_primary_rebel_lives() -> None:
    ctx = combat_table()
    old = rebel(ctx, IMPERIALS, "old-rebel", legions=2)
    commander = victor(ctx, PLAYER, "scipio", legions=4)

    _, player = run(ctx, revolution_phase)

    assert player.seen == []
    assert commander.location is Location.ROME and ctx.state.primary_rebel == old.key


def test_the_consul_for_life_cannot_revolt() -> None:
    # 1.09.823; he then wins at the end of the phase (1.12.2).
    ctx = combat_table()
    commander = victor(ctx, PLAYER, "scipio", legions=4)
    commander.offices.append(Office.CONSUL_FOR_LIFE)

    game, player = run(ctx, revolution_phase)

    assert player.seen == [] and ctx.state.primary_rebel is None
    assert game.result is not None and game.result.reason == "consul_for_life"


# --- 1.11.32-1.11.34 Secondary Rebels, markers, Veterans ----------------------------------------


def test_secondary_rebels_leave_rome_and_lose_their_markers() -> None:
    ctx = combat_table()
    victor(ctx, PLAYER, "scipio", legions=2, veterans=2)
    ally = senator(ctx, PLAYER, "ally", talents=4)
    ally.offices.append(Office.CENSOR)
    ally.concessions = [card_no(ctx, "con-armaments")]
    ally.knights = 2
    gov = senator(ctx, PLAYER, "gov")
    governor(ctx, gov, "prov-sicilia")
    captive = senator(ctx, PLAYER, "captive", location=Location.CAPTIVE)

    _, player = run(
        ctx,
        revolution_phase,
        {"revolution.consider": ["revolt"], "revolution.secondary_rebels": ["join", "join"]},
    )

    asked = [d.context["senator"] for d in player.seen if d.kind == "revolution.secondary_rebels"]
    assert asked == [ally.key, gov.key]  # a Captive is not asked
    assert ally.location is Location.REBEL and gov.location is Location.REBEL
    assert (ally.offices, ally.concessions, ally.knights, ally.talents) == ([], [], 0, 4)
    assert ctx.state.forum_concessions == [card_no(ctx, "con-armaments")]
    assert gov.province == "prov-sicilia"  # a Governor keeps his Province (1.11.32)
    assert captive.location is Location.CAPTIVE


def test_a_master_of_horse_may_join_only_his_dictator() -> None:
    ctx = combat_table()
    dictator = victor(ctx, PLAYER, "dictator", legions=2, veterans=2)
    dictator.offices = [Office.DICTATOR]
    master = senator(ctx, PLAYER, "master", military=2)
    master.offices.append(Office.MASTER_OF_HORSE)
    ride_with(ctx, master, dictator)

    run(
        ctx,
        revolution_phase,
        {"revolution.consider": ["revolt"], "revolution.secondary_rebels": ["join"]},
    )

    assert ctx.state.rebel_master_of_horse == master.key
    assert master.location is Location.REBEL and master.offices == []


def test_a_loyal_master_of_horse_returns_to_rome_with_his_office() -> None:
    ctx = combat_table()
    dictator = victor(ctx, PLAYER, "dictator", legions=2, veterans=2)
    dictator.offices = [Office.DICTATOR]
    master = senator(ctx, PLAYER, "master")
    master.offices.append(Office.MASTER_OF_HORSE)
    ride_with(ctx, master, dictator)

    run(
        ctx,
        revolution_phase,
        {"revolution.consider": ["revolt"], "revolution.secondary_rebels": ["loyal"]},
    )

    assert master.location is Location.ROME and master.offices == [Office.MASTER_OF_HORSE]


def test_veterans_desert_to_the_rebel_and_from_him() -> None:
    # 1.11.34: a Rebel's Veteran in the Active Forces joins him; a loyal Senator's Veteran that
    # followed him leaves for the Senate (ruling: at once).
    ctx = combat_table()
    commander = victor(ctx, PLAYER, "scipio", legions=2, veterans=2)
    home = ctx.state.legions[10]
    home.location, home.veteran, home.allegiance = ACTIVE_FORCES, True, commander.key
    send(ctx, commander, card_no(ctx, PUNIC), legions=1)
    other = next(u for u in ctx.state.legions if u.location.startswith("war") and not u.veteran)
    other.veteran, other.allegiance = True, senator(ctx, IMPERIALS, "loyalist").key
    ctx.dice.script([6])

    run(
        ctx,
        revolution_phase,
        {"revolution.consider": ["roll"], "revolution.declare": ["revolt"]},
    )

    assert home.location == "rebel"
    assert other.location == ACTIVE_FORCES
    assert units_at(ctx, "rebel") == (3, 0)


# --- 1.11.35 Maintenance -------------------------------------------------------------------------


def test_the_rebel_pays_his_army_or_releases_it() -> None:
    # 4 units to pay for (the Veteran loyal to him is free) at 2 T: he has 6 T in all, keeps 3.
    ctx = combat_table()
    marching = rebel(ctx, PLAYER, "rebel", legions=5, talents=3)
    army = [u for u in ctx.state.legions if u.location == "rebel"]
    army[0].veteran, army[0].allegiance = True, marching.key
    ctx.state.factions[PLAYER].treasury = 2
    second = senator(ctx, PLAYER, "second", talents=1, location=Location.REBEL)
    money, flow = money_in_play(ctx.state), ctx.state.bank_flow

    pay_rebel_maintenance(ctx)

    assert units_at(ctx, "rebel") == (4, 0) and units_at(ctx, ACTIVE_FORCES) == (1, 0)
    assert (marching.talents, ctx.state.factions[PLAYER].treasury) == (0, 0)
    assert second.talents == 0
    assert money_in_play(ctx.state) == money - 6 and ctx.state.bank_flow == flow - 6


def test_the_state_does_not_maintain_the_rebel_army() -> None:
    ctx = combat_table()
    rebel(ctx, PLAYER, "rebel", legions=5)
    ctx.state.legions[20].location = ACTIVE_FORCES

    assert maintained_units(ctx.state) == 1


# --- 1.11.36-1.11.373 Battles --------------------------------------------------------------------


def test_senate_victory_kills_every_rebel(monkeypatch: pytest.MonkeyPatch) -> None:
    # Senate 10 + 3 against Rebel 4 + 2: +7; 3d6 9 -> 16, Victory, 2 losses each.
    ctx = combat_table()
    ctx.state.unrest = 2
    marching = rebel(ctx, PLAYER, "rebel", legions=4, military=2)
    second = senator(ctx, PLAYER, "second", location=Location.REBEL)
    commander = against_rebel(ctx, "consul", legions=10, military=3)
    Chits(monkeypatch)
    ctx.dice.script([3, 3, 3])

    run(ctx, lambda c: fight_rebel(c, commander))

    assert dead(ctx, marching, second)
    assert ctx.state.primary_rebel is None
    assert units_at(ctx, "rebel") == (0, 0) and units_at(ctx, ACTIVE_FORCES) == (2, 0)
    assert units_at(ctx, "war:0") == (8, 0)  # the victor keeps his Force (1.11.3)
    assert ctx.state.victors == [commander.key]
    assert (commander.influence, commander.popularity) == (8, 2)  # + half of 6; -1 for 2 lost
    assert ctx.state.unrest == 1


@PATCHES_A_FUNCTION
def test_civil_war_stalemate_hurts_both_sides(monkeypatch: pytest.MonkeyPatch) -> None:
    # 8 + 3 against 8 + 3: 3d6 10 -> Stalemate, 3 losses each; the Commander is Proconsul.
    ctx = combat_table()
    marching = rebel(ctx, PLAYER, "rebel", legions=8, military=3)
    commander = against_rebel(ctx, "consul", legions=8, military=3)
    chits = Chits(monkeypatch)
    ctx.dice.script([4, 3, 3])

    run(ctx, lambda c: fight_rebel(c, commander))

    assert units_at(ctx, "rebel") == (5, 0) and units_at(ctx, "war:0") == (5, 0)
    assert chits.counts == [3]  # the Senate's losses only (1.10.7)
    assert Office.PROCONSUL in commander.offices
    assert ctx.state.primary_rebel == marching.key
    rebel_veterans = [u for u in ctx.state.legions if u.location == "rebel" and u.veteran]
    assert [u.allegiance for u in rebel_veterans] == [marching.key]


@PATCHES_A_FUNCTION
def test_a_dead_faction_leaders_heir_is_not_taken_for_the_commander(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Stalemate, 3 losses: the first chit kills the Commander, a Faction Leader; his heir takes
    # his key (1.05.3) but neither becomes Proconsul nor gains the Veteran's Allegiance.
    ctx = combat_table()
    rebel(ctx, PLAYER, "rebel", legions=8, military=3)
    commander = against_rebel(ctx, "consul", legions=8, military=3)
    ctx.state.factions[IMPERIALS].leader = commander.key
    Chits(monkeypatch, [commander.family_id, "blank", "blank"])
    ctx.dice.script([4, 3, 3])

    run(ctx, lambda c: fight_rebel(c, commander))

    heir = ctx.state.senators[commander.key]
    assert heir is not commander and heir.location is Location.ROME
    assert heir.offices == [] and heir.commands is None
    assert not [u for u in ctx.state.legions if u.allegiance == heir.key]
    assert [u.commander for u in ctx.state.legions if u.location == "war:0"] == [None] * 5


@PATCHES_A_FUNCTION
def test_a_chit_that_names_the_rebel_ends_the_revolt(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = combat_table()
    marching = rebel(ctx, PLAYER, "rebel", legions=8, military=3)
    second = senator(ctx, PLAYER, "second", location=Location.REBEL)
    commander = against_rebel(ctx, "consul", legions=8, military=3)
    Chits(monkeypatch, [marching.family_id])
    ctx.dice.script([4, 3, 3])

    run(ctx, lambda c: fight_rebel(c, commander))

    assert ctx.state.primary_rebel is None and dead(ctx, marching, second)
    assert units_at(ctx, ACTIVE_FORCES) == (10, 0)  # both armies: no Senate Victory (1.11.372)
    assert commander.location is Location.ROME and commander.commands is None


def test_senate_defeat_hands_the_rebel_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    # 2 + 2 against 8 + 3: -7; 3d6 12 -> 5, Defeat: the Commander dies, the Rebel loses nothing;
    # with fewer than 4 Active Wars the Rebel wins (1.11.373, 1.12.2 #1, 1.12.3).
    ctx = combat_table()
    rebel(ctx, IMPERIALS, "rebel", legions=8, military=3)
    commander = against_rebel(ctx, "consul", legions=2, military=2)
    Chits(monkeypatch)
    ctx.dice.script([4, 4, 4])

    game, _ = run(ctx, lambda c: fight_rebel(c, commander))

    assert dead(ctx, commander)
    assert units_at(ctx, "rebel") == (8, 0)
    assert game.result is not None
    assert (game.result.reason, game.result.winner) == ("rebel_wins", IMPERIALS)


def test_a_rebel_nobody_attacks_makes_his_coup(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = combat_table()
    rebel(ctx, PLAYER, "rebel", legions=3)

    game, _ = run(ctx, lambda c: end_of_combat(c, rebel_attacked=False))

    assert game.result is not None
    assert (game.result.reason, game.result.winner, game.result.rule) == (
        "rebel_wins",
        PLAYER,
        "1.12.3",
    )


# --- 1.11.372 / 1.05.3 The Primary Rebel dies ----------------------------------------------------


def test_the_rebels_death_anywhere_ends_the_revolt() -> None:
    # 1.05.3: e.g. a Mortality Phase chit. Secondary Rebels die; the Rebel Army and a Rebel
    # Governor's Garrison return to the Active Forces.
    ctx = combat_table()
    marching = rebel(ctx, PLAYER, "rebel", legions=3)
    gov = senator(ctx, PLAYER, "gov", location=Location.REBEL)
    governor(ctx, gov, "prov-sicilia")
    ctx.state.legions[20].location = "garrison:prov-sicilia"

    kill_senator(ctx, marching.key, "1.05.2", "Mortality")

    assert ctx.state.primary_rebel is None and dead(ctx, marching, gov)
    assert units_at(ctx, ACTIVE_FORCES) == (4, 0)
    assert [e.act for e in ctx.log if e.act == "revolt_fails"] == ["revolt_fails"]


def test_revolt_fails_sends_unvictorious_fronts_home() -> None:
    ctx = combat_table()
    rebel(ctx, PLAYER, "rebel", legions=3)
    commander = against_rebel(ctx, "consul", legions=4, military=2)

    revolt_fails(ctx)

    assert commander.location is Location.ROME
    assert units_at(ctx, ACTIVE_FORCES) == (7, 0)
