"""How every `ror` command reports bad input: one line on stderr naming the problem, exit 2."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import IO, Any, NoReturn

import click

EXIT_BAD_INPUT = 2
"""The exit status of a command refused for bad input (a flag, a file, a value)."""


def fail(message: str) -> NoReturn:
    """Print ``error: <message>`` on stderr and exit with status 2."""
    click.echo(f"error: {message}", err=True)
    raise click.exceptions.Exit(EXIT_BAD_INPUT)


class OneLineError(click.ClickException):
    """A usage error shown as one line, exit status 2."""

    exit_code = EXIT_BAD_INPUT

    def show(self, file: IO[Any] | None = None) -> None:
        """Print ``error: <message>`` on stderr."""
        click.echo(f"error: {self.format_message()}", err=True)


def in_one_line(parse: Callable[[], click.Context]) -> click.Context:
    """The context ``parse`` makes; its usage error raised as one line (``OneLineError``)."""
    try:
        return parse()
    except click.exceptions.NoArgsIsHelpError:
        raise
    except click.UsageError as exc:
        raise OneLineError(exc.format_message()) from None


class OneLineUsage(click.Command):
    """A command whose bad flags and arguments get one line, not click's usage block."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        """Parse the command's arguments; usage errors become one line."""
        return in_one_line(partial(super().make_context, info_name, args, parent, **extra))
