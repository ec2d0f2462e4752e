"""Which Random Event cards are in play and which side shows (1.07.21); the Evil Omens modifier.

A card's level is ``state.events[card.id]``: 1 the normal (light-blue) side, 2 the severe
(dark-blue) side; cards whose severe side repeats count on (3, 4, ...), so the level of Drought,
Manpower Shortage and Evil Omens is the number of effects in force.
"""

from __future__ import annotations

from typing import Final

from engine.catalog import Catalog
from engine.context import Context
from engine.effects import handles_effect
from engine.schemas.events import EventSide, RandomEventCard
from engine.schemas.forum_tables import RollKind
from engine.state import GameState

EVIL_OMENS_EFFECT: Final = "evil_omens"


def random_event_card(catalog: Catalog, event_id: str) -> RandomEventCard:
    """The Random Event card with this id (events.toml)."""
    found = _EVENT_CARDS.get(id(catalog))
    if found is None or found[0] is not catalog:
        cards = {card.id: card for card in reversed(catalog.events.random_events)}
        found = _EVENT_CARDS[id(catalog)] = (catalog, cards)
    card = found[1].get(event_id)
    if card is None:
        raise KeyError(f"no Random Event card {event_id!r}")
    return card


_EVENT_CARDS: Final[dict[int, tuple[Catalog, dict[str, RandomEventCard]]]] = {}
"""Each catalog's Random Event cards by id, indexed once (by the catalog's id; the catalog is
kept, so the id stays its own): other phases ask whether a card shows at every step."""


def event_level(state: GameState, event_id: str) -> int:
    """The card's level: 0 out of play, 1 normal side, 2 or more severe side (1.07.21)."""
    return state.events.get(event_id, 0)


def side_showing(card: RandomEventCard, level: int) -> EventSide | None:
    """The face of a card at a level, or None if it is not in play."""
    if level <= 0:
        return None
    return card.normal if level == 1 else card.severe


def showing(ctx: Context, event_id: str) -> EventSide | None:
    """The face of a Random Event in play, or None; other phases read its effect here."""
    card = random_event_card(ctx.catalog, event_id)
    return side_showing(card, event_level(ctx.state, event_id))


def card_in_play(ctx: Context, effect_type: str) -> RandomEventCard | None:
    """The card in play whose effect is of this type, or None."""
    events = ctx.state.events
    if not any(events.values()):  # nothing in play: no card to look for
        return None
    for card in cards_with_effect(ctx.catalog, effect_type):
        if events.get(card.id, 0) > 0:
            return card
    return None


def cards_with_effect(catalog: Catalog, effect_type: str) -> tuple[RandomEventCard, ...]:
    """The Random Event cards whose normal side has an effect of this type, in the catalog's
    order, indexed once a catalog (Evil Omens is asked for at every roll)."""
    found = _BY_EFFECT.get(id(catalog))
    if found is None or found[0] is not catalog:
        index: dict[str, list[RandomEventCard]] = {}
        for card in catalog.events.random_events:
            index.setdefault(card.normal.effect.type, []).append(card)
        found = _BY_EFFECT[id(catalog)] = (catalog, {k: tuple(v) for k, v in index.items()})
    return found[1].get(effect_type, ())


_BY_EFFECT: Final[dict[int, tuple[Catalog, dict[str, tuple[RandomEventCard, ...]]]]] = {}
"""Each catalog's Random Event cards by the type of their normal side's effect (by the
catalog's id, the catalog kept, as ``_EVENT_CARDS``)."""


@handles_effect("event", "evil_omens", rule="1.07.21")
def evil_omens_modifier(ctx: Context, kind: RollKind) -> int:
    """What Evil Omens add to a roll of this kind now: -1 per level, +1 on Persuasion, 0 on the
    exempt rolls (Evil Omens card, 1.07.21, D2-34)."""
    card = card_in_play(ctx, EVIL_OMENS_EFFECT)
    if card is None:  # level 0: no kind of roll changes (the table is not asked)
        return 0
    return ctx.catalog.tables.evil_omens.modifier(kind, event_level(ctx.state, card.id))
