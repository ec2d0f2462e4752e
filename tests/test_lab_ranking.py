"""lab/ranking.py: the Plackett-Luce fit recovers strengths and seat advantages it simulated,
its bootstrap intervals over seeds cover them, a tie is half a win, and N seats a game work."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import optimize

from lab.ranking import Ranked, _minus_log_likelihood, _stages, plackett_luce

STRENGTH = {"a": 0.6, "b": 0.0, "c": -0.6}
SEATS = [0.4, 0.2, 0.0]
"""The truth simulated: a log-odds strength per entry and an advantage per seat."""


def two_player(seeds: int) -> list[Ranked]:
    """Every pair on every seed, seats swapped; Bradley-Terry with the first seat's advantage."""
    rng = np.random.default_rng(7)
    games = []
    for seed in range(seeds):
        for first, second in (("a", "b"), ("b", "a"), ("a", "c"), ("c", "a"), ("b", "c")):
            edge = STRENGTH[first] + SEATS[0] - STRENGTH[second] - SEATS[1]
            won = rng.random() < 1 / (1 + math.exp(-edge))
            games.append(Ranked(seed, (first, second), (0.0, 1.0) if won else (1.0, 0.0)))
    return games


def test_two_player_strengths_and_the_seat_effect_are_recovered_with_intervals() -> None:
    fit = plackett_luce(["a", "b", "c"], two_player(600), resamples=100)
    for (a, b), difference in fit.differences.items():
        truth = STRENGTH[a] - STRENGTH[b]
        assert difference.low <= truth <= difference.high
        assert difference.low < difference.value < difference.high
    [seat] = fit.seat_effects
    assert seat.low <= SEATS[0] - SEATS[1] <= seat.high and seat.low > 0
    assert sum(fit.strengths.values()) == pytest.approx(0, abs=1e-9)


def test_three_seats_a_game_with_every_seating() -> None:
    rng = np.random.default_rng(3)
    names = ("a", "b", "c")
    games = []
    for seed in range(1000):
        for seating in (("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b")):
            utility = [STRENGTH[n] + SEATS[s] for s, n in enumerate(seating)]
            noisy = np.asarray(utility) + rng.gumbel(size=3)  # Plackett-Luce by Gumbel noise
            ranks = tuple(float(r) for r in np.argsort(np.argsort(-noisy)))
            games.append(Ranked(seed, seating, ranks))
    fit = plackett_luce(list(names), games, resamples=40)
    assert fit.differences["a", "c"].low <= 1.2 <= fit.differences["a", "c"].high
    first_over_third = fit.seat_effects[1]
    assert first_over_third.low <= SEATS[0] - SEATS[2] <= first_over_third.high


def test_a_tie_is_half_a_win_each() -> None:
    tied = [Ranked(seed, ("a", "b"), (0.0, 0.0)) for seed in range(10)]
    split = [Ranked(seed, ("a", "b"), (0.0, 1.0)) for seed in range(5)]
    split += [Ranked(seed, ("b", "a"), (0.0, 1.0)) for seed in range(5, 10)]
    for games in (tied, split):
        assert plackett_luce(["a", "b"], games, resamples=10).strengths["a"] == pytest.approx(
            0, abs=1e-6
        )


def test_the_gradient_is_the_likelihood_s() -> None:
    games = two_player(20)
    stages = _stages(games, ["a", "b", "c"], sorted({g.seed for g in games}))
    weight = stages.weight(np.ones(20))
    point = np.array([0.3, -0.2, 0.1, 0.25])
    error = optimize.check_grad(
        lambda x: _minus_log_likelihood(x, stages, weight, 3)[0],
        lambda x: _minus_log_likelihood(x, stages, weight, 3)[1],
        point,
    )
    assert error < 1e-4


def test_the_same_games_give_the_same_intervals() -> None:
    games = two_player(30)
    assert plackett_luce(["a", "b", "c"], games, resamples=20) == plackett_luce(
        ["a", "b", "c"], games[::-1], resamples=20
    )


def test_games_of_different_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="same number of seats"):
        plackett_luce(["a", "b"], [Ranked(1, ("a", "b"), (0.0, 1.0)), Ranked(2, ("a",), (0.0,))])
    with pytest.raises(ValueError, match="at least one game"):
        plackett_luce(["a"], [])


def test_the_games_each_entry_finished_ahead_show_a_separation() -> None:
    games = [Ranked(seed, ("a", "b"), (0.0, 1.0)) for seed in range(4)]
    games += [Ranked(9, ("b", "a"), (1.0, 0.0)), Ranked(10, ("a", "b"), (0.0, 0.0))]
    fit = plackett_luce(["a", "b"], games, resamples=10)
    assert fit.ahead == {("a", "b"): (5, 0)}
    assert fit.differences["a", "b"].value > 3  # only the ridge holds it
