"""The mutable game state: plain slotted dataclasses, cheap to copy (1.02, 1.04).

Card identities are ints (``card_no`` 1-160, engine/data) for scenario cards and strings for
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
  ``"garrison:<province>"``, ``"bequest:<card_no>"`` (an expedition, 4.05.35), ``"rebel"``
  (the Primary Rebel's Army, 1.11.3).
- ``contributed``: Senators who have contributed to the State this turn (1.06.52).
- ``captive_of``: the war card holding a Captive (1.10.71).
- A Commander sent to a War (1.09.641) has location WAR, ``commands`` = the War's card number
  (``CIVIL_WAR`` against the Primary Rebel) and a place in ``dispatched``; a Master of Horse
  going with his Dictator (1.09.34) has location WAR and the same ``commands`` but no place in
  ``dispatched``; the units of a Force are at ``"war:<commands>"`` with ``commander`` set.
- ``military_plan``: this turn's Military Plan, defined before Spoils and carried out after
  them (4.05.1, 4.05.3).
- Fields marked ``OMITTED_AT_DEFAULT`` leave the replay digest while they hold their default, so
  the digests of games that never use them stay what they were (saves and golden games).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from enum import StrEnum
from operator import attrgetter
from typing import Any, Final, TypeVar

from engine.schemas.common import Era
from engine.value_class import ValueClass

T = TypeVar("T")


def _copier(cls: type[T]) -> Callable[[T], T]:
    """A shallow copy of a slotted dataclass through its constructor: several times faster than
    ``copy.copy``, which goes through ``__reduce_ex__`` (GameState.clone runs at every phase
    start, engine/checkpoint.py). Every field must be an ``__init__`` parameter."""
    declared = fields(cls)  # type: ignore[arg-type]
    if not all(f.init for f in declared):
        raise TypeError(f"{cls.__name__} has a field its constructor does not take")
    values: Callable[[T], Any] = attrgetter(*[f.name for f in declared])
    return lambda obj: cls(*values(obj))

OMITTED_AT_DEFAULT: Final = {"digest": "omitted at default"}
"""Field metadata: the state digest leaves the field out while it holds its default."""


class Location(StrEnum):
    """Where a Senator in play is (1.07.31, 1.09.11, 1.10.71, 1.11.3)."""

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
    PROCONSUL = "Proconsul"


class WarStatus(StrEnum):
    """The Forum boxes a war can sit in (1.07.33)."""

    ACTIVE = "active"
    INACTIVE = "inactive"
    IMMINENT = "imminent"
    UNPROSECUTED = "unprosecuted"


PLAYER: Final = "Player"
NEUTRAL: Final = "Neutral"
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
    commands: int | None = None
    """The War card he commands a Force against while away at War (1.09.641, 1.10.8)."""

    def clone(self) -> Senator:
        """A copy whose lists are independent of this one's."""
        twin = _copy_senator(self)
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
    eliminated: bool = False
    """Out of the game: lost its last Senator to the punishment of a caught Assassin, or quit
    when left without Senators (1.05.4, 1.09.74)."""

    @property
    def is_player(self) -> bool:
        """True for a Player's faction, False for a Neutral (4.01.1)."""
        return self.player is not None

    def clone(self) -> Faction:
        """A copy whose hand is independent of this one's."""
        twin = _copy_faction(self)
        twin.hand = list(self.hand)
        return twin


_copy_senator = _copier(Senator)
_copy_faction = _copier(Faction)


@dataclass(slots=True)
class Unit:
    """One Legion or Fleet counter (1.02): where it is, veteran status, allegiance (1.10.5)."""

    number: int
    location: str = "bank"
    veteran: bool = False
    allegiance: str | None = None
    commander: str | None = None
    """The Commander whose Force it is in while on a War; None for a Force without one
    (1.09.641, 1.09.645)."""


@dataclass(slots=True)
class ProvinceState:
    """A Province card in play (1.09.63): side shown, Governor and his term dial."""

    key: str
    developed: bool = False
    governor: str | None = None
    term: int = 0
    legate: bool = False
    """Its Governor governs it through a Legate from wherever he is (Vatinian Law, 1.13.1)."""


_copy_unit = _copier(Unit)
_copy_province = _copier(ProvinceState)

UNIT_COUNT: Final = 25
"""Legion and Fleet counters each number 25 (1.02)."""

BANK: Final = "bank"
ACTIVE_FORCES: Final = "rome"
"""Unit locations: not raised, and the Active Forces box in Rome (1.09.63)."""

CIVIL_WAR: Final = 0
"""The Civil War against the Primary Rebel as a War number (no card, 1.11.3, 1.11.36)."""


@dataclass(frozen=True, slots=True)
class PlannedAttack:
    """One War a Military Plan attacks (4.05.3, 4.05.31): the Legions and Fleets sent from the
    Active Forces boxes, whether a new Commander goes (False: they reinforce the Proconsul there,
    1.09.647) and whether only the Fleets go, for a Naval Battle alone (1.10.12)."""

    war: int
    legions: int
    fleets: int
    new_command: bool = True
    naval_only: bool = False


@dataclass(frozen=True, slots=True)
class MilitaryPlan(ValueClass):
    """The Senate's Military Plan (4.05.3-4.05.33): the list item chosen ("N1".."N4", "K1".."K5";
    "no_war", "none" when no plan can be executed, "players"), the Wars attacked in rank order,
    the units to build and, with no War in play, to eliminate."""

    item: str
    crisis: bool
    attacks: tuple[PlannedAttack, ...] = ()
    build_legions: int = 0
    build_fleets: int = 0
    eliminate_legions: int = 0
    eliminate_fleets: int = 0

    def __init__(
        self,
        item: str,
        crisis: bool,
        attacks: tuple[PlannedAttack, ...] = (),
        build_legions: int = 0,
        build_fleets: int = 0,
        eliminate_legions: int = 0,
        eliminate_fleets: int = 0,
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "item", item)
        object.__setattr__(self, "crisis", crisis)
        object.__setattr__(self, "attacks", attacks)
        object.__setattr__(self, "build_legions", build_legions)
        object.__setattr__(self, "build_fleets", build_fleets)
        object.__setattr__(self, "eliminate_legions", eliminate_legions)
        object.__setattr__(self, "eliminate_fleets", eliminate_fleets)


@dataclass(frozen=True, slots=True)
class WaitingDeck:
    """A shuffled deck set aside, to be placed in play when the draw pile runs out (3.04.1)."""

    era: Era
    cards: tuple[int, ...]
    """Top card last, like the draw pile."""


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
    dominance: dict[int, int] = field(default_factory=dict)
    """Faction Dominance markers: seat -> rank 1-5, set in each Senate Phase and frozen until
    the next (4.05.2); empty before the first Senate Phase."""
    coalition: list[int] = field(default_factory=list)
    """Seats of this turn's Ruling Coalition, best Dominance rank first (4.05.2)."""
    expeditions: dict[int, str] = field(default_factory=dict)
    """Bequest card -> the Field Consul sent to collect it with his units at
    ``"bequest:<card_no>"`` (4.05.35, D2-18)."""
    awaiting_curia: tuple[int, ...] = ()
    """Seats of factions with no Senators waiting for the next Senator to enter the Curia
    (1.05.4), first come first served; a tuple, so clones share it safely."""
    unopposed_checked: dict[int, int] = field(default_factory=dict)
    """Seduction / Blackmail card held by a Neutral -> the last turn it was checked for a valid
    unopposed Persuasion Attempt (4.07.7: the turn drawn, then each later turn's first check)."""
    dispatched: list[str] = field(default_factory=list)
    """Commanders on Wars in the order the Senate sent them, Proconsuls keeping their place: the
    Combat Phase fights Wars in this order (1.10.1)."""
    naval_victories: list[int] = field(default_factory=list)
    """War cards bearing a Naval Victory marker (1.10.12)."""
    revolts: list[int] = field(default_factory=list)
    """War cards treated as Revolts since the last War of their series was defeated (1.07.333)."""
    victors: list[str] = field(default_factory=list)
    """Commanders who gained a Land Victory this turn: each keeps ``commands`` and his Force at
    "war:<card_no>" of the defeated War until he lays down his command or revolts (1.10.4,
    1.11.3)."""
    primary_rebel: str | None = None
    """The Primary Rebel, Marching on Rome with his Army at ``"rebel"`` (1.11.3); other
    Senators in Revolt are Secondary Rebels (location REBEL, 1.11.32)."""
    rebel_master_of_horse: str | None = None
    """A Master of Horse who joined his Dictator's Revolt and still adds his MIL (1.11.32)."""
    open_bodyguards: dict[str, int] = field(default_factory=dict)
    """Senator -> the Open Bodyguard card in play on him (1.09.73, 4.07.4)."""
    assassinations: list[tuple[int, int]] = field(default_factory=list)
    """This turn's Assassination attempts as (attacking seat, target seat) (1.09.7)."""
    rhodian_turn: int = 0
    """The turn the Rhodian Alliance last came into play or grew: its Senate Phase may reject it
    (the Event cards)."""
    consul_for_life_appointed: str | None = None
    """The Senator made Consul for Life by 35 Influence (1.09.822): while he holds it no other
    can be, and an elected one gives way to him."""
    military_plan: MilitaryPlan | None = None
    """This turn's Military Plan (4.05.3); immutable, so clones share it safely."""
    waiting_decks: tuple[WaitingDeck, ...] = field(default=(), metadata=OMITTED_AT_DEFAULT)
    """Later decks of an Extended game, next first (3.04.1); immutable, shared by clones."""
    periods_entered: tuple[Era, ...] = field(default=(), metadata=OMITTED_AT_DEFAULT)
    """Periods the game moved into after its first (3.04.1, 3.05.1), in order."""
    knight_bonus: dict[int, int] = field(default_factory=dict)
    """Seat -> what the Servilian Law's first option adds to its Knight rolls (1.07.36)."""
    proscriber: int | None = None
    """The seat whose HRAO proscribed the Knights: it may never attract Knights again and every
    other faction adds to its Knight rolls (Proscription, 1.07.35)."""
    halved_wars: list[int] = field(default_factory=list)
    """War cards whose Land Strength a Law halved, rounded up (Plautian-Papirian, D2-21)."""
    recalled_after_senate: list[str] = field(default_factory=list)
    """Commanders recalled to Rome as the next Senate Phase ends (Lucullus, 1.10.21)."""
    cleopatra: str | None = None
    """How Cleopatra VII was played while her War is in play: "roman" or "enemy" (D1-12)."""
    barren_provinces: list[str] = field(default_factory=list)
    """Provinces that yield no revenue and may not develop in this Revenue Phase (Barbarian
    Raids, 1.07.21)."""

    def clone(self) -> GameState:
        """A deep copy made by hand: much faster than copy.deepcopy (see benchmarks/)."""
        twin = _copy_state(self)
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
        twin.provinces = {k: _copy_province(p) for k, p in self.provinces.items()}
        twin.legions = [_copy_unit(u) for u in self.legions]
        twin.fleets = [_copy_unit(u) for u in self.fleets]
        twin.mortality_cup = list(self.mortality_cup)
        twin.curia = list(self.curia)
        twin.contributed = list(self.contributed)
        twin.forum_events = list(self.forum_events)
        twin.dominance = dict(self.dominance)
        twin.coalition = list(self.coalition)
        twin.expeditions = dict(self.expeditions)
        twin.unopposed_checked = dict(self.unopposed_checked)
        twin.dispatched = list(self.dispatched)
        twin.naval_victories = list(self.naval_victories)
        twin.revolts = list(self.revolts)
        twin.victors = list(self.victors)
        twin.open_bodyguards = dict(self.open_bodyguards)
        twin.assassinations = list(self.assassinations)
        twin.knight_bonus = dict(self.knight_bonus)
        twin.halved_wars = list(self.halved_wars)
        twin.recalled_after_senate = list(self.recalled_after_senate)
        twin.barren_provinces = list(self.barren_provinces)
        return twin

    def cards_to_come(self) -> list[int]:
        """The cards still to be drawn: the draw pile and the decks waiting to follow it
        (3.04.1)."""
        return [*self.deck, *(n for waiting in self.waiting_decks for n in waiting.cards)]

    def faction_senators(self, seat: int) -> list[Senator]:
        """The Senators aligned with a faction, wherever they are."""
        return [s for s in self.senators.values() if s.faction == seat]

    def forum_senators(self) -> list[Senator]:
        """Unaligned Senators in the Forum (1.07.311)."""
        forum = Location.FORUM  # read once, not once a Senator
        return [s for s in self.senators.values() if s.location is forum]

    def count_units(self, units: list[Unit], location: str) -> int:
        """How many Legions or Fleets stand in a location."""
        return sum(1 for u in units if u.location == location)

    def role_seat(self, role: str) -> int | None:
        """The seat of the faction with a Neutral role, or None if nobody holds it."""
        for faction in self.factions:
            if faction.role == role:
                return faction.seat
        return None


_copy_state = _copier(GameState)
