"""What an effect function receives: the card, the side just placed and its level (1.07.21)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from engine.context import Context, Procedure
from engine.log import Act
from engine.schemas.events import EventSide, RandomEventCard
from engine.value_class import ValueClass

RULE: Final = "1.07.21"


@dataclass(frozen=True, slots=True)
class Resolution(ValueClass):
    """A Random Event being resolved: its card, the side now showing and the card's level."""

    card: RandomEventCard
    side: EventSide
    level: int
    actor: str
    """Who resolves it, for the log: the faction whose roll drew it, or "Game"."""

    def __init__(self, card: RandomEventCard, side: EventSide, level: int, actor: str) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "side", side)
        object.__setattr__(self, "level", level)
        object.__setattr__(self, "actor", actor)

    def record(
        self, ctx: Context, act: Act, text: str, dice: Sequence[int] = (), **data: object
    ) -> None:
        """Log a step of this event under 1.07.21, naming the side showing."""
        ctx.record(
            self.actor, act, RULE, f"{self.side.name}: {text}", dice, event=self.card.id, **data
        )


Resolver = Callable[[Context, Resolution], Procedure]
"""Resolves one effect type; a procedure, since some effects ask the HRAO."""


def at_once(effect: Callable[[Context, Resolution], None]) -> Resolver:
    """A Resolver for an effect that asks nobody."""

    def resolver(ctx: Context, resolution: Resolution) -> Procedure:
        effect(ctx, resolution)
        yield from ()

    resolver.__doc__ = effect.__doc__
    return resolver
