"""Deck entries, War and Leader cards indexed by number once a catalog (``Catalog.entry``,
``Catalog.war_by_number``, ``Catalog.leader_by_number``, issue 33): each is the card its deck
entry names, the Province revolts' included."""

from __future__ import annotations

import pytest

from engine.catalog import load_catalog
from engine.forum_cards import leader_card, war_card, war_card_found


def test_1_07_33_every_war_number_gives_the_card_its_entry_names() -> None:
    catalog = load_catalog()
    numbers = [
        n for n in [*catalog.cards, *catalog.revolts] if catalog.entry(n).key in catalog.war_by_key
    ]
    assert sorted(catalog.war_by_number) == sorted(numbers)
    assert any(n in catalog.revolts for n in numbers)
    for n in numbers:
        assert war_card(catalog, n) is war_card_found(catalog, n)


def test_a_number_that_is_no_war_fails_as_the_plain_lookup_does() -> None:
    catalog = load_catalog()
    other = next(n for n, e in catalog.cards.items() if e.key not in catalog.war_by_key)
    with pytest.raises(KeyError):
        war_card_found(catalog, other)
    with pytest.raises(KeyError):
        war_card(catalog, other)


def test_1_07_34_every_leader_number_gives_the_card_its_entry_names() -> None:
    catalog = load_catalog()
    by_entry = {n: e.key for n, e in catalog.cards.items() if e.category == "leader"}
    assert {n: card.id for n, card in catalog.leader_by_number.items()} == by_entry
    for n, card in catalog.leader_by_number.items():
        assert leader_card(catalog, n) is card


def test_an_entry_is_the_scenario_card_or_the_revolt_of_that_number() -> None:
    catalog = load_catalog()
    for n, card in catalog.cards.items():
        assert catalog.entry(n) is card
    for n, revolt in catalog.revolts.items():
        assert catalog.entry(n) is revolt
    assert len(catalog.entry_by_number) == len(catalog.cards) + len(catalog.revolts)
    with pytest.raises(KeyError):
        catalog.entry(0)
