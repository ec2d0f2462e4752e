"""Golden tests for the 10 Law cards (rules 1.02, 1.07.36, 3.03.2 C) against the printed Law cards
and engine/data."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.dataload import DataFileError, load_data_file, parse_toml
from engine.schemas.laws import LawsFile

# Independent transcription of the Law cards and the card list:
# id: (name, era, card_no, years BC, Late setup)
CARDS = {
    "law-calpurnian": ("Calpurnian Law", "middle", 107, [149], "in_force"),
    "law-military-reforms": ("Military Reforms", "middle", 108, [104, 100], "in_force"),
    "law-tradition-erodes": ("Tradition Erodes", "middle", 109, [104, 100], "in_force"),
    "law-servilian": ("Servilian Law", "middle", 110, [104], "removed"),
    "law-acilian": ("Acilian Law", "middle", 111, [122], "removed"),
    "law-plautian-papirian": ("Plautian-Papirian Law", "late", 156, [89], "in_deck"),
    "law-gabinian": ("Gabinian Law", "late", 157, [67], "in_deck"),
    "law-vatinian": ("Vatinian Law", "late", 158, [59], "in_deck"),
    "law-manilian": ("Manilian Law", "late", 159, [66], "in_deck"),
    "law-julian": ("Julian Law", "late", 160, [90], "in_deck"),
}
# Play restrictions: id -> (required Law, Wars one of which must be in play, min Active Strength).
CONDITIONS = {
    "law-acilian": ("law-calpurnian", set(), None),
    "law-tradition-erodes": (None, set(), 15),  # D2-20
    "law-gabinian": (None, {"war-cilician-pirates-1", "war-cilician-pirates-2"}, None),
    "law-julian": (None, {"war-social"}, None),
    "law-plautian-papirian": (None, {"war-social"}, None),
}
# Passing Laws variant texts: id -> (card player only, Revolution-Phase discard condition).
PASSING_LAWS = {
    "law-servilian": (True, None),
    "law-acilian": (False, "required_law_failed"),
    "law-julian": (True, "required_war_defeated"),
    "law-plautian-papirian": (True, "required_war_defeated"),
}
EFFECTS = {
    "law-calpurnian": {
        "type": "fine_court",
        "fining_authority": "censor",
        "fine_dice": 1,
        "uses_per_turn": 1,
    },
    "law-acilian": {
        "type": "fine_court",
        "fining_authority": "faction_with_most_knights",
        "fine_dice": 1,
        "uses_per_turn": 1,
    },
    "law-servilian": {
        "type": "servilian_choice",
        "knight_attraction_modifier": 1,
        "repeals": "law-acilian",
    },
    "law-tradition-erodes": {
        "type": "rule_change",
        "change": "consecutive_consulships_allowed",
        "rules": ["1.09.2"],
    },
    "law-military-reforms": {
        "type": "rule_change",
        "change": "no_automatic_consul_for_life",
        "rules": ["1.09.822"],
    },
    "law-gabinian": {
        "type": "commander_recruitment",
        "unit_cost": 10,
        "ignores_manpower_shortage": True,
        "ignores_no_recruitment": True,
    },
    "law-manilian": {"type": "rule_change", "change": "commander_keeps_army", "rules": []},
    "law-vatinian": {"type": "rule_change", "change": "governor_by_legate", "rules": ["1.13.1"]},
    "law-julian": {
        "type": "citizenship",
        "unrest_change": -3,
        "clears_manpower_shortage": True,
        "clears_no_recruitment": True,
        "halves_war": None,
        "senator_influence_loss_dice": 1,
        "senator_popularity_loss": 0,
    },
    "law-plautian-papirian": {
        "type": "citizenship",
        "unrest_change": -2,
        "clears_manpower_shortage": False,
        "clears_no_recruitment": False,
        "halves_war": "war-social",  # D2-21
        "senator_influence_loss_dice": 0,
        "senator_popularity_loss": 1,
    },
}


@pytest.fixture(scope="module")
def laws() -> LawsFile:
    return load_data_file("laws", LawsFile)


def test_ten_laws_with_unique_ids(laws: LawsFile) -> None:
    ids = [law.id for law in laws.laws]
    assert len(ids) == len(set(ids)) == 10
    assert set(ids) == set(CARDS)


def test_counts_per_deck(laws: LawsFile) -> None:
    per_era = Counter(entry.era for entry in laws.deck_entries())
    assert per_era == {"middle": 5, "late": 5}
    assert per_era["early"] == 0


def test_identity_and_setup(laws: LawsFile) -> None:
    for law in laws.laws:
        actual = (law.name, law.era, law.card_no, law.years_bc, law.late_setup)
        assert actual == CARDS[law.id], law.id


def test_play_conditions(laws: LawsFile) -> None:
    for law in laws.laws:
        expected = CONDITIONS.get(law.id, (None, set(), None))
        actual = (law.requires_law, set(law.requires_war_in_play), law.requires_active_war_strength)
        assert actual == expected, law.id


def test_passing_laws_notes(laws: LawsFile) -> None:
    for law in laws.laws:
        expected = PASSING_LAWS.get(law.id, (False, None))
        assert (law.card_player_only, law.passing_laws_discard_if) == expected, law.id


def test_every_effect(laws: LawsFile) -> None:
    for law in laws.laws:
        assert law.effect.model_dump() == EFFECTS[law.id], law.id


def test_deck_entries(laws: LawsFile) -> None:
    entries = laws.deck_entries()
    assert sorted(entry.card_no for entry in entries) == [*range(107, 112), *range(156, 161)]
    for entry in entries:
        assert entry.category == "law"
        assert (entry.name, entry.era, entry.card_no) == CARDS[entry.key][:3]


def test_unknown_required_law_is_rejected() -> None:
    text = (
        '[[laws]]\nid = "law-acilian"\nname = "Acilian Law"\nera = "middle"\ncard_no = 111\n'
        'years_bc = [122]\nrequires_law = "law-calpurnian"\nlate_setup = "removed"\n'
        'effect = { type = "fine_court", fining_authority = "censor", fine_dice = 1, '
        "uses_per_turn = 1 }\n"
    )
    with pytest.raises(DataFileError, match="requires unknown Law law-calpurnian"):
        parse_toml(text, LawsFile, "test")


def test_discard_condition_needs_its_requirement() -> None:
    text = (
        '[[laws]]\nid = "law-julian"\nname = "Julian Law"\nera = "late"\ncard_no = 160\n'
        'years_bc = [90]\nlate_setup = "in_deck"\n'
        'passing_laws_discard_if = "required_war_defeated"\n'
        'effect = { type = "rule_change", change = "governor_by_legate" }\n'
    )
    with pytest.raises(DataFileError, match="required_war_defeated needs requires_war_in_play"):
        parse_toml(text, LawsFile, "test")
