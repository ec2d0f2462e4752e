"""Derived facts every phase asks about: HRAO, votes, who is in Rome, turn order (1.04.8, 1.09)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final, TypeVar

from engine.catalog import Catalog
from engine.context import Context
from engine.effects import handles_effect
from engine.readonly import SenatorView
from engine.schemas.laws import RuleChangeEffect
from engine.state import CIVIL_WAR, GameState, Location, Office, Senator, WarStatus

OFFICE_PRECEDENCE: Final[tuple[Office, ...]] = (
    Office.DICTATOR,
    Office.ROME_CONSUL,
    Office.FIELD_CONSUL,
    Office.CENSOR,
    Office.MASTER_OF_HORSE,
)
"""Order of precedence printed on the Major Office markers (1.09.11)."""

ACTIVE_BOXES: Final = frozenset({WarStatus.ACTIVE, WarStatus.UNPROSECUTED})
"""Boxes whose Wars are Active (1.07.334): an Unprosecuted War is an Active War."""

FACTION_COUNT: Final = 5
"""Section IV always plays with five factions (4.01.1); the base game with 3-6 (1.01)."""


def seats_from(first: int, count: int = FACTION_COUNT) -> list[int]:
    """The ``count`` seats in clockwise order starting with ``first`` (1.04.8)."""
    return [(first + i) % count for i in range(count)]


def rule_change_in_force(state: GameState, catalog: Catalog, change: str) -> bool:
    """Whether a Law in force makes this permanent rule change (the Law cards)."""
    laws = state.laws
    if not laws:  # no Law in force: nothing to look up
        return False
    return any(card_no in laws for card_no in _rule_changes(catalog).get(change, ()))


_RULE_CHANGES: Final[dict[int, tuple[Catalog, dict[str, tuple[int, ...]]]]] = {}
"""The Laws making each rule change, by catalog (its id; the catalog is kept, so the id stays
its own)."""


def _rule_changes(catalog: Catalog) -> dict[str, tuple[int, ...]]:
    """The card numbers of the Laws making each rule change, indexed once a catalog."""
    found = _RULE_CHANGES.get(id(catalog))
    if found is None or found[0] is not catalog:
        index: dict[str, list[int]] = {}
        for law in catalog.laws.laws:
            if isinstance(law.effect, RuleChangeEffect):
                index.setdefault(law.effect.change, []).append(law.card_no)
        found = _RULE_CHANGES[id(catalog)] = (
            catalog,
            {change: tuple(cards) for change, cards in index.items()},
        )
    return found[1]


_ROME: Final = Location.ROME
"""``Location.ROME`` read once: ``in_rome`` runs thousands of times a game, and reading an
enum member through its class costs several times a global."""


def in_rome(senator: SenatorView) -> bool:
    """An aligned Senator present in Rome (not Governor, Proconsul, Captive or Rebel, 1.09.11)."""
    return senator.faction is not None and senator.location is _ROME


S = TypeVar("S", bound=SenatorView)


def senators_in_rome(senators: Iterable[S]) -> list[S]:
    """The Senators ``in_rome`` among ``senators``, in order (1.09.11): its test written out, not
    called a Senator, as whole-Senate scans ask it thousands of times a game."""
    return [s for s in senators if s.faction is not None and s.location is _ROME]


def faction_in_rome(senators: Iterable[S], seat: int) -> list[S]:
    """The Senators of faction ``seat`` ``in_rome`` among ``senators``, in order (1.09.11); a
    Senator of a seat is aligned, so only his place is left to test."""
    return [s for s in senators if s.faction == seat and s.location is _ROME]


def votes(senator: SenatorView) -> int:
    """Votes a Senator controls: Oratory plus Knights, in Rome only (1.09.141)."""
    return senator.oratory + senator.knights if in_rome(senator) else 0


def votes_by_faction(senators: Iterable[SenatorView]) -> dict[int, int]:
    """The ``votes`` of each faction with a Senator in Rome among ``senators`` (1.09.141), in one
    pass with the ``in_rome`` test written out, not one call a Senator."""
    found: dict[int, int] = {}
    for s in senators:
        faction = s.faction
        if faction is not None and s.location is _ROME:
            found[faction] = found.get(faction, 0) + s.oratory + s.knights
    return found


def faction_votes(senators: Iterable[SenatorView], seat: int) -> int:
    """The votes a faction controls: its Senators' Oratory plus Knights, in Rome only
    (1.09.141)."""
    return sum(votes(s) for s in senators if s.faction == seat)


def hrao(state: GameState, anywhere: bool = False) -> Senator | None:
    """The Highest Ranking Available Official (1.09.11): the first office in precedence held by
    a Senator in Rome; else the aligned Senator in Rome with most Influence, then Oratory, then
    lowest ID. None if no aligned Senator is in Rome. ``anywhere``: every aligned Senator in
    play counts as in Rome (1.11.3)."""
    present = [  # ``in_rome`` written out: a call a Senator, and the HRAO is asked often
        s
        for s in state.senators.values()
        if s.faction is not None and (anywhere or s.location is _ROME)
    ]
    return highest_ranking(present)


def highest_ranking(present: list[Senator]) -> Senator | None:
    """The highest ranking of the Senators counted as in Rome (1.09.11): the first office in
    precedence; else most Influence, then Oratory, then lowest ID. None if there is none."""
    for office in OFFICE_PRECEDENCE:
        for senator in present:
            if office in senator.offices:
                return senator
    if not present:
        return None
    return min(present, key=lambda s: (-s.influence, -s.oratory, s.family_id, s.key))


def active_wars(state: GameState) -> list[int]:
    """The Active Wars by card number, Unprosecuted ones included (1.07.334), then the Civil
    War (``CIVIL_WAR``) while there is a Primary Rebel: his Army is an Active War until he dies
    or meets a Winning Condition (1.11.3), for the four-War collapse (1.12.1), the Debits
    (1.06.53) and the Senate alike. A Senator in Revolt without a Primary Rebel is no War."""
    wars = sorted(n for n, box in state.wars.items() if box in ACTIVE_BOXES)
    if state.primary_rebel is not None:
        wars.append(CIVIL_WAR)
    return wars


def turn_order(ctx: Context) -> list[int]:
    """Seats clockwise from the HRAO's faction (1.04.8); from seat 0 if nobody is in Rome."""
    first = hrao(ctx.state)
    seat = first.faction if first is not None and first.faction is not None else 0
    return seats_from(seat, len(ctx.state.factions))


def faction_money(state: GameState, seat: int) -> int:
    """Faction Treasury plus every Personal Treasury of its Senators (what a Neutral counts as a
    faction's money, 4.04.2)."""
    faction = state.factions[seat]
    return faction.treasury + sum(s.talents for s in state.faction_senators(seat))


WAR_DROUGHT: Final = "war_drought"
WAR_DROUGHT_IN_PLAY: Final = "in_play"
"""The switchable ruling on Drought Wars (solo/rulings.py, docs/rulings.md): by default only an
Active War's Dying Plant counts (1.07.334); ``in_play`` counts it in any box (the War cards)."""


@handles_effect("event", "drought", rule="1.08.12")
@handles_effect("war", "drought", rule="1.08.12")
def drought_effects(ctx: Context) -> int:
    """Drought Effects in play (1.08.12): the Drought event's level plus every War with the
    Dying Plant icon that is Active or Unprosecuted: "Inactive or Imminent Wars do not count
    against ... Unrest" (1.07.334); under ``war_drought=in_play`` every such War in the Forum,
    whatever its box (the reference data's reading, D1-29)."""
    state, catalog = ctx.state, ctx.catalog
    every_box = dict(ctx.options.rulings).get(WAR_DROUGHT) == WAR_DROUGHT_IN_PLAY
    dormant = (WarStatus.INACTIVE, WarStatus.IMMINENT)
    wars = [
        catalog.war_by_key[catalog.entry(card_no).key]
        for card_no, box in state.wars.items()
        if every_box or box not in dormant
    ]
    return state.events.get("evt-drought", 0) + sum(1 for war in wars if war.drought)


def richest_in_rome(ctx: Context, seat: int) -> int:
    """The largest Personal Treasury among the faction's Senators in Rome (1.07.22)."""
    return max((s.talents for s in faction_in_rome(ctx.state.senators.values(), seat)), default=0)
