"""The Vatinian Law (1.07.36, 1.13.1, the Law cards): from now on an Aligned Senator may govern
Provinces through a Legate while he stays in Rome, or holds a Major Office, or commands in the
field. Officials in Rome holding a Major Office and Senators already governing by Legate are
eligible to be Governor; a Senator in Rome made Governor chooses to go to the Province or to
govern by Legate, and one holding a Major Office or governing another Province by Legate must use
a Legate. A Province run by a Legate yields its revenue exactly as if its Governor were there.

A Legate-run Province names its Governor with ``legate`` set; his ``province`` and location stay
his own.

Decision (of the new Governor's faction; a Neutral's is delegated to the Dominant Player,
4.02.2): ``law.legate``: ``go`` to the Province or ``legate``.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.decisions import LAW_LEGATE
from engine.effects import handles_effect
from engine.queries import OFFICE_PRECEDENCE, in_rome, rule_change_in_force
from engine.state import GameState, Senator

GO: Final = "go"
LEGATE: Final = "legate"
"""Option keys: the Governor goes to his Province, or governs it by Legate."""

CHANGE: Final = "governor_by_legate"
"""The Vatinian Law's rule change."""


def legates_allowed(ctx: Context) -> bool:
    """Whether the Vatinian Law is in force."""
    return rule_change_in_force(ctx.state, ctx.catalog, CHANGE)


def governs_by_legate(state: GameState, senator: Senator) -> bool:
    """Whether he governs some Province through a Legate."""
    return any(p.governor == senator.key and p.legate for p in state.provinces.values())


def must_use_legate(state: GameState, senator: Senator) -> bool:
    """A Major Office holder, or one governing by Legate already, may not go (the Law cards)."""
    major = any(o in OFFICE_PRECEDENCE for o in senator.offices)
    return major or governs_by_legate(state, senator)


@handles_effect("law", "governor_by_legate", rule="1.13.1")
def may_govern_from_rome(ctx: Context, senator: Senator) -> bool:
    """Under the Vatinian Law an Aligned Senator in Rome is eligible to govern even while he
    holds a Major Office or governs another Province by Legate (1.13.1)."""
    return legates_allowed(ctx) and in_rome(senator)


@handles_effect("law", "governor_by_legate", rule="1.13.1")
def goes_or_legate(
    ctx: Context, senator: Senator, province: str
) -> Generator[Decision, Choice, bool]:
    """A new Governor in Rome under the Vatinian Law chooses to go or to use a Legate; True if
    he governs by Legate (1.13.1)."""
    if not legates_allowed(ctx) or not in_rome(senator) or senator.faction is None:
        return False
    if must_use_legate(ctx.state, senator):
        return True
    seat = senator.faction
    name = ctx.catalog.province_by_key[province].name
    decision = ctx.ask(
        seat,
        LAW_LEGATE,
        "1.13.1",
        [Option(GO, None, f"go to {name}"), Option(LEGATE, None, "stay and govern by Legate")],
        f"Vatinian Law: does {senator.name} go to {name} or govern it by Legate?",
        senator=senator.key,
    )
    if not ctx.state.factions[seat].is_player:
        decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
    choice = yield decision
    assert isinstance(choice, Option)
    return choice.key == LEGATE
