"""1.07.36, the Law cards: under the Manilian Law a victorious Commander may, in the Revolution
Phase, keep his Army and take it onto any current War whose Fleet Support his Fleets meet, as a
Proconsul; an Inactive War he goes to becomes Active at once."""

import pytest

from engine.context import Context, Procedure
from engine.manilian import keep_army, reachable_wars
from engine.phases.revolution import declarations
from engine.state import UNIT_COUNT, Location, Office, Senator, Unit, WarStatus
from tests.builders import add_senator, drive, neutral_table

MANILIAN = 159
WON = 3
GALLIC = 5
ILLYRIAN = 4
PUNIC_1, PUNIC_3 = 1, 69


def victor_table() -> Context:
    """A Player's Consul who has just beaten a War with 4 Legions and 1 Fleet, a Gallic War
    (no Fleet Support) Inactive and an Illyrian War (Support 2) Active."""
    ctx = neutral_table()
    ctx.state.legions = [Unit(n) for n in range(1, UNIT_COUNT + 1)]
    ctx.state.fleets = [Unit(n) for n in range(1, UNIT_COUNT + 1)]
    consul = add_senator(ctx, 0, "V", military=4)
    consul.location, consul.commands, consul.offices = Location.WAR, WON, [Office.FIELD_CONSUL]
    for unit in (*ctx.state.legions[:4], ctx.state.fleets[0]):
        unit.location, unit.commander = f"war:{WON}", "V"
    ctx.state.victors.append("V")
    ctx.state.dispatched.append("V")
    ctx.state.wars[GALLIC] = WarStatus.INACTIVE
    ctx.state.wars[ILLYRIAN] = WarStatus.ACTIVE
    return ctx


@pytest.mark.effect("law", "commander_keeps_army")
def test_the_victor_takes_his_army_onto_an_inactive_war_which_becomes_active() -> None:
    ctx = victor_table()
    ctx.state.laws.append(MANILIAN)

    asked = drive(ctx, declarations, ["lay_down", f"war:{GALLIC}"])

    assert [d.kind for d in asked] == ["revolution.consider", "law.keep_army"]
    assert [o.key for o in asked[1].options] == ["lay_down", f"war:{GALLIC}"]  # no Fleet Support
    victor = ctx.state.senators["V"]
    assert (victor.location, victor.commands) == (Location.WAR, GALLIC)
    assert Office.PROCONSUL in victor.offices
    assert ctx.state.wars[GALLIC] is WarStatus.ACTIVE
    assert sum(1 for u in ctx.state.legions if u.location == f"war:{GALLIC}") == 4
    assert "V" not in ctx.state.victors


def test_without_the_law_he_lays_down_his_command() -> None:
    ctx = victor_table()

    asked = drive(ctx, declarations, ["lay_down"])

    assert [d.kind for d in asked] == ["revolution.consider"]
    assert ctx.state.senators["V"].location is Location.ROME


@pytest.mark.effect("law", "commander_keeps_army")
def test_a_neutral_victor_is_delegated_and_lays_down_by_default() -> None:
    ctx = victor_table()
    ctx.state.laws.append(MANILIAN)
    ctx.state.senators["V"].faction = 1

    def decide(c: Context) -> Procedure:
        yield from keep_army(c, c.state.senators["V"])

    asked = drive(ctx, decide)

    assert asked[0].delegate_to == 0
    assert ctx.state.wars[GALLIC] is WarStatus.INACTIVE


def test_1_07_3321_the_victor_may_take_his_army_onto_an_imminent_war() -> None:
    # An Imminent War may be attacked "just as if" Inactive and is then Active at once.
    ctx = victor_table()
    ctx.state.laws.append(MANILIAN)
    ctx.state.wars[GALLIC] = WarStatus.IMMINENT

    asked = drive(ctx, declarations, ["lay_down", f"war:{GALLIC}"])

    assert [o.key for o in asked[1].options] == ["lay_down", f"war:{GALLIC}"]
    assert ctx.state.wars[GALLIC] is WarStatus.ACTIVE


def test_1_07_332_not_onto_a_later_matching_war_while_an_earlier_one_goes_unfought() -> None:
    # The 1st Punic War is Active and nobody fights it: the 3rd Punic War (Support 1) may not
    # be attacked; once a Proconsul fights the 1st, it may.
    ctx = victor_table()
    ctx.state.laws.append(MANILIAN)
    ctx.state.wars[PUNIC_1] = WarStatus.ACTIVE
    ctx.state.wars[PUNIC_3] = WarStatus.INACTIVE
    victor = ctx.state.senators["V"]
    assert f"war:{PUNIC_3}" not in reachable(ctx, victor)

    proconsul = add_senator(ctx, 1, "P", military=2)
    proconsul.location, proconsul.commands = Location.WAR, PUNIC_1

    assert PUNIC_3 in reachable_wars(ctx, victor)


def reachable(ctx: Context, victor: Senator) -> list[str]:
    return [f"war:{w}" for w in reachable_wars(ctx, victor)]
