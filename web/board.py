"""The board as the page draws it: plain data read from one seat's GameView, so a hidden hand or
Faction Treasury never leaves the server (1.04.9); the Neutrals' cards are public (4.01.1).

The templates (web/templates/) turn these records into HTML; nothing here computes a rule: War
strengths come from the engine's own ``war_strength``. What a person sees of a decision, the
recap, the warnings and the log come from the presentation layer (web/render.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, fields, is_dataclass

from engine.combat import war_strength
from engine.decision import AmountOptions, Decision
from engine.readonly import SenatorView, UnitView
from engine.state import ACTIVE_FORCES, BANK, GameState, Location
from engine.view import FactionView, GameView
from presentation.board import (
    LAND_BILL_TYPES,
    WAR_BOXES,
    event_names,
    place_name,
    province_name,
    senator_name,
)
from presentation.wars import WarNumbers, war_numbers_of

Namer = Callable[[int], str]
"""A faction's display name by seat."""


@dataclass(frozen=True, slots=True)
class UnitGroup:
    """Legions or Fleets standing in one place, with their veterans and loyalties (1.10.5)."""

    count: int
    place: str
    veterans: int
    loyal: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class WarCardView:
    """A War in the Forum: its strengths and the Leaders with it (1.07.33, 1.07.34)."""

    card: int
    name: str
    box: str
    land: int
    naval: int
    support: int
    leaders: tuple[str, ...]
    naval_victory: bool
    numbers: WarNumbers
    """Its printed and current numbers: Fleet Support, Disaster, Standoff, series (1.07.33)."""


@dataclass(frozen=True, slots=True)
class SenatorCard:
    """A Senator card: ratings, Knights, talents, offices and holdings (public, 1.04.9)."""

    key: str
    name: str
    military: int
    oratory: int
    loyalty: int
    influence: int
    popularity: int
    knights: int
    talents: int
    offices: tuple[str, ...]
    notes: tuple[str, ...]
    leader: bool
    statesman: bool
    away: str | None
    """Where he is when not in Rome (a War, a Province, captive...)."""


@dataclass(frozen=True, slots=True)
class FactionPanel:
    """A faction: its Senators and, where this seat may see them, hand and Faction Treasury."""

    seat: int
    name: str
    role: str
    is_player: bool
    mine: bool
    treasury: int | None
    hand: tuple[str, ...] | None
    hand_size: int
    senators: tuple[SenatorCard, ...]
    influence: int


@dataclass(frozen=True, slots=True)
class Refs:
    """The Senators and Wars an option is about, so a click on their card can answer it."""

    senators: tuple[str, ...] = ()
    wars: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Board:
    """Everything the page shows of the game to one seat."""

    turn: int
    phase: str
    scenario: str
    deck: int
    treasury: int
    unrest: int
    legions: tuple[UnitGroup, ...]
    fleets: tuple[UnitGroup, ...]
    wars: tuple[WarCardView, ...]
    curia_leaders: tuple[str, ...]
    land_bills: tuple[str, ...]
    laws: tuple[str, ...]
    events: tuple[str, ...]
    forum_concessions: tuple[str, ...]
    curia: tuple[str, ...]
    unaligned: tuple[SenatorCard, ...]
    factions: tuple[FactionPanel, ...]


def unit_groups(view: GameView, units: Iterable[UnitView]) -> tuple[UnitGroup, ...]:
    """Raised units by place, Rome first."""
    places: dict[str, list[UnitView]] = {}
    for unit in units:
        if unit.location != BANK:
            places.setdefault(unit.location, []).append(unit)
    groups = []
    for place, group in sorted(places.items(), key=lambda item: item[0] != ACTIVE_FORCES):
        loyal = Counter(senator_name(view, u.allegiance) for u in group if u.allegiance)
        groups.append(
            UnitGroup(
                count=len(group),
                place=place_name(view, place, group),
                veterans=sum(1 for u in group if u.veteran),
                loyal=tuple(f"{n} loyal to {who}" for who, n in loyal.items()),
            )
        )
    return tuple(groups)


def war_cards(view: GameView, state: GameState) -> tuple[WarCardView, ...]:
    """The Wars in play by box, most pressing first, with their current strengths."""
    catalog = view.catalog
    shown = []
    for status, title in WAR_BOXES:
        for card in sorted(n for n, box in view.wars.items() if box == status):
            strength = war_strength(state, catalog, card)
            leaders = [catalog.card_name(n) for n, war in view.leaders.items() if war == card]
            leaders += [catalog.card_name(n) for n, aided in view.refuge.items() if card in aided]
            shown.append(
                WarCardView(
                    card=card,
                    name=catalog.card_name(card),
                    box=title,
                    land=strength.land,
                    naval=strength.naval,
                    support=strength.support,
                    leaders=tuple(leaders),
                    naval_victory=card in view.naval_victories,
                    numbers=war_numbers_of(state, catalog, card),
                )
            )
    return tuple(shown)


def senator_card(view: GameView, senator: SenatorView, leader: str | None) -> SenatorCard:
    """One Senator's card as the page shows it."""
    catalog = view.catalog
    notes = ["Prior Consul"] if senator.prior_consul else []
    if senator.corrupt:
        notes.append("Corrupt")
    notes += [catalog.card_name(n) for n in senator.concessions]
    if senator.province:
        notes.append(f"Governor of {province_name(catalog, senator.province)}")
    away = None
    if senator.location not in (Location.ROME, Location.FORUM):
        away = str(senator.location)
        if senator.commands is not None and senator.commands in catalog.cards:
            away = f"at the {catalog.card_name(senator.commands)}"
    return SenatorCard(
        key=senator.key,
        name=senator.name,
        military=senator.military,
        oratory=senator.oratory,
        loyalty=senator.loyalty,
        influence=senator.influence,
        popularity=senator.popularity,
        knights=senator.knights,
        talents=senator.talents,
        offices=tuple(str(o) for o in senator.offices),
        notes=tuple(notes),
        leader=senator.key == leader,
        statesman=senator.is_statesman,
        away=away,
    )


def faction_panel(view: GameView, faction: FactionView, name: Namer) -> FactionPanel:
    """A faction as this seat may see it: another Player's hand and Treasury stay hidden (his
    hand shown to a Consul for Life in the Senate Phase, 1.09.823)."""
    senators = sorted(view.senators_of(faction.seat), key=lambda s: (-s.influence, s.name))
    visible = faction.visible
    return FactionPanel(
        seat=faction.seat,
        name=name(faction.seat),
        role=faction.role,
        is_player=faction.is_player,
        mine=faction.seat == view.seat,
        treasury=faction.treasury if visible else None,
        hand=(
            tuple(view.catalog.card_name(n) for n in faction.hand) if faction.hand_visible else None
        ),
        hand_size=faction.hand_size,
        senators=tuple(senator_card(view, s, faction.leader) for s in senators),
        influence=sum(s.influence for s in senators),
    )


def board(view: GameView, state: GameState, name: Namer) -> Board:
    """The whole board as ``view.seat`` may see it; ``state`` only for the Wars' strengths,
    which are public."""
    catalog = view.catalog
    order = sorted(view.factions, key=lambda f: (f.seat != view.seat, f.seat))
    unaligned = sorted(
        (s for s in view.senators.values() if s.location is Location.FORUM and s.faction is None),
        key=lambda s: s.name,
    )
    return Board(
        turn=view.turn,
        phase=view.phase,
        scenario=view.scenario,
        deck=view.deck_size,
        treasury=view.state_treasury,
        unrest=view.unrest,
        legions=unit_groups(view, view.legions),
        fleets=unit_groups(view, view.fleets),
        wars=war_cards(view, state),
        curia_leaders=tuple(catalog.card_name(n) for n, w in view.leaders.items() if w is None),
        land_bills=tuple(f"Type {LAND_BILL_TYPES.get(b, str(b))}" for b in view.land_bills),
        laws=tuple(catalog.card_name(n) for n in view.laws),
        events=tuple(event_names(view)),
        forum_concessions=tuple(catalog.card_name(n) for n in view.forum_concessions),
        curia=tuple(senator_name(view, key) for key in view.curia if key in view.senators),
        unaligned=tuple(senator_card(view, s, None) for s in unaligned),
        factions=tuple(faction_panel(view, f, name) for f in order),
    )


def atoms(value: object) -> Iterator[object]:
    """The plain values an option's value holds: itself, a tuple's items, a record's fields."""
    if isinstance(value, tuple):
        for item in value:
            yield from atoms(item)
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield getattr(value, f.name)
    else:
        yield value


def option_refs(view: GameView, decision: Decision) -> dict[str, Refs]:
    """For each option of a list, the Senators and Wars in play its value names. A list whose
    keys are numbers (bids, chits) names no War: its numbers are not card numbers."""
    if isinstance(decision.options, AmountOptions):
        return {}
    numbered = any(o.key.isdigit() for o in decision.options)
    found = {}
    for option in decision.options:
        values = list(atoms(option.value))
        senators = tuple(a for a in values if isinstance(a, str) and a in view.senators)
        wars = () if numbered else tuple(a for a in values if type(a) is int and a in view.wars)
        if senators or wars:
            found[option.key] = Refs(senators, wars)
    return found
