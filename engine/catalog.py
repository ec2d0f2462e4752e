"""All card and table data, loaded once and cross-checked (1.02 game components, engine/data)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from engine.dataload import DataFileError, load_data_file
from engine.schemas.common import DeckEntry, Era
from engine.schemas.concessions import ConcessionsFile
from engine.schemas.events import EventsFile
from engine.schemas.intrigue import IntrigueFile
from engine.schemas.laws import LawsFile
from engine.schemas.leaders import LeaderCard, LeadersFile
from engine.schemas.provinces import ProvinceCard, ProvincesFile
from engine.schemas.scenarios import ScenariosFile
from engine.schemas.senators import FamilyCard, SenatorsFile, StatesmanCard
from engine.schemas.tables import TablesFile
from engine.schemas.wars import ProvinceGrant, WarCard, WarsFile

SCENARIO_CARD_COUNT: Final = 160
"""The box holds 160 scenario cards, numbered 1-160 without gaps (1.02, engine/data)."""


@dataclass(frozen=True, slots=True)
class Catalog:
    """Every data file, plus indexes by card number and by key."""

    senators: SenatorsFile
    wars: WarsFile
    leaders: LeadersFile
    provinces: ProvincesFile
    concessions: ConcessionsFile
    intrigue: IntrigueFile
    laws: LawsFile
    events: EventsFile
    tables: TablesFile
    scenarios: ScenariosFile
    cards: dict[int, DeckEntry]
    card_by_key: dict[str, DeckEntry]
    families: dict[str, FamilyCard]
    family_by_id: dict[int, FamilyCard]
    statesmen: dict[str, StatesmanCard]
    war_by_key: dict[str, WarCard]
    war_by_number: dict[int, WarCard]
    """Each War card by its scenario-card number, the Province revolts' included
    (``engine.forum_cards.war_card``)."""
    entry_by_number: dict[int, DeckEntry]
    """``cards`` and ``revolts`` in one index (``entry``: about a thousand reads a game)."""
    leader_by_number: dict[int, LeaderCard]
    """Each enemy Leader card by its scenario-card number (``engine.forum_cards.leader_card``)."""
    province_by_key: dict[str, ProvinceCard]
    revolts: dict[int, DeckEntry]
    """A Province in revolt as a War (1.07.21, the Event cards): no scenario card, so numbered from
    ``REVOLT_BASE`` and kept out of ``cards``; its War card is in ``war_by_key``."""

    def entry(self, card_no: int) -> DeckEntry:
        """The scenario card with this number, or a Province revolt's War."""
        return self.entry_by_number[card_no]

    def era_cards(self, era: Era) -> list[int]:
        """Card numbers of one era's deck, in number order (engine/data)."""
        return [n for n, e in self.cards.items() if e.era == era]

    def card_name(self, card_no: int) -> str:
        """The printed name of a scenario card, or a Province revolt's."""
        return self.entry(card_no).name


def build_catalog(
    senators: SenatorsFile,
    wars: WarsFile,
    leaders: LeadersFile,
    provinces: ProvincesFile,
    concessions: ConcessionsFile,
    intrigue: IntrigueFile,
    laws: LawsFile,
    events: EventsFile,
    tables: TablesFile,
    scenarios: ScenariosFile,
) -> Catalog:
    """Index the data files and check the 160 scenario cards are numbered 1-160 exactly once."""
    entries = [
        *senators.deck_entries(),
        *wars.deck_entries(),
        *leaders.deck_entries(),
        *concessions.deck_entries(),
        *intrigue.deck_entries(),
        *laws.deck_entries(),
        *events.deck_entries(),
    ]
    cards: dict[int, DeckEntry] = {}
    for entry in entries:
        if entry.card_no in cards:
            raise DataFileError(f"card number {entry.card_no} is used twice")
        cards[entry.card_no] = entry
    missing = sorted(set(range(1, SCENARIO_CARD_COUNT + 1)) - set(cards))
    if missing or len(cards) != SCENARIO_CARD_COUNT:
        raise DataFileError(f"scenario cards must be numbered 1-160; missing {missing}")
    card_by_key: dict[str, DeckEntry] = {}
    for entry in sorted(cards.values(), key=lambda e: e.card_no):
        card_by_key.setdefault(entry.key, entry)
    revolt_wars = {
        REVOLT_BASE + i: revolt_war(REVOLT_BASE + i, p) for i, p in enumerate(provinces.provinces)
    }
    war_by_key = {w.id: w for w in [*wars.wars, *revolt_wars.values()]}
    revolts = {
        n: DeckEntry(card_no=n, era=None, category="war", key=war.id, name=war.name)
        for n, war in revolt_wars.items()
    }
    return Catalog(
        senators=senators,
        wars=wars,
        leaders=leaders,
        provinces=provinces,
        concessions=concessions,
        intrigue=intrigue,
        laws=laws,
        events=events,
        tables=tables,
        scenarios=scenarios,
        cards=dict(sorted(cards.items())),
        card_by_key=card_by_key,
        families={f.id: f for f in senators.families},
        family_by_id={f.family_id: f for f in senators.families},
        statesmen={s.id: s for s in senators.statesmen},
        war_by_key=war_by_key,
        war_by_number={
            **{n: war_by_key[e.key] for n, e in sorted(cards.items()) if e.key in war_by_key},
            **revolt_wars,
        },
        leader_by_number={leader.card_no: leader for leader in leaders.leaders},
        province_by_key={p.id: p for p in provinces.provinces},
        revolts=revolts,
        entry_by_number={**cards, **revolts},
    )


REVOLT_BASE: Final = 200
"""The first War number of the Province revolts (no scenario card is numbered above 160)."""


def revolt_war(number: int, province: ProvinceCard) -> WarCard:
    """A Province in revolt as an Active War: its Undeveloped face's printed Land and Fleet
    Strength, no Fleet Support, no Disaster or Standoff numbers, no Spoils; defeating it puts the
    Province back in the Forum, Undeveloped (the Event cards Internal Disorder, Pretender
    Emerges)."""
    side = province.undeveloped
    return WarCard.model_construct(
        id=f"war-revolt-{province.id.removeprefix('prov-')}",
        name=f"{province.name} in revolt",
        era="late",
        card_no=number,
        series=None,
        series_number=None,
        series_size=None,
        series_in_deck=None,
        land_strength=side.land_strength,
        fleet_support=0,
        naval_strength=side.naval_strength or None,
        disaster_numbers=[],
        standoff_numbers=[],
        spoils=0,
        drawn_as="active",
        needs_provinces=[],
        always_revolt=True,
        revolt_if_province=None,
        drought=False,
        destroys_concessions=[],
        creates_provinces=[ProvinceGrant(province=province.id)],
        creates_provinces_on="victory",
        attacks=[],
        effects=[],
    )


@cache
def load_catalog() -> Catalog:
    """Load and index every data file under engine/data, once per process."""
    return build_catalog(
        senators=load_data_file("senators", SenatorsFile),
        wars=load_data_file("wars", WarsFile),
        leaders=load_data_file("leaders", LeadersFile),
        provinces=load_data_file("provinces", ProvincesFile),
        concessions=load_data_file("concessions", ConcessionsFile),
        intrigue=load_data_file("intrigue", IntrigueFile),
        laws=load_data_file("laws", LawsFile),
        events=load_data_file("events", EventsFile),
        tables=load_data_file("tables", TablesFile),
        scenarios=load_data_file("scenarios", ScenariosFile),
    )
