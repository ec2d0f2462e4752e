"""Where Forces stand (state conventions, 1.09.63, 1.11.3): a War's front, the Rebel's Army and
the Senators in Revolt, and Commanders coming back to Rome. Death (engine/death.py) and every
kind of battle build on it, so it imports neither."""

from __future__ import annotations

from typing import Final

from engine.context import Context
from engine.state import ACTIVE_FORCES, CIVIL_WAR, GameState, Location, Office, Senator

REBEL_ARMY: Final = "rebel"
"""Unit location of the Primary Rebel's Army (1.11.3)."""


def war_place(card_no: int) -> str:
    """The unit location of Forces fighting a War (state conventions)."""
    return f"war:{card_no}"


SENATE_FRONT: Final = war_place(CIVIL_WAR)
"""Unit location of Senate Forces facing the Rebel."""


def rebels(state: GameState) -> list[Senator]:
    """Every Senator in Revolt (1.11.33)."""
    return [s for s in state.senators.values() if s.location is Location.REBEL]


def return_to_rome(ctx: Context, senator: Senator, rule: str, why: str) -> None:
    """A Senator in the field comes back to Rome, keeping his offices but no command."""
    senator.location = Location.ROME
    senator.commands = None
    if Office.PROCONSUL in senator.offices:
        senator.offices.remove(Office.PROCONSUL)
    if senator.key in ctx.state.dispatched:
        ctx.state.dispatched.remove(senator.key)
    ctx.record(
        ctx.senator_actor(senator), "returns", rule, f"{senator.name} returns to Rome: {why}"
    )


def recall_fronts(ctx: Context, rule: str, why: str) -> None:
    """Senate Forces facing the Rebel, victors' excepted, return to the Active Forces and their
    Commanders to Rome (1.11.372, 1.11.373)."""
    state = ctx.state
    for senator in list(state.senators.values()):
        if senator.commands == CIVIL_WAR and senator.key not in state.victors:
            return_to_rome(ctx, senator, rule, why)
    victors = set(state.victors)
    for unit in (*state.legions, *state.fleets):
        if unit.location == SENATE_FRONT and unit.commander not in victors:
            unit.location = ACTIVE_FORCES
            unit.commander = None
