"""Golden tests for the enemy Leaders and Cleopatra VII, rule 1.02 (game components), 1.07.34.

The expected values below are an independent transcription of the printed War cards and
engine/data (with the docs/rulings.md (D1 ids) recommendations), compared with what the loader
returns.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.dataload import DataFileError, load_data_file, parse_toml
from engine.schemas.leaders import LeadersFile
from engine.schemas.senators import SenatorsFile
from engine.schemas.wars import WarsFile

# id, name, deck, card_no, Strength, D, S, matching series (None = single War), matched Wars
LEADERS = [
    ("ldr-hamilcar", "Hamilcar", "early", 34, 3, [8], [12], "punic",
     ["war-punic-1", "war-punic-2", "war-punic-3"]),
    ("ldr-hannibal", "Hannibal", "early", 35, 7, [9], [16], "punic",
     ["war-punic-1", "war-punic-2", "war-punic-3"]),
    ("ldr-antiochus-iii", "Antiochus III", "early", 36, 5, [14], [17], None, ["war-syrian"]),
    ("ldr-philip-v", "Philip V", "early", 37, 6, [15], [14], "macedonian",
     ["war-macedonian-1", "war-macedonian-2", "war-macedonian-3", "war-macedonian-4"]),
    ("ldr-viriathus", "Viriathus", "middle", 89, 5, [15], [12], "spanish",
     ["war-spanish-1-lusitanian", "war-spanish-2-numantine", "war-spanish-3-sertorian"]),
    ("ldr-spartacus", "Spartacus", "late", 136, 5, [11], [14], "slave",
     ["war-slave-1-sicilian", "war-slave-2-sicilian", "war-slave-3-gladiator"]),
    ("ldr-mithridates-vi", "Mithridates VI", "late", 137, 4, [12], [15], "mithridatic",
     ["war-mithridatic-1", "war-mithridatic-2", "war-mithridatic-3"]),
    ("ldr-vercingetorix", "Vercingetorix", "late", 138, 6, [14], [18], "gallic",
     ["war-gallic-1", "war-gallic-2", "war-gallic-3"]),
]  # fmt: skip

# id -> (ability tags, War with which he triggers a Tax Farmer roll)
SPECIALS = {
    "ldr-hamilcar": (["stacks_with_series_leader"], None),
    "ldr-hannibal": (["stacks_with_series_leader"], "war-punic-2"),
    "ldr-antiochus-iii": ([], None),
    "ldr-philip-v": ([], None),
    "ldr-viriathus": (["needs_war_provinces"], None),
    "ldr-spartacus": ([], "war-slave-3-gladiator"),
    "ldr-mithridates-vi": ([], None),
    "ldr-vercingetorix": ([], None),
}

# the card list: Leader card numbers; Cleopatra VII is Late #139
DECKS_CARD_NO = {"early": [34, 35, 36, 37], "middle": [89], "late": [136, 137, 138]}


@pytest.fixture(scope="module")
def leaders() -> LeadersFile:
    return load_data_file("leaders", LeadersFile)


def test_every_leader_number_matches_reference(leaders: LeadersFile) -> None:
    loaded = [
        (
            ldr.id,
            ldr.name,
            ldr.era,
            ldr.card_no,
            ldr.strength,
            ldr.disaster_numbers,
            ldr.standoff_numbers,
            ldr.series,
            ldr.matches_wars,
        )
        for ldr in leaders.leaders
    ]
    assert loaded == LEADERS


def test_leader_specials(leaders: LeadersFile) -> None:
    loaded = {ldr.id: (ldr.abilities, ldr.tax_farmer_roll_with) for ldr in leaders.leaders}
    assert loaded == SPECIALS


def test_cleopatra(leaders: LeadersFile) -> None:
    cleo = leaders.cleopatra
    assert (cleo.id, cleo.name, cleo.era, cleo.card_no, cleo.war) == (
        "ldr-cleopatra-vii",
        "Cleopatra VII",
        "late",
        139,
        "war-alexandrine",
    )
    roman = cleo.roman_option
    assert (roman.military_bonus, roman.talents, roman.popularity_change) == (3, 50, -5)
    enemy = cleo.enemy_option
    assert (enemy.strength, enemy.disaster_numbers, enemy.standoff_numbers) == (3, [16], [15])


def test_counts_per_deck_and_card_numbers(leaders: LeadersFile) -> None:
    assert Counter(ldr.era for ldr in leaders.leaders) == {"early": 4, "middle": 1, "late": 3}
    for era, numbers in DECKS_CARD_NO.items():
        assert sorted(ldr.card_no for ldr in leaders.leaders if ldr.era == era) == numbers


def test_deck_entries(leaders: LeadersFile) -> None:
    entries = leaders.deck_entries()
    assert len({e.key for e in entries}) == len(entries) == 9
    assert Counter(e.category for e in entries) == {"leader": 8, "cleopatra": 1}
    cleo = next(e for e in entries if e.category == "cleopatra")
    assert (cleo.card_no, cleo.era) == (139, "late")


def test_matched_wars_are_the_whole_series() -> None:
    leaders = load_data_file("leaders", LeadersFile)
    wars = {war.id: war for war in load_data_file("wars", WarsFile).wars}
    for leader in leaders.leaders:
        assert set(leader.matches_wars) <= set(wars)
        if leader.series is not None:
            series = [w.id for w in wars.values() if w.series == leader.series]
            assert sorted(leader.matches_wars) == sorted(series)
    assert leaders.cleopatra.war in wars


def test_card_numbers_unique_and_in_deck_range() -> None:
    entries = [
        *load_data_file("senators", SenatorsFile).deck_entries(),
        *load_data_file("wars", WarsFile).deck_entries(),
        *load_data_file("leaders", LeadersFile).deck_entries(),
    ]
    numbers = [e.card_no for e in entries]
    assert len(numbers) == len(set(numbers)) == 49 + 31 + 9
    ranges = {"early": range(1, 65), "middle": range(66, 112), "late": range(112, 161)}
    for entry in entries:
        assert entry.era is not None
        assert entry.card_no in ranges[entry.era], entry.key


CLEOPATRA = (
    '[cleopatra]\nid = "ldr-cleopatra-vii"\nname = "Cleopatra VII"\nera = "late"\ncard_no = 139\n'
    'war = "war-alexandrine"\n'
    "roman_option = { military_bonus = 3, talents = 50, popularity_change = -5 }\n"
    "enemy_option = { strength = 3, disaster_numbers = [16], standoff_numbers = [15] }\n"
)


@pytest.mark.parametrize(
    ("leader", "message"),
    [
        ('tax_farmer_roll_with = "war-punic-2"\n', "not one of his Wars"),
        ('abilities = ["immortal"]\n', "abilities"),
        ('id = "ldr-cleopatra-vii"\n', "duplicate"),
    ],
)
def test_schema_rejects_inconsistent_cards(leader: str, message: str) -> None:
    fields = {
        "id": '"ldr-x"',
        "name": '"X"',
        "era": '"early"',
        "card_no": "36",
        "matches_wars": '["war-syrian"]',
        "strength": "5",
        "disaster_numbers": "[14]",
        "standoff_numbers": "[17]",
    }
    key = leader.split(" = ", 1)[0]
    fields.pop(key, None)
    body = "".join(f"{name} = {value}\n" for name, value in fields.items())
    text = "[[leaders]]\n" + body + leader + CLEOPATRA
    with pytest.raises(DataFileError, match=message):
        parse_toml(text, LeadersFile, "test.toml")
