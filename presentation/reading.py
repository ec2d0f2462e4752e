"""What a kind's reader of numbers works with: the game, the answering seat and its view
(``Reading``), what it returns (``Numbers``), and the registry of readers by decision kind
(``reads``), which presentation/options.py consults for every decision."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine.context import Context
from engine.decision import Decision
from engine.game import Game
from engine.view import GameView
from presentation.model import Figure


@dataclass(frozen=True, slots=True)
class Reading:
    """What the numbers are read from: the game (for public rule functions), the answering
    seat and its view (for anything another faction may not see)."""

    game: Game
    seat: int
    view: GameView

    @property
    def ctx(self) -> Context:
        """The game's context, for the engine's read-only rule functions."""
        return self.game.context


@dataclass(frozen=True, slots=True)
class Numbers:
    """What a kind's reader adds: figures of the decision as a whole, figures by option key,
    and figures at each end of an amount range."""

    figures: tuple[Figure, ...] = ()
    by_option: Mapping[str, tuple[Figure, ...]] | None = None
    at_low: tuple[Figure, ...] = ()
    at_high: tuple[Figure, ...] = ()
    rank: Mapping[str, float] | None = None
    """Options to list best first (highest rank), after the stop options."""
    default: int | None = None
    """The amount to start from, if not the lowest (the plan's own share)."""


Reader = Callable[[Reading, Decision], Numbers]
READERS: dict[str, Reader] = {}
"""The reader of each decision kind that has numbers, by kind name."""


def reads(*kinds: str) -> Callable[[Reader], Reader]:
    """Register a reader for these decision kinds."""

    def register(reader: Reader) -> Reader:
        for kind in kinds:
            READERS[kind] = reader
        return reader

    return register
