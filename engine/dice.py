"""The game's one seeded generator: every die, chit, card draw, shuffle and random pick (1.04.8,
1.05.21, 1.07.3).

Every chance event of the rules goes through ``Dice``, so a subclass can take it from elsewhere:
table mode (play/table.py) asks the person what the physical table shows.

Chance comes in streams, one per purpose (a battle's dice, the Mortality chits, a Province's
spoils, the deck's shuffles ...) and per phase of the game (``enter``): each caller names its
purpose (``*at``). Two games on one seed therefore meet the same chance wherever they ask for it
in the same place, however differently they played before (common random numbers: comparisons
of bots and Guidelines on one seed pair closely). The k-th number of a stream is SplitMix64 of
the stream's key, hashed with the seed, plus k; a whole game's chance is the seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, MutableSequence, Sequence
from hashlib import blake2b
from typing import ClassVar, TypeVar

from mypy_extensions import mypyc_attr

T = TypeVar("T")

Moment = tuple[int, int]
"""Where the game stands, as a checkpoint names it: (turn, phase index); (0, -1) at set-up."""
SETUP: Moment = (0, -1)

Purpose = str | int
"""One part of a stream's name: what the chance is for, then what it is about (a War's card
number, a Province or Senator key)."""

DiceState = tuple[int, Moment, tuple[tuple[tuple[Purpose, ...], int], ...], tuple[int, ...]]
"""Where a Dice stands: its seed, moment, the numbers each stream has given in that moment and
the scripted results left (``getstate``)."""

Namer = Callable[[T], str]
"""How a drawn or picked item is named to a person (a card's name, a chit's Senator)."""

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_OTHER: tuple[Purpose, ...] = ("other",)
"""The stream of a caller that names no purpose."""


def make_rng(seed: int) -> random.Random:
    """A seeded stdlib generator, for a bot's own choices (not the game's chance)."""
    return random.Random(seed)


@mypyc_attr(allow_interpreted_subclasses=True)
class Dice:
    """All chance in a game: seeded, in streams by purpose, copyable, and scriptable for tests.

    Scripted die results (``script``) are consumed before the generator, one per die, whatever
    the purpose. Other kinds of dice subclass it outside the compiled modules (the optional
    compiled build, README "Speed"): table mode's, the adapters' chance outcomes.
    """

    __slots__ = ("_bases", "_drawn", "_moment", "_prefix", "_scripted", "_seed")

    _batched: ClassVar[bool] = True
    """Whether a roll, shuffle or sample may take its numbers at once (``_numbers``): not in a
    kind of dice that answers each die or pick itself (``_next_die``, ``_below``)."""

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        cls._batched = cls._next_die is Dice._next_die and cls._below is Dice._below

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self._moment = SETUP
        self._drawn: dict[tuple[Purpose, ...], int] = {}
        """How many numbers each stream has given in this moment."""
        self._bases: dict[tuple[Purpose, ...], int] = {}
        """Each stream's key hashed with the seed and moment (derived, never copied)."""
        self._prefix: str | None = None
        """The text of a stream's key up to its purpose (``_key``), while the seed and moment
        hold (derived, never copied)."""
        self._scripted: list[int] = []

    @property
    def moment(self) -> Moment:
        """The phase the dice are in (``enter``)."""
        return self._moment

    def enter(self, moment: Moment) -> None:
        """The game reaches a phase start (engine/turn.py): its streams begin afresh. Entering
        the moment the dice are in changes nothing (a game resumed from its checkpoint)."""
        if moment != self._moment:
            self._moment = moment
            self._drawn = {}
            self._bases = {}
            self._prefix = None

    def _number(self, at: tuple[Purpose, ...]) -> int:
        """The next 64-bit number of the stream ``at`` (SplitMix64)."""
        return self._numbers(at, 1)[0]

    def _numbers(self, at: tuple[Purpose, ...], count: int) -> list[int]:
        """The next ``count`` 64-bit numbers of the stream ``at`` (SplitMix64): those ``count``
        calls of ``_number`` give, looked up and counted once (a roll's dice, a shuffle)."""
        if count <= 0:
            return []
        at = at or _OTHER
        base = self._bases.get(at)
        if base is None:
            key = self._key(at).encode()
            base = self._bases[at] = int.from_bytes(blake2b(key, digest_size=8).digest(), "big")
        drawn = self._drawn.get(at, 0)
        self._drawn[at] = drawn + count
        numbers = []
        for index in range(drawn + 1, drawn + count + 1):
            z = (base + index * _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            numbers.append(z ^ (z >> 31))
        return numbers

    def _key(self, at: tuple[Purpose, ...]) -> str:
        """``repr((seed, moment, at))``, the stream's key: its text up to ``at`` made once a
        moment, as a phase starts dozens of streams."""
        prefix = self._prefix
        if prefix is None:
            prefix = self._prefix = f"({self._seed!r}, {self._moment!r}, "
        return f"{prefix}{at!r})"

    def _below(self, bound: int, at: tuple[Purpose, ...]) -> int:
        """A number in ``range(bound)`` from the stream ``at`` (a bias under 2**-58)."""
        return (self._number(at) * bound) >> 64

    def _picks(self, bounds: range, at: tuple[Purpose, ...]) -> list[int]:
        """``_below(bound, at)`` for each of ``bounds`` in turn (a shuffle's, a sample's)."""
        if not self._batched:
            return [self._below(bound, at) for bound in bounds]
        numbers = self._numbers(at, len(bounds))
        return [(z * bound) >> 64 for z, bound in zip(numbers, bounds, strict=True)]

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

    def d6(self, *at: Purpose) -> int:
        """One six-sided die for the purpose ``at``."""
        return self._next_die(at)

    def roll(self, count: int, *at: Purpose) -> tuple[int, ...]:
        """``count`` six-sided dice, each shown separately (1d6, 2d6, 3d6 ...)."""
        if self._scripted or not self._batched:
            return tuple([self._next_die(at) for _ in range(count)])
        return tuple([1 + ((z * 6) >> 64) for z in self._numbers(at, count)])

    def _next_die(self, at: tuple[Purpose, ...]) -> int:
        if self._scripted:
            return self._scripted.pop(0)
        return 1 + ((self._number(at) * 6) >> 64)

    def shuffle(self, items: MutableSequence[T], *at: Purpose) -> None:
        """Shuffle in place (decks, Family cards, Provinces): Fisher-Yates."""
        picks = self._picks(range(len(items), 1, -1), at)
        for i, j in zip(range(len(items) - 1, 0, -1), picks, strict=True):
            items[i], items[j] = items[j], items[i]

    def draw(self, pile: list[T], name: Namer[T] = str) -> T:
        """Take the top card of a shuffled pile (top = last): the Forum deck, the Family cards
        (1.07.3, 3.01.4 C). ``name`` names the cards to a person (TableDice)."""
        return pile.pop()

    def take(self, items: list[T], *at: Purpose, name: Namer[T] = str) -> T:
        """Take one item out of ``items`` at random: a Mortality chit from the cup (1.05.21).
        The pick goes by the items' names, not their order: the same chit from the same cup."""
        names = list(map(name, items))
        order = sorted(range(len(names)), key=names.__getitem__)
        return items.pop(order[self._below(len(items), at)])

    def sample(self, items: Sequence[T], count: int, *at: Purpose, name: Namer[T] = str) -> list[T]:
        """``count`` distinct items at random, in draw order, picked as ``take`` picks."""
        left = sorted(items, key=name)
        return [left.pop(j) for j in self._picks(range(len(left), len(left) - count, -1), at)]

    def getstate(self) -> DiceState:
        """Where the dice stand, to ``setstate`` later (Game.fork's checkpoints)."""
        return self._seed, self._moment, tuple(self._drawn.items()), tuple(self._scripted)

    def setstate(self, state: DiceState) -> None:
        """Put the dice back where ``getstate`` found them."""
        seed, moment, drawn, scripted = state
        if (seed, moment) != (self._seed, self._moment):
            self._bases = {}
            self._prefix = None
        self._seed, self._moment = seed, moment
        self._drawn = dict(drawn)
        self._scripted = list(scripted)

    def blank(self, seed: int) -> Dice:
        """The generator a fork of the game replays with (``Game.fork``, then ``setstate``):
        a seeded one; a kind of dice that keeps chance of its own passes it on."""
        return Dice(seed)

    def copy(self) -> Dice:
        """An independent generator in the same position."""
        twin = Dice(self._seed)
        twin.setstate(self.getstate())
        return twin
