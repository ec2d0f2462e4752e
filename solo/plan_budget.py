"""What Rome may build for a Military Plan (4.05.33, 1.09.63): the builds allowed and what the
State can afford with the next Revenue Phase's known debits reserved (1.06.53, 4.05.416)."""

from __future__ import annotations

from collections.abc import Collection

from engine.context import Context
from engine.forum_cards import war_card
from engine.phases.debits import land_bill, maintained_units
from engine.phases.population import MANPOWER_SHORTAGE, NO_RECRUITMENT
from engine.queries import in_rome
from engine.state import Office, WarStatus
from engine.units import pool_room, unit_cost
from solo.plan_memo import CURRENT_MEMO
from solo.rulings import rulings
from solo.war_strengths import dictator_candidates, dictator_due, is_crisis


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
    memo = CURRENT_MEMO.get()
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
