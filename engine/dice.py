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
from struct import Struct
from typing import ClassVar, Final, TypeVar

from mypy_extensions import i64, mypyc_attr

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

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15
_MIX_1: Final = 0xBF58476D1CE4E5B9
_MIX_2: Final = 0x94D049BB133111EB
_OTHER: Final[tuple[Purpose, ...]] = ("other",)
"""The stream of a caller that names no purpose."""
_SIX: Final = (6,)
_SIGNED_64: Final = Struct(">q").unpack
"""A hashed key's 8 bytes as a signed 64-bit integer (``int.from_bytes(..., signed=True)``)."""

_PURPOSE_TEXTS: Final[dict[tuple[Purpose, ...], bytes]] = {}
"""The end of each stream key met, ``repr(at) + ")"`` encoded, by purpose: the same few
hundred purposes come back every phase of every game. Only purposes of plain ``str`` and
``int`` parts are kept and read, so an equal tuple of another text (``(True,)`` for ``(1,)``)
never meets one."""

COMPILED: Final = not __file__.endswith(".py")
"""Whether this module runs compiled by mypyc (the optional compiled build, README "Speed"): a
bounded number is then reckoned on native 64-bit integers (``bounded_native``), otherwise on
Python's integers (the reference, ``Dice._bounded``)."""

_GOLDEN_SIGNED: Final[i64] = -7046029254386353131
"""``_GOLDEN`` as a signed 64-bit integer (the same 64 bits)."""
_MIX_1_SIGNED: Final[i64] = -4658895280553007687
_MIX_2_SIGNED: Final[i64] = -7723592293110705685
_LOW_32: Final[i64] = 0xFFFFFFFF


def bounded_native(base: i64, index: i64, bound: i64) -> i64:
    """``(z * bound) >> 64`` for ``0 < bound < 2**31``, z SplitMix64's ``index``-th number of the
    stream whose hashed key is ``base``, on signed 64-bit integers: the compiled build's
    ``Dice._bounded``, where they wrap as the reference's ``& _MASK`` does. The logical shifts
    mask the sign's copies; the 128-bit product's top word is reckoned from z's two 32-bit
    halves (high * bound and low * bound stay below 2**63)."""
    z: i64 = base + index * _GOLDEN_SIGNED
    z = (z ^ ((z >> 30) & 0x3FFFFFFFF)) * _MIX_1_SIGNED
    z = (z ^ ((z >> 27) & 0x1FFFFFFFFF)) * _MIX_2_SIGNED
    z = z ^ ((z >> 31) & 0x1FFFFFFFF)
    high: i64 = (z >> 32) & _LOW_32
    low: i64 = z & _LOW_32
    return (high * bound + ((low * bound) >> 32)) >> 32


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
        self._prefix: bytes | None = None
        """A stream's key up to its purpose (``_key``), while the seed and moment hold
        (derived, never copied)."""
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

    def _claim(self, at: tuple[Purpose, ...], count: int) -> tuple[int, int]:
        """Take ``count`` numbers of the stream ``at``: its hashed key (a signed 64-bit integer)
        and the index of the first, the stream looked up and counted once."""
        at = at or _OTHER
        base = self._bases.get(at)
        if base is None:
            digest = blake2b(self._key(at), digest_size=8).digest()
            base = self._bases[at] = _SIGNED_64(digest)[0]
        drawn = self._drawn.get(at, 0)
        self._drawn[at] = drawn + count
        return base, drawn + 1

    def _bounded(self, at: tuple[Purpose, ...], bounds: Sequence[int]) -> list[int]:
        """For each of ``bounds`` in turn, the stream's next number scaled into
        ``range(bound)``: ``(z * bound) >> 64`` (a bias under 2**-58), natively when compiled."""
        if not bounds:
            return []
        base, index = self._claim(at, len(bounds))
        picks: list[int] = []
        if COMPILED:
            for bound in bounds:
                picks.append(bounded_native(base, index, bound))
                index += 1
            return picks
        for bound in bounds:  # the reference: SplitMix64 on Python's integers
            z = (base + index * _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * _MIX_1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
            picks.append(((z ^ (z >> 31)) * bound) >> 64)
            index += 1
        return picks

    def _key(self, at: tuple[Purpose, ...]) -> bytes:
        """``repr((seed, moment, at))`` encoded, the stream's key: its text up to ``at`` made
        once a moment, as a phase starts dozens of streams, and the rest once a process
        (``_PURPOSE_TEXTS``)."""
        prefix = self._prefix
        if prefix is None:
            start = "(" + repr(self._seed) + ", " + repr(self._moment) + ", "  # no str.format
            prefix = self._prefix = start.encode()
        if not all(type(part) is str or type(part) is int for part in at):
            return prefix + (repr(at) + ")").encode()
        text = _PURPOSE_TEXTS.get(at)
        if text is None:
            text = _PURPOSE_TEXTS[at] = (repr(at) + ")").encode()
        return prefix + text

    def _below(self, bound: int, at: tuple[Purpose, ...]) -> int:
        """A number in ``range(bound)`` from the stream ``at`` (a bias under 2**-58)."""
        return self._bounded(at, (bound,))[0]

    def _picks(self, bounds: range, at: tuple[Purpose, ...]) -> list[int]:
        """``_below(bound, at)`` for each of ``bounds`` in turn (a shuffle's, a sample's)."""
        if not self._batched:
            return [self._below(bound, at) for bound in bounds]
        return self._bounded(at, bounds)

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
        return tuple([1 + pick for pick in self._bounded(at, _SIX * count)])

    def _next_die(self, at: tuple[Purpose, ...]) -> int:
        if self._scripted:
            return self._scripted.pop(0)
        return 1 + self._bounded(at, _SIX)[0]

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
