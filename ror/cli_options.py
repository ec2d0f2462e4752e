"""Command-line options several `ror` commands share."""

from __future__ import annotations

import click

jobs_option = click.option(
    "--jobs",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Processes to play on; the results are the same for any number.",
)
