"""The names section IV gives the Neutrals and the items their Guidelines choose among.

Mechanics in ``solo/`` use these names; ``guidelines/`` imports them for its schema, so the
Guideline files and the rules share one vocabulary (solo never reads a Guideline itself).
"""

from __future__ import annotations

from typing import Final, Literal

NeutralRole = Literal["Imperials", "Plutocrats", "Conservatives", "Populists"]
"""The four Neutral factions of section IV (4.01.2)."""

NEUTRAL_ROLES: Final[tuple[NeutralRole, ...]] = (
    "Imperials",
    "Plutocrats",
    "Conservatives",
    "Populists",
)

SpoilsItem = Literal["rome_consul", "field_consul", "censor", "governor", "concession", "land_bill"]
"""Kinds of Spoils a faction can take in the Senate Phase (4.05.4)."""
