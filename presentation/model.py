"""The plain values the presentation layer hands a front end: frozen dataclasses of strings,
numbers, tuples and other such values only, so ``as_json`` turns any of them into JSON-ready
data (the web front end sends them over a WebSocket)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, is_dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Figure:
    """One number a person decides by: ``name`` ("Base Number"), ``value`` (printed as the
    front end likes: ``text`` is the ready form, "7" or "42%"), and the ``rule`` it comes
    from."""

    name: str
    value: float | int | str
    text: str
    rule: str = ""


@dataclass(frozen=True, slots=True)
class OptionView:
    """One option of a decision: the stable ``key`` the game takes, its label in plain words
    and its numbers (``figures``); ``summary`` is the figures in one short line."""

    key: str
    label: str
    figures: tuple[Figure, ...] = ()
    summary: str = ""


@dataclass(frozen=True, slots=True)
class AmountView:
    """An amount decision's bounds, the value a front end starts from, and what each end of
    the range means (``figures`` at ``low`` and at ``high``)."""

    low: int
    high: int
    default: int
    at_low: tuple[Figure, ...] = ()
    at_high: tuple[Figure, ...] = ()


@dataclass(frozen=True, slots=True)
class DecisionView:
    """A decision as a person sees it: who decides, the plain-words title and prompt, the rule,
    the numbers of the decision as a whole (``figures``, e.g. a War's Strength), its options
    with their numbers or its amount range, and the rule note with the numbers filled in.
    ``kind`` is the stable key for the API, logs and saves."""

    kind: str
    rule: str
    who: str
    title: str
    prompt: str
    figures: tuple[Figure, ...]
    options: tuple[OptionView, ...]
    amount: AmountView | None
    note: str


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a recap or log: its text, the rule, the dice, what it is about (``topic``:
    death, treasury, war, battle, office, law, unrest, auto, other) and, in a recap, whether it
    is the seat's own loss or result (``mark``)."""

    text: str
    rule: str = ""
    dice: tuple[int, ...] = ()
    topic: str = "other"
    actor: str = ""
    mark: str = ""
    """In a seat's recap: "loss" for what it lost, "result" for the outcome of its own act."""


def as_json(value: Any) -> Any:
    """A presentation value (or a list of them) as JSON-ready data: dicts, lists, strings and
    numbers."""
    if is_dataclass(value) and not isinstance(value, type):
        return asdict(value)
    if isinstance(value, list | tuple):
        return [as_json(item) for item in value]
    return value
