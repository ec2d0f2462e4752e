"""War strengths as the plan reckons them (1.07.332, 1.07.342, 1.11.37), the Crisis they make
(4.05.3) and the Dictator it calls for (4.05.34, 1.09.3)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Final

from engine.civil_war import primary_rebel, rebel_legions, rebel_master
from engine.combat import army_strength
from engine.combat import war_strength as engine_war_strength
from engine.context import Context
from engine.queries import active_wars, senators_in_rome
from engine.state import CIVIL_WAR, GameState, Office
from engine.value_class import ValueClass
from solo.plan_memo import CURRENT_MEMO
from solo.rulings import rulings

CRISIS_WARS: Final = 3
CRISIS_STRENGTH: Final = 15
"""4.05.3: 3 or more Active Wars, or a War with Strength above 15, is a Crisis."""


@dataclass(frozen=True, slots=True)
class Strength(ValueClass):
    """What a War fields now: Land and Naval Strength (0: no Naval Battle) and Fleet Support."""

    land: int
    naval: int
    support: int

    def __init__(self, land: int, naval: int, support: int) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "land", land)
        object.__setattr__(self, "naval", naval)
        object.__setattr__(self, "support", support)

    @property
    def naval_battle(self) -> bool:
        """The War has an undefeated fleet: a Naval Battle comes first (1.10.12)."""
        return self.naval > 0

    @property
    def adequate_fleets(self) -> int:
        """Fleets of an Adequate Force: the Fleet Support, or for a Naval Battle as many Fleets as
        the enemy's if that is more (4.05.31)."""
        return max(self.naval, self.support)


def war_strength(ctx: Context, war: int, active: Collection[int]) -> Strength:
    """A War's Strength with the Wars in ``active`` counted as Active (1.07.331), as the engine
    computes it (engine/combat.py ``war_strength``: Matching Wars, Leaders, Leaders in Refuge,
    Naval Victory); the Civil War fields its Rebel Army (1.07.332, 1.07.342, 1.07.344, 1.11.37).
    Remembered while a plan is sought (``planning``)."""
    memo = CURRENT_MEMO.get()
    if memo is None or memo.ctx is not ctx:
        return reckon_strength(ctx, war, active)
    key = (war, frozenset(active))
    found = memo.strengths.get(key)
    if found is None:
        found = memo.strengths[key] = reckon_strength(ctx, war, active)
    return found


def reckon_strength(ctx: Context, war: int, active: Collection[int]) -> Strength:
    """``war_strength`` reckoned afresh, never remembered (1.07.332, 1.07.342, 1.11.37)."""
    if war == CIVIL_WAR:
        return Strength(rebel_strength(ctx), 0, 0)
    strength = engine_war_strength(ctx.state, ctx.catalog, war, active)
    return Strength(strength.land, strength.naval, strength.support)


def rebel_strength(ctx: Context) -> int:
    """The Rebel Army's Strength: its Legions, Veterans counting double, plus the Primary Rebel's
    Military rating (with a Rebel ex-Master of Horse's), never more than the Legions' (1.11.37)."""
    army = army_strength(ctx.catalog, rebel_legions(ctx.state))
    leaders = [primary_rebel(ctx.state), rebel_master(ctx.state)]
    rating = sum(s.military for s in leaders if s is not None)
    return army + min(rating, army)


def is_crisis(ctx: Context) -> bool:
    """A Crisis: 3 or more Active Wars, an Active War of Strength above 15, or a Rebel (4.05.3).
    Land and Naval Strength are compared one by one, or summed under ``crisis_strength =
    "combined"`` (spec decision 1)."""
    state = ctx.state
    wars = active_wars(state)
    if state.primary_rebel is not None or len(wars) >= CRISIS_WARS:
        return True
    for war in wars:
        strength = war_strength(ctx, war, wars)
        if rulings(ctx).crisis_strength == "combined":
            size = strength.land + strength.naval
        else:
            size = max(strength.land, strength.naval)
        if size > CRISIS_STRENGTH:
            return True
    return False


def dictator_war_condition(ctx: Context) -> bool:
    """1.09.3: 3 or more Active Wars, or one of combined Land and Fleet Strength 20 or more (the
    Civil War included; a Naval Victory marker makes the Naval Strength 0)."""
    table = ctx.catalog.tables.influence
    wars = active_wars(ctx.state)
    if len(wars) >= table.dictator_min_active_wars:
        return True
    return any(
        (s := war_strength(ctx, war, wars)).land + s.naval >= table.dictator_min_war_strength
        for war in wars
    )


def dictator_due(ctx: Context, crisis: bool) -> bool:
    """A Dictator is named: in a Crisis, when 1.09.3's War condition holds too (unless
    ``dictator_requires_1_09_3`` is off) and someone is eligible (4.05.34; spec decision 2)."""
    if not crisis:
        return False
    if rulings(ctx).dictator_requires_1_09_3 and not dictator_war_condition(ctx):
        return False
    return bool(dictator_candidates(ctx.state))


def dictator_candidates(state: GameState) -> list[str]:
    """Aligned Senators in Rome holding no Major Office but the Censorship (1.09.3)."""
    free = {Office.CENSOR, Office.CONSUL_FOR_LIFE}
    return [s.key for s in senators_in_rome(state.senators.values()) if set(s.offices) <= free]


def war_name(ctx: Context, war: int) -> str:
    """A War's printed name, or "the Civil War"."""
    return "the Civil War" if war == CIVIL_WAR else ctx.catalog.card_name(war)
