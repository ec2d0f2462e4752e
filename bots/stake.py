"""What the Republic's survival is worth to a Player, in talents: the reckoning the heuristic
Player weighs against its own Influence wherever it spends (contributions, transfers, Counter-
Bribes, Knights).

The Republic falls for every faction alike (1.12.1), and a Player can win only if it stands:
money given to the State keeps it solvent (1.06.53) and pays the Military Plan's legions
(4.05.33), and the Neutrals whose Charity lists the Treasury match the largest single Player
contribution (4.03.4). These functions read only the Player's view (1.04.9).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Final

from engine.queries import ACTIVE_BOXES
from engine.state import Location
from engine.view import GameView
from guidelines.loader import NEUTRAL_ROLES, GuidelineSet

MATCHING_CHARITY: Final = "treasury"
"""The Charity entry of a Neutral that matches Player contributions (4.03.4)."""

NO_MONEY: Final = (Location.CAPTIVE, Location.REBEL)
"""Where a Senator may neither receive nor pay talents (1.06.3)."""


def active_war_count(view: GameView) -> int:
    """Active and Unprosecuted Wars the Player sees (1.06.53, 1.12.1)."""
    return sum(1 for status in view.wars.values() if status in ACTIVE_BOXES)


def leads(view: GameView, share: float = 1.0) -> bool:
    """Whether the Player's faction has at least ``share`` of the Influence of the faction with
    most, its own included (1.12.2)."""
    totals: dict[int | None, int] = {}
    for senator in view.senators.values():
        if senator.faction is not None:
            totals[senator.faction] = totals.get(senator.faction, 0) + senator.influence
    return totals.get(view.seat, 0) >= share * max(totals.values(), default=0)


def stake(view: GameView, weight: float, per_war: float) -> float:
    """The share of his spare talents a Player gives the State this Revenue Phase: ``weight``
    always, ``per_war`` more for each Active War (four of them end the game, 1.12.1), at most
    all of it."""
    return max(0.0, min(1.0, weight + per_war * active_war_count(view)))


@cache
@cache
def matching_roles() -> frozenset[str]:
    """The Neutral identities whose printed Charity matches Player contributions (4.03.4): read
    once, as every Neutral's contribution asks."""
    guidelines = GuidelineSet.default()
    return frozenset(
        role for role in NEUTRAL_ROLES if MATCHING_CHARITY in guidelines[role].charity
    )


def matchers(view: GameView) -> list[int]:
    """For each Neutral that matches Player contributions, the talents of its richest Senator who
    has not contributed this phase: a match is all or nothing from him (4.03.4)."""
    roles = matching_roles()
    richest = {f.seat: 0 for f in view.factions if not f.is_player and f.role in roles}
    contributed = set(view.contributed)
    for senator in view.senators.values():
        if (
            senator.faction in richest
            and senator.location not in NO_MONEY
            and senator.key not in contributed
        ):
            richest[senator.faction] = max(richest[senator.faction], senator.talents)
    return list(richest.values())


def matched_gift(purses: Sequence[int], budget: int) -> int:
    """The single contribution of at most ``budget`` talents that puts most into the State
    Treasury once the Neutrals whose richest purses are ``purses`` (``matchers``) have matched
    it (4.03.4); the largest such."""
    candidates = {budget, *(p for p in purses if p < budget)}
    return max(
        candidates, key=lambda gift: (gift * (1 + sum(1 for p in purses if p >= gift)), gift)
    )
