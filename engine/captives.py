"""Commanders killed or taken in battle, and Ransom (1.10.7, 1.10.71): one Mortality Chit per unit
lost, a Captive's Force left without him, and his faction's offer to pay the Ransom.

The Combat Phase (engine/phases/combat_results.py) and a Civil War (1.11.37, engine/civil_war.py)
draw the chits with ``commander_chits`` and offer the Ransom with ``offer_ransom``, whose decision
kind and option keys are here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine.combat import master_of_horse
from engine.context import Context, Procedure
from engine.death import kill_senator
from engine.decision import Option
from engine.decisions import RANSOM_PAY
from engine.forces import return_to_rome
from engine.mortality import draw_chits, named_senator
from engine.state import GameState, Location, Office, Senator
from engine.treasury import to_bank

RANSOM: Final = RANSOM_PAY
"""Decision kind: the Captive's faction may pay his Ransom (1.10.71)."""

PAY: Final = "pay"
PAY_FROM_FACTION: Final = "pay-from-faction"
DECLINE: Final = "decline"
"""Option keys of ``ransom.pay``: the Captive's talents first, the Faction Treasury first, or
no Ransom. A Neutral is offered ``pay`` only when the Captive's own talents cover it."""


def commander_chits(
    ctx: Context, count: int, at_risk: Sequence[Senator], capture: bool, captor: int | None
) -> list[Senator]:
    """Draw one Mortality Chit per unit lost: a Senator at risk whose chit is drawn dies, or is
    captured by ``captor`` if his was the last of two or more chits and the result allows
    capture; other chits do nothing (1.10.7, 1.10.71). Returns the Senators captured."""
    if count == 0:
        return []
    chits = draw_chits(ctx, count, "1.10.7")
    keys = {s.key for s in at_risk}
    captured: list[Senator] = []
    for index, chit in enumerate(chits):
        victim = named_senator(ctx, chit) if isinstance(chit, int) else None
        if victim is None or victim.key not in keys:
            continue
        last = index == len(chits) - 1
        if capture and last and len(chits) >= ctx.catalog.tables.combat.capture_min_chits:
            take_captive(ctx, victim, captor)
            captured.append(victim)
        else:
            kill_in_battle(ctx, victim, "1.10.7", "killed in battle")
    return captured


def kill_in_battle(ctx: Context, senator: Senator, rule: str, cause: str) -> None:
    """A Commander or Master of Horse dies; his Force stays without a Commander (1.10.2,
    1.10.7; engine/death.py releases it)."""
    kill_senator(ctx, senator.key, rule, cause)


def release_force(state: GameState, key: str) -> None:
    """The Force a Commander led no longer has a Commander."""
    for unit in (*state.legions, *state.fleets):
        if unit.commander == key:
            unit.commander = None


def take_captive(ctx: Context, senator: Senator, captor: int | None) -> None:
    """The Senator becomes a Captive: he keeps his offices, is no Proconsul, and his Force stays
    without him; a captured Dictator's Master of Horse returns to Rome (1.10.71, 1.10.7)."""
    master = master_of_horse(ctx.state, senator)
    release_force(ctx.state, senator.key)
    senator.location = Location.CAPTIVE
    senator.captive_of = captor
    senator.commands = None
    if Office.PROCONSUL in senator.offices:
        senator.offices.remove(Office.PROCONSUL)
    ransom = ctx.catalog.tables.ransom.amount(senator.influence)
    ctx.record(
        ctx.senator_actor(senator),
        "captured",
        "1.10.71",
        f"{senator.name} is taken Captive (Ransom {ransom} T)",
        senator=senator.key,
    )
    if master is not None:
        return_to_rome(ctx, master, "1.10.7", "his Dictator is captured")


def offer_ransom(ctx: Context, captive: Senator) -> Procedure:
    """The Captive's faction may pay the Ransom, 10 T or 2 T per Influence, whichever is more,
    from his Personal Treasury and its Faction Treasury; a Neutral pays only from the Captive's
    talents, on the Dominant Player's word (1.10.71; spec 4.03.1, 4.02.2)."""
    assert captive.faction is not None
    seat = captive.faction
    price = ctx.catalog.tables.ransom.amount(captive.influence)
    options = ransom_options(ctx, captive, price)
    if not options:
        return
    decision = ctx.ask(
        seat,
        RANSOM,
        "1.10.71",
        [*options, Option(DECLINE, None, "leave him Captive")],
        f"Pay {price} T to ransom {captive.name}?",
        captive=captive.key,
        ransom=price,
    )
    if not ctx.state.factions[seat].is_player:
        decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
    choice = yield decision
    if choice.key != DECLINE:
        pay_ransom(ctx, captive, price, captive_first=choice.key == PAY)


def ransom_options(ctx: Context, captive: Senator, price: int) -> list[Option]:
    """How the Ransom can be paid now: a Player from the Captive's talents and his Faction
    Treasury in either order; a Neutral from the Captive's own talents only (spec 4.03.1)."""
    assert captive.faction is not None
    faction = ctx.state.factions[captive.faction]
    if not faction.is_player:
        return [Option(PAY, None, "from his own talents")] if captive.talents >= price else []
    if captive.talents + faction.treasury < price:
        return []
    return [
        Option(PAY, None, "from his talents first, then the Faction Treasury"),
        Option(PAY_FROM_FACTION, None, "from the Faction Treasury first, then his talents"),
    ]


def pay_ransom(ctx: Context, captive: Senator, price: int, captive_first: bool) -> None:
    """Pay the Ransom to the Bank; the Captive returns to Rome (1.10.71)."""
    assert captive.faction is not None
    faction = ctx.state.factions[captive.faction]
    own = min(captive.talents, price) if captive_first else price - min(faction.treasury, price)
    captive.talents -= own
    faction.treasury -= price - own
    to_bank(ctx.state, price)
    captive.location = Location.ROME
    captive.captive_of = None
    ctx.record(
        ctx.senator_actor(captive),
        "ransom",
        "1.10.71",
        f"pays {price} T ({own} T his own, {price - own} T Faction Treasury): "
        f"{captive.name} returns to Rome",
        senator=captive.key,
        talents=price,
    )
