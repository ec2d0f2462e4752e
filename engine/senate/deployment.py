"""Sending Forces to War (1.09.64-1.09.643): the Commander leaves Rome with his Master of
Horse, the units go with him, an Inactive or Imminent War turns Active, and the Minimum Force
a Commander may refuse. Section IV's Military Plan (solo/dispatch.py) and the base game's
proposals (engine/senate/business.py) both send Forces through it."""

from __future__ import annotations

from collections.abc import Sequence

from engine.combat import army_strength, war_strength
from engine.context import Context
from engine.forum_cards import activate_war
from engine.queries import ACTIVE_BOXES, in_rome
from engine.state import GameState, Location, Office, Senator, Unit, WarStatus


def send_commander(ctx: Context, commander: Senator, war: int) -> None:
    """The Commander leaves Rome for the War and joins the end of the dispatch order; units there
    without a Commander join his Force; a Dictator takes his Master of Horse (1.09.641, 1.09.34,
    1.10.1)."""
    state = ctx.state
    horse = master_of_horse(state) if Office.DICTATOR in commander.offices else None
    commander.location = Location.WAR
    commander.commands = war
    state.dispatched.append(commander.key)
    if horse is not None:
        horse.location = Location.WAR
        horse.commands = war
    place = f"war:{war}"
    for unit in (*state.legions, *state.fleets):
        if unit.location == place and unit.commander is None:
            unit.commander = commander.key


def master_of_horse(state: GameState) -> Senator | None:
    """The Master of Horse in Rome, who goes with the Dictator (1.09.34)."""
    return next(
        (s for s in state.senators.values() if Office.MASTER_OF_HORSE in s.offices and in_rome(s)),
        None,
    )


def force_strength(ctx: Context, commander: Senator, units: Sequence[Unit], naval: bool) -> int:
    """A Force's Strength: its Legions (Veterans double) or Fleets, plus the Commander's
    Military (with his Master of Horse's, for a Dictator) up to the number of units
    (1.10.11, 1.10.12, 1.09.34)."""
    army = len(units) if naval else army_strength(ctx.catalog, units)
    rating = commander.military
    horse = master_of_horse(ctx.state) if Office.DICTATOR in commander.offices else None
    if horse is not None:
        rating += horse.military
    return army + min(rating, army)


def below_minimum(
    ctx: Context, commander: Senator, war: int, legions: Sequence[Unit], fleets: Sequence[Unit]
) -> bool:
    """Whether the Force is weaker than the War on land or, if the War has a Fleet Strength, at
    sea: then it may go only with its Commander's consent (1.09.643)."""
    strength = war_strength(ctx.state, ctx.catalog, war)
    land = force_strength(ctx, commander, legions, naval=False) < strength.land
    naval = (
        strength.naval > 0 and force_strength(ctx, commander, fleets, naval=True) < strength.naval
    )
    return land or naval


def send_force(
    ctx: Context, commander: Senator, war: int, legions: Sequence[Unit], fleets: Sequence[Unit]
) -> None:
    """The Senate sends the Commander with the units against the War: a War not yet Active turns
    Active (1.07.331, 1.07.3321); he leaves Rome at once (1.09.641)."""
    state = ctx.state
    if state.wars.get(war) not in ACTIVE_BOXES:
        rule = "1.07.3321" if state.wars.get(war) is WarStatus.IMMINENT else "1.07.331"
        activate_war(ctx, war, rule, "Rome attacks it")
    send_commander(ctx, commander, war)
    for unit in [*legions, *fleets]:
        unit.location = f"war:{war}"
        unit.commander = commander.key
