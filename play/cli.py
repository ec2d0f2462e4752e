"""`python -m play`: the game in this terminal, with the options of `ror play` (which adds
--web: the browser board is another application's, gathered only by the `ror` command line)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from common.errors import OneLineUsage, fail
from common.setup_options import (
    options_from,
    parse_guideline_overrides,
    review_option,
    save_option,
    session_options,
)
from play.command import PlayArgs, PlayError, run
from play.session import default_save_path

REVIEW_HELP = "Step backward and forward through this saved or finished game."
DEFAULT_PORT = PlayArgs().port
"""The port ``PlayArgs`` serves on unless told (``ror play --web``)."""


def play_args(
    setup: dict[str, Any], web: bool = False, port: int = DEFAULT_PORT, review: Path | None = None
) -> PlayArgs:
    """The session arguments from the shared options (``session_options`` and --save)."""
    files: tuple[str, ...] = setup["guideline_files"]
    return PlayArgs(
        scenario=setup["scenario"],
        players=int(setup["players"]),
        seed=setup["seed"],
        save=setup["save_path"],
        resume=setup["resume_path"],
        web=web,
        port=port,
        table=setup["table"],
        options=options_from(
            setup["rule_values"], setup_only=False, difficulty=str(setup["difficulty"])
        ),
        guidelines=parse_guideline_overrides(files) if files else None,
        opponent=setup["opponent"],
        review=review,
        new=setup["new"],
    )


@click.command(name="play", cls=OneLineUsage)
@session_options
@save_option(default_save_path())
@review_option(REVIEW_HELP)
def play_command(review_path: Path | None, **setup: Any) -> None:
    """Play solitaire or two-player against the Neutrals in this terminal (`ror play` is the
    same, and serves a browser with --web). See docs/how-to-play.md."""
    try:
        run(play_args(setup, review=review_path))
    except PlayError as exc:
        fail(str(exc))
