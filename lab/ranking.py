"""Ratings of entries from finished games with sampling intervals: a Plackett-Luce fit (for two
entries a game, Bradley-Terry) of each entry's strength and each seat's advantage, with a
bootstrap over seeds for every difference.

A game ranks its entries (0 is first place; equal ranks tie). Plackett-Luce reads a ranking as
first place chosen from all the entries, second from the rest, and so on, each with probability
proportional to exp(strength of the entry + advantage of its seat). A tie of k entries counts
each of them chosen from the group and those below it, with weight 1/k (two entries tied: half a
win each). Strengths are centred (mean 0) and a seat's advantage is measured from the first
seat's, so the difference of two strengths is a log-odds: exp(a - b) / (1 + exp(a - b)) is A's
chance of beating B from the same seat. A weak ridge (``RIDGE``) keeps an entry that never lost
finite.

Games on one seed share its deal and dice, so they are resampled together: each bootstrap draws
the seeds with replacement, refits, and the percentile interval of a difference comes from the
refits. The same games always give the same intervals (seeded).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np
from numpy.typing import NDArray
from scipy import optimize, sparse

from lab.stats import CONFIDENCE, Estimate

RIDGE = 0.01
"""The Gaussian penalty on every parameter (a prior of standard deviation 10 in log-odds): it
moves a fitted difference by well under 0.01 once each entry has a few dozen games."""
RESAMPLES = 400
"""Bootstrap refits: an interval end moves by a few percent of the interval's width between
bootstrap seeds."""
BOOTSTRAP_SEED = 0


@dataclass(frozen=True, slots=True)
class Ranked:
    """One game for the fit: its seed, and each seat's entry and rank, in seat order."""

    seed: int
    entries: tuple[str, ...]
    ranks: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class Fit:
    """The fitted strengths (centred) and seat advantages (the first seat's 0), with the
    bootstrap interval of every strength, of every difference of two entries and of every seat
    from the first."""

    strengths: dict[str, float]
    seats: list[float]
    differences: dict[tuple[str, str], Estimate]
    seat_effects: list[Estimate]
    """Seat 1's advantage over seat k + 1, for each later seat k + 1 (first - that seat)."""
    strength_intervals: dict[str, Estimate]
    """Each entry's centred strength (its log-odds over the mean entry) with its interval."""
    ahead: dict[tuple[str, str], tuple[int, int]]
    """For each pair (A, B) of ``differences``: the games A finished above B, and B above A.
    One of them 0 (separation): no finite difference fits, and the ridge alone bounds it and
    its interval."""


def ahead_counts(
    names: Sequence[str], games: Sequence[Ranked]
) -> dict[tuple[str, str], tuple[int, int]]:
    """For each pair of ``names``, in order: the games the first finished above the second, and
    the second above the first."""
    found = {pair: [0, 0] for pair in combinations(names, 2)}
    for game in games:
        for x, y in combinations(range(len(game.entries)), 2):
            a, b = game.entries[x], game.entries[y]
            if game.ranks[x] == game.ranks[y] or a == b:
                continue
            first_ahead = game.ranks[x] < game.ranks[y]
            if (a, b) in found:
                found[a, b][0 if first_ahead else 1] += 1
            else:
                found[b, a][1 if first_ahead else 0] += 1
    return {pair: (counts[0], counts[1]) for pair, counts in found.items()}


@dataclass(frozen=True, slots=True)
class _Stages:
    """The games as choices, alike ones merged: each kind of choice's chosen item (an entry in
    a seat) and the items it was chosen from (a padded row, ``-1`` unused), and the weight of
    each kind on each seed (a sparse kinds x seeds matrix), so a bootstrap's weights are one
    product with the seeds' counts."""

    chosen_entry: NDArray[np.int64]
    chosen_seat: NDArray[np.int64]
    pool_entry: NDArray[np.int64]
    pool_seat: NDArray[np.int64]
    by_seed: sparse.csr_array

    def weight(self, seed_counts: NDArray[np.float64] | NDArray[np.int64]) -> NDArray[np.float64]:
        """Each kind's weight when each seed counts ``seed_counts`` times."""
        return np.asarray(self.by_seed @ seed_counts, dtype=float)


def _stages(games: Sequence[Ranked], names: Sequence[str], seeds: Sequence[int]) -> _Stages:
    index = {name: i for i, name in enumerate(names)}
    seed_of = {seed: i for i, seed in enumerate(seeds)}
    width = max(len(g.entries) for g in games)
    kinds: dict[tuple[int, int, tuple[int, ...], tuple[int, ...]], int] = {}
    cells: list[tuple[int, int, float]] = []
    for game in games:
        order = sorted(range(len(game.entries)), key=lambda s: game.ranks[s])
        for seat in order:
            pool = [s for s in order if game.ranks[s] >= game.ranks[seat]]
            if len(pool) < 2:
                continue
            tied = sum(1 for s in pool if game.ranks[s] == game.ranks[seat])
            padding = (-1,) * (width - len(pool))
            key = (
                index[game.entries[seat]],
                seat,
                tuple(index[game.entries[s]] for s in pool) + padding,
                tuple(pool) + padding,
            )
            kind = kinds.setdefault(key, len(kinds))
            cells.append((kind, seed_of[game.seed], 1 / tied))
    keys = list(kinds)
    rows, columns, values = zip(*cells, strict=True) if cells else ((), (), ())
    return _Stages(
        np.array([k[0] for k in keys], dtype=np.int64),
        np.array([k[1] for k in keys], dtype=np.int64),
        np.array([k[2] for k in keys], dtype=np.int64).reshape(len(keys), width),
        np.array([k[3] for k in keys], dtype=np.int64).reshape(len(keys), width),
        sparse.csr_array((values, (rows, columns)), shape=(len(keys), len(seeds))),
    )


def _minus_log_likelihood(
    parameters: NDArray[np.float64], stages: _Stages, weight: NDArray[np.float64], entries: int
) -> tuple[float, NDArray[np.float64]]:
    """The penalised negative log-likelihood and its gradient; parameters are the strengths,
    then the advantages of the seats after the first."""
    strength = parameters[:entries]
    advantage = np.concatenate(([0.0], parameters[entries:]))
    used = stages.pool_entry >= 0
    utility = np.where(used, strength[stages.pool_entry] + advantage[stages.pool_seat], -np.inf)
    top = utility.max(axis=1, keepdims=True)
    exp = np.exp(utility - top)
    total = exp.sum(axis=1)
    chosen = strength[stages.chosen_entry] + advantage[stages.chosen_seat]
    value = -float(np.sum(weight * (chosen - top[:, 0] - np.log(total))))
    value += RIDGE / 2 * float(parameters @ parameters)
    share = exp / total[:, None] * weight[:, None]
    strength_gradient = np.bincount(stages.chosen_entry, weight, entries)
    strength_gradient -= np.bincount(stages.pool_entry[used], share[used], entries)
    advantage_gradient = np.bincount(stages.chosen_seat, weight, len(advantage))
    advantage_gradient -= np.bincount(stages.pool_seat[used], share[used], len(advantage))
    gradient = -np.concatenate((strength_gradient, advantage_gradient[1:]))
    return value, gradient + RIDGE * parameters


def _fit(
    stages: _Stages,
    weight: NDArray[np.float64],
    entries: int,
    seats: int,
    start: NDArray[np.float64],
) -> NDArray[np.float64]:
    """Strengths (centred) and every seat's advantage (the first 0), at the penalised maximum."""
    found = optimize.minimize(
        _minus_log_likelihood,
        start,
        args=(stages, weight, entries),
        jac=True,
        method="BFGS",
    )
    strength = found.x[:entries] - found.x[:entries].mean()
    return np.concatenate((strength, [0.0], found.x[entries:]))


def plackett_luce(
    names: Sequence[str],
    games: Sequence[Ranked],
    confidence: float = CONFIDENCE,
    resamples: int = RESAMPLES,
) -> Fit:
    """Fit the entries' strengths and the seats' advantages on ``games`` (any number of seats a
    game, the same in every game; in any order), with the bootstrap over seeds for each
    difference."""
    if not games:
        raise ValueError("a rating needs at least one game")
    seats = len(games[0].entries)
    if any(len(g.entries) != seats or len(g.ranks) != seats for g in games):
        raise ValueError("every game of a rating has the same number of seats, each ranked")
    entries = len(names)
    seeds = sorted({g.seed for g in games})
    stages = _stages(sorted(games, key=lambda g: (g.seed, g.entries, g.ranks)), names, seeds)
    start = np.zeros(entries + seats - 1)
    point = _fit(stages, stages.weight(np.ones(len(seeds))), entries, seats, start)
    warm = np.concatenate((point[:entries], point[entries + 1 :]))
    rng = np.random.default_rng(BOOTSTRAP_SEED)
    refits = np.array(
        [
            _fit(
                stages,
                stages.weight(
                    np.bincount(rng.integers(0, len(seeds), len(seeds)), minlength=len(seeds))
                ),
                entries,
                seats,
                warm,
            )
            for _ in range(resamples)
        ]
    )
    tail = (1 - confidence) / 2 * 100

    def interval(value: float, samples: NDArray[np.float64]) -> Estimate:
        low, high = np.percentile(samples, [tail, 100 - tail])
        return Estimate(float(value), float(low), float(high))

    differences = {
        (names[a], names[b]): interval(point[a] - point[b], refits[:, a] - refits[:, b])
        for a, b in combinations(range(entries), 2)
    }
    seat_effects = [interval(-point[entries + k], -refits[:, entries + k]) for k in range(1, seats)]
    return Fit(
        {name: float(point[i]) for i, name in enumerate(names)},
        [float(x) for x in point[entries:]],
        differences,
        seat_effects,
        {name: interval(point[i], refits[:, i]) for i, name in enumerate(names)},
        ahead_counts(names, games),
    )
