"""The value types of every command line's numbers and choices: a count is bounded by a maximum
its help states, a seed lies in the range a save file holds, and a bad value is refused in one
line quoting at most 40 characters of it (click's own types echo the value whole)."""

from __future__ import annotations

from typing import Any

import click

from engine.quoting import quoted
from solo.save import SEED_LIMIT

MAX_GAMES = 1_000_000
"""The most games one command plays (a million take days on one core; a larger run is several)."""

MAX_JOBS = 256
"""The most processes a command is given; it starts no more than it has games or cores."""

MAX_TRIALS = 10_000
"""The most trials one `ror tune` runs."""


class Bounded(click.IntRange):
    """A whole number in ``low..high`` (both shown in --help); one short line otherwise."""

    def __init__(self, low: int, high: int) -> None:
        super().__init__(low, high)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """The number, or a refusal quoting at most 40 characters of ``value``."""
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter:
            self.fail(
                f"{quoted(value)} is not a whole number from {self.min:,} to {self.max:,}",
                param,
                ctx,
            )


class ShortChoice(click.Choice[str]):
    """``click.Choice`` whose refusal quotes at most 40 characters of the value."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """The choice, or a refusal naming the choices."""
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter:
            self.fail(f"{quoted(value)} is not one of {', '.join(self.choices)}", param, ctx)


def count(high: int) -> Bounded:
    """A count from 1 to ``high``."""
    return Bounded(1, high)


SEED = Bounded(-SEED_LIMIT + 1, SEED_LIMIT - 1)
"""A seed a save file can hold."""

GAMES = count(MAX_GAMES)
JOBS = count(MAX_JOBS)
