"""What the Revenue Phase's steps share (1.06): the ledger it carries, its option keys, who earns
revenue (1.06.1, 1.11.33) and the governed Provinces it reads (1.06.13, 1.06.4, 1.06.51, 1.06.6)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from engine.context import Context
from engine.decision import Amount, Choice
from engine.effects import handles_effect
from engine.schemas.provinces import ProvinceSide
from engine.state import Location, ProvinceState, Senator
from engine.value_class import ValueClass

TAKE: Final = "take"
DECLINE: Final = "decline"
DONE: Final = "done"
TREASURY: Final = "treasury"
"""Option keys: take or decline an optional income, stop a loop, the own Faction Treasury."""

NO_REVENUE: Final = frozenset({Location.CAPTIVE, Location.REBEL})
"""Captives and Senators in Revolt earn no Personal Revenue (1.06.1, 1.10.71, 1.11.33)."""


@dataclass(slots=True)
class Ledger(ValueClass):
    """What the phase carries from step to step."""

    income: dict[str, int] = field(default_factory=dict)
    """Talents each Senator earned this phase (positive Provincial Spoils included)."""
    unpaid_spoils: int = 0
    """Negative Provincial Spoils the State pays at Debits (1.06.13)."""
    player_contributions: list[int] = field(default_factory=list)
    """Every single contribution made by a Player's Senator this phase (4.03.4)."""

    def __init__(
        self,
        income: dict[str, int] | None = None,
        unpaid_spoils: int = 0,
        player_contributions: list[int] | None = None,
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        self.income = {} if income is None else income
        self.unpaid_spoils = unpaid_spoils
        self.player_contributions = [] if player_contributions is None else player_contributions


def earns_revenue(senator: Senator) -> bool:
    """Aligned and neither Captive nor in Revolt (1.06.1)."""
    return senator.faction is not None and senator.location not in NO_REVENUE


def is_rebel(senator: Senator) -> bool:
    """A Senator in Revolt (1.11.33)."""
    return senator.location is Location.REBEL


def governed(ctx: Context) -> list[tuple[ProvinceState, Senator]]:
    """Every Province in play with a Governor, and its Governor."""
    return [
        (p, ctx.state.senators[p.governor])
        for p in ctx.state.provinces.values()
        if p.governor is not None
    ]


@handles_effect("event", "barbarian_raids", rule="1.07.21")
@handles_effect("event", "internal_disorder", rule="1.07.21")
def barren(ctx: Context, province: ProvinceState) -> bool:
    """An overrun Province, or an Undeveloped one in Internal Disorder, yields no Spoils or State
    income and may not develop this phase (1.07.21, D2-27)."""
    return province.key in ctx.state.barren_provinces


def province_side(ctx: Context, province: ProvinceState) -> ProvinceSide:
    """The numbers on the face of a Province card now showing."""
    card = ctx.catalog.province_by_key[province.key]
    return card.side("developed" if province.developed else "undeveloped")


def amount_of(choice: Choice) -> int:
    """The talents of an amount decision's answer."""
    assert isinstance(choice, Amount)
    return choice.value


def province_name(ctx: Context, province: ProvinceState) -> str:
    """The Province card's printed name."""
    return ctx.catalog.province_by_key[province.key].name
