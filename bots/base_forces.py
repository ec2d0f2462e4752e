"""The base-faction bot's Forces plan (1.09.63-1.09.647, 1.10.11, 1.10.12): which Commander
goes against which Active War with what Force, and what must be raised for it within the State
Treasury's means (bots/base_treasury.py). Every Commander the Senate may send goes, the
Presiding Magistrate last, since his departure closes the Senate (1.09.642); the easiest Wars
first, for each beaten War is 20 T a turn and an Unrest less, and four Active Wars end the game
for every faction (1.12.1). It reads only the faction's view and the Senate's context."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import product
from typing import Final

from bots.base_treasury import affordable_units, crisis, doomed
from engine.readonly import UnitView
from engine.state import ACTIVE_FORCES, BANK, Location, Office
from engine.view import GameView

MARGIN: Final = 8
"""Strength sought over the War's (1.10.11): Victory on 5 or more of 3d6, 49 times in 50, but
for a natural Disaster or Standoff number; lower margins are tried only as Wars press."""

CRISIS_MARGIN: Final = 1
"""Strength over the War's accepted when a fourth Active War would end the game (1.12.1)."""

DOOM_MARGIN: Final = -4
"""The least Strength over the War's a Commander is sent at while four Active Wars stand: a
Victory on 17 or more of 3d6, better than the certain end of the game (1.12.1)."""

ATTACKED: Final = ("active", "unprosecuted")
"""The War boxes a Force is sent against (1.07.334): an Inactive War is left to sleep."""

UNIT_LIMIT: Final = 25
"""Legions, and Fleets, the Republic may have (1.09.63)."""

COMMAND_ORDER: Final = (Office.FIELD_CONSUL, Office.DICTATOR, Office.ROME_CONSUL)
"""Who may be sent (1.09.641), the Field Consul before the Rome Consul."""

War = tuple[str, int, int, int, int]
"""A War as the Senate's context gives it: box, Land Strength, Fleet Strength, Fleet Support,
Strength of the Legions already sent (engine/senate/decisions.py ``ForcesContext``)."""


@dataclass(frozen=True, slots=True)
class Commander:
    """A Senator the Senate may send: his Military (with his Master of Horse's, 1.09.34), and
    whether he presides (his departure closes the Senate, 1.09.642)."""

    key: str
    office: Office
    military: int
    presides: bool


@dataclass(frozen=True, slots=True)
class Attack:
    """A Commander sent against a War with Legion Strength and Fleets from the Active Forces."""

    commander: str
    war: str
    legions: int
    fleets: int


@dataclass(frozen=True, slots=True)
class Plan:
    """The attacks this Senate should send, in order, and the units to raise for them."""

    attacks: tuple[Attack, ...]
    legions: int
    fleets: int


def commanders(view: GameView) -> list[Commander]:
    """The Consuls and Dictator in Rome, in the order they should go: the Field Consul, the
    Dictator or Rome Consul who does not preside, the Presiding Magistrate last (1.09.641,
    1.09.642; the Dictator presides when there is one, else the Rome Consul, 1.09.12)."""
    present = {
        office: senator
        for senator in view.senators.values()
        if senator.location is Location.ROME
        for office in senator.offices
    }
    chair = Office.DICTATOR if Office.DICTATOR in present else Office.ROME_CONSUL
    horse = present.get(Office.MASTER_OF_HORSE)
    found = [
        Commander(
            present[office].key,
            office,
            present[office].military
            + (horse.military if horse is not None and office is Office.DICTATOR else 0),
            office is chair,
        )
        for office in COMMAND_ORDER
        if office in present
    ]
    return sorted(found, key=lambda c: c.presides)


def margins(view: GameView) -> range:
    """The margins a Commander is sent at, the highest first: ``MARGIN`` alone; down to
    ``CRISIS_MARGIN`` when a fourth War threatens, to ``DOOM_MARGIN`` when four Active Wars
    stand, for then only Victories save the Republic (1.12.1)."""
    floor = DOOM_MARGIN if doomed(view) else CRISIS_MARGIN if crisis(view) else MARGIN
    return range(MARGIN, floor - 1, -1)


def units_needed(enemy: int, military: int, margin: int) -> int:
    """Least units whose Strength, with the Commander's Military (no more than the units add,
    1.10.11), is ``margin`` over ``enemy``; 0 against no enemy."""
    if enemy <= 0:
        return 0
    goal = enemy + margin
    return max(-(-goal // 2), goal - military, 1)


def need(war: War, military: int, margin: int) -> tuple[int, int]:
    """Legion Strength and Fleets a Commander needs against a War: the Fleet Support, or the
    Fleets to win its Naval Battle first (1.10.12), and the Legions for its Land Battle."""
    _, land, naval, support, _ = war
    return units_needed(land, military, margin), max(support, units_needed(naval, military, margin))


def plan(
    view: GameView, wars: Mapping[str, War], legions: int, fleets: int, budget: int | None = None
) -> Plan:
    """Each Commander in order against the easiest Active War his Force can beat by the highest
    of ``margins`` from the Active Forces and what ``budget`` units (what the Treasury affords)
    may add, a War no Proconsul fights first (a second Force fights on its own, 1.09.645); and
    the units to raise for it."""
    budget = affordable_units(view) if budget is None else budget
    room_legions = UNIT_LIMIT - _in_play(view.legions)
    room_fleets = UNIT_LIMIT - _in_play(view.fleets)
    targets = sorted(
        (key for key, war in wars.items() if war[0] in ATTACKED),
        key=lambda key: (bool(wars[key][4]), sum(wars[key][1:4]), key),
    )
    attacks: list[Attack] = []
    raised_legions = raised_fleets = 0
    for commander in commanders(view):
        if commander.office is Office.ROME_CONSUL and _field_consul_stays(view, attacks):
            continue
        for sought, key in product(margins(view), targets):
            strength, ships = need(wars[key], commander.military, sought)
            more_legions = max(0, strength - legions)
            more_fleets = max(0, ships - fleets)
            if (
                more_legions + more_fleets <= budget
                and raised_legions + more_legions <= room_legions
                and raised_fleets + more_fleets <= room_fleets
            ):
                attacks.append(Attack(commander.key, key, strength, ships))
                targets.remove(key)
                budget -= more_legions + more_fleets
                raised_legions += more_legions
                raised_fleets += more_fleets
                legions += more_legions - strength
                fleets += more_fleets - ships
                break
    return Plan(tuple(attacks), raised_legions, raised_fleets)


def _field_consul_stays(view: GameView, attacks: list[Attack]) -> bool:
    """Whether a Field Consul in Rome is not sent: the Rome Consul may not go before him
    (1.09.641)."""
    sent = {attack.commander for attack in attacks}
    return any(
        Office.FIELD_CONSUL in s.offices and s.location is Location.ROME and s.key not in sent
        for s in view.senators.values()
    )


def legions_for(view: GameView, strength: int) -> int:
    """How many Legions of the Active Forces, Veterans first (as the Senate sends them), make
    ``strength`` (a Veteran counts double, 1.10.5)."""
    veterans = sorted(not u.veteran for u in view.legions if u.location == ACTIVE_FORCES)
    total = count = 0
    for fresh in veterans:
        if total >= strength:
            break
        total += 1 if fresh else 2
        count += 1
    return count


def _in_play(units: tuple[UnitView, ...]) -> int:
    """Units of a kind raised and not eliminated (1.09.63)."""
    return sum(1 for unit in units if unit.location != BANK)
