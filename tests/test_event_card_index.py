"""``card_in_play`` reads each catalog's Random Event cards indexed by effect type (issue 33):
it finds the card a plain scan of the catalog finds, whichever cards are in play (1.07.21)."""

from __future__ import annotations

from engine.context import Context
from engine.events.cards import card_in_play
from engine.schemas.events import RandomEventCard
from tests.event_support import table


def plain(ctx: Context, effect_type: str) -> RandomEventCard | None:
    """The first card in the catalog's order with this effect that is in play."""
    for card in ctx.catalog.events.random_events:
        if card.normal.effect.type == effect_type and ctx.state.events.get(card.id, 0) > 0:
            return card
    return None


def test_the_index_finds_what_a_scan_finds() -> None:
    ctx = table()
    cards = ctx.catalog.events.random_events
    types = {card.normal.effect.type for card in cards}
    for step, card in enumerate([None, *cards, *reversed(cards)]):
        if card is not None:
            ctx.state.events[card.id] = 0 if step > len(cards) else 1 + step % 2
        for effect_type in types:
            assert card_in_play(ctx, effect_type) is plain(ctx, effect_type)
