"""Difficulty levels: the Guideline sets the Neutrals play by (section IV).

``normal`` is the printed Guidelines, unchanged; ``easy`` and ``hard`` are shipped presets,
Guideline files found with `ror tune` (guidelines/presets/<level>/, headed by how they were
found and what they measured).
"""

from __future__ import annotations

from importlib.resources import files

from guidelines.loader import NEUTRAL_ROLES, GuidelineSet, parse_guideline
from lab.guideline_files import file_name

LEVELS = ("easy", "normal", "hard")
"""The difficulty levels, easiest first."""

NORMAL = "normal"
"""The level of the printed Guidelines."""


def difficulty_guidelines(level: str) -> GuidelineSet:
    """The Guideline set of a difficulty level; ValueError naming the levels if unknown."""
    if level not in LEVELS:
        raise ValueError(f"unknown difficulty {level!r} (choose from {', '.join(LEVELS)})")
    if level == NORMAL:
        return GuidelineSet.default()
    folder = files("guidelines") / "presets" / level
    return GuidelineSet(
        {
            role: parse_guideline(
                (folder / file_name(role)).read_text(encoding="utf-8"),
                f"presets/{level}/{file_name(role)}",
            )
            for role in NEUTRAL_ROLES
        }
    )
