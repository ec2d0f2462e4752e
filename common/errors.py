"""How every `ror` command reports bad input: one line on stderr naming the problem, exit 2."""

from __future__ import annotations

from typing import NoReturn

import click

EXIT_BAD_INPUT = 2
"""The exit status of a command refused for bad input (a flag, a file, a value)."""


def fail(message: str) -> NoReturn:
    """Print ``error: <message>`` on stderr and exit with status 2."""
    click.echo(f"error: {message}", err=True)
    raise click.exceptions.Exit(EXIT_BAD_INPUT)
