"""1.07.36, the Law cards: under the Gabinian Law, at the start of each Combat Phase every Commander
at war may raise Legions and Fleets for his Force at 10 T each, from his Personal then his Faction
Treasury, whatever the Manpower Shortage (1.08.2); a Neutral's choice is delegated (4.02.2)."""

import pytest

from engine.context import Context
from engine.gabinian import commander_recruitment
from engine.phases.population import MANPOWER_SHORTAGE
from engine.state import UNIT_COUNT, Location, Office, Unit, WarStatus
from tests.builders import add_senator, drive, neutral_table

GABINIAN = 157
WAR = 1


def table() -> Context:
    """The Neutral table with every Legion and Fleet in the Force Pool."""
    ctx = neutral_table()
    ctx.state.legions = [Unit(n) for n in range(1, UNIT_COUNT + 1)]
    ctx.state.fleets = [Unit(n) for n in range(1, UNIT_COUNT + 1)]
    return ctx


@pytest.mark.effect("law", "commander_recruitment")
def test_a_commander_raises_legions_for_his_force_at_ten_talents_whatever_the_shortage() -> None:
    ctx = table()
    ctx.state.wars[WAR] = WarStatus.ACTIVE
    ctx.state.laws.append(GABINIAN)
    ctx.state.events[MANPOWER_SHORTAGE] = 2
    consul = add_senator(ctx, 0, "C")
    consul.location, consul.commands, consul.offices = Location.WAR, WAR, [Office.FIELD_CONSUL]
    consul.talents = 15
    ctx.state.factions[0].treasury = 10
    ctx.state.dispatched.append("C")

    asked = drive(ctx, commander_recruitment, ["2"])

    assert [d.kind for d in asked] == ["law.commander_recruitment"]  # no money left for a Fleet
    raised = [u for u in ctx.state.legions if u.location == f"war:{WAR}"]
    assert len(raised) == 2 and all(u.commander == "C" for u in raised)
    assert (consul.talents, ctx.state.factions[0].treasury) == (0, 5)


@pytest.mark.effect("law", "commander_recruitment")
def test_a_neutral_commander_is_delegated_and_raises_nothing_by_default() -> None:
    ctx = table()
    ctx.state.wars[WAR] = WarStatus.ACTIVE
    ctx.state.laws.append(GABINIAN)
    neutral = add_senator(ctx, 1, "N")
    neutral.location, neutral.commands = Location.WAR, WAR
    neutral.talents = 30
    ctx.state.dispatched.append("N")

    asked = drive(ctx, commander_recruitment)

    assert asked[0].delegate_to == 0
    assert neutral.talents == 30
    assert not any(u.location == f"war:{WAR}" for u in ctx.state.legions)


def test_without_the_law_nobody_raises_anything() -> None:
    ctx = table()
    consul = add_senator(ctx, 0, "C")
    consul.location, consul.commands, consul.talents = Location.WAR, WAR, 50
    ctx.state.dispatched.append("C")

    assert drive(ctx, commander_recruitment) == []
