"""Who fights on which War, and in what order (1.10.1): the Commanders in the field, a Master of
Horse riding with his Dictator (1.09.34), the Civil War while a Primary Rebel marches (1.11.3),
the Wars in dispatch order with ties by 2d6, and Forces naming no Commander joining the first sent
(1.09.641). The Combat Phase (engine/phases/combat.py) fights them in this order.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.context import Context
from engine.forces import war_place
from engine.state import CIVIL_WAR, GameState, Location, Office, Senator


def commands_war(state: GameState, key: str) -> bool:
    """Whether the Senator is in the field commanding a War still in play."""
    senator = state.senators.get(key)
    return (
        senator is not None
        and senator.location is Location.WAR
        and senator.commands is not None
        and front_open(state, senator.commands)
    )


def front_open(state: GameState, war: int) -> bool:
    """A War card still in play, or the Civil War while a Primary Rebel marches (1.11.3)."""
    return state.primary_rebel is not None if war == CIVIL_WAR else war in state.wars


def front_name(ctx: Context, war: int) -> str:
    """A War card's name, or the Civil War's."""
    return "the Civil War" if war == CIVIL_WAR else f"the {ctx.catalog.card_name(war)}"


def battle_order(ctx: Context) -> list[int]:
    """Wars in the order the Senate dispatched the Commander placed last on each; Wars whose
    last Commanders were sent together go by 2d6 (1.10.1). Forces on a War that name no
    Commander on it join the first dispatched (1.09.641)."""
    state = ctx.state
    fronts: dict[int, list[Senator]] = {}
    for senator in field_commanders(state):
        assert senator.commands is not None
        fronts.setdefault(senator.commands, []).append(senator)
    rank = dispatch_rank(state)
    last = {war: max(rank(s) for s in team) for war, team in fronts.items()}
    order: list[int] = []
    for position in sorted(set(last.values())):
        tied = sorted(war for war, at in last.items() if at == position)
        order += dice_order(ctx, tied)
    for war in order:
        join_unled_forces(state, war, commanders_on(state, war)[0])
    return order


def field_commanders(state: GameState) -> list[Senator]:
    """Commanders in the field against Wars in play; a Master of Horse riding with his Dictator
    commands nothing of his own (1.09.34)."""
    war = Location.WAR  # read once: most Senators are not at War, and only they are asked more
    at_war = [s for s in state.senators.values() if s.location is war]
    away = any(Office.DICTATOR in s.offices for s in at_war)
    return [
        s
        for s in at_war
        if commands_war(state, s.key) and not (away and Office.MASTER_OF_HORSE in s.offices)
    ]


def commanders_on(state: GameState, war: int) -> list[Senator]:
    """The Commanders on a War, in dispatch order (1.10.1)."""
    team = [s for s in field_commanders(state) if s.commands == war]
    rank = dispatch_rank(state)
    return sorted(team, key=lambda s: (rank(s), s.key))


def dispatch_rank(state: GameState) -> Callable[[Senator], int]:
    """Place in the dispatch order; a Commander missing from it counts as sent last."""
    places = {key: index for index, key in enumerate(state.dispatched)}
    return lambda senator: places.get(senator.key, len(places))


def dice_order(ctx: Context, wars: list[int]) -> list[int]:
    """Order Wars whose Commanders were sent together by 2d6, highest first (1.10.1)."""
    order: list[int] = []
    left = list(wars)
    while left:
        first = ctx.tie_break(left, "1.10.1", "battle order", name=lambda w: front_name(ctx, w))
        order.append(first)
        left.remove(first)
    return order


def join_unled_forces(state: GameState, war: int, first: Senator) -> None:
    """Units on the War naming none of its Commanders join the first Commander sent (1.09.641)."""
    leaders = {s.key for s in commanders_on(state, war)}
    place = war_place(war)
    for unit in (*state.legions, *state.fleets):
        if unit.location == place and unit.commander not in leaders:
            unit.commander = first.key
