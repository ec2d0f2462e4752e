"""The README's difficulty tables and Player claims, measured on fresh seeds in one command
(issue 31): seeds that neither chose a level's handicaps nor tuned the Player, each table
naming its seeds.

    python -m benchmarks.measure_levels --seeds 20001-22000 --short-seeds 20001-20500 --jobs 2

prints, as Markdown: the early solitaire levels (every seed of ``--seeds``), with each level's
paired survival against ``normal``; the Middle and Late solitaire and the Early two-player levels
(``--short-seeds``); the Player claims, ``heuristic`` against ``heuristic-v1`` and against the
money levers, in solitaire (``--seeds``) and two-player (``--short-seeds``); the Guideline
presets against the printed cards (``--seeds``); and what pairing
buys for a one-field Guideline change (the Plutocrats' Knights Guideline at 0 talents,
``--short-seeds``). Survival is ``engine.outcome.republic_survives``; a rate has its Wilson
interval, a share its bootstrap interval; a paired difference of rates has Tango's score
interval and test (solitaire: one game a seed), any other the paired t over the seeds (two
Players: a seed's two seatings averaged). Survival is the primary endpoint of every comparison;
the others are secondary, their p-values Holm-corrected across them.

``--db-dir DIR`` keeps each arm's games in ``DIR/ARM.db`` (lab/store.py), so an interrupted run
resumes and the tables can be printed again without playing; a store made by other code is
refused (its games would differ), so use a new folder after a change to the games.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.sweep_handicaps import Handicapped, interval, player_won, players_share
from engine.context import GameOptions
from engine.outcome import republic_survives
from guidelines.loader import GuidelineSet, load_builtin
from guidelines.presets import PRESETS, preset_guidelines
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
from lab.store import Store, StoredGame
from lab.tournament import Entry, Tournament, make_entries, play
from solo.handicaps import LEVELS, NORMAL, level_options
from solo.scenario import player_seats

MONEY_LEVERS = (
    "heuristic:state_weight=1,state_keep=0,leading_weight=0.3,contender_share=0.8,crisis_wars=3"
)
"""The money levers of issue 21 on top of the baseline Player (README, "Difficulty levels")."""

KNIGHTS_VARIANT = "plutocrats-knights-0"
"""The one-field Guideline change whose pairing the README reports."""


@dataclass(frozen=True, slots=True)
class Arm:
    """One set of games: a scenario, the Players' bot in every Player seat, a level, and
    optionally a Guideline variant; on the long seeds or the short ones."""

    name: str
    scenario: str
    players: int
    bot: str
    level: str = NORMAL
    short: bool = False
    variant: tuple[str, GuidelineSet] | None = None

    def tournament(self) -> Tournament:
        """The lab tournament that plays it (both seatings of a seed in two-player)."""
        if self.variant is None:
            entries = tuple(make_entries([self.bot] * self.players, []))
        else:
            entries = (Entry(self.variant[0], self.bot, *self.variant),)
        options = level_options(GameOptions(), self.level)
        return Tournament(self.scenario, self.players, entries, options)


def knights_variant() -> tuple[str, GuidelineSet]:
    """The printed Guidelines with the Plutocrats spending no talents on Knights (4.04.3)."""
    card = load_builtin("Plutocrats").model_copy(update={"knights_talents": 0})
    return KNIGHTS_VARIANT, GuidelineSet.default().with_override("Plutocrats", card)


def arms() -> list[Arm]:
    """Every arm the tables need."""
    found = [Arm(f"early-{level}", "early", 1, "heuristic", level) for level in LEVELS]
    found += [
        Arm(f"{scenario}-{level}", scenario, 1, "heuristic", level, short=True)
        for scenario in ("middle", "late")
        for level in LEVELS
    ]
    found += [Arm(f"two-{level}", "early", 2, "heuristic", level, short=True) for level in LEVELS]
    found += [
        Arm("early-v1", "early", 1, "heuristic-v1"),
        Arm("early-money", "early", 1, MONEY_LEVERS),
        Arm("two-v1", "early", 2, "heuristic-v1", short=True),
        Arm("early-knights", "early", 1, "heuristic", short=True, variant=knights_variant()),
    ]
    found += [
        Arm(
            f"early-preset-{name}",
            "early",
            1,
            "heuristic",
            variant=(f"preset-{name}", preset_guidelines(name)),
        )
        for name in PRESETS
    ]
    return found


@dataclass(slots=True)
class Played:
    """An arm's games, in schedule order (two-player: both seatings of each seed)."""

    arm: Arm
    games: list[StoredGame] = field(default_factory=list)

    @property
    def seats(self) -> tuple[int, ...]:
        """The Player seats among all factions."""
        return player_seats(self.arm.players)

    def outcomes(self, metric: str) -> list[float]:
        """Each game's value of ``metric``."""
        return [float(METRICS[metric](g, self.seats)) for g in self.games]

    def rate(self, metric: str) -> Estimate:
        """A share of the games, with its Wilson interval."""
        return wilson(int(sum(self.outcomes(metric))), len(self.games))

    def ended(self, reason: str) -> int:
        """Games that ended for ``reason``."""
        return sum(g.record.end_reason == reason for g in self.games)


METRICS: dict[str, Callable[[StoredGame, Sequence[int]], float]] = {
    "survival": lambda g, seats: float(republic_survives(g.record.end_reason)),
    "wins": lambda g, seats: float(player_won(g, seats)),
    "share": players_share,
}
"""What a table measures in a game: the Republic survived, a Player won, the Players' mean
Influence share."""
PRIMARY = "survival"
BINARY = ("survival", "wins")


def play_arm(arm: Arm, seeds: Sequence[int], jobs: int, db_dir: Path | None) -> Played:
    """The arm's games of ``seeds``, played (or found in its store)."""
    path = ":memory:" if db_dir is None else db_dir / f"{arm.name}.db"
    print(f"{arm.name}: {len(seeds)} seeds", file=sys.stderr, flush=True)
    with Store(path) as store:
        return Played(arm, play(arm.tournament(), seeds, store, jobs))


def by_seed(played: Played, metric: str) -> list[float]:
    """The metric's mean over each seed's games, in seed order."""
    per_seed = len(played.games) // len({g.record.seed for g in played.games})
    values = played.outcomes(metric)
    return [sum(values[i : i + per_seed]) / per_seed for i in range(0, len(values), per_seed)]


def difference(a: Played, b: Played, metric: str) -> tuple[Estimate, float]:
    """A - B on ``metric``, paired by seed: Tango's interval and test for a rate with one game a
    seed, else the paired t over the seeds."""
    if metric in BINARY and a.arm.players == 1:
        pairs = list(zip(a.outcomes(metric), b.outcomes(metric), strict=True))
        cells = [sum(1 for p in pairs if p == cell) for cell in ((1, 1), (1, 0), (0, 1), (0, 0))]
        return paired_rate_difference(*cells)
    return paired_mean_difference(by_seed(a, metric), by_seed(b, metric))


def points(estimate: Estimate) -> str:
    """A difference in points of percent with its interval."""
    return f"{100 * estimate.value:+.1f} ({100 * estimate.low:+.1f} to {100 * estimate.high:+.1f})"


def seeds_text(seeds: Sequence[int]) -> str:
    return f"seeds {seeds[0]}-{seeds[-1]}"


def levels_table(played: dict[str, Played], seeds: Sequence[int]) -> list[str]:
    """The early solitaire levels, each with its paired survival against ``normal``."""
    normal = played[f"early-{NORMAL}"]
    rows = [
        f"Early solitaire, heuristic Player, {len(seeds)} paired {seeds_text(seeds)}:",
        "",
        "| level | handicaps | Republic survives | Player wins | Player's Influence share"
        f" | survival - normal ({PAIRED_RATE_TEST}, p) |",
        "|---|---|---|---|---|---|",
    ]
    for level in LEVELS:
        arm = played[f"early-{level}"]
        handicaps = Handicapped(level, arm.arm.tournament().options).handicaps
        share = bootstrap_mean(arm.outcomes("share")).as_dict("mean")
        if level == NORMAL:
            against = "-"
        else:
            change, p = difference(arm, normal, PRIMARY)
            against = f"{points(change)}, p = {p:.2g}"
        rows.append(
            f"| {level} | {handicaps} | {interval(arm.rate('survival').as_dict())}"
            f" | {interval(arm.rate('wins').as_dict())} | {interval(share, 'mean')} | {against} |"
        )
    return rows


def others_table(played: dict[str, Played], seeds: Sequence[int]) -> list[str]:
    """The Middle and Late solitaire levels and the Early two-player ones."""
    rows = [
        f"Heuristic Players, {len(seeds)} {seeds_text(seeds)} (two Players: each seed with the"
        " seats swapped):",
        "",
        "| scenario, Players | games | level | Republic survives | Player wins (either Player)"
        " | Player's Influence share |",
        "|---|---|---|---|---|---|",
    ]
    for prefix, label in (
        ("middle", "middle, 1"),
        ("late", "late, 1"),
        ("two", "early, 2 (hotseat)"),
    ):
        for index, level in enumerate(LEVELS):
            arm = played[f"{prefix}-{level}"]
            share = bootstrap_mean(arm.outcomes("share")).as_dict("mean")
            head = f"| {label} | {len(arm.games)}" if index == 0 else "| |"
            rows.append(
                f"{head} | {level} | {interval(arm.rate('survival').as_dict())}"
                f" | {interval(arm.rate('wins').as_dict())} | {interval(share, 'mean')} |"
            )
    return rows


def claims_table(
    played: dict[str, Played], seeds: Sequence[int], short: Sequence[int]
) -> list[str]:
    """The Player claims: each Player's rates, then each comparison's paired differences,
    survival primary and the others Holm-corrected across them."""
    rows = [
        f"Early games, normal level; solitaire on {seeds_text(seeds)}, two Players on"
        f" {seeds_text(short)} (each seed with the seats swapped):",
        "",
        "| Player | games | Republic survives | Player wins | Influence share | bankruptcies"
        " | four Active Wars |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, label in (
        ("early-v1", "`heuristic-v1`"),
        (f"early-{NORMAL}", "`heuristic`"),
        ("early-money", "`heuristic` + money levers"),
        ("two-v1", "`heuristic-v1`, two Players"),
        (f"two-{NORMAL}", "`heuristic`, two Players"),
    ):
        arm = played[name]
        share = bootstrap_mean(arm.outcomes("share")).as_dict("mean")
        rows.append(
            f"| {label} | {len(arm.games)} | {interval(arm.rate('survival').as_dict())}"
            f" | {interval(arm.rate('wins').as_dict())} | {interval(share, 'mean')}"
            f" | {arm.ended('bankruptcy')} | {arm.ended('four_active_wars')} |"
        )
    rows += [
        "",
        "| A - B (points) | survival (primary) | p | Player wins | p (Holm) | Influence share"
        " | p (Holm) |",
        "|---|---|---|---|---|---|---|",
    ]
    for a, b, label in (
        (f"early-{NORMAL}", "early-v1", "`heuristic` - `heuristic-v1`"),
        ("early-money", f"early-{NORMAL}", "money levers - `heuristic`"),
        (f"two-{NORMAL}", "two-v1", "`heuristic` - `heuristic-v1`, two Players"),
    ):
        found = {m: difference(played[a], played[b], m) for m in METRICS}
        secondary = holm([found["wins"][1], found["share"][1]])
        rows.append(
            f"| {label} | {points(found['survival'][0])} | {found['survival'][1]:.2g}"
            f" | {points(found['wins'][0])} | {secondary[0]:.2g}"
            f" | {points(found['share'][0])} | {secondary[1]:.2g} |"
        )
    return rows


def presets_table(played: dict[str, Played], seeds: Sequence[int]) -> list[str]:
    """The Guideline presets against the printed cards, paired by seed: survival primary,
    Player wins secondary (the only one, so uncorrected)."""
    printed = played[f"early-{NORMAL}"]
    rows = [
        f"Guideline presets, early solitaire, heuristic Player, normal level, {len(seeds)} paired"
        f" {seeds_text(seeds)}:",
        "",
        "| Neutrals' Guidelines | Republic survives | Player wins | survival - printed (primary)"
        " | p | Player wins - printed | p |",
        "|---|---|---|---|---|---|---|",
        f"| printed | {interval(printed.rate('survival').as_dict())}"
        f" | {interval(printed.rate('wins').as_dict())} | - | - | - | - |",
    ]
    for name in PRESETS:
        arm = played[f"early-preset-{name}"]
        survival, p_survival = difference(arm, printed, "survival")
        wins, p_wins = difference(arm, printed, "wins")
        rows.append(
            f"| preset `{name}` | {interval(arm.rate('survival').as_dict())}"
            f" | {interval(arm.rate('wins').as_dict())} | {points(survival)} | {p_survival:.2g}"
            f" | {points(wins)} | {p_wins:.2g} |"
        )
    return rows


def pairing_table(played: dict[str, Played], seeds: Sequence[int]) -> list[str]:
    """What the common seeds buy for a one-field Guideline change."""
    variant, printed = played["early-knights"], played[f"early-{NORMAL}"]
    chosen = set(seeds)
    printed = Played(printed.arm, [g for g in printed.games if g.record.seed in chosen])
    rows = [
        f"Pairing, {len(seeds)} early solitaire {seeds_text(seeds)}: the Plutocrats'"
        " `knights_talents = 0` against the printed card:",
        "",
        "| metric | SE paired / unpaired | games an unpaired comparison needs (x) |",
        "|---|---|---|",
    ]
    turns = {
        "turns": (
            [float(g.record.turns) for g in variant.games],
            [float(g.record.turns) for g in printed.games],
        )
    }
    measured = {m: (variant.outcomes(m), printed.outcomes(m)) for m in ("survival", "share")}
    for metric, (a, b) in {**measured, **turns}.items():
        ratio = pairing_ratio(a, b)
        shown = f"{ratio:.2f} | {1 / ratio**2:.1f}" if ratio else "- | -"
        rows.append(f"| {metric} | {shown} |")
    return rows


def seed_range(text: str) -> list[int]:
    """``FIRST-LAST`` as the seeds from FIRST to LAST."""
    first, sep, last = text.partition("-")
    try:
        seeds = list(range(int(first), int(last) + 1)) if sep else []
    except ValueError:
        seeds = []
    if not seeds:
        raise argparse.ArgumentTypeError(f"seeds are FIRST-LAST with FIRST <= LAST, got {text!r}")
    return seeds


def main(argv: Sequence[str] | None = None) -> None:
    """Play every arm (or find it stored) and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=seed_range, default=seed_range("20001-22000"))
    parser.add_argument(
        "--short-seeds",
        type=seed_range,
        help="seeds of the Middle, Late and two-player tables and the pairing (default: the"
        " first 500 of --seeds)",
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--db-dir", type=Path, help="keep each arm's games in DIR/ARM.db")
    args = parser.parse_args(argv)
    short = args.short_seeds or args.seeds[:500]
    if not set(short) <= set(args.seeds):
        parser.error("--short-seeds must lie within --seeds (the pairing pairs them)")
    if args.db_dir is not None:
        args.db_dir.mkdir(parents=True, exist_ok=True)
    played = {
        arm.name: play_arm(arm, short if arm.short else args.seeds, args.jobs, args.db_dir)
        for arm in arms()
    }
    tables = [
        levels_table(played, args.seeds),
        others_table(played, short),
        claims_table(played, args.seeds, short),
        presets_table(played, args.seeds),
        pairing_table(played, short),
    ]
    print("\n\n".join("\n".join(table) for table in tables))


if __name__ == "__main__":
    main()
