"""The Military Plan's memo (4.05.3, 4.05.33): what one search down the lists reckons more than
once, remembered while the state stands still (issue 33)."""

from __future__ import annotations

from contextvars import ContextVar, Token
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from engine.context import Context
from engine.value_class import ValueClass

if TYPE_CHECKING:
    from solo.war_strengths import Strength


@dataclass(slots=True)
class PlanMemo(ValueClass):
    """What one search down the lists reckons more than once, the state standing still
    meanwhile: each War's Strength against a set of Active Wars, the debits no plan changes
    and those of each set of Wars attacked, and the units already on each War (4.05.3,
    4.05.33)."""

    ctx: Context
    strengths: dict[tuple[int, frozenset[int]], Strength] = field(default_factory=dict)
    standing: int | None = None
    war_debits: dict[frozenset[int], int] = field(default_factory=dict)
    units: dict[int, tuple[int, int]] = field(default_factory=dict)

    def __init__(
        self,
        ctx: Context,
        strengths: dict[tuple[int, frozenset[int]], Strength] | None = None,
        standing: int | None = None,
        war_debits: dict[frozenset[int], int] | None = None,
        units: dict[int, tuple[int, int]] | None = None,
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        self.ctx = ctx
        self.strengths = {} if strengths is None else strengths
        self.standing = standing
        self.war_debits = {} if war_debits is None else war_debits
        self.units = {} if units is None else units


CURRENT_MEMO: Final[ContextVar[PlanMemo | None]] = ContextVar("military_plan_memo", default=None)
"""The memo of the plan being sought, if any: set only around code that asks nothing, so the
state cannot change under it."""


def planning(ctx: Context, memo: PlanMemo | None = None) -> Planning:
    """Remember War Strengths and standing debits of ``ctx`` until the block ends, in ``memo``
    if given (kept by a caller whose state stands still longer); the block must not change
    the state (it asks no decision)."""
    return Planning(PlanMemo(ctx) if memo is None else memo)


class Planning:
    """The block ``planning`` opens: ``memo`` is the current memo inside it. A class, not a
    ``contextmanager`` generator, so the compiled build compiles it (README "Speed")."""

    memo: PlanMemo
    _token: Token[PlanMemo | None]

    def __init__(self, memo: PlanMemo) -> None:
        self.memo = memo

    def __enter__(self) -> PlanMemo:
        self._token = CURRENT_MEMO.set(self.memo)
        return self.memo

    def __exit__(self, *raised: object) -> None:
        CURRENT_MEMO.reset(self._token)
