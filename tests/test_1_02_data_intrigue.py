"""Golden tests for the Intrigue cards (rules 1.02, 1.07.35) against the printed Intrigue cards and
engine/data."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.dataload import DataFileError, load_data_file, parse_toml
from engine.schemas.intrigue import IntrigueFile

# Independent transcription of the card list: (key, era) -> card numbers.
CARD_NOS = {
    ("tribune", "early"): list(range(38, 47)),
    ("secret_bodyguard", "early"): [47],
    ("influence_peddling", "early"): [48],
    ("assassin", "early"): [49],
    ("seduction", "early"): [50],
    ("blackmail", "early"): [51],
    ("tribune", "middle"): list(range(90, 97)),  # D2-09: 7
    ("murder_of_a_tribune", "middle"): [97, 98],
    ("assassin", "middle"): [99, 100],
    ("secret_bodyguard", "middle"): [101, 102],
    ("graft", "middle"): [103],
    ("influence_peddling", "middle"): [104],
    ("mob_incited_to_violence", "middle"): [105],
    ("tribune", "late"): [140, 141, 142, 143],  # D2-11: 4
    ("proscription", "late"): [144],
    ("graft", "late"): [145],  # D2-10
    ("secret_bodyguard", "late"): [146],
    ("assassin", "late"): [147, 148, 149],
    ("influence_peddling", "late"): [150],
    ("murder_of_a_tribune", "late"): [151],
    ("open_bodyguard", "late"): [152],
}
NAMES = {
    "tribune": "Tribune",
    "secret_bodyguard": "Secret Bodyguard",
    "open_bodyguard": "Open Bodyguard",
    "influence_peddling": "Influence Peddling",
    "assassin": "Assassin",
    "seduction": "Seduction",
    "blackmail": "Blackmail",
    "murder_of_a_tribune": "Murder of a Tribune",
    "graft": "Graft",
    "mob_incited_to_violence": "Mob Incited to Violence",
    "proscription": "Proscription",
}
# the Intrigue cards "total" column.
TOTALS = {
    "tribune": 20,
    "assassin": 6,
    "secret_bodyguard": 4,
    "open_bodyguard": 1,
    "influence_peddling": 3,
    "seduction": 1,
    "blackmail": 1,
    "graft": 2,
    "murder_of_a_tribune": 3,
    "mob_incited_to_violence": 1,
    "proscription": 1,
}
# the Intrigue cards, every number and flag of each effect, with when the card is played.
ALL_BUT_REVOLUTION = ["mortality", "revenue", "forum", "population", "senate", "combat"]
EFFECTS = {
    "tribune": (
        ["senate"],
        "senate_proposal_or_veto",
        {"type": "tribune", "can_propose": True, "can_veto": True},
    ),
    "assassin": (
        ["senate"],
        "assassination_before_roll",
        {"type": "assassin", "roll_modifier": 1, "catch_roll_modifier": 1},
    ),
    "secret_bodyguard": (
        ["senate"],
        "assassination_after_roll",
        {
            "type": "bodyguard",
            "roll_modifier": -1,
            "catch_rerolls": 1,
            "stays_in_play": False,
            "upkeep_talents": 0,
            "upkeep_popularity": 0,
        },
    ),
    "open_bodyguard": (
        ["revenue"],
        "revenue_phase_on_own_senator",
        {
            "type": "bodyguard",
            "roll_modifier": -2,
            "catch_rerolls": 1,
            "stays_in_play": True,
            "upkeep_talents": 1,
            "upkeep_popularity": 1,
        },
    ),
    "influence_peddling": (
        ALL_BUT_REVOLUTION,
        "any_time",
        {"type": "steal_card", "cards_taken": 1},
    ),
    "seduction": (
        ["forum"],
        "persuasion_attempt",
        {"type": "unopposed_persuasion", "failure_loss_dice": 0},
    ),
    "blackmail": (
        ["forum"],
        "persuasion_attempt",
        {"type": "unopposed_persuasion", "failure_loss_dice": 2},  # D2-13
    ),
    "graft": (
        ["senate"],
        "against_tribune_use",
        {
            "type": "cancel_tribune",
            "dice": 1,
            "success": "pay_roll",
            "popularity_loss_equals_roll": False,
        },
    ),
    "murder_of_a_tribune": (
        ["senate"],
        "against_tribune_use",
        {
            "type": "cancel_tribune",
            "dice": 1,
            "success": "even_roll",
            "popularity_loss_equals_roll": True,
        },
    ),
    "mob_incited_to_violence": (
        ["senate"],
        "after_tribune_cancelled",
        {"type": "mob_incited", "chit_dice": 1, "adds_oratory": True},
    ),
    "proscription": (
        ["combat"],
        "after_civil_war_victory",
        {"type": "proscription", "talents_dice_per_knight": 1, "other_factions_knight_modifier": 1},
    ),
}


@pytest.fixture(scope="module")
def intrigue() -> IntrigueFile:
    return load_data_file("intrigue", IntrigueFile)


def test_kinds_unique_and_complete(intrigue: IntrigueFile) -> None:
    keys = [kind.key for kind in intrigue.kinds]
    assert len(keys) == len(set(keys)) == 11
    assert {kind.key: kind.name for kind in intrigue.kinds} == NAMES
    assert "cleopatra_vii" not in keys


def test_every_card_number(intrigue: IntrigueFile) -> None:
    actual = {(group.key, group.era): group.card_nos for group in intrigue.copies}
    assert actual == CARD_NOS


def test_counts_per_deck(intrigue: IntrigueFile) -> None:
    entries = intrigue.deck_entries()
    per_era = Counter(entry.era for entry in entries)
    assert per_era == {"early": 14, "middle": 16, "late": 13}
    early = Counter(entry.key for entry in entries if entry.era == "early")
    assert early == {
        "tribune": 9,
        "secret_bodyguard": 1,
        "influence_peddling": 1,
        "assassin": 1,
        "seduction": 1,
        "blackmail": 1,
    }
    middle = Counter(entry.key for entry in entries if entry.era == "middle")
    assert middle == {
        "tribune": 7,
        "murder_of_a_tribune": 2,
        "assassin": 2,
        "secret_bodyguard": 2,
        "graft": 1,
        "influence_peddling": 1,
        "mob_incited_to_violence": 1,
    }
    late = Counter(entry.key for entry in entries if entry.era == "late")
    assert late == {
        "tribune": 4,
        "proscription": 1,
        "graft": 1,
        "secret_bodyguard": 1,
        "assassin": 3,
        "influence_peddling": 1,
        "murder_of_a_tribune": 1,
        "open_bodyguard": 1,
    }
    assert Counter(entry.key for entry in entries) == TOTALS


def test_deck_entries_one_per_physical_card(intrigue: IntrigueFile) -> None:
    entries = intrigue.deck_entries()
    numbers = [entry.card_no for entry in entries]
    assert len(numbers) == len(set(numbers)) == 43
    assert 139 not in numbers  # Cleopatra VII is not an Intrigue kind here
    for entry in entries:
        assert entry.category == "intrigue"
        assert entry.name == NAMES[entry.key]


def test_every_effect(intrigue: IntrigueFile) -> None:
    for kind in intrigue.kinds:
        phases, timing, effect = EFFECTS[kind.key]
        assert kind.phases == phases, kind.key
        assert kind.timing == timing, kind.key
        assert kind.effect.model_dump() == effect, kind.key


def test_kind_lookup(intrigue: IntrigueFile) -> None:
    assert intrigue.kind("graft").name == "Graft"


def test_copies_need_a_known_kind() -> None:
    text = (
        '[[kinds]]\nkey = "tribune"\nname = "Tribune"\nphases = ["senate"]\n'
        'timing = "senate_proposal_or_veto"\n'
        'effect = { type = "tribune", can_propose = true, can_veto = true }\n'
        '[[copies]]\nkey = "graft"\nera = "late"\ncard_nos = [145]\n'
    )
    with pytest.raises(DataFileError, match="every Intrigue kind needs copies"):
        parse_toml(text, IntrigueFile, "test")


def test_card_numbers_must_be_distinct() -> None:
    text = (
        '[[kinds]]\nkey = "tribune"\nname = "Tribune"\nphases = ["senate"]\n'
        'timing = "senate_proposal_or_veto"\n'
        'effect = { type = "tribune", can_propose = true, can_veto = true }\n'
        '[[copies]]\nkey = "tribune"\nera = "early"\ncard_nos = [38, 38]\n'
    )
    with pytest.raises(DataFileError, match="must be distinct"):
        parse_toml(text, IntrigueFile, "test")
