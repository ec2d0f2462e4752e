"""lab/stats.py against values worked by hand or by scipy: Wilson intervals, mid-p McNemar and
the interval inverting it, paired t, Holm's correction, the pairing ratio, bootstrap means,
order-free openskill ratings."""

import math

import pytest
from scipy import stats

from lab.stats import (
    Match,
    bootstrap_mean,
    holm,
    mcnemar_mid_p,
    paired_mean_difference,
    paired_rate_difference,
    pairing_ratio,
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


def test_mid_p_mcnemar_counts_half_the_observed_split() -> None:
    # 1 pair where only A succeeded, 6 where only B did: 2 * (P(X < 1) + P(X = 1) / 2), Bin(7, 1/2)
    assert mcnemar_mid_p(1, 6) == pytest.approx(2 * (1 + 7 / 2) / 2**7)
    assert mcnemar_mid_p(6, 1) == pytest.approx(mcnemar_mid_p(1, 6))
    assert mcnemar_mid_p(0, 0) == 1.0
    assert mcnemar_mid_p(3, 3) == pytest.approx(1.0)
    assert mcnemar_mid_p(0, 10) == pytest.approx(2 * 0.5 / 2**10)


def test_holm_multiplies_by_the_hypotheses_left_and_keeps_the_order() -> None:
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    assert holm([0.5, 0.001]) == pytest.approx([0.5, 0.002])
    assert holm([0.9, 0.4]) == pytest.approx([0.9, 0.8])
    assert holm([0.04, 0.03]) == pytest.approx([0.06, 0.06])  # never below a smaller p
    assert holm([]) == []


@pytest.mark.parametrize(
    "cells", [(36, 12, 2, 0), (50, 10, 3, 37), (50, 9, 2, 39), (10, 0, 4, 6), (5, 3, 0, 2)]
)
def test_the_paired_rate_interval_inverts_the_mid_p_test(cells: tuple[int, ...]) -> None:
    _, only_a, only_b, _ = cells
    estimate, p = paired_rate_difference(*cells)
    n = sum(cells)
    assert estimate.value == pytest.approx((only_a - only_b) / n)
    assert estimate.low <= estimate.value <= estimate.high
    assert p == mcnemar_mid_p(only_a, only_b)
    assert (estimate.low > 0 or estimate.high < 0) == (p < 0.05)


def test_the_paired_rate_interval_ends_where_a_tail_is_two_and_a_half_percent() -> None:
    estimate, _ = paired_rate_difference(36, 12, 2, 0)
    share_low = (estimate.low * 50 / 14 + 1) / 2
    tail = stats.binom.sf(12, 14, share_low) + stats.binom.pmf(12, 14, share_low) / 2
    assert tail == pytest.approx(0.025, abs=1e-9)


def test_identical_paired_outcomes_differ_by_nothing() -> None:
    estimate, p = paired_rate_difference(5, 0, 0, 5)
    assert (estimate.value, estimate.low, estimate.high, p) == (0, 0, 0, 1.0)


def test_bootstrap_interval_holds_the_mean_and_is_seeded() -> None:
    values = [3, 4, 4, 5, 6, 6, 7, 9, 2, 5]
    estimate = bootstrap_mean(values)
    assert estimate.value == pytest.approx(5.1)
    assert estimate.low < 5.1 < estimate.high
    assert bootstrap_mean(values) == estimate
    assert bootstrap_mean([4, 4, 4]) == bootstrap_mean([4])


def test_paired_mean_difference_is_a_paired_t_test_with_its_interval() -> None:
    estimate, p = paired_mean_difference([5, 6, 7, 8], [5, 6, 7, 8])
    assert (estimate.value, p) == (0, 1.0)
    a, b = [2, 3, 4, 5, 6, 9], [1, 1, 2, 1, 1, 1]
    estimate, p = paired_mean_difference(a, b)
    expected = stats.ttest_rel(a, b)
    assert estimate.value == pytest.approx(11 / 3)
    assert p == pytest.approx(expected.pvalue)
    interval = expected.confidence_interval()
    assert (estimate.low, estimate.high) == pytest.approx((interval.low, interval.high))


def test_pairing_ratio_is_the_paired_over_the_unpaired_standard_error() -> None:
    a, b = [1.0, 2.0, 3.0, 4.0], [1.5, 2.0, 3.5, 4.5]
    unpaired = math.sqrt(stats.tvar(a) + stats.tvar(b))
    paired = math.sqrt(stats.tvar([x - y for x, y in zip(a, b, strict=True)]))
    assert pairing_ratio(a, b) == pytest.approx(paired / unpaired)
    assert pairing_ratio([1.0, 1.0], [2.0, 2.0]) is None


def test_ratings_reward_the_winner_and_treat_a_draw_evenly() -> None:
    rated = ratings(["a", "b"], [("a", "b", (0.0, 1.0)), ("b", "a", (1.0, 0.0))])
    assert rated["a"].mu > 25 > rated["b"].mu
    drawn = ratings(["a", "b"], [("a", "b", (0.0, 0.0))])
    assert math.isclose(drawn["a"].mu, drawn["b"].mu)
    assert drawn["a"].sigma < 25 / 3


def test_ratings_do_not_depend_on_the_order_of_the_games() -> None:
    matches: list[Match] = [("a", "b", (0.0, 1.0))] * 6 + [("a", "b", (1.0, 0.0))] * 4
    forward = ratings(["a", "b"], matches)
    assert ratings(["a", "b"], matches[::-1]) == forward
    assert forward["a"].mu_low <= forward["a"].mu <= forward["a"].mu_high
    assert forward["a"].mu_low < forward["a"].mu_high
