"""Random Events (1.07.21): the 3d6 table, placing or flipping the card, resolving the side now
showing; the events that act at the end of a phase; and Passage of Time (1.07.1).

An effect either happens now (``NOW``), or later, read by the phase it changes (``LATER``, e.g.
Drought in the Population Phase), or at the end of the Forum or Senate Phase, which call
``forum_phase_end`` and ``senate_phase_end``.
"""

from __future__ import annotations

from typing import Final

from engine.context import Context, Procedure
from engine.events.cards import evil_omens_modifier, random_event_card, side_showing
from engine.events.deaths import epidemic, mob_violence
from engine.events.fleets import rhodian_alliance, storm_at_sea
from engine.events.peace import enemy_leader_dies, new_alliance
from engine.events.resolution import RULE, Resolution, Resolver, at_once
from engine.events.treasury import evil_omens, natural_disaster
from engine.periods import current_period

NOW: Final[dict[str, Resolver]] = {
    "mob_violence": at_once(mob_violence),
    "epidemic": at_once(epidemic),
    "evil_omens": at_once(evil_omens),
    "natural_disaster": at_once(natural_disaster),
    "storm_at_sea": storm_at_sea,
    "rhodian_alliance": at_once(rhodian_alliance),
}
"""Effect types resolved as the card is placed or flipped."""

LATER: Final[dict[str, str]] = {
    "battle_desertion": "in every battle this turn",
    "allied_enthusiasm": "in the next Revenue Phase",
    "drought": "in the Population and Revenue Phases",
    "manpower_shortage": "whenever Legions or Fleets are raised",
    "trial_of_verres": "in the next Revenue Phase",
    "refuge": "when an enemy Leader is next killed by a Victory",
    "enemy_leader_dies": "at the end of the Forum Phase",
    "new_alliance": "at the end of the Senate Phase",
    "barbarian_raids": "in the next Revenue Phase",
    "internal_disorder": "in the next Revenue Phase",
    "pretender": "when the next Active War appears",
}
"""Effect types that act later, and when (read by the phases they change)."""

FORUM_PHASE_END: Final[dict[str, Resolver]] = {"enemy_leader_dies": enemy_leader_dies}
SENATE_PHASE_END: Final[dict[str, Resolver]] = {"new_alliance": new_alliance}
"""Effect types resolved at the end of the Forum Phase and of the Senate Phase."""

ENDS_AT_PASSAGE_OF_TIME: Final = frozenset(
    {"next_forum_phase", "after_next_revenue_phase", "end_of_senate_phase"}
)
"""Persistences that end by the next Forum Phase: a card drawn in a Forum Phase has seen the
next Revenue Phase, and its Senate Phase, by then (1.07.1)."""

ENDS_WITH_SENATE_PHASE: Final = "end_of_senate_phase"


def random_event(ctx: Context, seat: int) -> Procedure:
    """The Initiative holder rolls 3d6 on the Random Events Table in the column of the period
    the game is in (3.04.1, 3.05.1; Evil Omens do not modify it, D2-34) and puts that event in
    play (1.07.21)."""
    table = ctx.catalog.tables.random_events
    era = current_period(ctx)
    dice = ctx.dice.roll(table.dice, "random_event", seat)
    roll = sum(dice) + evil_omens_modifier(ctx, "random_events")
    event_id = table.event(era, roll)
    actor = ctx.faction_name(seat)
    name = random_event_card(ctx.catalog, event_id).name
    ctx.record(
        actor,
        "random_event_roll",
        RULE,
        f"rolls {roll} on the Random Events Table ({era}): {name}",
        dice,
        event=event_id,
    )
    yield from place_event(ctx, event_id, actor)


def place_event(ctx: Context, event_id: str, actor: str = "Game") -> Procedure:
    """Put a Random Event in play on its normal side, or flip it to its severe side if it is in
    play; once severe, a further result acts again only if the card says so (1.07.21)."""
    card = random_event_card(ctx.catalog, event_id)
    level = ctx.state.events.get(event_id, 0)
    if level >= 2 and not card.severe_repeats:
        ctx.record(
            actor, "event_no_effect", RULE, f"{card.severe.name} is already in play: no effect"
        )
        return
    level += 1
    ctx.state.events[event_id] = level
    side = side_showing(card, level)
    assert side is not None
    placed = {1: "comes into play", 2: "flips to its severe side"}.get(level, "strikes again")
    ctx.record(actor, "event_placed", RULE, f"{side.name} {placed}", event=event_id, level=level)
    resolution = Resolution(card, side, level, actor)
    resolver = NOW.get(side.effect.type)
    if resolver is not None:
        yield from resolver(ctx, resolution)
    else:
        resolution.record(ctx, "event_lasting", f"acts {LATER[side.effect.type]}", level=level)


def forum_phase_end(ctx: Context) -> Procedure:
    """Events in play that act at the end of the Forum Phase: Enemy Leader Dies (1.07.21)."""
    yield from resolve_pending(ctx, FORUM_PHASE_END)


def senate_phase_end(ctx: Context) -> Procedure:
    """Events in play that act at the end of the Senate Phase, New Alliance, which then leave
    play (1.07.21)."""
    yield from resolve_pending(ctx, SENATE_PHASE_END)
    for card in ctx.catalog.events.random_events:
        if card.persistence == ENDS_WITH_SENATE_PHASE and ctx.state.events.pop(card.id, 0):
            ctx.record("Game", "event_removed", RULE, f"{card.name} leaves play", event=card.id)


def resolve_pending(ctx: Context, resolvers: dict[str, Resolver]) -> Procedure:
    """Resolve each card in play whose showing side has one of these effect types."""
    events = ctx.state.events
    for card in ctx.catalog.events.random_events:
        level = events.get(card.id, 0)
        if not level:  # most cards are out of play
            continue
        side = side_showing(card, level)
        if side is not None and side.effect.type in resolvers:
            yield from resolvers[side.effect.type](ctx, Resolution(card, side, level, "Game"))


def passage_of_time(ctx: Context) -> None:
    """Remove the Event cards from the Forum, except those that say they stay (1.07.1)."""
    for card in ctx.catalog.events.random_events:
        if ctx.state.events.get(card.id, 0) and card.persistence in ENDS_AT_PASSAGE_OF_TIME:
            del ctx.state.events[card.id]
            ctx.record("Game", "event_removed", "1.07.1", f"{card.name} leaves the Forum")
