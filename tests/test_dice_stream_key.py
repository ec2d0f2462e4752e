"""A stream's key made from its text up to the purpose, kept while the seed and moment hold
(issue 33): it is ``repr((seed, moment, purpose))`` as a phase starts, a checkpoint is put back
and another seed's state is taken, and the numbers are SplitMix64 of its hash as before, on
Python's integers (the reference) or on native ones in the compiled build."""

from __future__ import annotations

import random
from hashlib import blake2b

from engine.dice import Dice, Purpose, bounded_native

PURPOSES: list[tuple[Purpose, ...]] = [
    ("other",),
    ("battle", 12),
    ("mortality",),
    ("spoils", "prov-sicilia", 3),
    ("it's", 'a "quoted" key'),
]


def _hashed(seed: int, moment: tuple[int, int], at: tuple[Purpose, ...]) -> int:
    """A stream's hashed key, reckoned from scratch."""
    key = repr((seed, moment, at)).encode()
    return int.from_bytes(blake2b(key, digest_size=8).digest(), "big")


def _splitmix(base: int, k: int) -> int:
    """The k-th number of the stream whose hashed key is ``base`` (SplitMix64), plainly."""
    mask = (1 << 64) - 1
    z = (base + k * 0x9E3779B97F4A7C15) & mask
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return z ^ (z >> 31)


def _check(dice: Dice) -> None:
    seed, moment, _, _ = dice.getstate()
    for at in PURPOSES:
        assert dice._key(at) == repr((seed, moment, at)).encode()


def test_the_key_is_the_plain_repr_through_moments_and_states() -> None:
    dice = Dice(-77)
    _check(dice)
    dice.enter((1, 2))
    _check(dice)
    saved = dice.getstate()
    dice.enter((3, 0))
    _check(dice)
    dice.setstate(saved)
    _check(dice)
    other = Dice(2**70)
    other.enter((5, 1))
    dice.setstate(other.getstate())
    _check(dice)


def test_the_numbers_are_splitmix_of_the_plain_key() -> None:
    dice = Dice(4242)
    bounds = [2**31 - 1, 52, 6, 1]
    for moment in ((0, -1), (2, 3), (7, 0)):
        dice.enter(moment)
        for at in PURPOSES:
            picks = dice._bounded(at, bounds[:3]) + dice._bounded(at, bounds[3:])
            base = _hashed(4242, moment, at)
            assert picks == [
                (_splitmix(base, k) * bound) >> 64 for k, bound in enumerate(bounds, start=1)
            ]


EDGES = [-(2**63), -1, 0, 1, 2**63 - 1, -7046029254386353131, 0x0123456789ABCDEF]


def test_the_native_reckoning_is_the_reference() -> None:
    """``bounded_native``, which the compiled build reckons on wrapping 64-bit integers, gives
    the plain ``(splitmix * bound) >> 64``. Interpreted it runs on Python's integers, whose low
    64 bits it keeps the same, so both builds check it."""
    rng = random.Random(33)
    bases = EDGES + [rng.randrange(-(2**63), 2**63) for _ in range(300)]
    bounds = [1, 2, 5, 6, 40, 97, 2**20 + 7, 2**31 - 1]
    for base in bases:
        for index in (1, 2, 3, rng.randrange(1, 10**6)):
            for bound in bounds:
                expected = (_splitmix(base, index) * bound) >> 64
                assert bounded_native(base, index, bound) == expected, (base, index, bound)


def test_equal_purposes_of_other_types_keep_their_own_keys() -> None:
    """(1,) == (True,), but their texts differ: the purposes' texts kept for every game read
    only those of plain str and int parts."""
    dice = Dice(5)
    purposes: list[tuple[Purpose, ...]] = [("x", 1), ("x", True), ("x", 1), (1,), (True,), (1,)]
    for at in purposes:
        assert dice._key(at) == repr((5, (0, -1), at)).encode()
