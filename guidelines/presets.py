"""Guideline presets: whole sets of Neutral Guideline cards shipped besides the printed ones
(guidelines/presets/<name>/, each file headed by how it was made and what it measured).

They change how the Neutrals play, not the rules: play one in a tournament with
``--guidelines-variant easy=guidelines/presets/easy``. The difficulty levels are handicaps
(solo/handicaps.py); a save made when ``--difficulty`` picked these presets still resumes by them.
"""

from __future__ import annotations

from importlib.resources import files

from guidelines.loader import NEUTRAL_ROLES, GuidelineSet, parse_guideline

PRESETS = ("easy", "hard")
"""The shipped presets."""


def file_name(role: str) -> str:
    """The file a role's card is stored in, as the built-in cards and the presets are
    (``plutocrats.toml``, ...)."""
    return f"{role.lower()}.toml"


def preset_guidelines(name: str) -> GuidelineSet:
    """The Guideline set of a preset; ValueError naming the presets if unknown."""
    if name not in PRESETS:
        raise ValueError(f"unknown Guideline preset {name!r} (choose from {', '.join(PRESETS)})")
    folder = files("guidelines") / "presets" / name
    return GuidelineSet(
        {
            role: parse_guideline(
                (folder / file_name(role)).read_text(encoding="utf-8"),
                f"presets/{name}/{file_name(role)}",
            )
            for role in NEUTRAL_ROLES
        }
    )
