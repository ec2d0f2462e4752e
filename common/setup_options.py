"""The command-line options that set up or resume a game, shared by `ror` and `python -m play`:
the scenario, Players, seed, rulings and difficulty, Guideline files, the opponent, the autosave
and a game to review."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from common.cli_types import SEED, Bounded, ShortChoice
from common.errors import fail
from common.rulings_cli import RulingError, parse_rules, rule_option
from engine.context import GameOptions
from engine.quoting import quoted
from guidelines.loader import (
    GuidelineFileError,
    GuidelineSet,
    load_guideline_file,
    role_named,
)
from solo.handicaps import LEVELS, NORMAL, level_options
from solo.scenario import PLAYER_COUNTS, scenario_names

DEFAULT_SEED = 1

F = TypeVar("F", bound=Callable[..., Any])
"""A click command function, as its option decorators take and return it."""


def parse_guideline_overrides(values: tuple[str, ...]) -> GuidelineSet:
    """`NAME=FILE` pairs over the printed Guidelines; one-line error on a bad pair or file."""
    chosen = GuidelineSet.default()
    for value in values:
        name, sep, file = value.partition("=")
        if not sep or not file:
            fail(f"--guidelines takes NAME=FILE, got {quoted(value)}")
        try:
            chosen = chosen.with_override(role_named(name), load_guideline_file(file))
        except (GuidelineFileError, ValueError) as exc:
            fail(str(exc))
    return chosen


scenario_option = click.option(
    "--scenario",
    type=ShortChoice(scenario_names()),
    default="early",
    show_default=True,
    help="Basic (3.01-3.03), Extended (3.04) or Alternative History (3.05) scenario.",
)
difficulty_option = click.option(
    "--difficulty",
    type=ShortChoice(LEVELS),
    default=NORMAL,
    show_default=True,
    help="Handicaps: none (normal, the printed game) or the level's set (see `ror rules list`);"
    " --rule NAME=VALUE changes single ones on top of it.",
)
port_option = click.option(
    "--port", type=Bounded(1, 65535), default=8000, show_default=True, help="Port to serve."
)

players_option = click.option(
    "--players",
    type=ShortChoice([str(n) for n in PLAYER_COUNTS]),
    default="1",
    show_default=True,
    help="1 = solitaire (4 Neutrals), 2 = two-player (3 Neutrals).",
)


def options_from(
    rule_values: tuple[str, ...], setup_only: bool, difficulty: str = NORMAL
) -> GameOptions:
    """The game options of a difficulty level's handicaps and `--rule NAME=VALUE` settings over
    them; one-line error on a bad one."""
    try:
        base = level_options(GameOptions(setup_only=setup_only), difficulty)
        return parse_rules(rule_values, base)
    except RulingError as exc:
        fail(str(exc))


play_guidelines_option = click.option(
    "--guidelines",
    "guideline_files",
    multiple=True,
    metavar="NAME=FILE",
    help="Replace a Neutral's Guideline card with your own file (e.g. one `ror tune` wrote), "
    "over the printed ones; give the same with --resume or --review.",
)

opponent_option = click.option(
    "--opponent",
    metavar="BOT",
    help="With --players 2: a Player bot (heuristic, search, module:Class) plays the second "
    "Player against you, seeing only its own view.",
)


def session_options(command: F) -> F:
    """The options `ror play` and `ror serve` share: the game to set up or resume."""
    shared = [
        scenario_option,
        players_option,
        click.option(
            "--seed", type=SEED, default=DEFAULT_SEED, show_default=True, help="Seed of the game."
        ),
        click.option(
            "--resume",
            "resume_path",
            type=click.Path(dir_okay=False, path_type=Path),
            help="Continue the game saved in this file.",
        ),
        click.option(
            "--new",
            is_flag=True,
            help="Start another game even if the save file holds an unfinished one, replacing it.",
        ),
        click.option(
            "--table",
            is_flag=True,
            help="Play on your printed board: enter every die, card and chit it shows (no seed).",
        ),
        rule_option,
        difficulty_option,
        play_guidelines_option,
        opponent_option,
    ]
    for option in reversed(shared):
        command = option(command)
    return command


def save_option(default: Path) -> Callable[[F], F]:
    """--save, the autosave file, with its default named."""
    return click.option(
        "--save",
        "save_path",
        type=click.Path(dir_okay=False, path_type=Path),
        help=f"Autosave file, written after every answer [default: {default}].",
    )


def review_option(text: str) -> Callable[[F], F]:
    """--review FILE, a saved game to step through, with its help ``text``."""
    return click.option(
        "--review", "review_path", type=click.Path(dir_okay=False, path_type=Path), help=text
    )
