"""Golden tests for the War cards, rule 1.02 (game components) and 1.07.33-1.07.334.

The expected values below are an independent transcription of the printed War cards and engine/data
(with the docs/rulings.md (D1 ids) recommendations), compared with what the loader returns.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.dataload import DataFileError, load_data_file, parse_toml
from engine.schemas.wars import WarsFile

# id, name, deck, card_no, Land, Fleet Support, Naval (None = no Ship icon), D, S, Spoils, drawn as
NUMBERS = [
    ("war-punic-1", "1st Punic War", "early", 1, 10, 5, 10, [13], [11, 14], 35, "inactive"),
    ("war-punic-2", "2nd Punic War", "early", 2, 15, 5, None, [10], [11, 15], 25, "active"),
    ("war-illyrian-1", "1st Illyrian War", "early", 3, 5, 3, None, [5], [17], 10, "inactive"),
    ("war-illyrian-2", "2nd Illyrian War", "early", 4, 4, 2, None, [5], [17], 10, "active"),
    ("war-gallic-1", "1st Gallic War", "early", 5, 10, 0, None, [13], [15], 20, "active"),
    ("war-macedonian-1", "1st Macedonian War", "early", 6, 12, 10, None, [12], [11, 18], 25,
     "active"),
    ("war-macedonian-2", "2nd Macedonian War", "early", 7, 10, 5, None, [13], [14], 45,
     "inactive"),
    ("war-syrian", "Syrian War", "early", 8, 6, 2, None, [16], [15], 45, "active"),
    ("war-macedonian-3", "3rd Macedonian War", "middle", 66, 8, 5, None, [8], [14], 35, "active"),
    ("war-macedonian-4", "4th Macedonian War", "middle", 67, 5, 1, None, [5], [17], 30, "active"),
    ("war-jugurthine", "Jugurthine War", "middle", 68, 8, 2, None, [14], [13], 25, "active"),
    ("war-punic-3", "3rd Punic War", "middle", 69, 7, 1, None, [7], [15], 20, "active"),
    ("war-germanic-migrations", "Germanic Migrations", "middle", 70, 15, 0, None, [10], [11], 15,
     "active"),
    ("war-cilician-pirates-1", "1st Cilician Pirates", "middle", 71, 3, 2, 8, [18], [15], 10,
     "inactive"),
    ("war-spanish-1-lusitanian", "Lusitanian War", "middle", 72, 6, 2, None, [6], [11, 16], 0,
     "conditional"),
    ("war-spanish-2-numantine", "Numantine War", "middle", 73, 8, 2, None, [14], [11, 18], 0,
     "conditional"),
    ("war-slave-1-sicilian", "1st Sicilian Slave Revolt", "middle", 74, 4, 0, None, [17], [15], 0,
     "conditional"),
    ("war-slave-2-sicilian", "2nd Sicilian Slave Revolt", "middle", 75, 7, 1, None, [7], [15], 0,
     "conditional"),
    ("war-mithridatic-1", "1st Mithridatic War", "late", 112, 10, 5, None, [13], [14], 30,
     "active"),
    ("war-mithridatic-2", "2nd Mithridatic War", "late", 113, 6, 4, None, [16], [17], 15,
     "inactive"),
    ("war-mithridatic-3", "3rd Mithridatic War", "late", 114, 8, 6, None, [14], [11, 17], 25,
     "active"),
    ("war-gallic-2", "2nd Gallic War", "late", 115, 12, 0, None, [12], [16], 15, "inactive"),
    ("war-gallic-3", "3rd Gallic War", "late", 116, 15, 0, None, [10], [17], 15, "active"),
    ("war-parthian", "Parthian War", "late", 117, 12, 2, None, [12], [18], 35, "active"),
    ("war-alexandrine", "Alexandrine War", "late", 118, 2, 2, 10, [18], [17], 25, "active"),
    ("war-social", "Social War", "late", 119, 10, 0, None, [13], [16], 15, "active"),
    ("war-invasion-germania", "Invasion of Germania", "late", 120, 6, 0, None, [16], [18], 10,
     "inactive"),
    ("war-invasion-britannia", "Invasion of Britannia", "late", 121, 4, 2, None, [5], [17], 10,
     "inactive"),
    ("war-cilician-pirates-2", "2nd Cilician Pirates", "late", 122, 3, 2, 6, [18], [12], 10,
     "inactive"),
    ("war-spanish-3-sertorian", "Sertorian Revolt", "late", 123, 8, 2, None, [14], [13], 0,
     "conditional"),
    ("war-slave-3-gladiator", "Gladiator Revolt", "late", 124, 6, 0, None, [6], [16], 0,
     "active"),
]  # fmt: skip

# id -> (series, place, series size, count in this deck); singles are absent
SERIES = {
    "war-punic-1": ("punic", 1, 3, 2),
    "war-punic-2": ("punic", 2, 3, 2),
    "war-punic-3": ("punic", 3, 3, 1),
    "war-illyrian-1": ("illyrian", 1, 2, 2),
    "war-illyrian-2": ("illyrian", 2, 2, 2),
    "war-gallic-1": ("gallic", 1, 3, 1),
    "war-gallic-2": ("gallic", 2, 3, 2),
    "war-gallic-3": ("gallic", 3, 3, 2),
    "war-macedonian-1": ("macedonian", 1, 4, 2),
    "war-macedonian-2": ("macedonian", 2, 4, 2),
    "war-macedonian-3": ("macedonian", 3, 4, 2),
    "war-macedonian-4": ("macedonian", 4, 4, 2),
    "war-cilician-pirates-1": ("cilician_pirates", 1, 2, 1),
    "war-cilician-pirates-2": ("cilician_pirates", 2, 2, 1),
    "war-spanish-1-lusitanian": ("spanish", 1, 3, 2),
    "war-spanish-2-numantine": ("spanish", 2, 3, 2),
    "war-spanish-3-sertorian": ("spanish", 3, 3, 1),
    "war-slave-1-sicilian": ("slave", 1, 3, 2),
    "war-slave-2-sicilian": ("slave", 2, 3, 2),
    "war-slave-3-gladiator": ("slave", 3, 3, 1),
    "war-mithridatic-1": ("mithridatic", 1, 3, 3),
    "war-mithridatic-2": ("mithridatic", 2, 3, 3),
    "war-mithridatic-3": ("mithridatic", 3, 3, 3),
}

DROUGHT = {
    "war-illyrian-1",
    "war-cilician-pirates-1",
    "war-slave-1-sicilian",
    "war-slave-2-sicilian",
    "war-alexandrine",
    "war-cilician-pirates-2",
}

DESTROYS = {
    "war-slave-1-sicilian": ["con-sicilian-grain"],
    "war-slave-2-sicilian": ["con-sicilian-grain"],
    "war-alexandrine": ["con-aegyptian-grain"],
}

# id -> (trigger, [(province, developed side)])
CREATES = {
    "war-punic-1": ("victory", [("prov-sicilia", False), ("prov-sardinia-et-corsica", False)]),
    "war-punic-2": (
        "victory",
        [("prov-hispania-citerior", False), ("prov-hispania-ulterior", False)],
    ),
    "war-illyrian-1": ("series_victory", [("prov-illyricum", False)]),
    "war-illyrian-2": ("series_victory", [("prov-illyricum", False)]),
    "war-gallic-1": ("victory", [("prov-gallia-cisalpina", False)]),
    "war-macedonian-4": ("victory", [("prov-macedonia", False)]),
    "war-punic-3": ("victory", [("prov-africa", False)]),
    "war-germanic-migrations": ("attack", [("prov-gallia-narbonensis", False)]),
    "war-cilician-pirates-1": ("victory", [("prov-cilicia-et-cyprus", False)]),
    "war-mithridatic-3": ("victory", [("prov-syria", False), ("prov-bithynia", True)]),
    "war-gallic-2": ("victory", [("prov-gallia-transalpina", False)]),
    "war-gallic-3": ("victory", [("prov-gallia-transalpina", False)]),
    "war-cilician-pirates-2": ("victory", [("prov-creta-et-cyrenaica", False)]),
}

REVOLT_IF = {
    "war-macedonian-1": "prov-macedonia",
    "war-macedonian-2": "prov-macedonia",
    "war-macedonian-3": "prov-macedonia",
    "war-syrian": "prov-syria",
    "war-mithridatic-1": "prov-bithynia",
    "war-mithridatic-2": "prov-bithynia",
    "war-gallic-2": "prov-gallia-transalpina",
    "war-gallic-3": "prov-gallia-transalpina",
}

BOTH_HISPANIAS = ["prov-hispania-citerior", "prov-hispania-ulterior"]
ALWAYS_REVOLT_NEEDS = {
    "war-spanish-1-lusitanian": BOTH_HISPANIAS,
    "war-spanish-2-numantine": ["prov-hispania-citerior"],
    "war-slave-1-sicilian": ["prov-sicilia"],
    "war-slave-2-sicilian": ["prov-sicilia"],
    "war-spanish-3-sertorian": BOTH_HISPANIAS,
    "war-slave-3-gladiator": [],
}

GAULS = ["prov-gallia-cisalpina", "prov-gallia-narbonensis", "prov-gallia-transalpina"]
MACEDONIAN_ATTACKS = ["prov-illyricum", "prov-macedonia"]
ATTACKS = {
    "war-punic-2": ["prov-gallia-cisalpina", "prov-gallia-narbonensis"],
    "war-illyrian-1": ["prov-macedonia"],
    "war-illyrian-2": ["prov-macedonia"],
    "war-gallic-1": GAULS,
    "war-macedonian-1": MACEDONIAN_ATTACKS,
    "war-macedonian-2": MACEDONIAN_ATTACKS,
    "war-syrian": ["prov-bithynia", "prov-macedonia", "prov-asia"],
    "war-macedonian-3": MACEDONIAN_ATTACKS,
    "war-macedonian-4": ["prov-illyricum"],
    "war-jugurthine": ["prov-africa"],
    "war-germanic-migrations": [
        "prov-gallia-cisalpina",
        "prov-illyricum",
        "prov-gallia-transalpina",
    ],
    "war-cilician-pirates-1": ["prov-sardinia-et-corsica", "prov-bithynia"],
    "war-spanish-1-lusitanian": BOTH_HISPANIAS,
    "war-spanish-2-numantine": ["prov-hispania-citerior"],
    "war-slave-1-sicilian": ["prov-sicilia"],
    "war-slave-2-sicilian": ["prov-sicilia"],
    "war-mithridatic-1": ["prov-bithynia", "prov-syria", "prov-macedonia", "prov-asia"],
    "war-mithridatic-2": ["prov-bithynia", "prov-syria", "prov-asia"],
    "war-mithridatic-3": ["prov-syria", "prov-asia"],
    "war-gallic-2": GAULS,
    "war-gallic-3": GAULS,
    "war-parthian": ["prov-cilicia-et-cyprus", "prov-bithynia", "prov-syria", "prov-asia"],
    "war-cilician-pirates-2": ["prov-cilicia-et-cyprus", "prov-creta-et-cyrenaica"],
    "war-spanish-3-sertorian": BOTH_HISPANIAS,
}

EFFECTS = {
    "war-punic-2": ["tax_farmer_roll"],
    "war-slave-3-gladiator": ["tax_farmer_roll"],
    "war-social": ["activates_inactive_matching_wars"],
    "war-invasion-germania": ["inactive_until_attacked"],
    "war-invasion-britannia": ["inactive_until_attacked"],
}

# the 15 Province cards (the Province cards) and the Concessions (the Concession cards)
PROVINCES = {
    "prov-africa", "prov-asia", "prov-bithynia", "prov-cilicia-et-cyprus",
    "prov-creta-et-cyrenaica", "prov-gallia-cisalpina", "prov-gallia-narbonensis",
    "prov-gallia-transalpina", "prov-hispania-citerior", "prov-hispania-ulterior",
    "prov-illyricum", "prov-macedonia", "prov-sardinia-et-corsica", "prov-sicilia", "prov-syria",
}  # fmt: skip
CONCESSIONS = {"con-sicilian-grain", "con-aegyptian-grain"}

# the card list: War card numbers
DECKS_CARD_NO = {
    "early": [1, 2, 3, 4, 5, 6, 7, 8],
    "middle": [66, 67, 68, 69, 70, 71, 72, 73, 74, 75],
    "late": [112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124],
}


@pytest.fixture(scope="module")
def wars() -> WarsFile:
    return load_data_file("wars", WarsFile)


def test_every_war_number_matches_reference(wars: WarsFile) -> None:
    loaded = [
        (
            w.id,
            w.name,
            w.era,
            w.card_no,
            w.land_strength,
            w.fleet_support,
            w.naval_strength,
            w.disaster_numbers,
            w.standoff_numbers,
            w.spoils,
            w.drawn_as,
        )
        for w in wars.wars
    ]
    assert loaded == NUMBERS


def test_series(wars: WarsFile) -> None:
    loaded = {
        w.id: (w.series, w.series_number, w.series_size, w.series_in_deck)
        for w in wars.wars
        if w.series is not None
    }
    assert loaded == SERIES
    singles = {w.id for w in wars.wars if w.series is None}
    assert singles == {
        "war-syrian",
        "war-jugurthine",
        "war-germanic-migrations",
        "war-social",
        "war-parthian",
        "war-alexandrine",
        "war-invasion-britannia",
        "war-invasion-germania",
    }


def test_drought_and_destroyed_concessions(wars: WarsFile) -> None:
    assert {w.id for w in wars.wars if w.drought} == DROUGHT
    assert {w.id: w.destroys_concessions for w in wars.wars if w.destroys_concessions} == DESTROYS


def test_created_provinces(wars: WarsFile) -> None:
    loaded = {
        w.id: (w.creates_provinces_on, [(g.province, g.developed) for g in w.creates_provinces])
        for w in wars.wars
        if w.creates_provinces
    }
    assert loaded == CREATES


def test_revolts_and_conditions(wars: WarsFile) -> None:
    assert {w.id: w.revolt_if_province for w in wars.wars if w.revolt_if_province} == REVOLT_IF
    loaded = {w.id: w.needs_provinces for w in wars.wars if w.always_revolt}
    assert loaded == ALWAYS_REVOLT_NEEDS


def test_attacks_and_effects(wars: WarsFile) -> None:
    assert {w.id: w.attacks for w in wars.wars if w.attacks} == ATTACKS
    assert {w.id: w.effects for w in wars.wars if w.effects} == EFFECTS


def test_referenced_provinces_and_concessions_exist(wars: WarsFile) -> None:
    for war in wars.wars:
        named = {*war.attacks, *war.needs_provinces, *(g.province for g in war.creates_provinces)}
        if war.revolt_if_province:
            named.add(war.revolt_if_province)
        assert named <= PROVINCES, war.id
        assert set(war.destroys_concessions) <= CONCESSIONS, war.id


def test_counts_per_deck_and_card_numbers(wars: WarsFile) -> None:
    assert Counter(w.era for w in wars.wars) == {"early": 8, "middle": 10, "late": 13}
    for era, numbers in DECKS_CARD_NO.items():
        assert sorted(w.card_no for w in wars.wars if w.era == era) == numbers


def test_ids_unique_and_deck_entries(wars: WarsFile) -> None:
    entries = wars.deck_entries()
    assert len({e.key for e in entries}) == len(entries) == 31
    assert {e.category for e in entries} == {"war"}
    first = entries[0]
    assert (first.card_no, first.era, first.key, first.name) == (
        1,
        "early",
        "war-punic-1",
        "1st Punic War",
    )


WAR = (
    '[[wars]]\nid = "war-x"\nname = "X"\nera = "early"\ncard_no = 1\nland_strength = 5\n'
    "fleet_support = 0\ndisaster_numbers = [5]\nstandoff_numbers = [17]\n"
)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ('spoils = 0\ndrawn_as = "active"\n', "Revolt"),
        ('spoils = 5\ndrawn_as = "conditional"\n', "needs_provinces"),
        ('spoils = 5\ndrawn_as = "active"\nseries = "punic"\n', "series_number"),
        ('spoils = 5\ndrawn_as = "active"\ncreates_provinces_on = "victory"\n', "creates"),
        ('spoils = 5\ndrawn_as = "active"\nnaval_strength = 0\n', "naval_strength"),
        (
            'spoils = 5\ndrawn_as = "active"\nseries = "punic"\nseries_number = 1\n'
            "series_size = 3\nseries_in_deck = 1\n",
            "series_size",
        ),
    ],
)
def test_schema_rejects_inconsistent_cards(extra: str, message: str) -> None:
    with pytest.raises(DataFileError, match=message):
        parse_toml(WAR + extra, WarsFile, "test.toml")
