"""lab/stats.py against values worked by hand or published: Wilson intervals, exact McNemar,
Holm's correction, Newcombe's paired interval, bootstrap means, openskill ratings."""

import math

import pytest

from lab.stats import (
    bootstrap_mean,
    holm,
    mcnemar_exact,
    paired_mean_difference,
    paired_rate_difference,
    ratings,
    wilson,
)


def test_wilson_of_no_success_in_ten() -> None:
    estimate = wilson(0, 10)
    assert estimate.value == 0
    assert estimate.low == 0
    assert estimate.high == pytest.approx(0.27753, abs=1e-5)


def test_wilson_of_five_in_ten() -> None:
    estimate = wilson(5, 10)
    assert estimate.value == 0.5
    assert (estimate.low, estimate.high) == pytest.approx((0.23659, 0.76341), abs=1e-5)


def test_wilson_refuses_an_empty_sample() -> None:
    with pytest.raises(ValueError):
        wilson(0, 0)


def test_exact_mcnemar_is_a_binomial_test_of_the_discordant_pairs() -> None:
    # 1 pair where only A succeeded, 6 where only B did: 2 * P(X <= 1), X ~ Bin(7, 1/2)
    assert mcnemar_exact(1, 6) == pytest.approx(2 * (1 + 7) / 2**7)
    assert mcnemar_exact(6, 1) == pytest.approx(0.125)
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(0, 10) == pytest.approx(2 / 2**10)


def test_holm_multiplies_by_the_hypotheses_left_and_keeps_the_order() -> None:
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    assert holm([0.5, 0.001]) == pytest.approx([0.5, 0.002])
    assert holm([0.9, 0.4]) == pytest.approx([0.9, 0.8])
    assert holm([0.04, 0.03]) == pytest.approx([0.06, 0.06])  # never below a smaller p
    assert holm([]) == []


def test_newcombe_paired_interval_matches_the_published_example() -> None:
    # Newcombe (1998), Statistics in Medicine 17:2635, example (a): 36, 12, 2, 0; method 10
    estimate = paired_rate_difference(36, 12, 2, 0)
    assert estimate.value == pytest.approx(0.2)
    assert (estimate.low, estimate.high) == pytest.approx((0.0569, 0.3404), abs=1e-4)


def test_identical_paired_outcomes_differ_by_nothing() -> None:
    estimate = paired_rate_difference(5, 0, 0, 5)
    assert (estimate.value, estimate.low, estimate.high) == (0, 0, 0)


def test_bootstrap_interval_holds_the_mean_and_is_seeded() -> None:
    values = [3, 4, 4, 5, 6, 6, 7, 9, 2, 5]
    estimate = bootstrap_mean(values)
    assert estimate.value == pytest.approx(5.1)
    assert estimate.low < 5.1 < estimate.high
    assert bootstrap_mean(values) == estimate
    assert bootstrap_mean([4, 4, 4]) == bootstrap_mean([4])


def test_paired_mean_difference_with_wilcoxon() -> None:
    estimate, p = paired_mean_difference([5, 6, 7, 8], [5, 6, 7, 8])
    assert (estimate.value, p) == (0, 1.0)
    estimate, p = paired_mean_difference([2, 3, 4, 5, 6, 7], [1, 1, 1, 1, 1, 1])
    assert estimate.value == pytest.approx(3.5)
    assert p == pytest.approx(0.03125)  # all six differences positive: 2 / 2**6


def test_ratings_reward_the_winner_and_treat_a_draw_evenly() -> None:
    rated = ratings(["a", "b"], [("a", "b", "a"), ("b", "a", "a")])
    assert rated["a"].mu > 25 > rated["b"].mu
    drawn = ratings(["a", "b"], [("a", "b", None)])
    assert math.isclose(drawn["a"].mu, drawn["b"].mu)
    assert drawn["a"].sigma < 25 / 3
