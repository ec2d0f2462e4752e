"""What a Force sent by the Military Plan may expect this turn, for the Dominant Player who
assigns the Commanders (4.05.31, 4.02.2): the chance it wins its War and the chances of a Defeat
or a Disaster on the way, over every throw of the dice (engine/battle_odds.py; 1.10.11, 1.10.12,
1.10.2, 1.10.21, 1.10.4)."""

from __future__ import annotations

from engine.battle_odds import battle_odds
from engine.combat import NO_NUMBERS, combat_numbers
from engine.context import Context
from engine.events.cards import evil_omens_modifier
from engine.state import CIVIL_WAR
from solo.deployment_forces import Force, force_strength
from solo.war_strengths import Strength

Chances = dict[str, float]
"""``victory``: the War is won this turn; ``defeat``, ``disaster``: a battle of the turn ends so."""


def force_chances(ctx: Context, force: Force, enemy: Strength) -> Chances:
    """A new Commander's Force against its War, of Strength ``enemy`` (``war_strength``), this
    turn: a Naval Battle first if the War has a Fleet, then, if it is won and Legions go along,
    the Land Battle (1.10.12); a Land Battle needs the Fleet Support (1.10.11). The Commander's
    Military rating, capped by his units, and the War's and its Leaders' Disaster and Standoff
    numbers (unless he nullifies the War's) count; desertion events do not."""
    assert force.commander is not None
    commander = ctx.state.senators[force.commander]
    numbers = NO_NUMBERS if force.war == CIVIL_WAR else combat_numbers(ctx, commander, force.war)
    omens = evil_omens_modifier(ctx, "other")
    nothing = {"victory": 0.0, "defeat": 0.0, "disaster": 0.0}
    land: Chances = dict(nothing)
    if force.legions and len(force.fleets) >= enemy.support:
        rome = force_strength(ctx, commander, force, naval=False)
        odds = battle_odds(ctx.catalog, rome, enemy.land, numbers, omens)
        land = {result: odds.chance(result) for result in nothing}
    if not enemy.naval_battle:
        return land
    rome = force_strength(ctx, commander, force, naval=True)
    sea = battle_odds(ctx.catalog, rome, enemy.naval, numbers, omens)
    won = sea.chance("victory")
    return {
        "victory": won * land["victory"],
        "defeat": sea.chance("defeat") + won * land["defeat"],
        "disaster": sea.chance("disaster") + won * land["disaster"],
    }
