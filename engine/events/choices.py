"""Choices an Event gives the HRAO (1.07.21); a Neutral HRAO's are the Dominant Player's (4.02.2).

Decision kind ``event.hrao_choice``: the options are those of the event (a location of Fleets,
an enemy Leader, a War); ``context["event"]`` names the card.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Final

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.decisions import EVENT_HRAO_CHOICE
from engine.queries import hrao

HRAO_CHOICE: Final = EVENT_HRAO_CHOICE

Asking = Generator[Decision, Choice, Option]
"""A step that may ask someone and returns the chosen option."""


def ask_hrao(
    ctx: Context, event_id: str, rule: str, options: Sequence[Option], prompt: str
) -> Asking:
    """The HRAO's choice among ``options``; a single option needs no decision, and with no
    HRAO in Rome the options are drawn by 2d6 (1.04.8)."""
    if len(options) == 1:
        return options[0]
    official = hrao(ctx.state)
    if official is None or official.faction is None:
        return ctx.tie_break(options, rule, f"{prompt} (no HRAO)", name=lambda o: o.label or o.key)
    seat = official.faction
    decision = ctx.ask(seat, HRAO_CHOICE, rule, options, prompt, event=event_id)
    if not ctx.state.factions[seat].is_player:
        decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
    choice = yield decision
    assert isinstance(choice, Option)
    return choice
