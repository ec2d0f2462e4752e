"""Short notes on the rules decisions cite, in the project's own words (rule_notes.toml)."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

NOTES_FILE = Path(__file__).with_name("rule_notes.toml")


@cache
def rule_notes() -> dict[str, str]:
    """Every note by rule number."""
    with NOTES_FILE.open("rb") as file:
        data = tomllib.load(file)
    return {str(rule): str(text) for rule, text in data.items()}


def note_for(rule: str) -> tuple[str, str] | None:
    """The note for a rule, or for the nearest broader rule ("1.07.413" falls back to
    "1.07.41", then "1.07.4"), as (rule number noted, text); None if there is none. A rule
    given as "A / B" is looked up by each part in turn."""
    notes = rule_notes()
    for part in (p.strip() for p in rule.split("/")):
        for end in range(len(part), 2, -1):
            number = part[:end].rstrip(".")
            if number in notes:
                return number, notes[number]
    return None
