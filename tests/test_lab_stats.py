"""lab/stats.py against values worked by hand or by scipy: Wilson intervals, Tango's score test
and the interval inverting it (with its coverage), paired t, Holm's correction, the pairing
ratio, bootstrap means."""

import math

import numpy as np
import pytest
from scipy import optimize, stats

from lab.stats import (
    bootstrap_mean,
    holm,
    paired_mean_difference,
    paired_rate_difference,
    pairing_ratio,
    tango_interval,
    tango_score,
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


def test_holm_multiplies_by_the_hypotheses_left_and_keeps_the_order() -> None:
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    assert holm([0.5, 0.001]) == pytest.approx([0.5, 0.002])
    assert holm([0.9, 0.4]) == pytest.approx([0.9, 0.8])
    assert holm([0.04, 0.03]) == pytest.approx([0.06, 0.06])  # never below a smaller p
    assert holm([]) == []


@pytest.mark.parametrize(
    "cells", [(36, 12, 2, 0), (50, 10, 3, 37), (50, 9, 2, 39), (10, 0, 4, 6), (5, 3, 0, 2)]
)
def test_the_paired_rate_interval_inverts_the_score_test(cells: tuple[int, ...]) -> None:
    _, only_a, only_b, _ = cells
    estimate, p = paired_rate_difference(*cells)
    n = sum(cells)
    assert estimate.value == pytest.approx((only_a - only_b) / n)
    assert estimate.low < estimate.value < estimate.high
    # at 0 the score test is McNemar's, without continuity correction
    z = (only_a - only_b) / math.sqrt(only_a + only_b)
    assert p == pytest.approx(2 * stats.norm.sf(abs(z)))
    assert (estimate.low > 0 or estimate.high < 0) == (p < 0.05)
    for end in (estimate.low, estimate.high):  # each end is where the test rejects at 5%
        assert abs(float(tango_score(only_a, only_b, n, end))) == pytest.approx(1.959964, abs=1e-5)


@pytest.mark.parametrize("cells", [(36, 12, 2, 0), (5, 3, 0, 2), (154, 247, 25, 574)])
@pytest.mark.parametrize("difference", [-0.3, 0.0, 0.1, 0.25])
def test_the_score_uses_the_restricted_maximum_likelihood(
    cells: tuple[int, ...], difference: float
) -> None:
    # the rate of "only B" that maximises the multinomial likelihood when A - B = difference,
    # found numerically, against Tango's closed form
    both, only_a, only_b, neither = cells
    n = sum(cells)

    def minus_log_likelihood(rate: float) -> float:
        rates = (rate + difference, rate, 1 - 2 * rate - difference)
        return -sum(
            k * math.log(r)
            for k, r in zip((only_a, only_b, both + neither), rates, strict=True)
            if k
        )

    low, high = max(0.0, -difference) + 1e-12, (1 - difference) / 2 - 1e-12
    rate = optimize.minimize_scalar(
        minus_log_likelihood, bounds=(low, high), method="bounded", options={"xatol": 1e-12}
    ).x
    expected = (only_a - only_b - n * difference) / math.sqrt(
        n * (2 * rate + difference * (1 - difference))
    )
    assert float(tango_score(only_a, only_b, n, difference)) == pytest.approx(expected, rel=1e-5)


COVERAGE_DRAWS = 20_000


@pytest.mark.parametrize(
    "cells",
    [
        (10, 6, 6, 978),  # near zero: no difference, few discordant pairs
        (4, 32, 4, 960),  # the README's +2.8 points of wins
        (154, 247, 25, 574),  # the README's +22.2 points of survival
        (0, 5, 0, 995),  # degenerate: B never succeeds alone
    ],
)
def test_the_paired_rate_interval_covers_the_truth_95_percent_of_the_time(
    cells: tuple[int, ...],
) -> None:
    # the cells as the truth; seeded multinomial samples of as many pairs (issue 31: the
    # interval of the mid-p test on the discordant pairs covered 76% and 80% of the middle two)
    truth = np.asarray(cells) / sum(cells)
    draws = np.random.default_rng(31).multinomial(sum(cells), truth, size=COVERAGE_DRAWS)
    low, high = tango_interval(draws[:, 1], draws[:, 2], sum(cells))
    difference = truth[1] - truth[2]
    coverage = float(np.mean((low <= difference) & (difference <= high)))
    assert 0.93 <= coverage <= 0.97


def test_a_one_sided_split_keeps_an_upper_end_above_the_estimate() -> None:
    estimate, p = paired_rate_difference(0, 5, 0, 995)
    assert estimate.low > 0 and estimate.high > estimate.value + 0.005
    assert p < 0.05


def test_identical_paired_outcomes_differ_by_nothing_within_an_interval() -> None:
    estimate, p = paired_rate_difference(5, 0, 0, 5)
    assert (estimate.value, p) == (0, 1.0)
    assert estimate.low == pytest.approx(-estimate.high) and estimate.high > 0
    every, _ = paired_rate_difference(0, 10, 0, 0)
    assert (every.value, every.high) == (1.0, 1.0)


def test_a_paired_difference_refuses_no_pairs() -> None:
    with pytest.raises(ValueError):
        paired_rate_difference(0, 0, 0, 0)


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
