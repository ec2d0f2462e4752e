"""Golden tests for the event cards (rules 1.02, 1.07.21, 1.07.37, 1.12.2): 18 Random Events,
Forum-deck events and bequests, and Era Ends, against the printed Event cards and engine/data."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.dataload import DataFileError, load_data_file, parse_toml
from engine.schemas.concessions import ConcessionsFile
from engine.schemas.events import EventsFile
from engine.schemas.intrigue import IntrigueFile
from engine.schemas.laws import LawsFile
from engine.schemas.tables import TablesFile

# the Event cards, Random Events Table: 3d6 -> (early, middle, late), ids without "evt-".
EVENT_TABLE = {
    3: ("mob-violence", "pretender-emerges", "epidemic"),
    4: ("natural-disaster", "storm-at-sea", "storm-at-sea"),
    5: ("ally-deserts", "ally-deserts", "ally-deserts"),
    6: ("evil-omens", "natural-disaster", "pretender-emerges"),
    7: ("refuge", "mob-violence", "natural-disaster"),
    8: ("epidemic", "internal-disorder", "mob-violence"),
    9: ("drought", "drought", "drought"),
    10: ("evil-omens", "evil-omens", "evil-omens"),
    11: ("storm-at-sea", "epidemic", "internal-disorder"),
    12: ("manpower-shortage", "manpower-shortage", "barbarian-raids"),
    13: ("allied-enthusiasm", "barbarian-raids", "manpower-shortage"),
    14: ("new-alliance", "allied-enthusiasm", "trial-of-verres"),
    15: ("rhodian-maritime-alliance", "new-alliance", "allied-enthusiasm"),
    16: ("enemys-ally-deserts", "enemys-ally-deserts", "enemys-ally-deserts"),
    17: ("enemy-leader-dies", "trial-of-verres", "enemy-leader-dies"),
    18: ("trial-of-verres", "rhodian-maritime-alliance", "new-alliance"),
}
# the Event cards: id -> (number, normal name, severe name, persistence, severe repeats).
CARDS = {
    "evt-ally-deserts": (161, "Ally Deserts", "Roman Auxiliary Deserts", "next_forum_phase", False),
    "evt-allied-enthusiasm": (
        162,
        "Allied Enthusiasm",
        "Extreme Allied Enthusiasm",
        "next_forum_phase",
        False,
    ),
    "evt-barbarian-raids": (
        163,
        "Barbarian Raids",
        "Barbarian Raids Increase",
        "next_forum_phase",
        False,
    ),
    "evt-drought": (164, "Drought", "Severe Drought", "next_forum_phase", True),
    "evt-enemy-leader-dies": (
        165,
        "Enemy Leader Dies",
        "Enemy Sues for Peace",
        "next_forum_phase",
        False,
    ),
    "evt-enemys-ally-deserts": (
        166,
        "Enemy's Ally Deserts",
        "Enemy Mercenaries Desert",
        "next_forum_phase",
        False,
    ),
    "evt-epidemic": (167, "Epidemic", "Foreign Epidemic", "next_forum_phase", True),
    "evt-evil-omens": (168, "Evil Omens", "More Evil Omens", "next_forum_phase", True),
    "evt-internal-disorder": (
        169,
        "Internal Disorder",
        "Increased Internal Disorder",
        "next_forum_phase",
        False,
    ),
    "evt-manpower-shortage": (
        170,
        "Manpower Shortage",
        "Increased Manpower Shortage",
        "next_forum_phase",
        True,
    ),
    "evt-mob-violence": (171, "Mob Violence", "More Mob Violence", "next_forum_phase", True),
    "evt-natural-disaster": (
        172,
        "Natural Disaster",
        "Widespread Natural Disaster",
        "next_forum_phase",
        True,
    ),
    "evt-new-alliance": (173, "New Alliance", "Another New Alliance", "end_of_senate_phase", False),
    "evt-pretender-emerges": (
        174,
        "Pretender Emerges",
        "Pretender Victorious",
        "until_triggered",
        False,
    ),
    "evt-refuge": (175, "Refuge", "Rise from Refuge", "until_used", False),
    "evt-rhodian-maritime-alliance": (
        176,
        "Rhodian Maritime Alliance",
        "Increased Rhodian Involvement",
        "until_rejected_or_war_defeated",
        False,
    ),
    "evt-storm-at-sea": (177, "Storm at Sea", "Another Storm at Sea", "next_forum_phase", True),
    "evt-trial-of-verres": (
        178,
        "Trial of Verres",
        "Another Corruption Trial",
        "after_next_revenue_phase",
        False,
    ),
}
HALF_TOP_SIX = {"spoils": "half_round_down", "war_card": "top_six"}
# the Event cards: id -> (normal effect, severe effect).
EFFECTS = {
    "evt-ally-deserts": (
        {
            "type": "battle_desertion",
            "parity": "even",
            "war_strength_sign": 1,
            "amount": "black_die",
        },
        {
            "type": "battle_desertion",
            "parity": "even",
            "war_strength_sign": 1,
            "amount": "white_dice",
        },
    ),
    "evt-allied-enthusiasm": (
        {"type": "allied_enthusiasm", "state_talents": 50},
        {"type": "allied_enthusiasm", "state_talents": 75},  # D2-22
    ),
    "evt-barbarian-raids": (
        {
            "type": "barbarian_raids",
            "raid_dice": 2,
            "garrison_legion_value": 2,
            "adds_governor_military": True,
            "survive_above": 15,  # D2-23
            "losses": "black_die",
        },
        {
            "type": "barbarian_raids",
            "raid_dice": 2,
            "garrison_legion_value": 2,
            "adds_governor_military": True,
            "survive_above": 17,
            "losses": "black_die",
        },
    ),
    "evt-drought": (
        {"type": "drought", "drought_effects_added": 1},
        {"type": "drought", "drought_effects_added": 1},  # D2-24
    ),
    "evt-enemy-leader-dies": (
        {"type": "enemy_leader_dies", "settlement": None},
        {"type": "enemy_leader_dies", "settlement": HALF_TOP_SIX},
    ),
    "evt-enemys-ally-deserts": (
        {
            "type": "battle_desertion",
            "parity": "odd",
            "war_strength_sign": -1,
            "amount": "black_die",
        },
        {
            "type": "battle_desertion",
            "parity": "odd",
            "war_strength_sign": -1,
            "amount": "white_dice",
        },
    ),
    "evt-epidemic": (
        {"type": "epidemic", "mortality_chits": 6, "victims": "in_rome"},  # D2-19
        {"type": "epidemic", "mortality_chits": 6, "victims": "first_away_from_rome"},
    ),
    "evt-evil-omens": (
        {
            "type": "evil_omens",
            "state_talents_paid": 20,
            "roll_modifier_added": -1,
            "persuasion_modifier_added": 1,
        },
        {
            "type": "evil_omens",
            "state_talents_paid": 0,
            "roll_modifier_added": -1,
            "persuasion_modifier_added": 1,
        },
    ),
    "evt-internal-disorder": (
        {"type": "internal_disorder", "check_dice": 1, "garrison_legion_value": 1, "safe_above": 4},
        {"type": "internal_disorder", "check_dice": 1, "garrison_legion_value": 1, "safe_above": 5},
    ),
    "evt-manpower-shortage": (
        {"type": "manpower_shortage", "unit_cost_added": 10},
        {"type": "manpower_shortage", "unit_cost_added": 10},
    ),
    "evt-mob-violence": (
        {"type": "mob_violence", "extra_chit_dice": 0, "popularity_margin": 0},
        {"type": "mob_violence", "extra_chit_dice": 1, "popularity_margin": 1},  # D2-05
    ),
    "evt-natural-disaster": (
        {"type": "natural_disaster", "state_talents_paid": 50, "concessions_destroyed": 1},
        {"type": "natural_disaster", "state_talents_paid": 0, "concessions_destroyed": 1},
    ),
    "evt-new-alliance": (
        {"type": "new_alliance", "settlement": HALF_TOP_SIX, "revolts_eligible": True},
        {
            "type": "new_alliance",
            "settlement": {"spoils": "all", "war_card": "discard"},
            "revolts_eligible": False,
        },
    ),
    "evt-pretender-emerges": (
        {"type": "pretender", "governor_fights": True},
        {"type": "pretender", "governor_fights": False},
    ),
    "evt-refuge": (
        {"type": "refuge", "joins": "next_war_drawn"},
        {"type": "refuge", "joins": "all_current_wars"},
    ),
    "evt-rhodian-maritime-alliance": (
        {"type": "rhodian_alliance", "fleets_total": 8},
        {"type": "rhodian_alliance", "fleets_total": 12},  # 1.13.2
    ),
    "evt-storm-at-sea": (
        {"type": "storm_at_sea", "fleets_lost_dice": 2},
        {"type": "storm_at_sea", "fleets_lost_dice": 2},
    ),
    "evt-trial-of-verres": (
        {"type": "trial_of_verres", "state_income_bonus": 3, "spoils_penalty": 3},
        {"type": "trial_of_verres", "state_income_bonus": 5, "spoils_penalty": 5},
    ),
}
EXPEDITION = {"commander": "field_consul", "legions": 3, "fleets": 3}
# the Event cards and engine/data: id -> (name, era, card_no, years BC, effect).
FORUM_EVENTS = {
    "evt-pergamene-bequest": (
        "Pergamene Bequest",
        "middle",
        106,
        133,
        {
            "type": "bequest",
            "province": "prov-asia",
            "state_talents": 50,
            "expedition": EXPEDITION,
            "province_arrives": "next_forum_phase",
            "discard_if_province_exists": False,
        },
    ),
    "evt-catiline-conspiracy": (
        "2nd Catiline Conspiracy",
        "late",
        153,
        63,
        {"type": "conspiracy", "mortality_chit_dice": 1, "hrao_popularity_loss_per_chit": 1},
    ),
    "evt-bithynian-bequest": (
        "Bithynian Bequest",
        "late",
        154,
        75,
        {
            "type": "bequest",
            "province": "prov-bithynia",
            "state_talents": 35,
            "expedition": EXPEDITION,
            "province_arrives": "next_forum_phase",
            "discard_if_province_exists": True,
        },
    ),
    "evt-ptolemy-apion-bequest": (
        "Ptolemy-Apion Bequest",
        "late",
        155,
        96,
        {
            "type": "bequest",
            "province": "prov-creta-et-cyrenaica",
            "state_talents": 0,
            "expedition": None,
            "province_arrives": "next_senate_phase",
            "discard_if_province_exists": True,
        },
    ),
}


@pytest.fixture(scope="module")
def events() -> EventsFile:
    return load_data_file("events", EventsFile)


def test_eighteen_random_events_with_unique_ids(events: EventsFile) -> None:
    ids = [card.id for card in events.random_events]
    assert len(ids) == len(set(ids)) == 18
    assert set(ids) == set(CARDS)
    assert sorted(card.number for card in events.random_events) == list(range(161, 179))


def test_numbers_names_and_persistence(events: EventsFile) -> None:
    for card in events.random_events:
        actual = (
            card.number,
            card.normal.name,
            card.severe.name,
            card.persistence,
            card.severe_repeats,
        )
        assert actual == CARDS[card.id], card.id
        assert card.name == card.normal.name


def test_eras_follow_the_random_events_table(events: EventsFile) -> None:
    eras_by_table: dict[str, set[str]] = {}
    for row in EVENT_TABLE.values():
        for era, event in zip(("early", "middle", "late"), row, strict=True):
            eras_by_table.setdefault(f"evt-{event}", set()).add(era)
    assert set(eras_by_table) == set(CARDS)
    for card in events.random_events:
        assert set(card.eras) == eras_by_table[card.id], card.id
        assert len(card.eras) == len(set(card.eras))


def test_agreement_with_the_board_tables(events: EventsFile) -> None:
    tables = load_data_file("tables", TablesFile)
    board = {
        (row.roll, era, getattr(row, era))
        for row in tables.random_events.rows
        for era in ("early", "middle", "late")
    }
    transcribed = {
        (roll, era, f"evt-{event}")
        for roll, row in EVENT_TABLE.items()
        for era, event in zip(("early", "middle", "late"), row, strict=True)
    }
    assert board == transcribed
    assert events.era_ends.persuasion_fails_from == (
        tables.initiative.persuasion_auto_fail_after_era_ends
    )


def test_both_sides_of_every_event(events: EventsFile) -> None:
    for card in events.random_events:
        normal, severe = EFFECTS[card.id]
        assert card.normal.effect.model_dump() == normal, card.id
        assert card.severe.effect.model_dump() == severe, card.id


def test_name_aliases(events: EventsFile) -> None:
    aliases = {
        alias: card.id
        for card in events.random_events
        for side in (card.normal, card.severe)
        for alias in side.aliases
    }
    assert aliases == {
        "Roman Auxiliaries Desert": "evt-ally-deserts",
        "Enemy Ally Deserts": "evt-enemys-ally-deserts",
        "Evil Omen": "evt-evil-omens",
        "Extreme Manpower Shortage": "evt-manpower-shortage",
        "Pretender": "evt-pretender-emerges",
        "Rhodian Alliance": "evt-rhodian-maritime-alliance",
    }


def test_forum_events(events: EventsFile) -> None:
    actual = {
        card.id: (card.name, card.era, card.card_no, card.years_bc, card.effect.model_dump())
        for card in events.forum_events
    }
    assert actual == FORUM_EVENTS
    per_era = Counter(card.era for card in events.forum_events)
    assert per_era == {"middle": 1, "late": 3}


def test_era_ends(events: EventsFile) -> None:
    ends = events.era_ends
    assert (ends.id, ends.name, ends.card_no, ends.era) == ("evt-era-ends", "Era Ends", 65, None)
    assert ends.persuasion_fails_from == 9


def test_deck_entries(events: EventsFile) -> None:
    entries = {entry.card_no: entry for entry in events.deck_entries()}
    assert set(entries) == {65, 106, 153, 154, 155}
    assert (entries[65].category, entries[65].era, entries[65].key) == (
        "era_ends",
        None,
        "evt-era-ends",
    )
    for number in (106, 153, 154, 155):
        entry = entries[number]
        assert entry.category == "forum_event"
        assert (entry.name, entry.era, entry.card_no) == FORUM_EVENTS[entry.key][:3]


def test_non_senator_cards_fill_their_number_ranges(events: EventsFile) -> None:
    """engine/data: Intrigue, Concessions, Era Ends, Forum events and Laws take 38-65, 90-111 and
    140-160 except Cleopatra VII (139 is outside these ranges), each number exactly once."""
    entries = [
        *events.deck_entries(),
        *load_data_file("concessions", ConcessionsFile).deck_entries(),
        *load_data_file("intrigue", IntrigueFile).deck_entries(),
        *load_data_file("laws", LawsFile).deck_entries(),
    ]
    numbers = [entry.card_no for entry in entries]
    assert sorted(numbers) == [*range(38, 66), *range(90, 112), *range(140, 161)]
    assert len(numbers) == 14 + 13 + 1 + 16 + 1 + 5 + 13 + 3 + 5


def test_sides_must_share_an_effect_type() -> None:
    text = (
        "forum_events = []\n"
        '[[random_events]]\nid = "evt-drought"\nnumber = 164\neras = ["early"]\n'
        'persistence = "next_forum_phase"\nsevere_repeats = true\n'
        '[random_events.normal]\nname = "Drought"\n'
        'effect = { type = "drought", drought_effects_added = 1 }\n'
        '[random_events.severe]\nname = "Severe Drought"\n'
        'effect = { type = "storm_at_sea", fleets_lost_dice = 2 }\n'
        '[era_ends]\nid = "evt-era-ends"\nname = "Era Ends"\ncard_no = 65\n'
        "persuasion_fails_from = 9\n"
    )
    with pytest.raises(DataFileError, match="both sides need the same effect type"):
        parse_toml(text, EventsFile, "test")
