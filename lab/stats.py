"""The statistics of a tournament: intervals for rates, means and paired differences, exact
McNemar tests, Holm's correction and openskill ratings. 95% intervals unless told otherwise."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
from openskill.models import PlackettLuce
from scipy import stats

CONFIDENCE = 0.95
RESAMPLES = 2000
"""Bootstrap resamples: the interval ends move by well under 1% of their width between seeds."""
BATCH = 100
"""Resamples computed at once: bounds the bootstrap's memory for 10,000-game samples."""
BOOTSTRAP_SEED = 0
"""The bootstrap's own seed: the same games always give the same intervals."""


@dataclass(frozen=True, slots=True)
class Estimate:
    """A value with the ends of its interval."""

    value: float
    low: float
    high: float

    def as_dict(self, name: str = "rate") -> dict[str, float]:
        """JSON-ready, the value under ``name`` (``rate`` or ``mean``)."""
        return {name: round(self.value, 6), "low": round(self.low, 6), "high": round(self.high, 6)}


def _z(confidence: float) -> float:
    return float(stats.norm.ppf(0.5 + confidence / 2))


def wilson(successes: int, trials: int, confidence: float = CONFIDENCE) -> Estimate:
    """The rate ``successes / trials`` with its Wilson score interval."""
    if trials < 1 or not 0 <= successes <= trials:
        raise ValueError(f"a rate needs 0 <= successes <= trials, trials > 0: {successes}/{trials}")
    z = _z(confidence)
    rate = successes / trials
    centre = (rate + z * z / (2 * trials)) / (1 + z * z / trials)
    half = (
        z / (1 + z * z / trials) * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials**2))
    )
    return Estimate(rate, max(0.0, centre - half), min(1.0, centre + half))


def bootstrap_mean(values: Sequence[float], confidence: float = CONFIDENCE) -> Estimate:
    """The mean with its percentile bootstrap interval (scipy), seeded; a sample without spread
    has its mean as both ends."""
    if not values:
        raise ValueError("a mean needs at least one value")
    data = np.asarray(values, dtype=float)
    mean = float(data.mean())
    if len(data) < 2 or bool(np.all(data == data[0])):
        return Estimate(mean, mean, mean)
    result = stats.bootstrap(
        (data,),
        np.mean,
        confidence_level=confidence,
        n_resamples=RESAMPLES,
        batch=BATCH,
        method="percentile",
        rng=np.random.default_rng(BOOTSTRAP_SEED),
    )
    interval = result.confidence_interval
    return Estimate(mean, float(interval.low), float(interval.high))


def mcnemar_exact(only_a: int, only_b: int) -> float:
    """The two-sided exact McNemar p-value: a binomial test of the discordant pairs (only A
    succeeded, only B succeeded) against 1/2; 1 when there are none."""
    discordant = only_a + only_b
    if discordant == 0:
        return 1.0
    return float(stats.binomtest(only_a, discordant, 0.5).pvalue)


def paired_rate_difference(
    both: int, only_a: int, only_b: int, neither: int, confidence: float = CONFIDENCE
) -> Estimate:
    """The difference of two paired rates, A - B, with Newcombe's hybrid score interval for
    paired proportions (Newcombe 1998, method 10), from the four cells of the paired table."""
    n = both + only_a + only_b + neither
    rate_a, rate_b = (both + only_a) / n, (both + only_b) / n
    a, b = wilson(both + only_a, n, confidence), wilson(both + only_b, n, confidence)
    margins = (both + only_a) * (only_b + neither) * (both + only_b) * (only_a + neither)
    phi = (both * neither - only_a * only_b) / math.sqrt(margins) if margins else 0.0
    difference = rate_a - rate_b
    down_a, up_a = rate_a - a.low, a.high - rate_a
    down_b, up_b = rate_b - b.low, b.high - rate_b
    low = difference - math.sqrt(max(0.0, down_a**2 - 2 * phi * down_a * up_b + up_b**2))
    high = difference + math.sqrt(max(0.0, up_a**2 - 2 * phi * up_a * down_b + down_b**2))
    return Estimate(difference, max(-1.0, low), min(1.0, high))


def paired_mean_difference(
    a: Sequence[float], b: Sequence[float], confidence: float = CONFIDENCE
) -> tuple[Estimate, float]:
    """The mean of the paired differences A - B with its bootstrap interval, and the two-sided
    Wilcoxon signed-rank p-value (1 when every pair is equal)."""
    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} and {len(b)}")
    differences = [x - y for x, y in zip(a, b, strict=True)]
    estimate = bootstrap_mean(differences, confidence)
    if all(d == 0 for d in differences):
        return estimate, 1.0
    return estimate, float(stats.wilcoxon(differences).pvalue)


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values, in the order given: the family-wise error rate of
    several comparisons held at the level they are read at."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [0.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


@dataclass(frozen=True, slots=True)
class Rating:
    """An openskill (Plackett-Luce) rating: mean skill, its uncertainty, and the conservative
    ordinal (mu - 3 sigma) to rank by."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """mu - 3 sigma."""
        return self.mu - 3 * self.sigma

    def as_dict(self) -> dict[str, float]:
        """JSON-ready."""
        return {
            "mu": round(self.mu, 4),
            "sigma": round(self.sigma, 4),
            "ordinal": round(self.ordinal, 4),
        }


def ratings(
    names: Sequence[str], matches: Iterable[tuple[str, str, str | None]]
) -> dict[str, Rating]:
    """Openskill ratings of ``names`` after ``matches`` in the order given: (first, second,
    winner), winner one of the two or None for a draw (neither won)."""
    model = PlackettLuce()
    current = {name: model.rating(name=name) for name in names}
    for first, second, winner in matches:
        ranks = [0.0, 0.0] if winner is None else [float(winner != first), float(winner != second)]
        [[new_first], [new_second]] = model.rate([[current[first]], [current[second]]], ranks=ranks)
        current[first], current[second] = new_first, new_second
    return {name: Rating(r.mu, r.sigma) for name, r in current.items()}
