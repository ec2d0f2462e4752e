"""The `ror` command line: new games, replays and Guideline files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import IO, Any, NoReturn

import click
from rich.console import Console

from bots.agent import play
from bots.seating import PlayerBotError, default_agents
from bots.seating import player_bot as find_player_bot
from engine.context import GameOptions
from engine.report import state_digest, state_report
from guidelines.loader import (
    GuidelineFileError,
    GuidelineSet,
    load_guideline_file,
    role_named,
)
from ror import simulate as simulation
from ror.cards import cards as cards_group
from ror.display import state_tables
from ror.guidelines_cli import guidelines as guidelines_group
from ror.save_upgrade import upgrade
from solo.game import new_game
from solo.save import SaveFileError, load_game, save_game, write_save
from solo.scenario import PLAYER_COUNTS, GameSetupError

EXIT_BAD_INPUT = 2
DEFAULT_SEED = 1


def fail(message: str) -> NoReturn:
    """One line on stderr naming the problem, exit status 2."""
    click.echo(f"error: {message}", err=True)
    raise click.exceptions.Exit(EXIT_BAD_INPUT)


def parse_guideline_overrides(values: tuple[str, ...]) -> GuidelineSet:
    """`NAME=FILE` pairs over the built-in Guidelines; one-line error on a bad pair or file."""
    chosen = GuidelineSet.default()
    for value in values:
        name, sep, file = value.partition("=")
        if not sep or not file:
            fail(f"--guidelines takes NAME=FILE, got {value!r}")
        try:
            chosen = chosen.with_override(role_named(name), load_guideline_file(file))
        except (GuidelineFileError, ValueError) as exc:
            fail(str(exc))
    return chosen


class OneLineError(click.ClickException):
    """A usage error shown as one line, exit status 2."""

    exit_code = EXIT_BAD_INPUT

    def show(self, file: IO[Any] | None = None) -> None:
        """Print ``error: <message>`` on stderr."""
        click.echo(f"error: {self.format_message()}", err=True)


class OneLineUsageErrors(click.Group):
    """A command group whose bad flags and arguments get one line, not click's usage block."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        """Parse the group's own arguments; usage errors become one line."""
        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.exceptions.NoArgsIsHelpError:
            raise
        except click.UsageError as exc:
            raise OneLineError(exc.format_message()) from None

    def invoke(self, ctx: click.Context) -> Any:
        """Run the sub-command; its usage errors become one line too."""
        try:
            return super().invoke(ctx)
        except click.exceptions.NoArgsIsHelpError:
            raise
        except click.UsageError as exc:
            raise OneLineError(exc.format_message()) from None


scenario_option = click.option(
    "--scenario",
    type=click.Choice(["early", "middle", "late"]),
    default="early",
    show_default=True,
    help="Basic scenario (3.01-3.03).",
)
players_option = click.option(
    "--players",
    type=click.Choice([str(n) for n in PLAYER_COUNTS]),
    default="1",
    show_default=True,
    help="1 = solitaire (4 Neutrals), 2 = two-player (3 Neutrals).",
)


@click.group(cls=OneLineUsageErrors, context_settings={"help_option_names": ["-h", "--help"]})
def main() -> None:
    """Republic of Rome (Living Rules v1.07) solitaire and two-player engine with Neutral bots."""


main.add_command(guidelines_group)
main.add_command(cards_group)


@main.command()
@scenario_option
@players_option
@click.option(
    "--seed",
    type=int,
    default=DEFAULT_SEED,
    show_default=True,
    help="Seed of the game's one random generator.",
)
@click.option(
    "--guidelines",
    "guideline_files",
    multiple=True,
    metavar="NAME=FILE",
    help="Replace a Neutral's Guideline with your file (repeatable).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the state as one JSON object.")
@click.option(
    "--save",
    "save_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write a save file that `ror replay` can check.",
)
def new(
    scenario: str,
    players: str,
    seed: int,
    guideline_files: tuple[str, ...],
    as_json: bool,
    save_path: Path | None,
) -> None:
    """Set up a seeded game (3.01-3.03, 4.01) and show the table.

    Player decisions are made by a seeded random agent; Neutrals follow their Guidelines.
    """
    chosen = parse_guideline_overrides(guideline_files)
    try:
        game = new_game(scenario, int(players), seed, GameOptions(setup_only=True))
    except GameSetupError as exc:
        fail(str(exc))
    play(game, default_agents(game, chosen))
    if save_path is not None:
        try:
            save_game(game, save_path, chosen.hashes())
        except SaveFileError as exc:
            fail(str(exc))
    report = state_report(game.state, game.context.catalog)
    if as_json:
        click.echo(
            json.dumps(
                {
                    "players": int(players),
                    "seed": seed,
                    **report,
                    "digest": state_digest(game.state),
                },
                indent=1,
            )
        )
        return
    console = Console()
    console.print(state_tables(report))
    for event in game.log:
        console.print(f"  {event.explain()}", highlight=False)


@main.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--upgrade",
    "upgrade_to",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Read FILE as a format 1 save and write it as format 2 to this path.",
)
@click.option(
    "--guidelines",
    "guideline_files",
    multiple=True,
    metavar="NAME=FILE",
    help="With --upgrade: the Guideline files the game was played with, if not the built-in ones.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def replay(
    file: Path, upgrade_to: Path | None, guideline_files: tuple[str, ...], as_json: bool
) -> None:
    """Re-run a saved game from its seed and answers (no bot is asked) and verify its digest."""
    if guideline_files and upgrade_to is None:
        fail("--guidelines is read only with --upgrade: a format 2 save replays without them")
    try:
        if upgrade_to is not None:
            record = upgrade(file, parse_guideline_overrides(guideline_files))
            write_save(record, upgrade_to)
            file = upgrade_to
        game = load_game(file)
    except SaveFileError as exc:
        fail(str(exc))
    digest = state_digest(game.state)
    if as_json:
        click.echo(
            json.dumps(
                {"file": str(file), "ok": True, "choices": len(game.choices), "digest": digest}
            )
        )
    else:
        click.echo(f"ok: {file} replays {len(game.choices)} choices to digest {digest[:16]}")


@main.command()
@click.option(
    "--games", type=click.IntRange(min=1), default=100, show_default=True, help="Games to play."
)
@click.option(
    "--seed", type=int, default=DEFAULT_SEED, show_default=True, help="Seed of the first game."
)
@scenario_option
@players_option
@click.option(
    "--player-bot",
    default="heuristic",
    show_default=True,
    metavar="heuristic|random|search[:rollouts=N,horizon=T,width=W]|module:Class",
    help="Who plays the Player faction(s); a class is built with a seed.",
)
@click.option(
    "--guidelines",
    "guideline_files",
    multiple=True,
    metavar="NAME=FILE",
    help="Replace a Neutral's Guideline with your file (repeatable).",
)
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Processes to play on; the results are the same for any number.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the outcomes as one JSON object.")
def simulate(
    games: int,
    seed: int,
    scenario: str,
    players: str,
    player_bot: str,
    guideline_files: tuple[str, ...],
    jobs: int,
    as_json: bool,
) -> None:
    """Play whole games seeded SEED, SEED+1, ... with bot Players and count how they end.

    Exit status 1 if a game raised an error or reached the decision cap.
    """
    chosen = parse_guideline_overrides(guideline_files)
    setup = simulation.Setup(scenario, int(players), player_bot, chosen)
    try:
        find_player_bot(player_bot)
    except PlayerBotError as exc:
        fail(str(exc))
    if as_json:
        result = simulation.simulate(setup, seed, games, jobs)
        click.echo(json.dumps(result.summary(), indent=1))
    else:
        result = simulation.simulate_with_progress(setup, seed, games, jobs)
        simulation.print_summary(result, Console())
    if result.errors:
        raise click.exceptions.Exit(1)
