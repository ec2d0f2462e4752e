"""Golden tests for the Senator cards, rule 1.02 (game components) and 1.07.31-1.07.312.

The expected values below are an independent transcription of the printed Senator cards and
engine/data (with the docs/rulings.md (D1 ids) recommendations), compared with what the loader
returns.
"""

from __future__ import annotations

from collections import Counter
from typing import get_args

import pytest

from engine.dataload import DataFileError, load_data_file, parse_toml
from engine.schemas.senators import SenatorsFile, StatesmanAbility
from engine.schemas.wars import WarsFile

# id, ID#, name, deck, MIL, ORA, LOY, INF, card_no  (all Families print POP 0)
FAMILIES = [
    ("fam-01-cornelius", 1, "Cornelius", "early", 4, 3, 9, 5, 9),
    ("fam-02-fabius", 2, "Fabius", "early", 4, 2, 9, 5, 11),
    ("fam-03-valerius", 3, "Valerius", "early", 1, 2, 10, 5, 13),
    ("fam-04-julius", 4, "Julius", "early", 4, 3, 9, 4, 14),
    ("fam-05-claudius", 5, "Claudius", "early", 2, 3, 7, 4, 15),
    ("fam-06-manlius", 6, "Manlius", "early", 3, 2, 7, 4, 16),
    ("fam-07-fulvius", 7, "Fulvius", "early", 2, 2, 8, 4, 17),
    ("fam-08-furius", 8, "Furius", "early", 3, 3, 8, 3, 18),
    ("fam-09-aurelius", 9, "Aurelius", "early", 2, 3, 7, 3, 19),
    ("fam-10-junius", 10, "Junius", "early", 1, 2, 8, 3, 20),
    ("fam-11-papirius", 11, "Papirius", "early", 1, 2, 6, 3, 21),
    ("fam-12-acilius", 12, "Acilius", "early", 2, 2, 7, 3, 22),
    ("fam-13-flaminius", 13, "Flaminius", "early", 4, 2, 6, 3, 23),
    ("fam-14-aelius", 14, "Aelius", "early", 3, 4, 7, 2, 24),
    ("fam-15-sulpicius", 15, "Sulpicius", "early", 3, 2, 8, 2, 25),
    ("fam-16-calpurnius", 16, "Calpurnius", "early", 1, 2, 9, 2, 26),
    ("fam-17-plautius", 17, "Plautius", "early", 2, 1, 6, 2, 27),
    ("fam-18-quinctius", 18, "Quinctius", "early", 3, 2, 6, 1, 28),
    ("fam-19-aemilius", 19, "Aemilius", "early", 4, 2, 8, 1, 30),
    ("fam-20-terentius", 20, "Terentius", "early", 2, 1, 6, 1, 32),
    ("fam-21-servilius", 21, "Servilius", "middle", 3, 4, 9, 4, 79),
    ("fam-22-porcius", 22, "Porcius", "middle", 2, 4, 10, 1, 81),
    ("fam-23-popillius", 23, "Popillius", "middle", 1, 3, 7, 3, 82),
    ("fam-24-cassius", 24, "Cassius", "middle", 3, 3, 9, 3, 84),
    ("fam-25-sempronius", 25, "Sempronius", "middle", 1, 3, 6, 3, 85),
    ("fam-26-octavius", 26, "Octavius", "late", 2, 3, 9, 4, 127),
    ("fam-27-marius", 27, "Marius", "late", 4, 2, 9, 4, 128),
    ("fam-28-tullius", 28, "Tullius", "late", 2, 3, 7, 3, 129),
    ("fam-29-licinius", 29, "Licinius", "late", 3, 2, 9, 3, 131),
    ("fam-30-pompeius", 30, "Pompeius", "late", 2, 2, 7, 2, 134),
]

# code, ID#, name, deck, MIL, ORA, LOY, INF, POP, card_no, LOY-0 opponents ("-" on the card)
STATESMEN = [
    ("1A", 1, "P. Cornelius Scipio Africanus", "early", 5, 5, 7, 6, 0, 10, ["22A"]),
    ("2A", 2, "Q. Fabius Maximus Verrucosus Cunctator", "early", 5, 2, 7, 3, 0, 12, []),
    ("18A", 18, "T. Quinctius Flamininus", "early", 5, 4, 7, 4, 0, 29, ["22A"]),
    ("19A", 19, "L. Aemilius Paullus Macedonicus", "early", 5, 4, 8, 4, 0, 31, []),
    ("22A", 22, "M. Porcius Cato the Elder", "early", 1, 6, 10, 1, 0, 33, ["1A", "1B", "18A"]),
    ("1B", 1, "P. Cornelius Scipio Aemilianus Africanus", "middle", 4, 3, 7, 5, 0, 76, []),
    ("1C", 1, "L. Cornelius Sulla", "middle", 4, 4, 5, 5, 0, 77, ["27A"]),
    ("7A", 7, "M. Fulvius Flaccus", "middle", 2, 5, 6, 5, 0, 78, ["23A"]),
    ("21A", 21, "C. Servilius Glaucia", "middle", 1, 3, 3, 2, 0, 80, ["1C"]),
    ("23A", 23, "P. Popillius Laenas", "middle", 2, 5, 6, 4, 0, 83, ["25A", "25B", "7A"]),
    ("25A", 25, "T. Sempronius Gracchus", "middle", 1, 4, 6, 3, 2, 86, []),
    ("25B", 25, "C. Sempronius Gracchus", "middle", 1, 5, 6, 4, 3, 87, []),
    ("27A", 27, "C. Marius", "middle", 5, 3, 6, 5, 0, 88, ["1C"]),
    ("4A", 4, "C. Julius Caesar", "late", 6, 5, 9, 5, 2, 125, ["22B"]),
    ("22B", 22, "M. Porcius Cato the Younger", "late", 1, 6, 11, 4, 0, 126, ["4A"]),
    ("28A", 28, "M. Tullius Cicero", "late", 1, 6, 10, 3, 1, 130, []),
    ("29A", 29, "M. Licinius Crassus", "late", 2, 2, 4, 5, 0, 132, ["30A"]),
    ("29B", 29, "L. Licinius Lucullus", "late", 5, 3, 10, 3, 0, 133, ["30A"]),
    ("30A", 30, "Cn. Pompeius Magnus", "late", 2, 3, 9, 5, 5, 135, ["29A"]),
]

PUNIC = ["war-punic-1", "war-punic-2", "war-punic-3"]
MACEDONIAN = ["war-macedonian-1", "war-macedonian-2", "war-macedonian-3", "war-macedonian-4"]
SPANISH = ["war-spanish-1-lusitanian", "war-spanish-2-numantine", "war-spanish-3-sertorian"]
MITHRIDATIC = ["war-mithridatic-1", "war-mithridatic-2", "war-mithridatic-3"]

# code -> (ability tags, Wars whose D/S he ignores), the Senator cards
ABILITIES: dict[str, tuple[set[str], set[str]]] = {
    "1A": ({"nullify_war_disaster_standoff"}, set(PUNIC)),
    "2A": ({"halve_combat_losses"}, set()),
    "18A": ({"nullify_war_disaster_standoff"}, set(MACEDONIAN)),
    "19A": ({"nullify_war_disaster_standoff"}, set(MACEDONIAN)),
    "22A": ({"free_tribune_per_turn", "law_vote_bonus_6", "never_grafts"}, set()),
    "1B": ({"nullify_war_disaster_standoff"}, {"war-punic-3", *SPANISH}),
    "1C": ({"nullify_war_disaster_standoff"}, {"war-social", *MITHRIDATIC}),
    "7A": ({"claim_land_commissioner"}, set()),
    "21A": ({"popular_appeal_3d6"}, set()),
    "23A": ({"free_land_bill_veto_per_turn"}, set()),
    "25A": ({"free_land_bill_proposal_per_turn"}, set()),
    "25B": ({"free_land_bill_proposal_per_turn"}, set()),
    "27A": (
        {"knight_roll_bonus_in_rome", "nullify_war_disaster_standoff"},
        {"war-social", "war-jugurthine"},
    ),
    "4A": ({"two_veterans_per_victory"}, set()),
    "22B": (
        {"free_tribune_per_turn", "law_vote_bonus_6", "law_knight_votes_double", "never_grafts"},
        set(),
    ),
    "28A": (
        {"free_tribune_per_turn", "trial_advocate_plus2_prosecutor_minus2", "never_grafts"},
        set(),
    ),
    "29A": ({"double_base_and_concession_income"}, set()),
    "29B": ({"ds_losses_void_then_recalled"}, set()),
    "30A": ({"rolled_military", "double_popularity_changes"}, set()),
}

# the card list: card numbers listed per deck, keyed by Family ID# / Statesman code
DECKS_FAMILY_CARD_NO = {
    1: 9, 2: 11, 3: 13, 4: 14, 5: 15, 6: 16, 7: 17, 8: 18, 9: 19, 10: 20,
    11: 21, 12: 22, 13: 23, 14: 24, 15: 25, 16: 26, 17: 27, 18: 28, 19: 30, 20: 32,
    21: 79, 22: 81, 23: 82, 24: 84, 25: 85,
    26: 127, 27: 128, 28: 129, 29: 131, 30: 134,
}  # fmt: skip
DECKS_STATESMAN_CARD_NO = {
    "1A": 10, "2A": 12, "18A": 29, "19A": 31, "22A": 33,
    "1B": 76, "1C": 77, "7A": 78, "21A": 80, "23A": 83, "25A": 86, "25B": 87, "27A": 88,
    "4A": 125, "22B": 126, "28A": 130, "29A": 132, "29B": 133, "30A": 135,
}  # fmt: skip


@pytest.fixture(scope="module")
def senators() -> SenatorsFile:
    return load_data_file("senators", SenatorsFile)


def test_every_family_number_matches_reference(senators: SenatorsFile) -> None:
    loaded = [
        (f.id, f.family_id, f.name, f.era, f.military, f.oratory, f.loyalty, f.influence, f.card_no)
        for f in senators.families
    ]
    assert loaded == FAMILIES
    assert all(f.popularity == 0 for f in senators.families)


def test_every_statesman_number_matches_reference(senators: SenatorsFile) -> None:
    loaded = [
        (
            s.id,
            s.family_id,
            s.name,
            s.era,
            s.military,
            s.oratory,
            s.loyalty,
            s.influence,
            s.popularity,
            s.card_no,
            s.opposed_to,
        )
        for s in senators.statesmen
    ]
    assert loaded == STATESMEN


def test_statesman_abilities_match_reference(senators: SenatorsFile) -> None:
    loaded = {s.id: (set(s.abilities), set(s.nullifies_ds_of)) for s in senators.statesmen}
    assert loaded == ABILITIES


def test_every_ability_tag_is_used_and_documented(senators: SenatorsFile) -> None:
    import engine.schemas.senators as module

    used = {tag for s in senators.statesmen for tag in s.abilities}
    assert used == set(get_args(StatesmanAbility))
    assert all(f"``{tag}``" in (module.__doc__ or "") for tag in used)


def test_pompey_rolls_his_military_but_counts_two_elsewhere(senators: SenatorsFile) -> None:
    pompey = next(s for s in senators.statesmen if s.id == "30A")
    assert pompey.military == 2
    assert pompey.military_roll is not None
    assert (pompey.military_roll.dice, pompey.military_roll.modifier) == (1, 1)
    assert [s.id for s in senators.statesmen if s.military_roll is not None] == ["30A"]


def test_brother_pairs_and_gracchi_plus_relation(senators: SenatorsFile) -> None:
    pairs = {s.id: s.shares_id_with for s in senators.statesmen if s.shares_id_with}
    assert pairs == {"25A": "25B", "25B": "25A", "29A": "29B", "29B": "29A"}
    allied = {s.id: s.allied_with for s in senators.statesmen if s.allied_with}
    assert allied == {"25A": ["25B"], "25B": ["25A"]}


def test_oppositions_are_not_symmetrised(senators: SenatorsFile) -> None:
    opposed = {s.id: set(s.opposed_to) for s in senators.statesmen}
    assert "22A" in opposed["1A"] and "1B" in opposed["22A"] and "22A" not in opposed["1B"]
    assert "1C" in opposed["21A"] and "21A" not in opposed["1C"]
    assert "30A" in opposed["29B"] and "29B" not in opposed["30A"]


def test_counts_per_deck(senators: SenatorsFile) -> None:
    assert Counter(f.era for f in senators.families) == {"early": 20, "middle": 5, "late": 5}
    assert Counter(s.era for s in senators.statesmen) == {"early": 5, "middle": 8, "late": 6}


def test_ids_and_family_numbers_are_unique(senators: SenatorsFile) -> None:
    keys = [e.key for e in senators.deck_entries()]
    assert len(keys) == len(set(keys)) == 49
    assert sorted(f.family_id for f in senators.families) == list(range(1, 31))


def test_card_numbers_match_decks_listing(senators: SenatorsFile) -> None:
    assert {f.family_id: f.card_no for f in senators.families} == DECKS_FAMILY_CARD_NO
    assert {s.id: s.card_no for s in senators.statesmen} == DECKS_STATESMAN_CARD_NO


def test_every_statesman_has_a_family_card(senators: SenatorsFile) -> None:
    families = {f.family_id: f for f in senators.families}
    for statesman in senators.statesmen:
        assert statesman.family_id in families
        assert statesman.id.startswith(str(statesman.family_id))
    with_statesman = {s.family_id for s in senators.statesmen}
    assert len(with_statesman) == 14


def test_nullified_wars_exist() -> None:
    senators = load_data_file("senators", SenatorsFile)
    war_ids = {war.id for war in load_data_file("wars", WarsFile).wars}
    for statesman in senators.statesmen:
        assert set(statesman.nullifies_ds_of) <= war_ids


def test_deck_entries(senators: SenatorsFile) -> None:
    entries = senators.deck_entries()
    assert Counter(e.category for e in entries) == {"family": 30, "statesman": 19}
    cato = next(e for e in entries if e.key == "22A")
    assert (cato.card_no, cato.era, cato.name) == (33, "early", "M. Porcius Cato the Elder")


BASE_FAMILY = (
    '[[families]]\nid = "fam-01-cornelius"\nfamily_id = 1\nname = "Cornelius"\nera = "early"\n'
    "military = 4\noratory = 3\nloyalty = 9\ninfluence = 5\ncard_no = 9\n"
)


def _statesman(extra: str) -> str:
    return (
        '[[statesmen]]\nid = "1A"\nfamily_id = 1\nname = "Scipio"\nera = "early"\n'
        f"military = 5\noratory = 5\nloyalty = 7\ninfluence = 6\ncard_no = 10\n{extra}"
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (_statesman(""), "no Family card"),
        (BASE_FAMILY + _statesman('abilities = ["flies"]\n'), "abilities"),
        (BASE_FAMILY + _statesman('abilities = ["nullify_war_disaster_standoff"]\n'), "nullify"),
        (BASE_FAMILY + _statesman('opposed_to = ["22A"]\n'), "unknown Statesman"),
        (BASE_FAMILY + _statesman('shares_id_with = "1B"\n'), "mutual"),
        (BASE_FAMILY + _statesman("military_roll = { dice = 1, modifier = 1 }\n"), "rolled"),
        (BASE_FAMILY.replace("fam-01", "fam-02") + _statesman(""), "id number"),
    ],
)
def test_schema_rejects_inconsistent_cards(text: str, message: str) -> None:
    if "[[families]]" not in text:
        text = "families = []\n" + text
    with pytest.raises(DataFileError, match=message):
        parse_toml(text, SenatorsFile, "test.toml")
