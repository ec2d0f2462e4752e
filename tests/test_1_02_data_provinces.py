"""Golden tests for the 15 Province cards (rule 1.02) against the printed Province cards."""

from __future__ import annotations

import pytest

from engine.dataload import DataFileError, load_data_file, parse_toml
from engine.schemas.events import BequestEffect, EventsFile
from engine.schemas.provinces import DiceFormula, ProvinceOrigin, ProvincesFile
from engine.schemas.wars import WarsFile

# Independent transcription of the Province cards:
# id: (spoils, state income, local taxes, land, naval, max armies, max fleets); "—" stored as 0.
UNDEVELOPED = {
    "prov-africa": ("1d6-1", "2d6-4", 20, 3, 5, 5, 3),
    "prov-asia": ("1d6+2", "2d6-3", 35, 6, 5, 10, 10),
    "prov-bithynia": ("1d6-4", "1d6-2", 10, 2, 5, 1, 3),
    "prov-cilicia-et-cyprus": ("1d6-4", "-1d6", 10, 2, 5, 0, 3),  # D1-03
    "prov-creta-et-cyrenaica": ("1d6-1", "1d6-2", 15, 1, 5, 5, 5),
    "prov-gallia-cisalpina": ("1d6-1", "1d6-1", 15, 1, 0, 5, 0),
    "prov-gallia-narbonensis": ("1d6-3", "1d6-3", 10, 1, 0, 5, 0),
    "prov-gallia-transalpina": ("1d6-4", "1d6-5", 10, 3, 0, 5, 0),
    "prov-hispania-citerior": ("1d6-2", "-1d6+1", 10, 1, 0, 5, 0),
    "prov-hispania-ulterior": ("1d6-3", "-1d6-1", 10, 2, 0, 5, 0),
    "prov-illyricum": ("1d6-3", "-1d6-1", 5, 2, 0, 5, 0),
    "prov-macedonia": ("1d6+1", "2d6-2", 30, 5, 5, 10, 10),
    "prov-sardinia-et-corsica": ("1d6-5", "-1d6-1", 5, 0, 0, 0, 3),
    "prov-sicilia": ("1d6", "2d6-2", 30, 2, 0, 10, 5),  # D1-02
    "prov-syria": ("1d6-1", "1d6", 20, 4, 5, 10, 10),
}
DEVELOPED = {
    "prov-africa": ("1d6+3", "1d6+1", 30, 4, 5, 10, 5),
    "prov-asia": ("1d6+6", "2d6+3", 50, 6, 5, 10, 10),
    "prov-bithynia": ("1d6+2", "1d6+2", 30, 4, 5, 10, 5),
    "prov-cilicia-et-cyprus": ("1d6", "-1d6+3", 20, 3, 5, 1, 5),
    "prov-creta-et-cyrenaica": ("1d6+1", "1d6+2", 20, 2, 5, 10, 5),
    "prov-gallia-cisalpina": ("1d6+3", "2d6-1", 20, 2, 0, 10, 0),
    "prov-gallia-narbonensis": ("1d6+1", "1d6+1", 20, 2, 0, 10, 0),
    "prov-gallia-transalpina": ("1d6", "1d6+1", 20, 6, 0, 10, 0),
    "prov-hispania-citerior": ("1d6+2", "1d6+1", 15, 2, 0, 10, 0),
    "prov-hispania-ulterior": ("1d6+1", "1d6-1", 20, 4, 0, 10, 0),
    "prov-illyricum": ("1d6", "1d6", 15, 4, 0, 10, 0),
    "prov-macedonia": ("2d6-1", "2d6+2", 40, 5, 5, 10, 10),
    "prov-sardinia-et-corsica": ("1d6-1", "-1d6+1", 10, 1, 0, 1, 5),
    "prov-sicilia": ("1d6+4", "1d6+2", 40, 2, 0, 10, 5),  # D1-01
    "prov-syria": ("1d6+3", "1d6", 30, 4, 5, 10, 10),
}
NAMES = {
    "prov-africa": "Africa",
    "prov-asia": "Asia",
    "prov-bithynia": "Bithynia",
    "prov-cilicia-et-cyprus": "Cilicia et Cyprus",
    "prov-creta-et-cyrenaica": "Creta et Cyrenaica",
    "prov-gallia-cisalpina": "Gallia Cisalpina",
    "prov-gallia-narbonensis": "Gallia Narbonensis",
    "prov-gallia-transalpina": "Gallia Transalpina",
    "prov-hispania-citerior": "Hispania Citerior",
    "prov-hispania-ulterior": "Hispania Ulterior",
    "prov-illyricum": "Illyricum",
    "prov-macedonia": "Macedonia",
    "prov-sardinia-et-corsica": "Sardinia et Corsica",
    "prov-sicilia": "Sicilia",
    "prov-syria": "Syria",
}
FRONTIER = {
    "prov-creta-et-cyrenaica",
    "prov-gallia-cisalpina",
    "prov-gallia-transalpina",
    "prov-hispania-citerior",
    "prov-hispania-ulterior",
    "prov-illyricum",
    "prov-macedonia",
}
# id: set of (kind, cards, side) for every way the card enters play (the Province cards).
CREATED_BY = {
    "prov-africa": {("war_victory", ("war-punic-3",), "undeveloped")},
    "prov-asia": {("bequest", ("evt-pergamene-bequest",), "undeveloped")},
    "prov-bithynia": {
        ("bequest", ("evt-bithynian-bequest",), "undeveloped"),
        ("war_victory", ("war-mithridatic-3",), "developed"),  # D1-27
    },
    "prov-cilicia-et-cyprus": {("war_victory", ("war-cilician-pirates-1",), "undeveloped")},
    "prov-creta-et-cyrenaica": {
        ("bequest", ("evt-ptolemy-apion-bequest",), "undeveloped"),
        ("war_victory", ("war-cilician-pirates-2",), "undeveloped"),  # D1-06
    },
    "prov-gallia-cisalpina": {("war_victory", ("war-gallic-1",), "undeveloped")},
    "prov-gallia-narbonensis": {("war_attacked", ("war-germanic-migrations",), "undeveloped")},
    "prov-gallia-transalpina": {
        ("war_victory", ("war-gallic-2",), "undeveloped"),
        ("war_victory", ("war-gallic-3",), "undeveloped"),
    },
    "prov-hispania-citerior": {("war_victory", ("war-punic-2",), "undeveloped")},
    "prov-hispania-ulterior": {("war_victory", ("war-punic-2",), "undeveloped")},
    "prov-illyricum": {("war_victory", ("war-illyrian-1", "war-illyrian-2"), "undeveloped")},
    "prov-macedonia": {("war_victory", ("war-macedonian-4",), "undeveloped")},
    "prov-sardinia-et-corsica": {("war_victory", ("war-punic-1",), "undeveloped")},
    "prov-sicilia": {("war_victory", ("war-punic-1",), "undeveloped")},
    "prov-syria": {("war_victory", ("war-mithridatic-3",), "undeveloped")},
}
ATTACKED_BY = {
    "prov-africa": {"war-jugurthine"},
    "prov-asia": {
        "war-syrian",
        "war-mithridatic-1",
        "war-mithridatic-2",
        "war-mithridatic-3",
        "war-parthian",
    },
    "prov-bithynia": {
        "war-syrian",
        "war-mithridatic-1",
        "war-mithridatic-2",
        "war-parthian",
        "war-cilician-pirates-1",
    },
    "prov-cilicia-et-cyprus": {"war-parthian", "war-cilician-pirates-2"},
    "prov-creta-et-cyrenaica": {"war-cilician-pirates-2"},
    "prov-gallia-cisalpina": {
        "war-gallic-1",
        "war-gallic-2",
        "war-gallic-3",
        "war-germanic-migrations",
        "war-punic-2",
    },
    "prov-gallia-narbonensis": {"war-gallic-1", "war-gallic-2", "war-gallic-3", "war-punic-2"},
    "prov-gallia-transalpina": {
        "war-gallic-1",
        "war-gallic-2",
        "war-gallic-3",
        "war-germanic-migrations",
    },
    "prov-hispania-citerior": {
        "war-spanish-1-lusitanian",
        "war-spanish-2-numantine",
        "war-spanish-3-sertorian",
    },
    "prov-hispania-ulterior": {"war-spanish-1-lusitanian", "war-spanish-3-sertorian"},
    "prov-illyricum": {
        "war-macedonian-1",
        "war-macedonian-2",
        "war-macedonian-3",
        "war-macedonian-4",  # D1-04
        "war-germanic-migrations",
    },
    "prov-macedonia": {
        "war-macedonian-1",
        "war-macedonian-2",
        "war-macedonian-3",
        "war-illyrian-1",
        "war-illyrian-2",
        "war-syrian",
        "war-mithridatic-1",
    },
    "prov-sardinia-et-corsica": {"war-cilician-pirates-1"},
    "prov-sicilia": {"war-slave-1-sicilian", "war-slave-2-sicilian"},
    "prov-syria": {"war-mithridatic-1", "war-mithridatic-2", "war-mithridatic-3", "war-parthian"},
}
# Scenario setup (3.02.4, 3.03.4): id -> (Middle side, Late side).
SETUP = {
    "prov-sicilia": ("undeveloped", "developed"),
    "prov-illyricum": ("undeveloped", "developed"),
    "prov-sardinia-et-corsica": ("undeveloped", "developed"),
    "prov-hispania-citerior": ("undeveloped", "developed"),
    "prov-hispania-ulterior": ("undeveloped", "developed"),
    "prov-gallia-cisalpina": ("undeveloped", "developed"),
    "prov-gallia-narbonensis": (None, "undeveloped"),
    "prov-cilicia-et-cyprus": (None, "undeveloped"),
    "prov-macedonia": (None, "undeveloped"),
    "prov-africa": (None, "undeveloped"),
    "prov-asia": (None, "undeveloped"),
}


@pytest.fixture(scope="module")
def provinces() -> ProvincesFile:
    return load_data_file("provinces", ProvincesFile)


def test_fifteen_provinces_with_unique_ids(provinces: ProvincesFile) -> None:
    ids = [province.id for province in provinces.provinces]
    assert len(ids) == 15
    assert len(set(ids)) == 15
    assert set(ids) == set(NAMES)


def test_names_and_frontier_flags(provinces: ProvincesFile) -> None:
    for province in provinces.provinces:
        assert province.name == NAMES[province.id]
        assert province.frontier == (province.id in FRONTIER), province.id


@pytest.mark.parametrize(
    ("side", "table"), [("undeveloped", UNDEVELOPED), ("developed", DEVELOPED)]
)
def test_every_number_of_both_sides(
    provinces: ProvincesFile, side: str, table: dict[str, tuple[object, ...]]
) -> None:
    for province in provinces.provinces:
        face = province.undeveloped if side == "undeveloped" else province.developed
        actual = (
            face.spoils.notation,
            face.state_income.notation,
            face.local_taxes,
            face.land_strength,
            face.naval_strength,
            face.max_armies,
            face.max_fleets,
        )
        assert actual == table[province.id], (province.id, side)


def test_side_lookup(provinces: ProvincesFile) -> None:
    for province in provinces.provinces:
        assert province.side("undeveloped") is province.undeveloped
        assert province.side("developed") is province.developed


def test_creation_and_attacks(provinces: ProvincesFile) -> None:
    for province in provinces.provinces:
        origins = {(o.kind, tuple(o.cards), o.side) for o in province.created_by}
        assert origins == CREATED_BY[province.id], province.id
        assert set(province.attacked_by) == ATTACKED_BY[province.id], province.id
        assert len(province.attacked_by) == len(set(province.attacked_by))


def test_scenario_setup_sides(provinces: ProvincesFile) -> None:
    for province in provinces.provinces:
        expected = SETUP.get(province.id, (None, None))
        assert (province.middle_setup, province.late_setup) == expected, province.id
    assert sum(p.middle_setup is not None for p in provinces.provinces) == 6
    assert sum(p.late_setup is not None for p in provinces.provinces) == 11


def test_bequest_origins_match_bequest_cards(provinces: ProvincesFile) -> None:
    events = load_data_file("events", EventsFile)
    bequests = {
        card.id: card.effect.province
        for card in events.forum_events
        if isinstance(card.effect, BequestEffect)
    }
    from_provinces = {
        origin.cards[0]: province.id
        for province in provinces.provinces
        for origin in province.created_by
        if origin.kind == "bequest"
    }
    assert from_provinces == bequests


def test_agreement_with_the_war_cards(provinces: ProvincesFile) -> None:
    wars = load_data_file("wars", WarsFile)
    created_by_wars = {
        (grant.province, war.id, war.creates_provinces_on, grant.developed)
        for war in wars.wars
        for grant in war.creates_provinces
    }
    created_here = set()
    for province in provinces.provinces:
        for origin in province.created_by:
            if origin.kind == "bequest":
                continue
            trigger = "series_victory" if len(origin.cards) > 1 else "victory"
            if origin.kind == "war_attacked":
                trigger = "attack"
            for war_id in origin.cards:
                developed = origin.side == "developed"
                created_here.add((province.id, war_id, trigger, developed))
    assert created_here == created_by_wars
    attacks = {(target, war.id) for war in wars.wars for target in war.attacks}
    attacked = {(p.id, war_id) for p in provinces.provinces for war_id in p.attacked_by}
    assert attacked == attacks


def test_rule_examples(provinces: ProvincesFile) -> None:
    by_id = {province.id: province for province in provinces.provinces}
    # 1.06.13: Undeveloped Hispania Ulterior Spoils, a roll of 2 gives -1.
    assert by_id["prov-hispania-ulterior"].undeveloped.spoils.evaluate([2]) == -1
    # 2.03.81: Developed Sardinia et Corsica, Land 1, Naval 0, 1 army and 5 fleets at most.
    sardinia = by_id["prov-sardinia-et-corsica"].developed
    assert (sardinia.land_strength, sardinia.naval_strength) == (1, 0)
    assert (sardinia.max_armies, sardinia.max_fleets) == (1, 5)


def test_dice_formula_evaluation() -> None:
    minus_die = DiceFormula(dice=1, die_sign=-1, modifier=1)
    assert minus_die.notation == "-1d6+1"
    assert minus_die.evaluate([6]) == -5
    two_dice = DiceFormula(dice=2, modifier=-4)
    assert two_dice.evaluate([1, 2]) == -1
    with pytest.raises(ValueError, match="needs 2 dice"):
        two_dice.evaluate([3])


def test_origin_card_prefixes_are_checked() -> None:
    with pytest.raises(ValueError, match="bequest origins must name evt-"):
        ProvinceOrigin(kind="bequest", cards=["war-punic-1"])
    with pytest.raises(ValueError, match="war_victory origins must name war-"):
        ProvinceOrigin(kind="war_victory", cards=["evt-pergamene-bequest"])


def test_duplicate_ids_are_rejected() -> None:
    side = (
        "{ spoils = { dice = 1 }, state_income = { dice = 1 }, local_taxes = 0, "
        "land_strength = 0, naval_strength = 0, max_armies = 0, max_fleets = 0 }"
    )
    card = (
        '[[provinces]]\nid = "prov-x"\nname = "X"\nfrontier = false\n'
        'created_by = [{ kind = "war_victory", cards = ["war-y"] }]\nattacked_by = []\n'
        f"undeveloped = {side}\ndeveloped = {side}\n"
    )
    with pytest.raises(DataFileError, match="duplicate Province id"):
        parse_toml(card + card, ProvincesFile, "test")
