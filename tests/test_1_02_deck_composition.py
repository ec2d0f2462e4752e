"""1.02 and engine/data: the 160 scenario cards by deck and by type."""

from collections import Counter

import pytest

from engine.catalog import load_catalog

PER_DECK = {
    "early": {
        "family": 20,
        "statesman": 5,
        "war": 8,
        "leader": 4,
        "concession": 13,
        "intrigue": 14,
    },
    "middle": {
        "family": 5,
        "statesman": 8,
        "war": 10,
        "leader": 1,
        "intrigue": 16,
        "law": 5,
        "forum_event": 1,
    },
    "late": {
        "family": 5,
        "statesman": 6,
        "war": 13,
        "leader": 3,
        "cleopatra": 1,
        "intrigue": 13,
        "law": 5,
        "forum_event": 3,
    },
    None: {"era_ends": 1},
}


@pytest.mark.parametrize(("era", "total"), [("early", 64), (None, 1), ("middle", 46), ("late", 49)])
def test_deck_sizes(era: str | None, total: int) -> None:
    cards = load_catalog().cards.values()
    assert sum(1 for c in cards if c.era == era) == total


@pytest.mark.parametrize("era", list(PER_DECK))
def test_every_per_type_count(era: str | None) -> None:
    cards = load_catalog().cards.values()
    assert Counter(c.category for c in cards if c.era == era) == PER_DECK[era]


def test_card_numbers_are_gap_free_and_decks_are_contiguous() -> None:
    catalog = load_catalog()
    assert list(catalog.cards) == list(range(1, 161))
    assert {catalog.entry(n).era for n in range(1, 65)} == {"early"}
    assert catalog.entry(65).category == "era_ends"
    assert {catalog.entry(n).era for n in range(66, 112)} == {"middle"}
    assert {catalog.entry(n).era for n in range(112, 161)} == {"late"}


def test_data_is_loaded_once() -> None:
    assert load_catalog() is load_catalog()
