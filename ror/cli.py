"""The `ror` command line: new games, replays and Guideline files."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import click
from rich.console import Console

from bots.agent import play
from bots.extras import install_hint, missing_extra
from bots.seating import PlayerBotError, default_agents, split_specs
from bots.seating import player_bot as find_player_bot
from common import simulate as simulation
from common.cli_types import GAMES, SEED
from common.errors import OneLineError, OneLineUsage, fail
from common.game_options import game_option
from common.rulings_cli import rule_option
from common.rulings_cli import rules as rules_group
from common.setup_options import (
    DEFAULT_SEED,
    difficulty_option,
    options_from,
    parse_guideline_overrides,
    players_option,
    port_option,
    review_option,
    save_option,
    scenario_option,
    session_options,
)
from engine.log import LogEvent
from engine.report import state_digest, state_report
from play.cli import REVIEW_HELP, play_args
from play.command import PlayError
from play.command import run as run_play
from play.session import default_save_path
from play.table import replay_table
from presentation.log import line_text, phase_groups
from presentation.model import as_json as as_json_data
from ror.bots_cli import bots as bots_group
from ror.cards import cards as cards_group
from ror.cli_options import jobs_option
from ror.display import state_tables
from ror.guidelines_cli import guidelines as guidelines_group
from ror.save_upgrade import upgrade
from ror.serve import LOCAL, ServeArgs, default_table_path, run_serve
from ror.soak_cli import soak as soak_command
from solo.game import new_game
from solo.save import SaveFileError, read_save, save_game, write_save
from solo.save import replay as replay_save
from solo.scenario import GameSetupError

LAZY_COMMANDS = {"tournament": ("lab.cli", "tournament"), "tune": ("lab.tune_cli", "tune")}
"""Sub-commands imported only when named: they need the [lab] extra."""


def needs_extra(name: str, extra: str) -> click.Command:
    """A stand-in for a command whose extra is missing: it takes any arguments and says which
    extra to install, in one line (exit 2)."""

    def refuse() -> None:
        fail(install_hint(f"`ror {name}`", extra))

    return click.Command(
        name,
        callback=refuse,
        help=f"(needs the [{extra}] extra)",
        context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
    )


class OneLineUsageErrors(OneLineUsage, click.Group):
    """A command group whose bad flags and arguments get one line, not click's usage block; a
    command whose optional extra is missing says which to install, in one line."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        """The commands, the lazily imported ones included."""
        return sorted([*super().list_commands(ctx), *LAZY_COMMANDS])

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """A command by name, importing a lazy one (or its stand-in if its extra is missing)."""
        if cmd_name not in LAZY_COMMANDS:
            return super().get_command(ctx, cmd_name)
        module_name, attribute = LAZY_COMMANDS[cmd_name]
        try:
            command = getattr(importlib.import_module(module_name), attribute)
        except ModuleNotFoundError as exc:
            extra = missing_extra(exc)
            if extra is None:
                raise
            return needs_extra(cmd_name, extra)
        assert isinstance(command, click.Command)
        return command

    def invoke(self, ctx: click.Context) -> Any:
        """Run the sub-command; its usage errors become one line too, and so does a module
        missing from an optional extra it imports on the way."""
        try:
            return super().invoke(ctx)
        except click.exceptions.NoArgsIsHelpError:
            raise
        except click.UsageError as exc:
            raise OneLineError(exc.format_message()) from None
        except ModuleNotFoundError as exc:
            extra = missing_extra(exc)
            if extra is None:
                raise
            fail(install_hint(f"`ror {ctx.invoked_subcommand}`", extra))


@click.group(cls=OneLineUsageErrors, context_settings={"help_option_names": ["-h", "--help"]})
def main() -> None:
    """Republic of Rome (Living Rules v1.07) solitaire and two-player engine with Neutral bots."""


main.add_command(guidelines_group)
main.add_command(cards_group)
main.add_command(rules_group)
main.add_command(bots_group)


@main.command()
@scenario_option
@players_option
@click.option(
    "--seed",
    type=SEED,
    default=DEFAULT_SEED,
    show_default=True,
    help="Seed of the game's one random generator.",
)
@difficulty_option
@click.option(
    "--guidelines",
    "guideline_files",
    multiple=True,
    metavar="NAME=FILE",
    help="Replace a Neutral's Guideline with your file (repeatable).",
)
@rule_option
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
    difficulty: str,
    guideline_files: tuple[str, ...],
    rule_values: tuple[str, ...],
    as_json: bool,
    save_path: Path | None,
) -> None:
    """Set up a seeded game (3.01-3.03, 4.01) and show the table.

    Player decisions are made by a seeded random agent; Neutrals follow their Guidelines.
    """
    chosen = parse_guideline_overrides(guideline_files)
    options = options_from(rule_values, setup_only=True, difficulty=difficulty)
    try:
        game = new_game(scenario, int(players), seed, options)
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
@click.option(
    "--log",
    "show_log",
    is_flag=True,
    help="Print the game's log by turn and phase, oldest first (with --json: as JSON).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def replay(
    file: Path,
    upgrade_to: Path | None,
    guideline_files: tuple[str, ...],
    show_log: bool,
    as_json: bool,
) -> None:
    """Re-run a saved game from its seed and answers (no bot is asked) and verify its digest; a
    table-mode save replays from its chance entries instead of the seed."""
    if guideline_files and upgrade_to is None:
        fail("--guidelines is read only with --upgrade: a format 2 save replays without them")
    try:
        if upgrade_to is not None:
            record = upgrade(file, parse_guideline_overrides(guideline_files))
            write_save(record, upgrade_to)
            file = upgrade_to
        record = read_save(file)
        if record.table_chance is None:
            game = replay_save(record, str(file))
        else:
            game = replay_table(record, str(file)).game
    except SaveFileError as exc:
        fail(str(exc))
    digest = state_digest(game.state)
    if show_log:
        print_log(game.log, as_json)
        return
    if as_json:
        click.echo(
            json.dumps(
                {"file": str(file), "ok": True, "choices": len(game.choices), "digest": digest}
            )
        )
    else:
        click.echo(f"ok: {file} replays {len(game.choices)} choices to digest {digest[:16]}")


@main.command()
@click.option("--games", type=GAMES, default=100, show_default=True, help="Games to play.")
@click.option(
    "--seed", type=SEED, default=DEFAULT_SEED, show_default=True, help="Seed of the first game."
)
@scenario_option
@players_option
@click.option(
    "--player-bot",
    default=None,
    metavar="heuristic|random|search[:rollouts=N,horizon=T,width=W]|module:Class",
    help="Who plays the Player faction(s); a class is built with a seed "
    "[default: heuristic; with --game base: base-faction].",
)
@difficulty_option
@click.option(
    "--guidelines",
    "guideline_files",
    multiple=True,
    metavar="NAME=FILE",
    help="Replace a Neutral's Guideline with your file (repeatable).",
)
@jobs_option
@rule_option
@click.option(
    "--check", is_flag=True, help="Check the turn invariants after every phase (as ror soak)."
)
@click.option("--json", "as_json", is_flag=True, help="Print the outcomes as one JSON object.")
@game_option
@click.option(
    "--factions",
    type=click.IntRange(3, 6),
    default=None,
    help="With --game base: how many factions (3-6) [default: 5].",
)
@click.option(
    "--seat-bots",
    default=None,
    metavar="A,B,...",
    help="With --game base: the bot in each seat, in seat order [default: --player-bot in all].",
)
@click.option(
    "--save-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Write each game's save file to this folder (ror replay FILE --log reads it).",
)
def simulate(
    games: int,
    seed: int,
    scenario: str,
    players: str,
    player_bot: str | None,
    difficulty: str,
    guideline_files: tuple[str, ...],
    jobs: int,
    rule_values: tuple[str, ...],
    check: bool,
    as_json: bool,
    variant: str,
    factions: int | None,
    seat_bots: str | None,
    save_dir: Path | None,
) -> None:
    """Play whole games seeded SEED, SEED+1, ... with bot Players and count how they end.

    Exit status 1 if a game raised an error, broke an invariant (--check) or reached the
    decision cap.
    """
    chosen = parse_guideline_overrides(guideline_files)
    options = options_from(rule_values, setup_only=False, difficulty=difficulty)
    if player_bot is None:
        player_bot = DEFAULT_BASE_BOT if variant == "base" else "heuristic"
    seats = base_seats(variant, factions, seat_bots, player_bot)
    setup = simulation.Setup(
        scenario,
        len(seats) if seats else int(players),
        player_bot,
        chosen,
        options=options,
        check=check,
        variant=variant,
        seat_bots=seats,
        save_dir=None if save_dir is None else str(save_dir),
    )
    if save_dir is not None:
        try:
            save_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            fail(f"--save-dir {save_dir}: cannot create the folder: {exc.strerror}")
    try:
        for spec in {player_bot, *seats}:
            find_player_bot(spec)
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


main.add_command(soak_command)


def base_seats(
    variant: str, factions: int | None, seat_bots: str | None, player_bot: str
) -> tuple[str, ...]:
    """The bot spec in each seat of a base game (``--factions``, ``--seat-bots``, else
    ``player_bot`` in every seat); empty for section IV. One error line for a mismatch."""
    if variant != "base":
        if factions is not None or seat_bots is not None:
            fail("--factions and --seat-bots go with --game base")
        return ()
    if seat_bots is None:
        return (player_bot,) * (factions or DEFAULT_FACTIONS)
    seats = tuple(split_specs(seat_bots))
    if factions is not None and len(seats) != factions:
        fail(f"--seat-bots names {len(seats)} bots for {factions} factions")
    if not 3 <= len(seats) <= 6:
        fail(f"--seat-bots must name 3 to 6 bots (one per faction), got {len(seats)}")
    return seats


DEFAULT_BASE_BOT = "base-faction"
DEFAULT_FACTIONS = 5
"""A base game's default seat bot and number of factions (``ror simulate --game base``)."""


def print_log(events: list[LogEvent], as_json: bool) -> None:
    """A game's log by turn and phase, oldest first: as text, or as a JSON list of phases."""
    groups = phase_groups(events)
    if as_json:
        click.echo(json.dumps(as_json_data(groups), indent=1))
        return
    for group in groups:
        click.echo(group.title)
        for line in group.lines:
            click.echo("  " + line_text(line))


@main.command(name="play")
@session_options
@save_option(default_save_path())
@click.option("--web", is_flag=True, help="Serve the game to a browser: the same as `ror serve`.")
@port_option
@review_option(REVIEW_HELP)
def play_command(web: bool, port: int, review_path: Path | None, **setup: Any) -> None:
    """Play solitaire or two-player against the Neutrals, in this terminal or a browser.

    Keys: Enter answers, typing filters the options, Ctrl+Z undoes, ? explains the rule with
    the decision's numbers, Ctrl+Q saves and quits, F2 turns auto-pass on and off, F3 filters
    the log. With --table you play on your printed board and enter each die, card and chit it
    shows. See docs/how-to-play.md.
    """
    args = play_args(setup, web, port, review_path)
    try:
        if web:
            run_serve(ServeArgs(args))
        else:
            run_play(args)
    except PlayError as exc:
        fail(str(exc))


@main.command(name="serve")
@session_options
@save_option(default_table_path())
@click.option(
    "--hotseat", is_flag=True, help="With --players 2: one link for both Players at one screen."
)
@click.option(
    "--host",
    default=LOCAL,
    show_default=True,
    help="Address to listen on; another than 127.0.0.1 lets other machines connect.",
)
@port_option
@review_option("Step through this saved or finished game in the browser, any seat's view or all.")
def serve_command(
    hotseat: bool, host: str, port: int, review_path: Path | None, **setup: Any
) -> None:
    """Serve the game as a board in the browser: one link per Player seat, each with its own
    secret token, and a spectator link.

    The game autosaves after every answer; run the command again to resume it with the same
    links (--new starts another; a saved game is never replaced without it). --review FILE
    serves a saved game to step through instead. See docs/how-to-play.md.
    """
    args = play_args(setup, True, port, review_path)
    try:
        run_serve(ServeArgs(args, hotseat=hotseat, host=host))
    except PlayError as exc:
        fail(str(exc))
