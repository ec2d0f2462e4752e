"""The Forces a Military Plan finds on the Wars: their Commanders and units (1.10.8, 1.09.644),
and the order matching Wars may be attacked in (1.07.332)."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from engine.context import Context
from engine.forum_cards import matching_wars, war_card
from engine.queries import ACTIVE_BOXES
from engine.state import CIVIL_WAR, GameState, Location
from solo.plan_memo import CURRENT_MEMO


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
    memo = CURRENT_MEMO.get()
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
