"""Dice that take a roll's, a shuffle's or a sample's numbers at once (``Dice._numbers``,
issue 33) give what taking them one by one gives: the same results, the same stream counts."""

from __future__ import annotations

from engine.dice import Dice, Purpose


class OneByOne(Dice):
    """The plain dice: every die and pick asks for its own number."""

    __slots__ = ()

    def _next_die(self, at: tuple[Purpose, ...]) -> int:
        return super()._next_die(at)

    def _below(self, bound: int, at: tuple[Purpose, ...]) -> int:
        return super()._below(bound, at)


def _play(dice: Dice) -> list[object]:
    seen: list[object] = []
    for moment in [(1, 0), (1, 1), (2, 0)]:
        dice.enter(moment)
        seen.append(dice.roll(2, "persuasion", "s-1"))
        deck = list(range(40))
        dice.shuffle(deck, "deck")
        seen.append(deck)
        seen.append(dice.roll(3, "persuasion", "s-1"))
        seen.append(dice.d6("other"))
        seen.append(dice.sample(list("abcdefgh"), 3, "era_ends"))
        single: list[int] = [7]
        dice.shuffle(single, "deck")
        dice.shuffle([], "empty")
        seen.append(dice.take(list("xyz"), "mortality"))
        seen.append(dice.roll(1))
        seen.append(dice.getstate())
    return seen


def test_batched_numbers_are_the_numbers_taken_one_by_one() -> None:
    assert not OneByOne._batched and Dice._batched
    for seed in range(5):
        assert _play(Dice(seed)) == _play(OneByOne(seed))


def test_scripted_dice_come_first_in_a_roll() -> None:
    dice, plain = Dice(3), OneByOne(3)
    for each in (dice, plain):
        each.script([6, 1])
    assert dice.roll(3, "x") == plain.roll(3, "x")
    assert dice.roll(2, "x") == plain.roll(2, "x")
    assert dice.getstate() == plain.getstate()
