"""``card_in_play`` reads each catalog's Random Event cards indexed by effect type (issue 33):
it finds the card a plain scan of the catalog finds, whichever cards are in play (1.07.21); and
``war_card`` reads each catalog's War cards by number, the card its key names (1.07.33)."""

from __future__ import annotations

from engine.context import Context
from engine.events.cards import card_in_play
from engine.forum_cards import war_card
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


def test_a_war_card_looked_up_once_is_the_card_by_its_key() -> None:
    catalog = table().catalog
    numbers = [n for n, entry in catalog.cards.items() if entry.category == "war"]
    numbers += list(catalog.revolts)
    assert numbers
    for _ in range(2):  # the first lookup fills the index, the second reads it
        for number in numbers:
            assert war_card(catalog, number) is catalog.war_by_key[catalog.entry(number).key]
