"""The Forum Phase's tables (rule 1.07) as data: the Random Events Table (1.07.21), Games (1.07.6),
Putting Rome in Order (1.07.8), the Initiative, Persuasion and Knight numbers (1.07.2-1.07.51, 4.04)
and how Evil Omens change rolls (1.07.21, the Event card).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from engine.schemas.bands import check_unique_keys
from engine.schemas.common import DataModel, Era

EventId = Annotated[str, Field(pattern=r"^evt-[a-z]+(-[a-z]+)*$")]
"""Identifier of one of the 18 Random Event cards (the Event cards), e.g. ``evt-drought``."""


# --- Random events (1.07.21) ---------------------------------------------------------------------


class RandomEventRow(DataModel):
    """One natural 3d6 total of the Random Events Table with the event of each era (1.07.21)."""

    roll: int
    early: EventId
    middle: EventId
    late: EventId


class RandomEventsTable(DataModel):
    """Random Events Table, 3d6 by era, rolled after an Initiative roll of 7 (1.07.21)."""

    dice: int
    rows: tuple[RandomEventRow, ...]

    @model_validator(mode="after")
    def _complete(self) -> RandomEventsTable:
        rolls = [row.roll for row in self.rows]
        expected = list(range(self.dice, 6 * self.dice + 1))
        if rolls != expected:
            raise ValueError(
                f"random_events: rows must be rolls {expected[0]}..{expected[-1]} once each "
                f"in order, got {rolls}"
            )
        return self

    def event(self, era: Era, roll: int) -> str:
        """Event id for a natural roll in an era's column."""
        for row in self.rows:
            if row.roll == roll:
                return str(getattr(row, era))
        raise ValueError(f"random_events: no row for roll {roll}")


# --- Games (1.07.6) ------------------------------------------------------------------------------


class GamesRow(DataModel):
    """One kind of Games: cost from the sponsor's Personal Treasury and its effects (1.07.6)."""

    key: str
    name: str
    cost: int
    popularity: int
    unrest: int


class GamesTable(DataModel):
    """Games Table (1.07.6), cheapest first."""

    rows: tuple[GamesRow, ...]

    @model_validator(mode="after")
    def _ordered(self) -> GamesTable:
        check_unique_keys([row.key for row in self.rows], "games")
        costs = [row.cost for row in self.rows]
        if costs != sorted(set(costs)):
            raise ValueError(f"games: costs must strictly increase, got {costs}")
        return self

    def get(self, key: str) -> GamesRow:
        """Games by key, e.g. ``games-blood-fest``."""
        for row in self.rows:
            if row.key == key:
                return row
        raise KeyError(key)

    def best_affordable(self, talents: int) -> GamesRow | None:
        """Most expensive Games a sponsor with ``talents`` can pay for (4.04.4), if any."""
        affordable = [row for row in self.rows if row.cost <= talents]
        return affordable[-1] if affordable else None


# --- Putting Rome in order (1.07.8) --------------------------------------------------------------


class CuriaTable(DataModel):
    """Putting Rome in Order: 1d6 thresholds for the Curia (1.07.8; D2-07)."""

    revival_min_roll: int
    leader_death_min_roll: int

    def revives(self, roll: int) -> bool:
        """Whether a Concession or Family Senator in the Curia returns to the Forum."""
        return roll >= self.revival_min_roll

    def leader_dies(self, roll: int) -> bool:
        """Whether a Leader in the Curia is discarded."""
        return roll >= self.leader_death_min_roll


# --- Initiative, persuasion, knights (1.07.2-1.07.5, 4.04) ---------------------------------------


class InitiativeTable(DataModel):
    """Initiative, Persuasion and Knight numbers, and Neutral bot numbers (1.07.2-1.07.51, 4.04)."""

    initiatives_per_forum_phase: int
    random_event_roll: int
    min_initiative_bid: int
    aligned_target_penalty: int
    persuasion_auto_fail: int
    persuasion_auto_fail_after_era_ends: int
    knight_min_roll: int
    knight_votes: int
    neutral_bribe_min_base: int
    neutral_bribe_max_base: int
    neutral_counter_bribe_target: int
    neutral_bid_turn_margin: int
    neutral_bid_continue_roll: int

    def persuasion_fails_naturally(self, natural_roll: int, era_ends_revealed: bool) -> bool:
        """Whether an unmodified 2d6 fails the Persuasion Attempt whatever the base (1.07.41)."""
        limit = (
            self.persuasion_auto_fail_after_era_ends
            if era_ends_revealed
            else self.persuasion_auto_fail
        )
        return natural_roll >= limit


# --- Evil Omens (1.07.21, 1.07.8, the Event card) ------------------------------------------------

RollKind = Literal[
    "initiative",
    "random_events",
    "natural_disaster_concession",
    "tax_farmer",
    "persuasion",
    "other",
]
"""Classes of dice roll that Evil Omens treat differently."""


class EvilOmensTable(DataModel):
    """How Evil Omens modify rolls (Evil Omens card; 1.07.21, 1.07.8; D2-34)."""

    per_level: int
    exempt: tuple[RollKind, ...]
    raised: tuple[RollKind, ...]

    def modifier(self, kind: RollKind, level: int) -> int:
        """Amount added to a roll of this kind at an Evil Omens level."""
        if kind in self.exempt:
            return 0
        sign = 1 if kind in self.raised else -1
        return sign * self.per_level * level
