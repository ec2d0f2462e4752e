"""The typed contexts the decision kinds carry (engine/decisions.py, engine/senate/decisions.py,
solo/decisions.py): what the engine tells the answering faction beyond the prompt and options, as
``context_of`` reads them. A context used by one kind only is declared beside that kind, in one
of those catalogue modules or here: modules the compiled build leaves interpreted, as mypyc keeps
no TypedDict's docstring, element types or ``total=False``, which docs/decisions.md and
``context_problem`` read (README "Speed").
"""

from __future__ import annotations

from typing import TypedDict


class NoContext(TypedDict):
    """The decision carries no context: the prompt and options say it all."""


class SenatorContext(TypedDict):
    """The Senator (key) the decision is about."""

    senator: str


class RecruitContext(TypedDict):
    """The Commander (key) raising units and the unit kind (``legion`` or ``fleet``)."""

    senator: str
    unit: str


class KeepArmyContext(TypedDict):
    """The victor (key), his Army's Strength (Legions, Veterans double, plus his Military) and
    each War's Land Strength by option key."""

    senator: str
    army: int
    strengths: dict[str, int]


class TargetContext(TypedDict):
    """The Senator (key) an assassination aims at."""

    target: str


class LeaderChangeContext(TypedDict):
    """The present Faction Leader's key, or None."""

    leader: str | None


class InitiativeBidContext(TypedDict):
    """The bid to beat, in talents."""

    previous: int


class GrainContext(TypedDict):
    """The Senator (key) holding the grain Concession and its card number."""

    senator: str
    concession: int


class GraftContext(TypedDict):
    """The Governor (key) and his Province (key)."""

    senator: str
    province: str


class TransferAmountContext(TypedDict):
    """Where the talents come from and go to: a Senator key or ``treasury``."""

    source: str
    target: str


class ConcessionContext(TypedDict):
    """The Concession's card number."""

    concession: int


class WarContext(TypedDict):
    """The War (card number) fought."""

    war: int


class CommanderContext(TypedDict):
    """The Commander (key) and his War (card number)."""

    senator: str
    war: int


class EventContext(TypedDict):
    """The event's key."""

    event: str


class RansomContext(TypedDict):
    """The Captive (key) and his Ransom in talents."""

    captive: str
    ransom: int


class BiddingContext(TypedDict):
    """A Persuasion Attempt under way: persuader and target (keys), the opening and current Base
    Number, the talents bribed so far and counter-bribed per faction seat, and whether no other
    faction may counter-bribe."""

    persuader: str
    target: str
    opening: int
    base: int
    bribes: int
    counters: dict[int, int]
    unopposed: bool


class StrengthsContext(TypedDict):
    """Each Active War's (card key) Land plus Naval Strength."""

    strengths: dict[str, int]


class GovernorContext(TypedDict):
    """The Province (key) and whether it is developed."""

    province: str
    developed: bool
