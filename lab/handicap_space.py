"""The handicap magnitudes ``ror tune --handicaps`` searches (issue 21): each handicap a range of
whole numbers, or one fixed value, within the range its switch takes (solo/rulings.py,
``HANDICAPS``).

A range is written ``NAME=LOW..HIGH`` or ``NAME=LOW..HIGH/STEP``, a fixed value ``NAME=N``; a
sampled one is the optuna parameter ``handicap.NAME``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.quoting import quoted
from lab.tunable import Suggester
from solo.rulings import BY_NAME, HANDICAPS, RulingError, check_value

PREFIX = "handicap."
"""What a sampled handicap's parameter name starts with."""


@dataclass(frozen=True, slots=True)
class HandicapRange:
    """One handicap's values: ``low`` to ``high`` by ``step`` (fixed when ``low == high``)."""

    name: str
    low: int
    high: int
    step: int = 1

    @classmethod
    def parse(cls, text: str) -> HandicapRange:
        """``NAME=LOW..HIGH[/STEP]`` or ``NAME=N``; ValueError naming what is wrong."""
        name, sep, values = (part.strip() for part in text.partition("="))
        if not sep or not values:
            raise ValueError(f"--handicaps takes NAME=LOW..HIGH or NAME=N, got {quoted(text)}")
        if name not in BY_NAME or BY_NAME[name].kind != "handicap":
            known = ", ".join(h.name for h in HANDICAPS)
            raise ValueError(f"unknown handicap {quoted(name)} (choose from {known})")
        span, _, step = values.partition("/")
        low, _, high = span.partition("..")
        try:
            bounds = [int(check_value(name, value.strip())) for value in (low, high or low)]
            every = int(step) if step else 1
        except (RulingError, ValueError) as exc:
            raise ValueError(f"--handicaps {quoted(text)}: {exc}") from None
        if bounds[0] > bounds[1] or every < 1:
            raise ValueError(
                f"--handicaps {quoted(text)}: needs LOW <= HIGH and a STEP of 1 or more"
            )
        return cls(name, bounds[0], bounds[1], every)

    @property
    def fixed(self) -> bool:
        """One value only: set, not sampled."""
        return self.low == self.high

    def __str__(self) -> str:
        if self.fixed:
            return f"{self.name}={self.low}"
        step = f"/{self.step}" if self.step != 1 else ""
        return f"{self.name}={self.low}..{self.high}{step}"


def parse_ranges(text: str | None) -> tuple[str, ...]:
    """A comma-separated ``--handicaps`` list, each range checked and written the one way
    (empty when None); ValueError for a bad or repeated one."""
    if not text:
        return ()
    ranges = [HandicapRange.parse(part) for part in text.split(",") if part.strip()]
    names = [r.name for r in ranges]
    repeated = sorted({n for n in names if names.count(n) > 1})
    if repeated:
        raise ValueError(f"--handicaps names {', '.join(repeated)} more than once")
    return tuple(str(r) for r in ranges)


def suggest_handicaps(trial: Suggester, ranges: Iterable[str]) -> dict[str, str]:
    """The handicap values of a trial: fixed ones as given, the others sampled."""
    values: dict[str, str] = {}
    for text in ranges:
        found = HandicapRange.parse(text)
        value = (
            found.low
            if found.fixed
            else trial.suggest_int(PREFIX + found.name, found.low, found.high, step=found.step)
        )
        values[found.name] = str(value)
    return values


def rule_flags(values: dict[str, str]) -> str:
    """Handicap values as the ``--rule`` options that play them."""
    return " ".join(f"--rule {name}={value}" for name, value in values.items())
