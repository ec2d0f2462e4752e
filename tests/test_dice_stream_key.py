"""A stream's key made from its text up to the purpose, kept while the seed and moment hold
(issue 33): it is ``repr((seed, moment, purpose))`` as a phase starts, a checkpoint is put back
and another seed's state is taken, and the numbers are SplitMix64 of its hash as before."""

from __future__ import annotations

from hashlib import blake2b

from engine.dice import Dice, Purpose

PURPOSES: list[tuple[Purpose, ...]] = [
    ("other",),
    ("battle", 12),
    ("mortality",),
    ("spoils", "prov-sicilia", 3),
    ("it's", 'a "quoted" key'),
]


def _plain_number(seed: int, moment: tuple[int, int], at: tuple[Purpose, ...], k: int) -> int:
    """The k-th number of a stream, reckoned from scratch (SplitMix64 of the hashed key)."""
    key = repr((seed, moment, at)).encode()
    base = int.from_bytes(blake2b(key, digest_size=8).digest(), "big")
    mask = (1 << 64) - 1
    z = (base + k * 0x9E3779B97F4A7C15) & mask
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return z ^ (z >> 31)


def _check(dice: Dice) -> None:
    seed, moment, _, _ = dice.getstate()
    for at in PURPOSES:
        assert dice._key(at) == repr((seed, moment, at))


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
    for moment in ((0, -1), (2, 3), (7, 0)):
        dice.enter(moment)
        for at in PURPOSES:
            numbers = dice._numbers(at, 3) + dice._numbers(at, 1)
            assert numbers == [_plain_number(4242, moment, at, k) for k in (1, 2, 3, 4)]
