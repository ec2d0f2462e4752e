"""Golden tests for the 13 Concession cards (rules 1.02, 1.07.32) against reference
the Concession cards and engine/data."""

from __future__ import annotations

import pytest

from engine.dataload import DataFileError, load_data_file, parse_toml
from engine.schemas.concessions import ConcessionCard, ConcessionsFile
from engine.schemas.leaders import LeadersFile
from engine.schemas.wars import WarsFile

# Independent transcription of the Concession cards and the card list:
# id: (name, card_no, kind, income, income basis)
CARDS = {
    "con-armaments": ("Armaments", 52, "armaments", 2, "per_legion_raised"),
    "con-ship-building": ("Ship Building", 53, "ship_building", 3, "per_fleet_raised"),
    "con-aegyptian-grain": ("Aegyptian Grain", 54, "grain", 5, "per_turn"),
    "con-sicilian-grain": ("Sicilian Grain", 55, "grain", 4, "per_turn"),
    "con-harbor-fees": ("Harbor Fees", 56, "harbor", 3, "per_turn"),
    "con-mining": ("Mining", 57, "mining", 3, "per_turn"),
    "con-land-commissioner": ("Land Commissioner", 58, "land_commissioner", 3, "per_turn"),
    "con-tax-farmer-1": ("Tax Farmer 1", 59, "tax_farmer", 2, "per_turn"),
    "con-tax-farmer-2": ("Tax Farmer 2", 60, "tax_farmer", 2, "per_turn"),
    "con-tax-farmer-3": ("Tax Farmer 3", 61, "tax_farmer", 2, "per_turn"),
    "con-tax-farmer-4": ("Tax Farmer 4", 62, "tax_farmer", 2, "per_turn"),
    "con-tax-farmer-5": ("Tax Farmer 5", 63, "tax_farmer", 2, "per_turn"),
    "con-tax-farmer-6": ("Tax Farmer 6", 64, "tax_farmer", 2, "per_turn"),
}
# the Concession cards: Natural Disaster 1d6 -> Concession destroyed.
NATURAL_DISASTER = {
    1: "con-mining",
    2: "con-mining",
    3: "con-harbor-fees",
    4: "con-harbor-fees",
    5: "con-armaments",
    6: "con-ship-building",
}
# the Concession cards.
DESTROYED_BY_WARS = {
    "con-aegyptian-grain": {"war-alexandrine"},
    "con-sicilian-grain": {"war-slave-1-sicilian", "war-slave-2-sicilian"},
}
# the Concession cards / D2-16.
TAX_FARMER_ROLLERS = {"war-punic-2", "ldr-hannibal", "war-slave-3-gladiator", "ldr-spartacus"}


@pytest.fixture(scope="module")
def concessions() -> ConcessionsFile:
    return load_data_file("concessions", ConcessionsFile)


def test_thirteen_early_concessions_with_unique_ids(concessions: ConcessionsFile) -> None:
    ids = [card.id for card in concessions.concessions]
    assert len(ids) == 13
    assert set(ids) == set(CARDS)
    assert all(card.era == "early" for card in concessions.concessions)


def test_every_card_number_and_income(concessions: ConcessionsFile) -> None:
    for card in concessions.concessions:
        actual = (card.name, card.card_no, card.kind, card.income, card.income_basis)
        assert actual == CARDS[card.id], card.id
    fixed = sum(c.income for c in concessions.concessions if c.income_basis == "per_turn")
    assert fixed == 30


def test_natural_disaster_mapping(concessions: ConcessionsFile) -> None:
    mapping = {
        roll: card.id for card in concessions.concessions for roll in card.natural_disaster_rolls
    }
    assert mapping == NATURAL_DISASTER


def test_tax_farmers(concessions: ConcessionsFile) -> None:
    farmers = [card for card in concessions.concessions if card.kind == "tax_farmer"]
    assert {card.tax_farmer_roll: card.id for card in farmers} == {
        n: f"con-tax-farmer-{n}" for n in range(1, 7)
    }
    for card in farmers:
        assert set(card.tax_farmer_rollers) == TAX_FARMER_ROLLERS


def test_grain_wars_and_land_commissioner(concessions: ConcessionsFile) -> None:
    for card in concessions.concessions:
        assert set(card.destroyed_by_wars) == DESTROYED_BY_WARS.get(card.id, set()), card.id
        assert card.drought_bonus == (card.id in DESTROYED_BY_WARS), card.id
        assert card.requires_land_bill == (card.id == "con-land-commissioner"), card.id
        assert card.destructible == (card.id != "con-land-commissioner"), card.id
    by_id = {card.id: card for card in concessions.concessions}
    assert by_id["con-aegyptian-grain"].aliases == ["Egyptian Grain"]


def test_agreement_with_war_and_leader_cards(concessions: ConcessionsFile) -> None:
    wars = load_data_file("wars", WarsFile).wars
    leaders = load_data_file("leaders", LeadersFile).leaders
    destroyed = {(con, war.id) for war in wars for con in war.destroys_concessions}
    listed = {
        (card.id, war_id) for card in concessions.concessions for war_id in card.destroyed_by_wars
    }
    assert listed == destroyed
    rollers = {war.id for war in wars if "tax_farmer_roll" in war.effects}
    rollers |= {leader.id for leader in leaders if leader.tax_farmer_roll_with is not None}
    assert rollers == TAX_FARMER_ROLLERS


def test_deck_entries(concessions: ConcessionsFile) -> None:
    entries = concessions.deck_entries()
    assert sorted(entry.card_no for entry in entries) == list(range(52, 65))
    for entry in entries:
        assert entry.category == "concession"
        assert entry.era == "early"
        assert entry.name == CARDS[entry.key][0]


def test_kind_specific_fields_are_checked() -> None:
    with pytest.raises(ValueError, match="drought_bonus is set exactly on grain"):
        ConcessionCard(
            id="con-mining",
            name="Mining",
            card_no=57,
            era="early",
            kind="mining",
            income=3,
            income_basis="per_turn",
            drought_bonus=True,
        )


def test_duplicate_cards_are_rejected(concessions: ConcessionsFile) -> None:
    lines = ["[[concessions]]"]
    card = concessions.concessions[0]
    for field in ("id", "name", "era", "kind", "income_basis"):
        lines.append(f'{field} = "{getattr(card, field)}"')
    lines += [
        f"card_no = {card.card_no}",
        f"income = {card.income}",
        "natural_disaster_rolls = [5]",
    ]
    text = "\n".join(lines) + "\n"
    with pytest.raises(DataFileError, match="duplicate Concession id"):
        parse_toml(text + text, ConcessionsFile, "test")
