"""Military Plans of the solitaire / two-player Senate (4.05.3-4.05.33).

The plan is read down the Normal or Crisis list: the first item Rome can execute, given the units
it has and the builds it can afford, wins. Wars are valued as 1.07.332 and 1.07.342 do (current Land
and Naval Strength after matching multipliers and Leaders, every War a plan attacks counted as
Active), ranked by size or danger (4.05.32), and each gets an Adequate Force plus half the
uncommitted excess (4.05.31), or "all possible Strength" on the Crisis items that say so. Commanders
are named only when the plan is carried out (solo/deployment.py).
"""

from __future__ import annotations

from collections.abc import Collection, Generator, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from itertools import combinations

from engine.catalog import Catalog
from engine.civil_war import primary_rebel, rebel_legions, rebel_master
from engine.combat import army_strength, leader_strength, scaled_strength
from engine.combat import war_strength as engine_war_strength
from engine.context import Context
from engine.decision import Amount, Choice, Decision, Option
from engine.forum_cards import matching_wars, war_card
from engine.phases.debits import land_bill, maintained_units
from engine.phases.population import MANPOWER_SHORTAGE, NO_RECRUITMENT
from engine.queries import ACTIVE_BOXES, active_wars, hrao, in_rome, seats_from
from engine.schemas.leaders import LeaderCard
from engine.schemas.wars import WarCard
from engine.state import (
    CIVIL_WAR,
    GameState,
    Location,
    MilitaryPlan,
    Office,
    PlannedAttack,
    WarStatus,
)
from engine.units import UnitKind, boxed, in_play, pool_room, unit_cost
from solo.decisions import MILITARY_DISTRIBUTE_ALL_STRENGTH, MILITARY_PLAYER_PLAN
from solo.dominance import dominant_player
from solo.rulings import rulings

Asking = Generator[Decision, Choice, MilitaryPlan]
"""A step that may ask the Dominant Player and returns a plan."""

CRISIS_WARS = 3
CRISIS_STRENGTH = 15
"""4.05.3: 3 or more Active Wars, or a War with Strength above 15, is a Crisis."""
WARS_TOLERATED = 3
"""Crisis item 1 attacks until three Active Wars would remain (4.05.3)."""
EXCESS_CAP = 15
"""Half the excess goes along "up to the maximum modifier of +15" (4.05.31)."""
PEACE_LEGIONS = 10
PEACE_FLEETS = 5
"""With no War in play Rome keeps 10 Legions and 5 Fleets (4.05.33)."""
MAX_MULTIPLIER = 4
"""Matching Wars multiply Strength at most fourfold (1.07.332)."""

NORMAL_ITEMS = ("N1", "N2", "N3", "N4")
CRISIS_ITEMS = ("K1", "K2", "K3", "K4", "K5")
NO_WAR = "no_war"
NO_PLAN = "none"
PLAYERS = "players"
"""Plan names: the list items of 4.05.3, and the three cases outside the lists."""

OWN_PLAN = "own"
LIST_PLAN = "list"
"""Options of ``military.player_plan``: the Players devise the plan, or follow the list."""
DISTRIBUTE = MILITARY_DISTRIBUTE_ALL_STRENGTH


# --- War strengths (1.07.332, 1.07.342) ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Strength:
    """What a War fields now: Land and Naval Strength (0: no Naval Battle) and Fleet Support."""

    land: int
    naval: int
    support: int

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
    memo = _MEMO.get()
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


# --- Dangerous Wars (4.05.32) --------------------------------------------------------------------


def unrevealed(ctx: Context) -> frozenset[int]:
    """Cards anyone may know are still to be drawn: those of the decks used whole (the scenario's
    own, in an Extended game the decks waiting to follow it, 3.04.1; all three, 3.05.1) not yet
    revealed (spec 4.05.32 ruling); cards added at random from another deck never count."""
    eras = ctx.catalog.scenarios.scenarios[ctx.state.scenario].eras_in_play
    return frozenset(n for n in ctx.state.cards_to_come() if ctx.catalog.entry(n).era in eras)


def danger(ctx: Context, war: int, hidden: frozenset[int]) -> int:
    """The Adequate Force against a Dangerous War if every matching card still to be drawn were in
    play: printed Strength times the matching Wars in the Forum and to come (at most 4), plus its
    Leaders now and to come; 0 if nothing matching waits (4.05.32)."""
    if war == CIVIL_WAR:
        return 0
    card = war_card(ctx.catalog, war)
    series, matching = kindred_cards(ctx.catalog, card)
    wars = [w for w in series if w.card_no in hidden]
    leaders = [ldr for ldr in matching if ldr.card_no in hidden]
    if not wars and not leaders:
        return 0
    times = min(MAX_MULTIPLIER, 1 + len(matching_wars(ctx.state, ctx.catalog, card)) + len(wars))
    bonus = leader_strength(ctx.state, ctx.catalog, war) + sum(ldr.strength for ldr in leaders)
    measure = scaled_strength(card, times, bonus, war in ctx.state.naval_victories)
    return max(measure.land, measure.naval)


Kindred = tuple[tuple[WarCard, ...], tuple[LeaderCard, ...]]
"""A War card's series and its matching Leaders (``kindred_cards``)."""


def kindred_cards(catalog: Catalog, card: WarCard) -> Kindred:
    """The War cards of the card's series (itself included; none without a series) and the
    Leader cards matching it, in the catalog's order: what ``danger`` looks for among the cards
    to come, indexed once a catalog (4.05.32)."""
    found = _KINDRED.get(id(catalog))
    if found is None or found[0] is not catalog:
        found = _KINDRED[id(catalog)] = (catalog, {})
    kin = found[1].get(card.id)
    if kin is None:
        series = tuple(w for w in catalog.wars.wars if w.series == card.series)
        kin = found[1][card.id] = (
            series if card.series is not None else (),
            tuple(ldr for ldr in catalog.leaders.leaders if card.id in ldr.matches_wars),
        )
    return kin


_KINDRED: dict[int, tuple[Catalog, dict[str, Kindred]]] = {}
"""Each catalog's ``kindred_cards`` by War card id (by the catalog's id; the catalog is kept,
so the id stays its own)."""


def rank_wars(ctx: Context, wars: Iterable[int]) -> list[int]:
    """The Wars largest or most Dangerous first: current Land or Naval Strength, or the danger
    measure if higher; exact ties by 2d6 (4.05.3, 4.05.32)."""
    wars = list(wars)
    current = active_wars(ctx.state)
    hidden = unrevealed(ctx)
    threat = {war: war_threat(ctx, war, current, hidden) for war in wars}
    ranked: list[int] = []
    for value in sorted(set(threat.values()), reverse=True):
        tied = [w for w in wars if threat[w] == value]
        while len(tied) > 1:
            first = ctx.tie_break(
                tied, "4.05.3", "the largest War", name=lambda w: war_name(ctx, w)
            )
            ranked.append(first)
            tied.remove(first)
        ranked.extend(tied)
    return ranked


def war_threat(ctx: Context, war: int, current: Collection[int], hidden: frozenset[int]) -> int:
    """How a War ranks (4.05.3, 4.05.32): its current Land or Naval Strength, or its danger
    measure if higher."""
    strength = war_strength(ctx, war, current)
    return max(strength.land, strength.naval, danger(ctx, war, hidden))


def pressing_wars(ctx: Context) -> list[int]:
    """The Active Wars ranked as the plan ranks them, largest or most Dangerous first, equal ones
    by card number instead of 2d6 (information for the Dominant Player; no dice are rolled)."""
    current = active_wars(ctx.state)
    hidden = unrevealed(ctx)
    return sorted(current, key=lambda w: (-war_threat(ctx, w, current, hidden), w))


def war_name(ctx: Context, war: int) -> str:
    """A War's printed name, or "the Civil War"."""
    return "the Civil War" if war == CIVIL_WAR else ctx.catalog.card_name(war)


# --- Forces, commanders and builds ---------------------------------------------------------------


def commander_at(state: GameState, war: int) -> str | None:
    """The Commander (a Proconsul, before any dispatch) leading a Force on a War (1.10.8)."""
    for key in state.dispatched:
        senator = state.senators.get(key)
        if senator and senator.location is Location.WAR and senator.commands == war:
            return key
    return None


def new_commands(state: GameState, wars: Iterable[int]) -> int:
    """How many of these Wars need a new Commander: those no Proconsul fights (4.05.3)."""
    return sum(1 for war in wars if commander_at(state, war) is None)


def units_there(ctx: Context, war: int) -> tuple[int, int]:
    """``force_at``, remembered while a plan is sought (``planning``)."""
    memo = _MEMO.get()
    if memo is None or memo.ctx is not ctx:
        return force_at(ctx.state, war)
    found = memo.units.get(war)
    if found is None:
        found = memo.units[war] = force_at(ctx.state, war)
    return found


def force_at(state: GameState, war: int) -> tuple[int, int]:
    """Legions and Fleets already on a War: a Proconsul's Force (the Senate recalls Forces without
    a Commander before it chooses the plan, 1.09.644)."""
    place = f"war:{war}"
    return state.count_units(state.legions, place), state.count_units(state.fleets, place)


def builds_allowed(ctx: Context, crisis: bool) -> bool:
    """No builds under No Recruitment; during a Manpower Shortage only in a Crisis (1.08.2,
    4.05.33; spec ruling: for every solo build)."""
    events = ctx.state.events
    return not events.get(NO_RECRUITMENT) and (crisis or not events.get(MANPOWER_SHORTAGE))


def affordable(ctx: Context, wars_after: Collection[int]) -> int:
    """Units the State may raise now: what its Treasury buys, and with ``build_reserve =
    "next_debits"`` no more than leaves the Treasury plus the annual revenue able to pay the next
    Revenue Phase's known debits: 20 T per Active War, the Land Bills, 2 T per unit (4.05.33;
    spec decision 3b)."""
    state = ctx.state
    cost = unit_cost(ctx)
    most = state.state_treasury // cost
    if rulings(ctx).build_reserve == "none":
        return most
    table = ctx.catalog.tables.state_revenue
    spare = state.state_treasury + table.annual_revenue - known_debits(ctx, wars_after)
    return max(0, min(most, spare // (cost + table.unit_maintenance)))


def known_debits(ctx: Context, wars_after: Collection[int]) -> int:
    """The next Revenue Phase's debits known now (1.06.53): 20 T per Active War, those the plan
    attacks and the Imminent Wars that will turn Active before it (1.05.1) included; the Land
    Bills, the one 4.05.416 will force this turn included; 2 T per unit in play."""
    memo = _MEMO.get()
    if memo is None or memo.ctx is not ctx:
        return war_debits(ctx, wars_after) + standing_debits(ctx)
    if memo.standing is None:
        memo.standing = standing_debits(ctx)
    key = frozenset(wars_after)
    found = memo.war_debits.get(key)
    if found is None:
        found = memo.war_debits[key] = war_debits(ctx, wars_after)
    return found + memo.standing


def war_debits(ctx: Context, wars_after: Collection[int]) -> int:
    """The part of ``known_debits`` the plan changes: 20 T per War Active at the next Revenue
    Phase, those the plan attacks and the Imminent Wars turning Active included (1.06.53)."""
    wars = len(wars_after) + len(activating_wars(ctx, wars_after))
    return ctx.catalog.tables.state_revenue.active_war_cost * wars


def standing_debits(ctx: Context) -> int:
    """The part of ``known_debits`` no plan changes: the Land Bills, the one 4.05.416 will
    force this turn included, and 2 T per unit in play (1.06.53)."""
    state = ctx.state
    table = ctx.catalog.tables.state_revenue
    debits = sum(land_bill(ctx, marker).cost for marker in state.land_bills)
    debits += forced_land_bill_cost(ctx)
    return debits + table.unit_maintenance * maintained_units(state)


def activating_wars(ctx: Context, wars_after: Collection[int]) -> list[int]:
    """The Imminent Wars that turn Active at the start of the next turn: the earliest of each
    series, one per series (1.05.1, 1.07.3321); those the plan attacks are Active already."""
    series: dict[str | None, int] = {}
    for war in sorted(ctx.state.wars, key=lambda w: war_card(ctx.catalog, w).series_number or 0):
        if ctx.state.wars[war] is WarStatus.IMMINENT and war not in wars_after:
            series.setdefault(war_card(ctx.catalog, war).series or str(war), war)
    return list(series.values())


def forced_land_bill_cost(ctx: Context) -> int:
    """What the Land Bill 4.05.416 will force in this Senate Phase costs at the next Revenue
    Phase: known before the Spoils when every Senator who can be the Dictator named now (4.05.34)
    or, with none, every Senator in Rome who could be Rome Consul (of the Ruling Coalition, or
    anyone's if a Player is in it, 4.05.412) is less popular than the Unrest Level; the highest
    type with a marker left (4.05.416, 1.09.62). 0 once the Spoils have begun (a Rome Consul is
    in office) or when no marker is left."""
    state = ctx.state
    senators = state.senators.values()
    if any(Office.ROME_CONSUL in s.offices for s in senators):
        return 0
    rows = ctx.catalog.tables.land_bills.rows
    free = [n for n, row in enumerate(rows, start=1) if state.land_bills.count(n) < row.markers]
    if not free:
        return 0
    if dictator_due(ctx, is_crisis(ctx)):
        eligible = [state.senators[k] for k in dictator_candidates(state)]
        top = max(s.military for s in eligible)
        sponsors = [s for s in eligible if s.military == top]
    else:
        players = any(state.factions[seat].is_player for seat in state.coalition)
        sponsors = [s for s in senators if in_rome(s) and (players or s.faction in state.coalition)]
    if not sponsors or any(s.popularity >= state.unrest for s in sponsors):
        return 0
    return land_bill(ctx, free[-1]).cost


def can_build(ctx: Context, crisis: bool, legions: int, fleets: int, wars: Collection[int]) -> bool:
    """Whether Rome may raise these units now (4.05.3 feasibility, 4.05.33, 1.09.63)."""
    if legions + fleets == 0:
        return True
    return (
        builds_allowed(ctx, crisis)
        and legions + fleets <= affordable(ctx, wars)
        and legions <= pool_room(ctx, "legion")
        and fleets <= pool_room(ctx, "fleet")
    )


def attack_order_legal(ctx: Context, wars: Collection[int]) -> bool:
    """Rome attacks a later War of a matching series only with every earlier Active one of it, or
    while a Proconsul prosecutes that one (1.07.332)."""
    state = ctx.state
    for war in wars:
        if war == CIVIL_WAR:
            continue
        card = war_card(ctx.catalog, war)
        for earlier in matching_wars(state, ctx.catalog, card):
            other = war_card(ctx.catalog, earlier)
            if (
                (other.series_number or 0) < (card.series_number or 0)
                and state.wars[earlier] in ACTIVE_BOXES
                and earlier not in wars
                and commander_at(state, earlier) is None
            ):
                return False
    return True


# --- Plans with an Adequate Force (4.05.31) ------------------------------------------------------


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
    build_legions = max(0, want_legions - len(boxed(state, "legion")))
    build_fleets = max(0, want_fleets - len(boxed(state, "fleet")))
    if not can_build(ctx, crisis, build_legions, build_fleets, active):
        return None
    spare_legions = len(boxed(state, "legion")) + build_legions - want_legions
    spare_fleets = len(boxed(state, "fleet")) + build_fleets - want_fleets
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
class Need:
    """What an Adequate Force against one War still needs from the boxes (4.05.31)."""

    war: int
    legions: int
    fleets: int
    naval_battle: bool
    naval_only: bool


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


LEGION: UnitKind = "legion"
FLEET: UnitKind = "fleet"


@dataclass(frozen=True, slots=True)
class Battle:
    """One battle of a War in an all-Strength plan: the kind of unit it counts, its Adequate
    Force and its cap (Strength + 15 under item 5, 4.05.31), net of the units already there."""

    kind: UnitKind
    adequate: int
    cap: int

    @classmethod
    def of(cls, kind: UnitKind, need: int, strength_now: int, have: int, capped: bool) -> Battle:
        """A battle needing ``need`` units against ``strength_now``, ``have`` already there."""
        cap = strength_now + EXCESS_CAP - have if capped else MAX_UNITS
        return cls(kind, need - have, cap)


@dataclass(slots=True)
class Share:
    """One War's part of an all-Strength plan (4.05.3): the least it must get, its battles in the
    order they are fought (a Naval Battle with Fleets, then the land battle with Legions, 1.10.12)
    and what it is sent."""

    war: int
    least: tuple[tuple[UnitKind, int], ...]
    battles: tuple[Battle, ...]
    sent: dict[UnitKind, int]

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


MAX_UNITS = 25
"""No more counters of a kind exist (1.09.63), so no share is ever capped above it."""


@dataclass(slots=True)
class Stock:
    """What an all-Strength plan may still hand out: units in the Active Forces boxes first, then
    units raised, while the budget (what the State may spend, 4.05.33) and the pools allow."""

    boxed: dict[UnitKind, int]
    room: dict[UnitKind, int]
    budget: int
    built: dict[UnitKind, int] = field(default_factory=lambda: {LEGION: 0, FLEET: 0})

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


# --- The lists (4.05.3) and the plan with no War in play (4.05.33) -------------------------------


@dataclass(slots=True)
class PlanMemo:
    """What one search down the lists reckons more than once, the state standing still
    meanwhile: each War's Strength against a set of Active Wars, the debits no plan changes
    and those of each set of Wars attacked, and the units already on each War (4.05.3,
    4.05.33)."""

    ctx: Context
    strengths: dict[tuple[int, frozenset[int]], Strength] = field(default_factory=dict)
    standing: int | None = None
    war_debits: dict[frozenset[int], int] = field(default_factory=dict)
    units: dict[int, tuple[int, int]] = field(default_factory=dict)


_MEMO: ContextVar[PlanMemo | None] = ContextVar("military_plan_memo", default=None)
"""The memo of the plan being sought, if any: set only around code that asks nothing, so the
state cannot change under it."""


@contextmanager
def planning(ctx: Context, memo: PlanMemo | None = None) -> Iterator[PlanMemo]:
    """Remember War Strengths and standing debits of ``ctx`` until the block ends, in ``memo``
    if given (kept by a caller whose state stands still longer); the block must not change
    the state (it asks no decision)."""
    memo = PlanMemo(ctx) if memo is None else memo
    token = _MEMO.set(memo)
    try:
        yield memo
    finally:
        _MEMO.reset(token)


def define_plan(ctx: Context, after: str | None = None, commands: int | None = None) -> Asking:
    """The Military Plan (4.05.3): with no War in play the 10 / 5 levels (4.05.33); a coalition of
    Players only may devise its own; otherwise the first plan on the Normal or Crisis list (after
    ``after``, when an earlier one could not be carried out) that Rome can execute, or none.
    ``commands``: the new commands available (default: 3 if a Dictator will be named, else 2)."""
    state = ctx.state
    crisis = is_crisis(ctx)
    if not state.wars and state.primary_rebel is None:
        return peace_plan(ctx)
    if after is None and players_only_coalition(state):
        choice = yield ctx.ask(
            dominant_player(ctx),
            MILITARY_PLAYER_PLAN,
            "4.05.3",
            [
                Option(OWN_PLAN, OWN_PLAN, "devise our own Military Plan"),
                Option(LIST_PLAN, LIST_PLAN, f"follow the {'Crisis' if crisis else 'Normal'} List"),
            ],
            "Only Players rule: devise your own Military Plan?",
        )
        if choice.key == OWN_PLAN:
            return MilitaryPlan(PLAYERS, crisis)
    items = CRISIS_ITEMS if crisis else NORMAL_ITEMS
    start = items.index(after) + 1 if after in items else 0
    with planning(ctx):
        if commands is None:
            commands = 3 if dictator_due(ctx, crisis) else 2
        plan = first_on_list(ctx, items[start:], crisis, commands)
    if plan.item == "K1" and len(plan.attacks) > 1:
        plan = yield from redistribute(ctx, plan)
    return plan


def first_on_list(ctx: Context, items: Sequence[str], crisis: bool, commands: int) -> MilitaryPlan:
    """The first of these list items Rome can execute, or no plan (4.05.3); asks nothing."""
    state = ctx.state
    ranked = rank_wars(ctx, [*state.wars, *([CIVIL_WAR] if state.primary_rebel else [])])
    for item in items:
        plan = list_item(ctx, item, ranked, crisis, commands)
        if plan is not None:
            return plan
    return MilitaryPlan(NO_PLAN, crisis)


def list_item(
    ctx: Context, item: str, ranked: Sequence[int], crisis: bool, commands: int
) -> MilitaryPlan | None:
    """One item of the Normal or Crisis List, or None if Rome cannot execute it (4.05.3)."""
    state = ctx.state
    current = active_wars(state)
    active = [w for w in ranked if w in current]
    if item == "N1":
        return first_adequate(ctx, item, active, 2, crisis, commands)
    if item == "N2":
        hidden = unrevealed(ctx)
        dangerous = [w for w in ranked if danger(ctx, w, hidden) > 0]
        return first_adequate(ctx, item, dangerous, 1, crisis, commands)
    if item == "N3":
        return first_adequate(ctx, item, active, 1, crisis, commands)
    if item == "N4":
        dormant = (WarStatus.INACTIVE, WarStatus.IMMINENT)
        waiting = [w for w in ranked if w != CIVIL_WAR and state.wars[w] in dormant]
        return first_adequate(ctx, item, waiting, 1, crisis, commands)
    if item == "K1":
        return reduce_to_three(ctx, active, crisis, commands)
    if item == "K2":
        if state.primary_rebel is None:
            return None
        return all_strength_plan(ctx, item, [CIVIL_WAR], crisis, commands, capped=False)
    if item == "K3":
        return first_adequate(ctx, item, active, 3, crisis, commands)
    if item == "K4":
        return first_adequate(ctx, item, active, 2, crisis, commands)
    return attack_weakest(ctx, active, crisis, commands)


def reduce_to_three(
    ctx: Context, active: Sequence[int], crisis: bool, commands: int
) -> MilitaryPlan | None:
    """Crisis item 1: with 4 or more Active Wars, attack as few as bring them down to three, the
    largest first, with all possible Strength; Wars a Proconsul fights count among them and a Civil
    War is always one (4.05.3; spec decision 3a, 3c)."""
    if len(active) <= WARS_TOLERATED:
        return None
    count = len(active) - WARS_TOLERATED
    held = [w for w in active if w == CIVIL_WAR or commander_at(ctx.state, w) is not None]
    others = [w for w in active if w not in held]
    for extra in combinations(others, max(0, count - len(held))):
        chosen = set(held) | set(extra)
        targets = [w for w in active if w in chosen]
        plan = all_strength_plan(ctx, "K1", targets, crisis, commands, capped=False)
        if plan is not None:
            return plan
    return None


def attack_weakest(
    ctx: Context, active: Sequence[int], crisis: bool, commands: int
) -> MilitaryPlan | None:
    """Crisis item 5: the weakest Active War (least Land Strength, ties by 2d6) with all possible
    Strength up to a +15 modifier; if Rome cannot execute that, no attack (4.05.3, spec 4.05.3).
    Under ``crisis_item_5 = "weakest_executable"`` the next weakest are tried in turn."""
    lands = {w: war_strength(ctx, w, active).land for w in active}
    waiting = list(active)
    while waiting:
        weakest = min(lands[w] for w in waiting)
        tied = [w for w in waiting if lands[w] == weakest]
        war = ctx.tie_break(tied, "4.05.3", "the weakest War", name=lambda w: war_name(ctx, w))
        plan = all_strength_plan(ctx, "K5", [war], crisis, commands, capped=True)
        if plan is not None or rulings(ctx).crisis_item_5 == "weakest":
            return plan
        waiting.remove(war)
    return None


def redistribute(ctx: Context, plan: MilitaryPlan) -> Asking:
    """The Dominant Player may share out the Legions of Crisis item 1 differently among the Wars
    sent any (those attacked by Fleets alone have no land battle, 1.10.12); each keeps at least
    one Legion unless some are already there; ``context["planned"]`` is the plan's own share for
    the War (spec 4.02.2, 4.05.3)."""
    land = [a for a in plan.attacks if not a.naval_only]
    total = sum(a.legions for a in land)
    shares: dict[int, PlannedAttack] = {}
    for index, attack in enumerate(land[:-1]):
        least = sum(legion_floor(ctx, a) for a in land[index + 1 :])
        answer = yield delegated(
            ctx,
            ctx.ask_amount(
                senate_neutral(ctx),
                DISTRIBUTE,
                "4.05.3",
                legion_floor(ctx, attack),
                total - least,
                f"Legions for {war_name(ctx, attack.war)} ({total} to share)",
                war=attack.war,
                planned=attack.legions,
            ),
        )
        assert isinstance(answer, Amount)
        shares[attack.war] = replace(attack, legions=answer.value)
        total -= answer.value
    if land:
        shares[land[-1].war] = replace(land[-1], legions=total)
    return replace(plan, attacks=tuple(shares.get(a.war, a) for a in plan.attacks))


def legion_floor(ctx: Context, attack: PlannedAttack) -> int:
    """Legions a land battle of an all-Strength plan must keep: one, unless some are already
    there (4.05.3)."""
    return 0 if force_at(ctx.state, attack.war)[0] else 1


def peace_plan(ctx: Context) -> MilitaryPlan:
    """No War in play: Rome keeps 10 Legions and 5 Fleets, building (unless in a Manpower
    Shortage or under No Recruitment, as far as it can afford) or eliminating from the Active
    Forces boxes (4.05.33)."""
    state = ctx.state
    budget = affordable(ctx, ()) if builds_allowed(ctx, crisis=False) else 0
    legions, fleets = in_play(state, "legion"), in_play(state, "fleet")
    build_legions = min(max(0, PEACE_LEGIONS - legions), budget, pool_room(ctx, "legion"))
    build_fleets = min(
        max(0, PEACE_FLEETS - fleets), budget - build_legions, pool_room(ctx, "fleet")
    )
    return MilitaryPlan(
        NO_WAR,
        crisis=False,
        build_legions=build_legions,
        build_fleets=build_fleets,
        eliminate_legions=min(max(0, legions - PEACE_LEGIONS), len(boxed(state, "legion"))),
        eliminate_fleets=min(max(0, fleets - PEACE_FLEETS), len(boxed(state, "fleet"))),
    )


def players_only_coalition(state: GameState) -> bool:
    """The Ruling Coalition holds Players only (4.05.3: they may devise their own plan)."""
    return bool(state.coalition) and all(state.factions[s].is_player for s in state.coalition)


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
    return [k for k, s in state.senators.items() if in_rome(s) and set(s.offices) <= free]


# --- Who conducts the Senate's delegated choices (4.02.2) ----------------------------------------


def senate_neutral(ctx: Context) -> int:
    """The Neutral in whose name the Senate's open choices are asked of the Dominant Player: the
    Presiding Magistrate's faction if Neutral, else the first Neutral clockwise from it (1.09.12,
    4.02.2)."""
    official = hrao(ctx.state)
    first = official.faction if official is not None and official.faction is not None else 0
    return next(s for s in seats_from(first) if not ctx.state.factions[s].is_player)


def delegated(ctx: Context, decision: Decision) -> Decision:
    """A Neutral's decision handed to the Dominant Player (4.02.2); a Player's stays his."""
    if ctx.state.factions[decision.actor].is_player:
        return decision
    return replace(decision, delegate_to=dominant_player(ctx))


def plan_text(ctx: Context, plan: MilitaryPlan) -> str:
    """The plan as the log tells it."""
    parts = []
    for attack in plan.attacks:
        who = "a new Commander" if attack.new_command else "the Proconsul's Force"
        fleets_only = " (Fleets alone)" if attack.naval_only else ""
        parts.append(
            f"{war_name(ctx, attack.war)}: {attack.legions} Legions, {attack.fleets} Fleets "
            f"to {who}{fleets_only}"
        )
    builds = f"build {plan.build_legions} Legions, {plan.build_fleets} Fleets"
    if plan.eliminate_legions or plan.eliminate_fleets:
        builds += f"; eliminate {plan.eliminate_legions} Legions, {plan.eliminate_fleets} Fleets"
    body = "; ".join(parts) if parts else "no attack"
    return f"{'Crisis' if plan.crisis else 'Normal'} plan {plan.item}: {body}; {builds}"
