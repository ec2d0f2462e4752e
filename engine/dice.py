"""The game's one seeded generator: every die, chit, card draw, shuffle and random pick (1.04.8,
1.05.21, 1.07.3).

Every chance event of the rules goes through ``Dice``, so a subclass can take it from elsewhere:
table mode (play/table.py) asks the person what the physical table shows."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

DiceState = tuple[object, tuple[int, ...]]
"""Where a Dice stands: its generator's state and the scripted results left (``getstate``)."""

Namer = Callable[[T], str]
"""How a drawn or picked item is named to a person (a card's name, a chit's Senator)."""


def make_rng(seed: int) -> random.Random:
    """A seeded stdlib generator; the only place the project creates one."""
    return random.Random(seed)


class Dice:
    """All chance in a game: seeded, copyable, and scriptable for tests.

    Scripted die results (``script``) are consumed before the generator, one per die.
    """

    __slots__ = ("_rng", "_scripted")

    def __init__(self, seed: int) -> None:
        self._rng = make_rng(seed)
        self._scripted: list[int] = []

    def script(self, results: Iterable[int]) -> None:
        """Force the next 1d6 results, in order (for tests)."""
        values = list(results)
        if any(not 1 <= v <= 6 for v in values):
            raise ValueError(f"scripted dice must be 1..6, got {values}")
        self._scripted.extend(values)

    @property
    def scripted_left(self) -> int:
        """How many scripted results have not been used yet."""
        return len(self._scripted)

    def d6(self) -> int:
        """One six-sided die."""
        if self._scripted:
            return self._scripted.pop(0)
        return self._rng.randint(1, 6)

    def roll(self, count: int) -> tuple[int, ...]:
        """``count`` six-sided dice, each shown separately (1d6, 2d6, 3d6 ...)."""
        return tuple(self.d6() for _ in range(count))

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (decks, Family cards, Provinces)."""
        self._rng.shuffle(items)

    def draw(self, pile: list[T], name: Namer[T] = str) -> T:
        """Take the top card of a shuffled pile (top = last): the Forum deck, the Family cards
        (1.07.3, 3.01.4 C). ``name`` names the cards to a person (TableDice)."""
        return pile.pop()

    def take(self, items: list[T], name: Namer[T] = str) -> T:
        """Take one item out of ``items`` at random: a Mortality chit from the cup (1.05.21)."""
        return items.pop(self._rng.randrange(len(items)))

    def sample(self, items: Sequence[T], count: int, name: Namer[T] = str) -> list[T]:
        """``count`` distinct items at random, in draw order."""
        return self._rng.sample(list(items), count)

    def getstate(self) -> DiceState:
        """Where the dice stand, to ``setstate`` later (Game.fork's checkpoints)."""
        return self._rng.getstate(), tuple(self._scripted)

    def setstate(self, state: DiceState) -> None:
        """Put the dice back where ``getstate`` found them."""
        rng, scripted = state
        self._rng.setstate(rng)  # type: ignore[arg-type]
        self._scripted = list(scripted)

    def copy(self) -> Dice:
        """An independent generator in the same position."""
        twin = Dice.__new__(Dice)
        twin._rng = make_rng(0)
        twin._rng.setstate(self._rng.getstate())
        twin._scripted = list(self._scripted)
        return twin
