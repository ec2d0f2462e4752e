"""The section IV rule that replaces a basic rule for a Neutral's decision or act, so that the
log and the decisions cite what governs them (4.01.3, 4.01.4, 4.04.2-4.04.4, 4.07.4, 4.07.5)."""

from __future__ import annotations

from typing import Final

from engine.context import Context

NEUTRAL_RULES: Final[dict[str, str]] = {
    "1.07.4": "4.04.2",
    "1.07.412": "4.04.2",
    "1.07.413": "4.04.21",
    "1.07.5": "4.04.3",
    "1.07.6": "4.04.4",
    "1.07.7": "4.01.3",
    "1.07.35": "4.07.5",
    "1.09.73": "4.07.4",
    "3.01.4 D": "4.01.4",
    "3.01.7": "4.01.3",
    "3.01.9": "4.01.4",
}
"""Basic rule -> the section IV rule a Neutral follows instead."""


def cite(ctx: Context, seat: int, rule: str) -> str:
    """The rule governing ``seat``'s act under basic ``rule``: section IV's for a Neutral."""
    if ctx.state.factions[seat].is_player:
        return rule
    return NEUTRAL_RULES.get(rule, rule)
