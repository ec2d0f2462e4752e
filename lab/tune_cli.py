"""`ror tune` and `ror tune report`: tune the Neutral Guidelines (section IV) or the handicaps'
magnitudes (issue 21) with optuna."""

from __future__ import annotations

import json
from pathlib import Path

import click
import optuna
from rich.console import Console

from common.cli_types import GAMES, JOBS, MAX_TRIALS, SEED, ShortChoice, count
from common.errors import fail
from lab.handicap_space import parse_ranges, rule_flags
from lab.tunable import parse_roles
from lab.tune import (
    METRICS,
    METRICS_ATTR,
    Measurement,
    Objectives,
    TuneConfig,
    TuneError,
    difference_text,
    load_study,
    objective_metrics,
    run_tune,
    write_best,
)
from lab.tune_report import plot_report, report_tables, study_report


def _announce(study: optuna.Study, trial: optuna.trial.FrozenTrial) -> None:
    """One line on stderr per finished trial."""
    config = study.user_attrs["config"]
    measured = trial.user_attrs.get(METRICS_ATTR, {})
    shown = ", ".join(
        f"{metric} {'-' if metric not in measured else format(measured[metric], '.3f')}"
        for metric in objective_metrics(config["objective"])
    )
    click.echo(
        f"trial {trial.number}: value {trial.value:.4f} ({shown});"
        f" best {study.best_value:.4f} (trial {study.best_trial.number})",
        err=True,
    )


@click.group(name="tune", invoke_without_command=True)
@click.option(
    "--scenario",
    type=ShortChoice(["early", "middle", "late"]),
    default="early",
    show_default=True,
    help="Basic scenario (3.01-3.03).",
)
@click.option(
    "--players", type=ShortChoice(["1", "2"]), default="1", show_default=True, help="Players."
)
@click.option(
    "--player-bot",
    default="heuristic",
    show_default=True,
    metavar="heuristic|random|module:Class",
    help="Who plays the Player faction(s).",
)
@click.option(
    "--objective",
    "objectives",
    multiple=True,
    metavar="|".join(METRICS) + "[=TARGET]",
    help="A metric to maximise, or METRIC=TARGET to bring it near TARGET (a share, 0-1);"
    " repeated, each needs a TARGET and their distances are summed.",
)
@click.option("--trials", type=count(MAX_TRIALS), default=20, show_default=True)
@click.option("--games", type=GAMES, default=100, show_default=True, help="Games per trial.")
@click.option(
    "--seed", type=SEED, default=1, show_default=True, help="Seed of every trial's first game."
)
@click.option(
    "--neutrals",
    metavar="LIST",
    help="Comma-separated Neutrals whose Guidelines are tuned (default: all four; none with"
    " --handicaps).",
)
@click.option(
    "--handicaps",
    metavar="NAME=LOW..HIGH[/STEP],NAME=N,...",
    help="Search these handicaps' magnitudes (a range, or a fixed value); the fresh-seed"
    " comparison is then against the printed game.",
)
@click.option("--storage", metavar="URL", help="optuna storage, e.g. sqlite:///tune.db.")
@click.option("--study", "study_name", metavar="NAME", help="Study name (resumed if it exists).")
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    help="Folder for the best trial's Guideline files (plutocrats.toml, ...).",
)
@click.option("--jobs", type=JOBS, default=1, show_default=True)
@click.option(
    "--measure-games",
    type=GAMES,
    help="Fresh-seed games the best trial is re-measured on (default: --games).",
)
@click.pass_context
def tune(
    ctx: click.Context,
    scenario: str,
    players: str,
    player_bot: str,
    objectives: tuple[str, ...],
    trials: int,
    games: int,
    seed: int,
    neutrals: str | None,
    handicaps: str | None,
    storage: str | None,
    study_name: str | None,
    out: Path | None,
    jobs: int,
    measure_games: int | None,
) -> None:
    """Tune the Neutral Guidelines, or with --handicaps the handicaps' magnitudes, with optuna
    so the games meet an OBJECTIVE.

    Every trial plays the same seeds; the best trial is re-measured on fresh seeds. The same
    command run again adds --trials trials to the stored study.
    """
    if ctx.invoked_subcommand is not None:
        return
    for flag, given in (("--objective", bool(objectives)), ("--storage", storage is not None)):
        if not given:
            fail(f"ror tune needs {flag}")
    if study_name is None:
        fail("ror tune needs --study")
    assert storage is not None
    try:
        ranges = parse_ranges(handicaps)
        config = TuneConfig(
            scenario,
            int(players),
            player_bot,
            games,
            seed,
            () if ranges and neutrals is None else parse_roles(neutrals),
            str(Objectives.parse(",".join(objectives))),
            ranges,
        )
        if out is not None and not config.neutrals:
            raise TuneError("--out writes Guideline files; this study tunes no Guideline")
        optuna.logging.set_verbosity(optuna.logging.WARNING)
        study, measured = run_tune(
            storage, study_name, config, trials, jobs, measure_games, _announce
        )
    except (TuneError, ValueError) as exc:
        fail(str(exc))
    click.echo(
        f"best trial {measured.trial} on {measured.games} fresh seeds: {measured.metric}"
        f" {measured.rate:.3f} (95% {measured.low:.3f}-{measured.high:.3f});"
        f" value {measured.value:.4f}; printed {'game' if ranges else 'Guidelines'} on those"
        f" seeds {measured.printed_hits / measured.games:.3f}, {difference_text(measured)}"
    )
    for line in other_metrics(measured, config):
        click.echo(line)
    if out is not None:
        for path in write_best(study, config, measured, out):
            click.echo(f"wrote {path}")


@tune.command()
@click.option("--storage", required=True, metavar="URL", help="optuna storage of the study.")
@click.option("--study", "study_name", required=True, metavar="NAME", help="Study name.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object.")
@click.option(
    "--plot",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Draw the optimisation history and parameter importances into a PNG file.",
)
def report(storage: str, study_name: str, as_json: bool, plot: Path | None) -> None:
    """A study's trials, best parameters, fresh-seed measurement and importances."""
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    try:
        summary = study_report(load_study(storage, study_name))
    except TuneError as exc:
        fail(str(exc))
    if as_json:
        click.echo(json.dumps(summary, indent=1))
    else:
        console = Console()
        for table in report_tables(summary):
            console.print(table)
        if summary["importance_warning"] is not None:
            click.echo(summary["importance_warning"], err=True)
    if plot is not None:
        plot_report(summary, plot)


def other_metrics(measured: Measurement, config: TuneConfig) -> list[str]:
    """The best trial's other objective metrics on the fresh seeds and its handicaps, a line
    each."""
    lines = []
    for metric in objective_metrics(config.objective)[1:]:
        found = measured.estimates.get(metric)
        if found is not None:
            lines.append(
                f"  {metric} {found['rate']:.3f} (95% {found['low']:.3f}-{found['high']:.3f})"
            )
    if measured.handicaps:
        lines.append(f"  handicaps: {rule_flags(measured.handicaps)}")
    return lines
