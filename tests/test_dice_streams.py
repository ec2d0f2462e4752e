"""The game's dice (engine/dice.py): chance in streams by purpose and phase, so that two games on
one seed meet the same chance wherever they ask for it in the same place."""

from __future__ import annotations

from collections import Counter

from engine.dice import Dice


def test_a_purpose_meets_the_same_chance_whatever_else_was_drawn() -> None:
    plain, busy = Dice(7), Dice(7)
    busy.roll(5, "persuasion", "fam-01")
    busy.shuffle(list(range(30)), "deck")

    assert plain.roll(3, "battle", "war-punic-1") == busy.roll(3, "battle", "war-punic-1")


def test_purposes_and_seeds_draw_apart() -> None:
    rolls = {
        (seed, purpose): Dice(seed).roll(20, purpose)
        for seed in (1, 2)
        for purpose in ("battle", "population")
    }

    assert len(set(rolls.values())) == 4


def test_each_phase_starts_its_streams_afresh_and_reentering_it_changes_nothing() -> None:
    dice = Dice(3)
    dice.enter((1, 0))
    first = dice.roll(4, "mortality")
    dice.enter((1, 0))
    second = dice.roll(4, "mortality")
    dice.enter((2, 0))
    other = Dice(3)
    other.enter((2, 0))

    assert first != second
    assert dice.roll(4, "mortality") == other.roll(4, "mortality")


def test_state_and_copy_carry_the_seed_the_phase_and_every_stream() -> None:
    dice = Dice(11)
    dice.enter((4, 2))
    dice.roll(3, "battle")
    dice.script([6])
    saved = dice.getstate()
    twin = dice.copy()
    restored = Dice(0)
    restored.setstate(saved)

    expected = dice.roll(5, "battle")
    assert twin.roll(5, "battle") == expected
    assert restored.roll(5, "battle") == expected
    assert expected[0] == 6


def test_a_random_pick_goes_by_the_items_not_their_order() -> None:
    cup = [1, 2, 3, "blank", "draw_two"]

    assert Dice(5).take(list(cup), "mortality") == Dice(5).take(cup[::-1], "mortality")
    assert Dice(5).sample(cup, 3, "x") == Dice(5).sample(cup[::-1], 3, "x")


def test_dice_and_picks_are_uniform() -> None:
    dice = Dice(1)
    faces = Counter(dice.roll(6000, "uniform"))
    picks = Counter(dice.take(list(range(4)), "pick") for _ in range(4000))

    assert sorted(faces) == [1, 2, 3, 4, 5, 6]
    assert all(900 <= n <= 1100 for n in faces.values())
    assert all(900 <= n <= 1100 for n in picks.values())


def test_a_shuffle_is_a_permutation_and_scripted_dice_come_first() -> None:
    dice = Dice(2)
    deck = list(range(50))
    dice.shuffle(deck, "deck")
    dice.script([1, 2])

    assert sorted(deck) == list(range(50)) and deck != list(range(50))
    assert dice.roll(3, "battle")[:2] == (1, 2)
