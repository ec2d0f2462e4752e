"""Shared building blocks for the card and table data schemas (rule 1.02, game components)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Era = Literal["early", "middle", "late"]
"""The scenario deck a card belongs to, by border colour (white, gray, red; engine/data)."""

CardCategory = Literal[
    "family",
    "statesman",
    "war",
    "leader",
    "cleopatra",
    "concession",
    "intrigue",
    "law",
    "forum_event",
    "era_ends",
]
"""Kinds of the 160 scenario cards (1.02, 1.07.3)."""

FORUM_CATEGORIES: frozenset[CardCategory] = frozenset(
    {"family", "war", "leader", "forum_event", "era_ends"}
)
"""Black-text Forum cards, revealed and placed when drawn (1.07.3); the rest are Faction cards."""


class DataModel(BaseModel):
    """Base of every data-file model: unknown fields are errors and loaded data is immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class DeckEntry(DataModel):
    """One physical scenario card: its sequential number 1-160, deck and what it is
    (engine/data)."""

    card_no: int
    era: Era | None
    category: CardCategory
    key: str
    name: str
