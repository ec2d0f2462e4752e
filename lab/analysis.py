"""The tables of a tournament, from its games: per entry (and per seat in two-player), paired
comparisons between entries, and in two-player a Plackett-Luce (Bradley-Terry) fit of the
entries' strengths and the seat effect, each difference with its bootstrap interval over seeds.

Rates are over all of an entry's games (a game ending in an error is no win and no fall) with
Wilson intervals; means have bootstrap intervals. Comparisons pair the games two entries played
on the same seed (and, in two-player, from the same seat against each other). Each gives the
difference A - B with an interval and a p-value from one method, so that they agree: in
solitaire, Tango's score test and the interval inverting it for a rate, the paired t-test
and its interval for a mean; in two-player, where both seatings of a seed come from that one
seed, the paired t-test over the seeds (each seed's mean over its seatings). The interval and
``p_unadjusted`` carry no correction. One metric is the primary endpoint (by default survival in
solitaire, ``engine.outcome.republic_survives``, and the Player's wins in two-player); the others
are secondary. ``p_value`` is Holm-corrected over the pairs of entries on the primary metric, and
over every secondary comparison (all pairs on all secondary metrics) together for the others.
``pairing`` is the standard error paired over the one the same games would give unpaired: how
much playing the entries on the same seeds buys.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from common.runner import ERROR
from engine.outcome import ALL_LOSE, PLAYER_OUT, republic_survives
from lab.endpoints import endpoints
from lab.ranking import RESAMPLES, Fit, Ranked, plackett_luce
from lab.stats import (
    PAIRED_RATE_TEST,
    Estimate,
    bootstrap_mean,
    holm,
    paired_mean_difference,
    paired_rate_difference,
    pairing_ratio,
    wilson,
)
from lab.store import StoredGame
from solo.scenario import player_seats

Row = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Played:
    """A stored game seen from one of its entries: the game and the Player seat it sat in."""

    game: StoredGame
    seat: int
    """The seat's index among the Player seats (0: Player 1)."""

    @property
    def won(self) -> bool:
        """Did this entry's Player win?"""
        return self.game.record.winner_seat == self.faction_seat

    @property
    def faction_seat(self) -> int:
        """The entry's seat among all factions."""
        return player_seats(len(self.game.seats))[self.seat]


def influence_share(game: StoredGame, seat: int) -> float:
    """The entry's share of all factions' combined Influence when the game ended (the Era Ends
    measure of 1.12.2): a Player's standing in the Influence race, which a win (rare under
    section IV) only shows at its top. 0 for a game that stored no Influence (an error)."""
    influence = game.record.influence
    total = sum(influence)
    return influence[Played(game, seat).faction_seat] / total if total else 0.0


def falls(game: StoredGame) -> bool:
    """Did the Republic fall, every faction losing (1.12.1, 1.12.3)?"""
    return game.record.error is None and game.record.end_reason in ALL_LOSE


def survives(game: StoredGame) -> bool:
    """Did the Republic stand at the end (``engine.outcome.republic_survives``)?"""
    return republic_survives(game.record.end_reason)


def lost_alone(game: StoredGame, seat: int) -> bool:
    """Did the entry's Player lose on his own, eliminated or quitting (1.05.4)?"""
    return game.record.end_reason in PLAYER_OUT and not Played(game, seat).won


def neutral_winner(game: StoredGame) -> str | None:
    """The Neutral that won, if one did."""
    record = game.record
    players = player_seats(len(game.seats))
    if record.winner_seat is None or record.winner_seat in players:
        return None
    return record.winner


def match_name(seats: Sequence[str]) -> str:
    """The name of a game's entries: the entry in solitaire, ``A vs B`` in two-player."""
    return " vs ".join(seats)


def winner_entry(game: StoredGame) -> str | None:
    """The entry whose Player won, if one did."""
    players = player_seats(len(game.seats))
    for seat, name in zip(players, game.seats, strict=True):
        if game.record.winner_seat == seat:
            return name
    return None


def played_by(name: str, games: Sequence[StoredGame]) -> list[Played]:
    """The games ``name`` played, with its seat in each."""
    return [Played(g, g.seats.index(name)) for g in games if name in g.seats]


def entry_row(
    name: str, games: Sequence[StoredGame], reasons: list[str], neutrals: list[str]
) -> Row:
    """One entry's table: rates with Wilson intervals, means with bootstrap intervals."""
    played = played_by(name, games)
    n = len(played)
    row: Row = {"name": name, "games": n}
    if n == 0:
        return row
    ended = Counter(p.game.record.end_reason for p in played)
    won_by = Counter(neutral_winner(p.game) for p in played)
    row |= {
        "errors": ended[ERROR],
        "player_win": wilson(sum(p.won for p in played), n).as_dict(),
        "survival": wilson(sum(survives(p.game) for p in played), n).as_dict(),
        "republic_falls": wilson(sum(falls(p.game) for p in played), n).as_dict(),
        "player_lost_alone": wilson(sum(lost_alone(p.game, p.seat) for p in played), n).as_dict(),
        "neutral_wins": {role: wilson(won_by[role], n).as_dict() for role in neutrals},
        "end_reasons": {
            reason: {"games": ended[reason], **wilson(ended[reason], n).as_dict()}
            for reason in reasons
        },
        "influence_share": bootstrap_mean(
            [influence_share(p.game, p.seat) for p in played]
        ).as_dict("mean"),
        "mean_turns": bootstrap_mean([p.game.record.turns for p in played]).as_dict("mean"),
        "mean_decisions": bootstrap_mean([p.game.record.decisions for p in played]).as_dict("mean"),
        "mean_seconds": round(sum(p.game.record.seconds for p in played) / n, 6),
    }
    if len(games[0].seats) > 1:
        row["per_seat"] = {
            f"Player {seat + 1}": seat_row([p for p in played if p.seat == seat])
            for seat in range(len(games[0].seats))
        }
    return row


def seat_row(played: Sequence[Played]) -> Row:
    """An entry's games from one seat."""
    if not played:
        return {"games": 0}
    return {
        "games": len(played),
        "player_win": wilson(sum(p.won for p in played), len(played)).as_dict(),
    }


Outcome = Callable[[StoredGame, int], float]
"""What a comparison measures in a game, given the seat index of the entry compared."""

BINARY: dict[str, Outcome] = {
    "survival": lambda g, seat: float(survives(g)),
    "player_win": lambda g, seat: float(Played(g, seat).won),
    "player_lost_alone": lambda g, seat: float(lost_alone(g, seat)),
}
NUMERIC: dict[str, Outcome] = {
    "influence_share": influence_share,
    "turns": lambda g, seat: float(g.record.turns),
}


def pairs(
    a: str, b: str, games: Sequence[StoredGame]
) -> list[tuple[tuple[StoredGame, int], tuple[StoredGame, int]]]:
    """The paired games of ``a`` and ``b``: in solitaire, their games of the same seed; in
    two-player, for each seed and seat, a's game from that seat against b and b's game from
    that seat against a."""
    by_key = {(g.seats, g.record.seed): g for g in games}
    found = []
    for seats, seed in sorted(by_key, key=lambda k: (k[1], k[0])):
        if len(seats) == 1 and seats == (a,) and ((b,), seed) in by_key:
            found.append(((by_key[seats, seed], 0), (by_key[(b,), seed], 0)))
        elif seats == (a, b) and ((b, a), seed) in by_key:
            swapped = by_key[(b, a), seed]
            found.append(((by_key[seats, seed], 0), (swapped, 0)))
            found.append(((swapped, 1), (by_key[seats, seed], 1)))
    return found


def comparisons(
    names: Sequence[str], games: Sequence[StoredGame], declared: Mapping[str, Any]
) -> list[Row]:
    """Every pair of entries on every metric, the primary first; Holm-corrected over the
    primary comparisons and over the secondary ones."""
    families: list[list[Row]] = []
    for metrics in ([declared["primary"]], declared["secondary"]):
        family = [
            compare(a, b, metric, paired)
            for metric in metrics
            for a, b in combinations(names, 2)
            if (paired := pairs(a, b, games))
        ]
        endpoint = "primary" if metrics == [declared["primary"]] else "secondary"
        adjusted = holm([r["p_unadjusted"] for r in family])
        for row, p in zip(family, adjusted, strict=True):
            row |= {
                "endpoint": endpoint,
                "p_value": p,
                "p_correction": f"Holm over the {len(family)} {endpoint} comparisons",
            }
        families.append(family)
    return [row for family in families for row in family]


Paired = Sequence[tuple[tuple[StoredGame, int], tuple[StoredGame, int]]]
"""Paired games of two entries, each with the entry's seat index (``pairs``)."""


def by_seed(paired: Paired, outcome: Outcome) -> tuple[list[float], list[float]]:
    """A's and B's outcome on each seed, the mean over the seed's pairs (two-player: both
    seatings), in seed order: the units a comparison pairs."""
    seeds: dict[int, list[tuple[float, float]]] = {}
    for left, right in paired:
        seeds.setdefault(left[0].record.seed, []).append((outcome(*left), outcome(*right)))
    xs = [sum(x for x, _ in found) / len(found) for found in seeds.values()]
    ys = [sum(y for _, y in found) / len(found) for found in seeds.values()]
    return xs, ys


def compare(a: str, b: str, metric: str, paired: Paired) -> Row:
    """One comparison: A - B on ``metric`` over the paired games, by seed."""
    outcome = BINARY.get(metric) or NUMERIC[metric]
    xs, ys = by_seed(paired, outcome)
    if metric in BINARY and len(xs) == len(paired):
        cells = Counter(zip(xs, ys, strict=True))
        estimate, p = paired_rate_difference(
            cells[1.0, 1.0], cells[1.0, 0.0], cells[0.0, 1.0], cells[0.0, 0.0]
        )
        method = PAIRED_RATE_TEST
    else:
        estimate, p = paired_mean_difference(xs, ys)
        method = "paired t" if len(xs) == len(paired) else "paired t by seed"
    ratio = pairing_ratio(xs, ys)
    if metric != "turns":  # a difference of rates or shares lies within [-1, 1]
        estimate = Estimate(estimate.value, max(-1.0, estimate.low), min(1.0, estimate.high))
    return {
        "a": a,
        "b": b,
        "metric": metric,
        "pairs": len(paired),
        "seeds": len(xs),
        "method": method,
        "difference": round(estimate.value, 6),
        "low": round(estimate.low, 6),
        "high": round(estimate.high, 6),
        "interval_correction": "none",
        "p_unadjusted": p,
        "pairing": None if ratio is None else round(ratio, 4),
    }


def match(game: StoredGame) -> Ranked:
    """A two-player game for the ratings: the winner first; when no Player won, the Player with
    more Influence at the end (a tie if equal, or if the game stored none)."""
    first, second = player_seats(2)
    record = game.record
    if record.winner_seat in (first, second):
        ranks = (0.0, 1.0) if record.winner_seat == first else (1.0, 0.0)
    else:
        ahead = record.influence[first] - record.influence[second] if record.influence else 0
        ranks = (0.0, 1.0) if ahead > 0 else (1.0, 0.0) if ahead < 0 else (0.0, 0.0)
    return Ranked(record.seed, game.seats, ranks)


def chance(log_odds: float) -> float:
    """The chance a log-odds stands for, rounded for JSON."""
    return round(1 / (1 + math.exp(-log_odds)), 6)


def difference_rows(fit: Fit) -> list[Row]:
    """Each difference of two entries' strengths, JSON-ready: in log-odds with its bootstrap
    interval, as A's chance of beating B from the same seat, and the games each finished above
    the other."""
    return [
        {
            "a": a,
            "b": b,
            **estimate.as_dict("log_odds"),
            "a_beats_b": chance(estimate.value),
            "a_ahead": fit.ahead[a, b][0],
            "b_ahead": fit.ahead[a, b][1],
            "separated": min(fit.ahead[a, b]) == 0,
        }
        for (a, b), estimate in fit.differences.items()
    ]


def ratings_row(fit: Fit) -> Row:
    """The fit, JSON-ready: each entry's strength, each difference and the seat effect (first
    seat minus second) in log-odds with its bootstrap interval and as a chance."""
    return {
        "model": "Plackett-Luce (Bradley-Terry for two seats): strength + seat advantage,"
        " log-odds; a game no Player won ranked by final Influence",
        "interval": f"percentile bootstrap over seeds, {RESAMPLES} resamples, no correction",
        "strengths": {name: round(value, 6) for name, value in fit.strengths.items()},
        "differences": difference_rows(fit),
        "seat_effect": {
            **fit.seat_effects[0].as_dict("log_odds"),
            "first_seat_wins": chance(fit.seat_effects[0].value),
        },
    }


def game_row(game: StoredGame) -> Row:
    """One game, JSON-ready."""
    record = game.record
    return {
        "entry": match_name(game.seats),
        "seed": record.seed,
        "seats": list(game.seats),
        "digest": record.digest,
        "winner": record.winner,
        "winner_entry": winner_entry(game),
        "end_reason": record.end_reason,
        "turns": record.turns,
        "decisions": record.decisions,
        "influence": list(record.influence),
        "seconds": record.seconds,
        "error": record.error,
    }


def schedule_order(names: Sequence[str], game: StoredGame) -> tuple[int, list[int], list[int]]:
    """Where a game comes in a tournament's schedule: by seed, then pair, then seating."""
    seats = [names.index(name) for name in game.seats]
    return game.record.seed, sorted(seats), seats


def report(
    configuration: Mapping[str, Any], games: Sequence[StoredGame], primary: str | None = None
) -> dict[str, Any]:
    """The whole report of a tournament's games, JSON-ready, ``primary`` the primary endpoint
    (``endpoints``)."""
    names = [e["name"] for e in configuration["entries"]]
    games = sorted(games, key=lambda g: schedule_order(names, g))
    reasons = sorted({g.record.end_reason for g in games})
    neutrals = sorted({w for g in games if (w := neutral_winner(g)) is not None})
    entries = [entry_row(name, games, reasons, neutrals) for name in names]
    for entry, definition in zip(entries, configuration["entries"], strict=True):
        entry |= {"bot": definition["bot"], "variant": definition["variant"]}
    declared = endpoints(configuration["players"], primary)
    found: dict[str, Any] = {
        "scenario": configuration["scenario"],
        "players": configuration["players"],
        "endpoints": declared,
        "entries": entries,
        "comparisons": comparisons(names, games, declared),
    }
    if configuration["players"] > 1 and games:
        found["ratings"] = ratings_row(plackett_luce(names, [match(g) for g in games]))
    return found | {"games": [game_row(g) for g in games]}
