"""Commanders and Forces coming home (1.09.644, 1.09.9): once the Senate closes, Proconsuls who
cannot fight and Forces without a Commander return; the Senate's recall of a Commander and his
Force. Section IV (solo/dispatch.py) and the base game (engine/senate/phase.py) share them."""

from __future__ import annotations

from collections.abc import Collection

from engine.after_battle import lay_down_command
from engine.combat import war_strength
from engine.context import Context
from engine.queries import active_wars
from engine.state import ACTIVE_FORCES, CIVIL_WAR, GameState, Location, Senator, Unit


def war_name(ctx: Context, war: int) -> str:
    """A War's printed name, or "the Civil War"."""
    return "the Civil War" if war == CIVIL_WAR else ctx.catalog.card_name(war)


def away_at_war(senator: Senator | None) -> bool:
    """A Commander on a War."""
    return senator is not None and senator.location is Location.WAR and senator.commands is not None


def automatic_recalls(ctx: Context, sent: Collection[str]) -> None:
    """Once the Senate is closed, Proconsuls who cannot fight come home: no Legions for a land
    battle or too few Fleets for its Support, no Fleets for a Naval Battle, or no War left; and
    every Force without a Commander returns to the Active Forces boxes (1.09.9)."""
    state = ctx.state
    for key in list(state.dispatched):
        senator = state.senators.get(key)
        if key in sent or not away_at_war(senator) or senator is None:
            continue
        if not can_fight(ctx, senator):
            recall(ctx, senator, "1.09.9", "he cannot fight")
    recall_commanderless(ctx, "1.09.9", "recalled as the Senate closes")


def recall_commanderless(ctx: Context, rule: str, why: str) -> None:
    """Every Force on a War without a Commander returns to the Active Forces boxes (1.09.644,
    1.09.9)."""
    state = ctx.state
    by_war: dict[str, tuple[list[Unit], list[Unit]]] = {}
    for units, index in ((state.legions, 0), (state.fleets, 1)):
        for unit in units:
            if unit.location.startswith("war:") and orphaned(state, unit):  # most are not at War
                by_war.setdefault(unit.location, ([], []))[index].append(unit)
    for place, (legions, fleets) in by_war.items():
        for unit in (*legions, *fleets):
            unit.location = ACTIVE_FORCES
            unit.commander = None
        war = int(place.removeprefix("war:"))
        ctx.record(
            "Senate",
            "recall_force",
            rule,
            f"{len(legions)} Legions and {len(fleets)} Fleets without a Commander on "
            f"{war_name(ctx, war)} return to the Active Forces: {why}",
            war=war,
            legions=len(legions),
            fleets=len(fleets),
        )


def can_fight(ctx: Context, commander: Senator) -> bool:
    """Whether a Proconsul's Force can fight its War (1.09.9)."""
    state = ctx.state
    war = commander.commands
    assert war is not None
    if state.primary_rebel is None if war == CIVIL_WAR else war not in state.wars:
        return False
    place = f"war:{war}"
    legions = sum(1 for u in state.legions if u.location == place and u.commander == commander.key)
    fleets = sum(1 for u in state.fleets if u.location == place and u.commander == commander.key)
    if war == CIVIL_WAR:
        return legions > 0
    strength = war_strength(state, ctx.catalog, war, active_wars(state))
    if strength.naval > 0:
        return fleets > 0
    return legions > 0 and fleets >= strength.support


def orphaned(state: GameState, unit: Unit) -> bool:
    """A unit on a War whose Commander is not there (1.09.9)."""
    if not unit.location.startswith("war:"):
        return False
    leader = state.senators.get(unit.commander or "")
    return leader is None or not away_at_war(leader) or unit.location != f"war:{leader.commands}"


def recall(ctx: Context, commander: Senator, rule: str, why: str) -> None:
    """A Commander returns to Rome with his Force, which goes to the Active Forces boxes, and a
    Dictator's Master of Horse with him (1.09.644, 1.09.9)."""
    lay_down_command(ctx, commander, rule, why)
