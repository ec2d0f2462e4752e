"""Size the handicaps and difficulty levels with the Lab (issue 21): play the same seeds under
each set of handicap values and print survival, Player wins and the Players' Influence share,
each with its 95% interval, and the paired change in survival against the first set (exact
McNemar p-value). Survival is ``engine.outcome.republic_survives``.

    python -m benchmarks.sweep_handicaps --games 200 --jobs 2 \\
        --grid state_revenue_bonus=0,25,50 --grid wars_to_fall=4,5
    python -m benchmarks.sweep_handicaps --games 1000 --level easy --level normal --level hard

``--markdown`` prints the rows as Markdown. The README's level tables are not measured here but
by ``benchmarks/measure_levels.py``, on fresh seeds: the seeds a sweep sizes the handicaps on
chose them, and their rates are biased towards the targets.

A set is named by ``--level LEVEL`` (solo/handicaps.py), ``--set NAME=VALUE,NAME=VALUE`` or
the product of the ``--grid NAME=V1,V2,...`` values (over ``--set``s' values, if one is
given). The Players are the ``--bot`` in every Player seat; games run by the tournament
machinery (lab/tournament.py), so the same arguments give the same games.
"""

from __future__ import annotations

import argparse
import itertools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from scipy import stats

from engine.context import GameOptions
from engine.outcome import republic_survives
from lab.stats import bootstrap_mean, wilson
from lab.store import Store, StoredGame
from lab.tournament import Tournament, make_entries, play
from solo.handicaps import LEVELS, level_options
from solo.rulings import parse_assignments, with_rulings
from solo.scenario import player_seats


@dataclass(frozen=True, slots=True)
class Handicapped:
    """One set of handicap values to measure, and its name in the table."""

    name: str
    options: GameOptions

    @property
    def handicaps(self) -> str:
        """Its handicap values as the README's tables show them."""
        shown = ", ".join(f"`{name}={value}`" for name, value in self.options.rulings)
        return shown or "none"


MARKDOWN_HEADER = (
    "| level | handicaps | games | Republic survives | Player wins | Player's Influence share |\n"
    "|---|---|---|---|---|---|"
)
"""The head of ``--markdown``'s table."""


def player_won(game: StoredGame, seats: Sequence[int]) -> bool:
    """A Player won the game."""
    return game.record.winner_seat in seats


def players_share(game: StoredGame, seats: Sequence[int]) -> float:
    """The Players' mean share of all factions' Influence at the end (1.12.2)."""
    influence = game.record.influence
    total = sum(influence)
    return sum(influence[s] for s in seats) / total / len(seats) if total else 0.0


@dataclass(frozen=True, slots=True)
class Measured:
    """One set's games: survival, Player wins and Influence share with their intervals, and
    survival game by game (for the paired comparison)."""

    name: str
    games: int
    survival: dict[str, float]
    player_wins: dict[str, float]
    influence_share: dict[str, float]
    lived: list[bool]

    def row(self, first: Sequence[bool]) -> dict[str, object]:
        """JSON-ready, with the paired change in survival against ``first``."""
        gained, lost = changes(first, self.lived)
        return {
            "set": self.name,
            "games": self.games,
            "survival": self.survival,
            "player_wins": self.player_wins,
            "influence_share": self.influence_share,
            "survival_vs_first": {"gained": gained, "lost": lost, "p": mcnemar_exact(gained, lost)},
        }

    def markdown(self, handicaps: str) -> str:
        """One row of the README's table: the set, its handicaps, games and the three rates."""
        return (
            f"| {self.name or 'printed'} | {handicaps} | {self.games} | {interval(self.survival)}"
            f" | {interval(self.player_wins)} | {interval(self.influence_share, 'mean')} |"
        )

    def line(self, first: Sequence[bool]) -> str:
        """One line of the table."""
        gained, lost = changes(first, self.lived)
        return (
            f"{self.name or 'printed'}: survival {interval(self.survival)}"
            f" [+{gained}/-{lost}, p={mcnemar_exact(gained, lost):.2g}],"
            f" Player wins {interval(self.player_wins)},"
            f" Influence share {interval(self.influence_share, 'mean')}"
        )


def mcnemar_exact(only_a: int, only_b: int) -> float:
    """The exact two-sided McNemar p-value of discordant pairs (a binomial test at 1/2)."""
    discordant = only_a + only_b
    return float(stats.binomtest(only_a, discordant).pvalue) if discordant else 1.0


def changes(first: Sequence[bool], then: Sequence[bool]) -> tuple[int, int]:
    """Games survived only in ``then``, and only in ``first``."""
    gained = sum(b and not a for a, b in zip(first, then, strict=True))
    return gained, sum(a and not b for a, b in zip(first, then, strict=True))


def measure(handicapped: Handicapped, args: argparse.Namespace) -> Measured:
    """Play the seeds under one set of handicaps."""
    bots = [args.bot] * args.players
    tournament = Tournament(
        args.scenario, args.players, tuple(make_entries(bots, [])), handicapped.options
    )
    seeds = range(args.seed, args.seed + args.games)
    with Store(":memory:") as store:
        games = play(tournament, seeds, store, args.jobs)
    seats = player_seats(args.players)
    lived = [republic_survives(g.record.end_reason) for g in games]
    return Measured(
        handicapped.name,
        len(games),
        wilson(sum(lived), len(games)).as_dict(),
        wilson(sum(player_won(g, seats) for g in games), len(games)).as_dict(),
        bootstrap_mean([players_share(g, seats) for g in games]).as_dict("mean"),
        lived,
    )


def sets_of(args: argparse.Namespace) -> list[Handicapped]:
    """The handicap sets the arguments name, in order."""
    found = [Handicapped(level, level_options(GameOptions(), level)) for level in args.level]
    bases: list[tuple[str, Mapping[str, str]]] = []
    for text in args.set:
        name, _, values = text.partition("=")
        assignments = parse_assignments(v for v in values.split(",") if v)
        bases.append((name, assignments))
    grids = [text.partition("=") for text in args.grid]
    axes = [[(name, value) for value in values.split(",")] for name, _, values in grids]
    if not bases and not axes:
        return found
    for base_name, base in bases or [("", {})]:
        if not axes:
            found.append(Handicapped(base_name, with_rulings(GameOptions(), base)))
            continue
        for point in itertools.product(*axes):
            values = {**base, **parse_assignments(f"{n}={v}" for n, v in point)}
            label = ",".join(f"{n}={v}" for n, v in point)
            name = f"{base_name}+{label}" if base_name else label
            found.append(Handicapped(name, with_rulings(GameOptions(), values)))
    return found


def interval(estimate: Mapping[str, float], key: str = "rate") -> str:
    """A rate or mean in percent with its interval."""
    return f"{100 * estimate[key]:.1f}% ({100 * estimate['low']:.1f}-{100 * estimate['high']:.1f})"


def main(argv: Sequence[str] | None = None) -> None:
    """Measure every set and print the table (and JSON lines with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenario", default="early")
    parser.add_argument("--players", type=int, default=1, choices=(1, 2))
    parser.add_argument("--bot", default="heuristic", help="the Player bot in every Player seat")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--level", action="append", default=[], choices=list(LEVELS))
    parser.add_argument("--set", action="append", default=[], metavar="NAME=H=V,H=V")
    parser.add_argument("--grid", action="append", default=[], metavar="HANDICAP=V1,V2")
    parser.add_argument("--json", action="store_true", help="also print each row as JSON")
    parser.add_argument(
        "--markdown", action="store_true", help="also print the table as Markdown, at the end"
    )
    args = parser.parse_args(argv)
    first: list[bool] | None = None
    rows = [MARKDOWN_HEADER]
    for handicapped in sets_of(args):
        measured = measure(handicapped, args)
        first = measured.lived if first is None else first
        print(measured.line(first), flush=True)
        rows.append(measured.markdown(handicapped.handicaps))
        if args.json:
            print(json.dumps(measured.row(first)), flush=True)
    if args.markdown:
        print("\n".join(rows), flush=True)

if __name__ == "__main__":
    main()
