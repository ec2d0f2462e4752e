"""`ror tournament` and `ror tournament report`: entries play the same seeds, in parallel, into
an SQLite store; the report compares them with intervals and paired tests.

The statistics and plotting libraries are imported when a report is made, so that every other
`ror` command starts without loading them."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from bots.seating import split_specs
from common.cli_types import GAMES, JOBS, MAX_JOBS, SEED, ShortChoice
from common.errors import fail
from common.game_options import game_option
from common.rulings_cli import RulingError, parse_rules, rule_option
from common.runner import BASE
from engine.context import GameOptions
from engine.quoting import quoted
from lab import tournament as lab_tournament
from lab.backends import BACKENDS, BackendError
from lab.base_tournament import BaseTournament
from lab.base_tournament import play as play_base
from lab.base_tournament import print_report as print_base_report
from lab.base_tournament import report as base_report
from lab.endpoints import endpoints
from lab.store import Store, StoredGame, StoreError
from lab.tables import comparisons_table, entries_table, ratings_table, write_csv
from lab.tournament import Tournament, TournamentError, make_entries, parse_variant
from solo.handicaps import LEVELS, NORMAL, level_options
from solo.scenario import PLAYER_COUNTS

EXIT_INTERRUPTED = 130
CORES = min(os.cpu_count() or 1, MAX_JOBS)


def bot_list(value: str | None) -> list[str]:
    """``A,B,...`` as the bot specs, in order (``split_specs``)."""
    if value is None:
        fail("--player-bots is required (for example --player-bots heuristic,random)")
    bots = split_specs(value)
    if not all(bots):
        fail(f"--player-bots takes specs separated by commas, got {quoted(value)}")
    return bots


class ProgressBar:
    """A progress bar with the time left, on stderr (when it is a terminal), over the games
    still to play; it remembers how many were found stored."""

    def __init__(self, bar: Progress) -> None:
        self.bar = bar
        self.task = bar.add_task("games", total=None)
        self.stored: int | None = None
        self.done = 0

    def __call__(self, done: int, total: int) -> None:
        """Hear that ``done`` of ``total`` games are finished (lab.tournament.Progress)."""
        if self.stored is None:
            self.stored = done
            label = f"games ({done} stored)" if done else "games"
            self.bar.update(self.task, total=total - done, description=label)
        self.done = done - self.stored
        self.bar.update(self.task, completed=self.done)


@contextmanager
def playing(db: Path | None) -> Iterator[ProgressBar]:
    """The progress bar of a tournament playing into its store: a store or backend error fails
    in one line; an interrupt says where the finished games are, to resume."""
    with progress_bar(Console(stderr=True).is_terminal) as bar:
        try:
            yield bar
        except (StoreError, BackendError) as exc:
            fail(str(exc))
        except KeyboardInterrupt:
            kept = f"; the finished games are in {db}: run the same command to resume" if db else ""
            click.echo(f"interrupted after {bar.done} games{kept}", err=True)
            raise click.exceptions.Exit(EXIT_INTERRUPTED) from None


@contextmanager
def progress_bar(enabled: bool) -> Iterator[ProgressBar]:
    """A ProgressBar shown while the games are played."""
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("left"),
        TimeRemainingColumn(),
    )
    console = Console(stderr=True)
    with Progress(*columns, console=console, transient=True, disable=not enabled) as bar:
        yield ProgressBar(bar)


def make_report(
    configuration: Mapping[str, Any], games: Sequence[StoredGame], primary: str | None
) -> dict[str, Any]:
    """The report of a tournament's games (lab.analysis), ``primary`` its primary endpoint."""
    from lab.analysis import report

    return report(configuration, games, primary)


def checked_primary(players: int, primary: str | None) -> str | None:
    """``--primary`` if the tournament compares that metric; else one line, exit status 2."""
    try:
        endpoints(players, primary)
    except ValueError as exc:
        fail(str(exc))
    return primary


def show(
    report: Mapping[str, Any], as_json: bool, csv_path: Path | None, plot: Path | None
) -> None:
    """The report as JSON or tables on stdout; the games as CSV and the plot when asked."""
    if as_json:
        click.echo(json.dumps(report, indent=1))
    else:
        console = Console()
        console.print(entries_table(report))
        if report["comparisons"]:
            console.print(comparisons_table(report))
        if "ratings" in report:
            console.print(ratings_table(report))
    if csv_path is not None:
        write_csv(report, csv_path)
    if plot is not None:
        from lab.plots import plot_report

        plot_report(report, plot)


def errors_in(report: Mapping[str, Any]) -> int:
    """Games that ended in an error."""
    return sum(1 for g in report["games"] if g["error"] is not None)


csv_option = click.option(
    "--csv",
    "csv_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write one row per game to this CSV file.",
)
plot_option = click.option(
    "--plot",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE.png",
    help="Draw win rates with intervals, end reasons and game lengths.",
)
json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
primary_option = click.option(
    "--primary",
    metavar="METRIC",
    help="The primary endpoint of the comparisons (default: survival in solitaire, player_win"
    " in two-player); the other metrics are secondary, Holm-corrected together.",
)


@click.group(invoke_without_command=True, no_args_is_help=True)
@click.option(
    "--scenario",
    type=ShortChoice(["early", "middle", "late"]),
    default="early",
    show_default=True,
    help="Basic scenario (3.01-3.03).",
)
@click.option(
    "--players",
    type=ShortChoice([str(n) for n in PLAYER_COUNTS]),
    default="1",
    show_default=True,
    help="1: each entry plays solitaire; 2: the entries meet, each seed twice, seats swapped.",
)
@click.option(
    "--player-bots",
    metavar="A,B[,...]",
    help="Player bots, each an entry named as given: heuristic, random, "
    "search[:rollouts=N,horizon=T,width=W] or module:Class.",
)
@click.option(
    "--guidelines-variant",
    "variants",
    multiple=True,
    metavar="NAME=DIR",
    help="An entry whose Neutrals play by the Guideline files in DIR (repeatable).",
)
@click.option(
    "--games",
    type=GAMES,
    default=100,
    show_default=True,
    help="Seeds every entry plays (two-player: every pair plays each twice).",
)
@click.option("--seed", type=SEED, default=1, show_default=True, help="Seed of the first game.")
@click.option(
    "--jobs",
    type=JOBS,
    default=CORES,
    show_default="the number of cores",
    help="Processes (local) or local workers (dask); the games are the same for any number.",
)
@click.option(
    "--backend",
    type=ShortChoice(BACKENDS),
    default="local",
    show_default=True,
    help="local: a pool of processes; dask: a dask.distributed cluster.",
)
@click.option("--address", help="The dask scheduler (tcp://host:8786); a local cluster if absent.")
@click.option(
    "--db",
    type=click.Path(dir_okay=False, path_type=Path),
    help="SQLite file storing each game as it ends; run again to resume.",
)
@rule_option
@click.option(
    "--difficulty",
    type=ShortChoice(LEVELS),
    default=NORMAL,
    show_default=True,
    help="Handicaps every game is played with: none (normal) or the level's set; --rule changes"
    " single ones on top of it.",
)
@primary_option
@game_option
@click.option(
    "--factions",
    type=click.IntRange(3, 6),
    default=5,
    show_default=True,
    help="With --game base: how many factions (3-6).",
)
@json_option
@csv_option
@plot_option
@click.pass_context
def tournament(
    ctx: click.Context,
    scenario: str,
    players: str,
    player_bots: str | None,
    variants: tuple[str, ...],
    games: int,
    seed: int,
    jobs: int,
    backend: str,
    address: str | None,
    db: Path | None,
    rule_values: tuple[str, ...],
    difficulty: str,
    primary: str | None,
    as_json: bool,
    csv_path: Path | None,
    plot: Path | None,
    variant: str,
    factions: int,
) -> None:
    """Entries (Player bots, Guideline variants) play the same seeds; compare them.

    Exit status 1 if a game raised an error or reached the decision cap.
    """
    if ctx.invoked_subcommand is not None:
        return
    if variant == "base":
        if variants or csv_path is not None or plot is not None:
            fail("--game base takes Player bots only (no --guidelines-variant, --csv, --plot)")
        base_tournament(
            scenario,
            factions,
            player_bots,
            games,
            seed,
            jobs,
            backend,
            address,
            parse_rules(rule_values, GameOptions()),
            as_json,
            db,
        )
        return
    if address is not None and backend != "dask":
        fail("--address is for --backend dask")
    checked_primary(int(players), primary)
    try:
        chosen = [parse_variant(v) for v in variants]
        setup = Tournament(
            scenario,
            int(players),
            tuple(make_entries(bot_list(player_bots), chosen)),
            parse_rules(rule_values, level_options(GameOptions(), difficulty)),
        )
        store = Store(db or ":memory:")
    except (TournamentError, StoreError, RulingError) as exc:
        fail(str(exc))
    seeds = range(seed, seed + games)
    start = time.perf_counter()
    with store, playing(db) as bar:
        played = lab_tournament.play(setup, seeds, store, jobs, backend, address, bar)
        planned = store.planned()
    result = make_report(setup.configuration(), played, primary)
    result["stored"] = stored_note(db or Path(":memory:"), len(played), planned)
    show(result, as_json, csv_path, plot)
    if not as_json:
        seconds = time.perf_counter() - start
        rate = f", {bar.done / seconds:.1f} games/s" if bar.done else ""
        click.echo(
            f"{bar.done} games played, {bar.stored} found stored, {seconds:.1f} s{rate}", err=True
        )
    if errors_in(result):
        raise click.exceptions.Exit(1)


def base_tournament(
    scenario: str,
    factions: int,
    player_bots: str | None,
    games: int,
    seed: int,
    jobs: int,
    backend: str,
    address: str | None,
    options: GameOptions,
    as_json: bool,
    db: Path | None,
) -> None:
    """``ror tournament --game base``: the entries rotate through every seat on every seed
    (lab/base_tournament.py), the games kept in ``db`` as they end so the same command resumes;
    exit status 1 on an error."""
    try:
        entries = tuple(make_entries(bot_list(player_bots), []))
        store = Store(db or ":memory:")
    except (TournamentError, StoreError) as exc:
        fail(str(exc))
    setup = BaseTournament(scenario, factions, entries, options)
    with store, playing(db) as bar:
        seeds = range(seed, seed + games)
        played = play_base(setup, seeds, jobs, backend, address, store, bar)
    result = base_report(setup, played)
    if as_json:
        click.echo(json.dumps(result, indent=1))
    else:
        print_base_report(result, Console())
    if result["errors"]:
        raise click.exceptions.Exit(1)


@tournament.command()
@click.option(
    "--db",
    type=click.Path(dir_okay=False, path_type=Path),
    required=True,
    help="The SQLite file of a tournament.",
)
@primary_option
@json_option
@csv_option
@plot_option
def report(
    db: Path, primary: str | None, as_json: bool, csv_path: Path | None, plot: Path | None
) -> None:
    """Recompute the tables of the games stored in a tournament's --db file."""
    if not db.is_file():
        fail(f"{db}: no such file")
    try:
        with Store(db, read_only=True) as store:
            configuration = store.configuration()
            stored = store.games()
            planned = store.planned()
    except StoreError as exc:
        fail(str(exc))
    if configuration is None:
        fail(f"{db} holds no tournament")
    if configuration.get("game") == BASE:
        fail(f"{db} holds a base-game tournament: run it again with --db to see its report")
    result = make_report(
        configuration, stored, checked_primary(configuration["players"], primary)
    )
    result["stored"] = stored_note(db, len(stored), planned)
    show(result, as_json, csv_path, plot)
    if not as_json:
        click.echo(result["stored"]["note"], err=True)


def stored_note(db: Path, stored: int, planned: Mapping[str, Any] | None) -> dict[str, Any]:
    """How many games of how many the store holds, and a line saying so (an unfinished
    tournament's tables are thinner than its command asked for)."""
    if planned is None:
        note = f"{db}: {stored} games stored; the store does not say how many were planned"
        return {"games": stored, "planned": None, "complete": None, "note": note}
    total = planned["games"]
    seeds = planned["seeds"]
    last = planned["first_seed"] + seeds - 1 if seeds else None
    span = f"seeds {planned['first_seed']}-{last}" if seeds else "no seeds"
    complete = stored >= total
    note = f"{db}: {stored} of {total} games are in ({span})" + (
        "" if complete else "; unfinished: run the tournament's command again to finish it"
    )
    return {"games": stored, "planned": total, "complete": complete, "note": note}
