"""The attacks of a Military Plan's list item: Adequate Forces with half the excess, or all
possible Strength (4.05.3, 4.05.31, 1.10.12)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Final

from engine.context import Context
from engine.queries import active_wars
from engine.state import MilitaryPlan, PlannedAttack
from engine.units import UnitKind, boxed, pool_room
from engine.value_class import ValueClass
from solo.plan_budget import affordable, builds_allowed, can_build
from solo.plan_forces import attack_order_legal, commander_at, new_commands, units_there
from solo.war_strengths import Strength, war_strength

EXCESS_CAP: Final = 15
"""Half the excess goes along "up to the maximum modifier of +15" (4.05.31)."""


def adequate_plan(
    ctx: Context, item: str, wars: Sequence[int], crisis: bool, commands: int, naval_only: bool
) -> MilitaryPlan | None:
    """Attack ``wars`` (rank order) with Adequate Forces, or None if Rome cannot (4.05.3): at most
    ``commands`` new Commanders, forces on a War counted toward it (never toward another), builds
    allowed and affordable; then half the uncommitted excess goes along, war by war, at most 15
    units each (4.05.31). ``naval_only`` sends only the Fleets against Wars with a Naval Battle."""
    state = ctx.state
    if not attack_order_legal(ctx, wars):
        return None
    if new_commands(state, wars) > commands:
        return None
    active = set(active_wars(state)) | set(wars)
    needs = [adequate_need(ctx, war, active, naval_only) for war in wars]
    want_legions = sum(n.legions for n in needs)
    want_fleets = sum(n.fleets for n in needs)
    legions, fleets = len(boxed(state, "legion")), len(boxed(state, "fleet"))
    build_legions = max(0, want_legions - legions)
    build_fleets = max(0, want_fleets - fleets)
    if not can_build(ctx, crisis, build_legions, build_fleets, active):
        return None
    spare_legions = legions + build_legions - want_legions
    spare_fleets = fleets + build_fleets - want_fleets
    attacks = []
    for need in needs:
        extra_legions = 0 if need.naval_only else min(spare_legions // 2, EXCESS_CAP)
        spare_legions -= extra_legions
        extra_fleets = min(spare_fleets // 2, EXCESS_CAP) if need.naval_battle else 0
        spare_fleets -= extra_fleets
        attacks.append(
            PlannedAttack(
                need.war,
                need.legions + extra_legions,
                need.fleets + extra_fleets,
                new_command=commander_at(state, need.war) is None,
                naval_only=need.naval_only,
            )
        )
    return MilitaryPlan(item, crisis, tuple(attacks), build_legions, build_fleets)


@dataclass(frozen=True, slots=True)
class Need(ValueClass):
    """What an Adequate Force against one War still needs from the boxes (4.05.31)."""

    war: int
    legions: int
    fleets: int
    naval_battle: bool
    naval_only: bool

    def __init__(
        self, war: int, legions: int, fleets: int, naval_battle: bool, naval_only: bool
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "war", war)
        object.__setattr__(self, "legions", legions)
        object.__setattr__(self, "fleets", fleets)
        object.__setattr__(self, "naval_battle", naval_battle)
        object.__setattr__(self, "naval_only", naval_only)


def adequate_need(ctx: Context, war: int, active: Collection[int], naval_only: bool) -> Need:
    """Legions equal to the War's Land Strength and the minimum Fleets (its Support, or its Naval
    Strength if more), less the units already on it; only the Fleets if ``naval_only`` and a Naval
    Battle comes first (4.05.31, 1.10.12)."""
    strength = war_strength(ctx, war, active)
    alone = naval_only and strength.naval_battle
    have_legions, have_fleets = units_there(ctx, war)
    legions = 0 if alone else max(0, strength.land - have_legions)
    fleets = max(0, strength.adequate_fleets - have_fleets)
    return Need(war, legions, fleets, strength.naval_battle, alone)


def first_adequate(
    ctx: Context, item: str, candidates: Sequence[int], size: int, crisis: bool, commands: int
) -> MilitaryPlan | None:
    """The first combination of ``size`` candidates, in rank order, Rome can attack with
    Adequate Forces; a War with a fleet may be attacked by its Fleets alone when the combined
    force cannot be had (4.05.3, 1.10.12)."""
    for wars in combinations(candidates, size):
        plan = adequate_plan(ctx, item, wars, crisis, commands, naval_only=False)
        if plan is None and any(war_strength(ctx, w, wars).naval_battle for w in wars):
            plan = adequate_plan(ctx, item, wars, crisis, commands, naval_only=True)
        if plan is not None:
            return plan
    return None


# --- Plans with all possible Strength (Crisis items 1, 2 and 5) ----------------------------------


def all_strength_plan(
    ctx: Context, item: str, targets: Sequence[int], crisis: bool, commands: int, capped: bool
) -> MilitaryPlan | None:
    """Attack ``targets`` (rank order) with all possible Strength: every unit Rome has and can
    raise, Fleets for a War's Naval Battle and Legions for its land battle, which the same Force
    fights next if it wins at sea (4.05.31: "Legions (or Fleets in the case of Naval Battles)";
    1.10.12: the enemy fleet is met first, and only a land battle ends a War, 1.10.4); ``capped``
    stops each battle at a +15 modifier (item 5). Every War first gets its minimum, then its
    Adequate Force, Fleets before Legions, then the rest one unit at a time. None unless every
    War can get its minimum: its Fleet Support and one Legion, or one Fleet for a Naval Battle,
    and a Commander (4.05.3)."""
    state = ctx.state
    if not targets or not attack_order_legal(ctx, targets):
        return None
    if new_commands(state, targets) > commands:
        return None
    active = set(active_wars(state)) | set(targets)
    stock = Stock(
        {LEGION: len(boxed(state, LEGION)), FLEET: len(boxed(state, FLEET))},
        {LEGION: pool_room(ctx, LEGION), FLEET: pool_room(ctx, FLEET)},
        affordable(ctx, active) if builds_allowed(ctx, crisis) else 0,
    )
    shares = [Share.of(ctx, war, war_strength(ctx, war, active), capped) for war in targets]
    if not all(stock.give(share, kind, need) for share in shares for kind, need in share.least):
        return None
    parts = [(share, battle) for share in shares for battle in share.battles]
    for share, battle in parts:
        stock.give(share, battle.kind, battle.adequate - share.sent[battle.kind])
    while parts:
        parts = [
            (share, battle)
            for share, battle in parts
            if share.sent[battle.kind] < battle.cap and stock.give(share, battle.kind, 1)
        ]
    attacks = tuple(
        PlannedAttack(
            s.war,
            s.sent[LEGION],
            s.sent[FLEET],
            new_command=commander_at(state, s.war) is None,
            naval_only=s.battles[0].kind == FLEET and s.sent[LEGION] == 0,
        )
        for s in shares
    )
    return MilitaryPlan(item, crisis, attacks, stock.built[LEGION], stock.built[FLEET])


LEGION: Final[UnitKind] = "legion"
FLEET: Final[UnitKind] = "fleet"


@dataclass(frozen=True, slots=True)
class Battle(ValueClass):
    """One battle of a War in an all-Strength plan: the kind of unit it counts, its Adequate
    Force and its cap (Strength + 15 under item 5, 4.05.31), net of the units already there."""

    kind: UnitKind
    adequate: int
    cap: int

    def __init__(self, kind: UnitKind, adequate: int, cap: int) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "adequate", adequate)
        object.__setattr__(self, "cap", cap)

    @classmethod
    def of(cls, kind: UnitKind, need: int, strength_now: int, have: int, capped: bool) -> Battle:
        """A battle needing ``need`` units against ``strength_now``, ``have`` already there."""
        cap = strength_now + EXCESS_CAP - have if capped else MAX_UNITS
        return cls(kind, need - have, cap)


@dataclass(slots=True)
class Share(ValueClass):
    """One War's part of an all-Strength plan (4.05.3): the least it must get, its battles in the
    order they are fought (a Naval Battle with Fleets, then the land battle with Legions, 1.10.12)
    and what it is sent."""

    war: int
    least: tuple[tuple[UnitKind, int], ...]
    battles: tuple[Battle, ...]
    sent: dict[UnitKind, int]

    def __init__(
        self,
        war: int,
        least: tuple[tuple[UnitKind, int], ...],
        battles: tuple[Battle, ...],
        sent: dict[UnitKind, int],
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        self.war = war
        self.least = least
        self.battles = battles
        self.sent = sent

    @classmethod
    def of(cls, ctx: Context, war: int, strength: Strength, capped: bool) -> Share:
        """The share of a War of this Strength (4.05.3, 4.05.31, 1.10.12)."""
        legions_there, fleets_there = units_there(ctx, war)
        land = Battle.of(LEGION, strength.land, strength.land, legions_there, capped)
        if strength.naval_battle:
            least: tuple[tuple[UnitKind, int], ...] = ((FLEET, max(0, 1 - fleets_there)),)
            naval = Battle.of(FLEET, strength.adequate_fleets, strength.naval, fleets_there, capped)
            return cls(war, least, (naval, land), {LEGION: 0, FLEET: 0})
        least = (
            (FLEET, max(0, strength.support - fleets_there)),
            (LEGION, max(0, 1 - legions_there)),
        )
        return cls(war, least, (land,), {LEGION: 0, FLEET: 0})


MAX_UNITS: Final = 25
"""No more counters of a kind exist (1.09.63), so no share is ever capped above it."""


@dataclass(slots=True)
class Stock(ValueClass):
    """What an all-Strength plan may still hand out: units in the Active Forces boxes first, then
    units raised, while the budget (what the State may spend, 4.05.33) and the pools allow."""

    boxed: dict[UnitKind, int]
    room: dict[UnitKind, int]
    budget: int
    built: dict[UnitKind, int] = field(default_factory=lambda: {LEGION: 0, FLEET: 0})

    def __init__(
        self,
        boxed: dict[UnitKind, int],
        room: dict[UnitKind, int],
        budget: int,
        built: dict[UnitKind, int] | None = None,
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        self.boxed = boxed
        self.room = room
        self.budget = budget
        self.built = {LEGION: 0, FLEET: 0} if built is None else built

    def give(self, share: Share, kind: UnitKind, count: int) -> bool:
        """Hand ``count`` units of ``kind`` to ``share`` (none if ``count`` is not positive);
        False, having given what it could, if the boxes, the budget and the pool run out first
        (4.05.3, 4.05.33)."""
        for _ in range(count):
            if self.boxed[kind] > 0:
                self.boxed[kind] -= 1
            elif self.budget > 0 and self.built[kind] < self.room[kind]:
                self.built[kind] += 1
                self.budget -= 1
            else:
                return False
            share.sent[kind] += 1
        return True
