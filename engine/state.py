"""The mutable game state: plain slotted dataclasses, cheap to copy (1.02, 1.04).

Card identities are ints (``card_no`` 1-160, decks.md) for scenario cards and strings for
Senators in play (the id of the card on top) and Provinces. Nothing here validates: the rules
modules keep the state legal, and tests check the invariants.

Conventions the phase modules share:
- ``deck``: the draw pile, top card last (``pop()`` draws); the bottom is index 0.
- ``curia``: keys of the Family cards and Senators in the Curia, top first (1.05.3 puts a dead
  Family card under all others, i.e. appends it); each also has ``location`` CURIA.
- ``events``: Random Event and marker levels by id, e.g. ``{"evt-drought": 2}``; 0 or absent
  means not in play (1.07.21: level 1 the light side, 2 the dark side; counters count up).
- ``wars``: Forum wars by card number and box; ``leaders``: Leader card -> the war he sits on,
  or None for the Curia (1.07.33-1.07.344).
- Unit ``location``: ``"bank"``, ``"rome"`` (Active Forces), ``"war:<card_no>"``,
  ``"garrison:<province>"``.
- ``contributed``: Senators who have contributed to the State this turn (1.06.52).
- ``captive_of``: the war card holding a Captive (1.10.71).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from enum import StrEnum


class Location(StrEnum):
    """Where a Senator in play is (spec C)."""

    ROME = "Rome"
    FORUM = "Forum"
    CURIA = "Curia"
    PROVINCE = "Province"
    WAR = "War"
    CAPTIVE = "Captive"
    REBEL = "Rebel"


class Office(StrEnum):
    """Major offices and the markers the report lists with them (1.09)."""

    DICTATOR = "Dictator"
    ROME_CONSUL = "Rome Consul"
    FIELD_CONSUL = "Field Consul"
    CENSOR = "Censor"
    MASTER_OF_HORSE = "Master of Horse"
    CONSUL_FOR_LIFE = "Consul for Life"


class WarStatus(StrEnum):
    """The Forum boxes a war can sit in (1.07.33)."""

    ACTIVE = "active"
    INACTIVE = "inactive"
    IMMINENT = "imminent"
    UNPROSECUTED = "unprosecuted"


PLAYER = "Player"
NEUTRAL = "Neutral"
"""Roles before and beside the four Neutral identities of 4.01.2."""


@dataclass(slots=True)
class Senator:
    """A Senator in play: a Family card, a Statesman, or a Statesman on his Family (1.07.31)."""

    key: str
    family_id: int
    name: str
    card_no: int
    military: int
    oratory: int
    loyalty: int
    influence: int
    popularity: int = 0
    talents: int = 0
    knights: int = 0
    is_statesman: bool = False
    family_card: str | None = None
    faction: int | None = None
    location: Location = Location.FORUM
    offices: list[Office] = field(default_factory=list)
    prior_consul: bool = False
    corrupt: bool = False
    concessions: list[int] = field(default_factory=list)
    corrupt_concessions: list[int] = field(default_factory=list)
    """His Concessions whose corrupt bar is revealed (1.06.12, 1.07.32); ``corrupt`` is the
    Corrupt marker of Provincial Spoils (1.06.13), which 1.06.4 reads."""
    province: str | None = None
    captive_of: int | None = None
    major: bool = False
    """The Major marker of 1.07.8: held a Major Office when Rome was put in order."""

    def clone(self) -> Senator:
        """A copy whose lists are independent of this one's."""
        twin = copy.copy(self)
        twin.offices = list(self.offices)
        twin.concessions = list(self.concessions)
        twin.corrupt_concessions = list(self.corrupt_concessions)
        return twin


@dataclass(slots=True)
class Faction:
    """One of the five factions: seat, role, leader, Faction Treasury and hand (1.04.2, 4.01)."""

    seat: int
    role: str
    player: int | None = None
    leader: str | None = None
    treasury: int = 0
    hand: list[int] = field(default_factory=list)

    @property
    def is_player(self) -> bool:
        """True for a Player's faction, False for a Neutral (4.01.1)."""
        return self.player is not None

    def clone(self) -> Faction:
        """A copy whose hand is independent of this one's."""
        twin = copy.copy(self)
        twin.hand = list(self.hand)
        return twin


@dataclass(slots=True)
class Unit:
    """One Legion or Fleet counter (1.02): where it is, veteran status, allegiance (1.10.5)."""

    number: int
    location: str = "bank"
    veteran: bool = False
    allegiance: str | None = None


@dataclass(slots=True)
class ProvinceState:
    """A Province card in play (1.09.63): side shown, Governor and his term dial."""

    key: str
    developed: bool = False
    governor: str | None = None
    term: int = 0


UNIT_COUNT = 25
"""Legion and Fleet counters each number 25 (1.02)."""

BANK = "bank"
ACTIVE_FORCES = "rome"
"""Unit locations: not raised, and the Active Forces box in Rome (1.09.63)."""


@dataclass(slots=True)
class GameState:
    """Everything that changes during a game."""

    scenario: str
    turn: int = 1
    phase: str = "Setup"
    state_treasury: int = 100
    unrest: int = 0
    factions: list[Faction] = field(default_factory=list)
    senators: dict[str, Senator] = field(default_factory=dict)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    forum_concessions: list[int] = field(default_factory=list)
    curia_concessions: list[int] = field(default_factory=list)
    wars: dict[int, WarStatus] = field(default_factory=dict)
    leaders: dict[int, int | None] = field(default_factory=dict)
    laws: list[int] = field(default_factory=list)
    land_bills: list[int] = field(default_factory=list)
    events: dict[str, int] = field(default_factory=dict)
    refuge: dict[int, list[int]] = field(default_factory=dict)
    """Leaders kept in play by Refuge / Rise from Refuge: Leader card -> the Wars he aids, empty
    while he waits for the next War drawn (1.07.344)."""
    provinces: dict[str, ProvinceState] = field(default_factory=dict)
    legions: list[Unit] = field(default_factory=list)
    fleets: list[Unit] = field(default_factory=list)
    mortality_cup: list[int | str] = field(default_factory=list)
    curia: list[str] = field(default_factory=list)
    contributed: list[str] = field(default_factory=list)
    era_ends_drawn: bool = False
    bank_flow: int = 0
    """Net talents the Bank has paid into play (engine/treasury.py): equals the money in play."""
    forum_events: list[int] = field(default_factory=list)
    """Forum-deck event cards lying face up in the Forum: Bequests, Era Ends (1.07.37)."""
    awaiting_curia: tuple[int, ...] = ()
    """Seats of factions with no Senators waiting for the next Senator to enter the Curia
    (1.05.4), first come first served; a tuple, so clones share it safely."""
    unopposed_checked: dict[int, int] = field(default_factory=dict)
    """Seduction / Blackmail card held by a Neutral -> the last turn it was checked for a valid
    unopposed Persuasion Attempt (4.07.7: the turn drawn, then each later turn's first check)."""

    def clone(self) -> GameState:
        """A deep copy made by hand: much faster than copy.deepcopy (see benchmarks/)."""
        twin = copy.copy(self)
        twin.factions = [f.clone() for f in self.factions]
        twin.senators = {k: s.clone() for k, s in self.senators.items()}
        twin.deck = list(self.deck)
        twin.discard = list(self.discard)
        twin.removed = list(self.removed)
        twin.forum_concessions = list(self.forum_concessions)
        twin.curia_concessions = list(self.curia_concessions)
        twin.wars = dict(self.wars)
        twin.leaders = dict(self.leaders)
        twin.laws = list(self.laws)
        twin.land_bills = list(self.land_bills)
        twin.events = dict(self.events)
        twin.refuge = {k: list(v) for k, v in self.refuge.items()}
        twin.provinces = {k: copy.copy(p) for k, p in self.provinces.items()}
        twin.legions = [copy.copy(u) for u in self.legions]
        twin.fleets = [copy.copy(u) for u in self.fleets]
        twin.mortality_cup = list(self.mortality_cup)
        twin.curia = list(self.curia)
        twin.contributed = list(self.contributed)
        twin.forum_events = list(self.forum_events)
        twin.unopposed_checked = dict(self.unopposed_checked)
        return twin

    def faction_senators(self, seat: int) -> list[Senator]:
        """The Senators aligned with a faction, wherever they are."""
        return [s for s in self.senators.values() if s.faction == seat]

    def forum_senators(self) -> list[Senator]:
        """Unaligned Senators in the Forum (1.07.311)."""
        return [s for s in self.senators.values() if s.location is Location.FORUM]

    def count_units(self, units: list[Unit], location: str) -> int:
        """How many Legions or Fleets stand in a location."""
        return sum(1 for u in units if u.location == location)

    def role_seat(self, role: str) -> int | None:
        """The seat of the faction with a Neutral role, or None if nobody holds it."""
        for faction in self.factions:
            if faction.role == role:
                return faction.seat
        return None
