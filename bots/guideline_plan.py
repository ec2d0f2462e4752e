"""The Military Plan of section IV (4.05.3, 4.05.31, 4.05.33) as a base-game faction's Senate
policy (bots/guideline_seat.py): which War the Presiding Magistrate attacks, with what, and what
he raises first; and whether a Force another faction proposes follows such a plan.

The Presiding Magistrate reads the Senate's Forces context (each War's current Strength); a
faction voting sees only the proposal and its view, so it judges the Force by the War's printed
Strength (matching Wars and Leaders only add to it) or by its being every Legion Rome has.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from engine.forum_cards import war_card
from engine.queries import ACTIVE_BOXES
from engine.view import GameView

CRISIS_WARS: Final = 3
"""Active Wars from which Rome is in a Crisis (4.05.3)."""
CRISIS_STRENGTH: Final = 15
"""An Active War stronger than this puts Rome in a Crisis (4.05.3)."""
EXTRA_CAP: Final = 15
"""Most Legions beyond a War's Land Strength a plan sends (4.05.3 K5, 4.05.31)."""
UNIT_COST: Final = 10
"""What a unit costs to raise (1.09.63)."""
ACTIVE_NAMES: Final = ("active", "unprosecuted")
"""The boxes of Active Wars as the Senate's Forces context names them (1.07.334)."""

ForcesWars = Mapping[str, tuple[str, int, int, int, int]]
"""The Forces context's Wars: box, Land and Naval Strength, Fleet Support, Legions there."""


@dataclass(frozen=True, slots=True)
class Plan:
    """The War attacked (its card key), the Legions and Fleets the attack wants, and whether
    Rome is in a Crisis (then every Legion goes)."""

    war: str
    legions: int
    fleets: int
    crisis: bool


def fleets_needed(naval: int, support: int) -> int:
    """The Fleets an adequate Force takes: the Naval Strength or the Support, the larger
    (4.05.31)."""
    return max(naval, support)


def plan_of(wars: ForcesWars, legions: int, fleets: int, treasury: int) -> Plan | None:
    """The plan (4.05.3): in a Crisis (three Active Wars, or one stronger than 15) the weakest
    unfought Active War with all possible strength, Legions at most its Land Strength + 15 (K5);
    else the strongest unfought Active War whose adequate Force (4.05.31) Rome has or can pay for
    (N3); None if no War fits."""
    active = {k: w for k, w in wars.items() if w[0] in ACTIVE_NAMES}
    unfought = {k: w for k, w in active.items() if not w[4]}
    if not unfought:
        return None
    crisis = len(active) >= CRISIS_WARS or any(
        max(w[1], w[2]) > CRISIS_STRENGTH for w in active.values()
    )
    if crisis:
        key = min(unfought, key=lambda k: (unfought[k][1], k))
        _, land, naval, support, _ = unfought[key]
        return Plan(key, land + EXTRA_CAP, fleets_needed(naval, support), crisis=True)
    for key in sorted(unfought, key=lambda k: (-max(unfought[k][1], unfought[k][2]), k)):
        _, land, naval, support, _ = unfought[key]
        needed = fleets_needed(naval, support)
        builds = max(0, land - legions) + max(0, needed - fleets)
        if builds * UNIT_COST <= treasury:
            return Plan(key, land, needed, crisis=False)
    return None


def follows_plan(view: GameView, war: int, legions: int, fleets: int) -> bool:
    """Whether a Force sent against ``war`` is one a plan sends, as a voter sees it: an adequate
    Force by the War's printed Strength, or every Legion in the Active Forces with the Fleet
    Support (a Crisis plan's all possible strength, 4.05.3)."""
    card = war_card(view.catalog, war)
    needed = fleets_needed(card.naval_strength or 0, card.fleet_support)
    if legions >= card.land_strength and fleets >= needed:
        return True
    boxed = sum(1 for unit in view.legions if unit.location == "rome")
    return legions > 0 and legions >= boxed and fleets >= card.fleet_support


def active_wars(view: GameView) -> int:
    """Active and Unprosecuted Wars (1.07.334)."""
    return sum(1 for box in view.wars.values() if box in ACTIVE_BOXES)
