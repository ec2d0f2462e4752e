"""Command-line options several `ror` commands share."""

from __future__ import annotations

import click

from common.cli_types import JOBS

jobs_option = click.option(
    "--jobs",
    type=JOBS,
    default=1,
    show_default=True,
    help="Processes to play on, no more than the games or cores; the results are the same for"
    " any number.",
)
