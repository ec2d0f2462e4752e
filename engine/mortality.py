"""Mortality Chits: drawing them from the cup and finding whom they strike (1.05.21, 1.05.22).

The cup is ``state.mortality_cup``: Senator ID numbers, ``"blank"`` and ``"draw_two"`` chits
(D2-33). Every cause of death by chit (the Mortality Phase, a Mob, Epidemics, Commander death,
assassins' accomplices) draws here and kills through ``kill_by_chits``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Final

from engine.context import Context
from engine.death import kill_senator
from engine.state import Location, Senator

BLANK: Final = "blank"
DRAW_TWO: Final = "draw_two"
"""The two kinds of chit that carry no Senator ID (1.05.21; D2-33)."""


def draw_mortality_chits(ctx: Context, count: int, rule: str) -> list[int]:
    """Draw ``count`` chits at random and return the Senator IDs drawn, in order (1.05.21).

    Drawn chits are laid out until the whole count is drawn, then all go back to the cup. A
    Draw 2 chit goes back at once and two more are drawn (it can chain). A blank counts as a
    draw and names nobody. If only Draw 2 chits are left in the cup, the draw stops: every
    Senator ID is already laid out.
    """
    return [chit for chit in draw_chits(ctx, count, rule) if isinstance(chit, int)]


def draw_chits(ctx: Context, count: int, rule: str) -> list[int | str]:
    """Draw as ``draw_mortality_chits`` does and return every chit laid out, blanks included, in
    the order drawn (1.05.21): capture reads which chit came last (1.10.71)."""
    cup = ctx.state.mortality_cup
    laid_out: list[int | str] = []
    left = count
    while left > 0 and any(chit != DRAW_TWO for chit in cup):
        chit = ctx.dice.take(cup, "mortality", rule, name=chit_name)
        if chit == DRAW_TWO:
            cup.append(chit)
            left += ctx.catalog.tables.mortality.draw_two_replacement - 1
            ctx.record(
                "Game", "mortality_chit", "1.05.21", "draws Draw 2: back in the cup, two more"
            )
            continue
        laid_out.append(chit)
        left -= 1
        if isinstance(chit, int):
            if ctx.logs("mortality_chit"):
                ctx.record(
                    "Game", "mortality_chit", rule, f"draws Mortality Chit {chit}", chit=chit
                )
        else:
            ctx.record("Game", "mortality_chit", rule, "draws a blank Mortality Chit")
    cup.extend(laid_out)
    return laid_out


@cache
def chit_name(chit: int | str) -> str:
    """How a chit reads: its Senator ID, blank or Draw 2 (1.05.21). Cached: every draw from the
    cup names each chit in it (``Dice.take``)."""
    if isinstance(chit, int):
        return f"Senator ID {chit}"
    return "Draw 2" if chit == DRAW_TWO else "blank"


def kill_by_chits(
    ctx: Context,
    ids: list[int],
    rule: str,
    cause: str,
    *,
    where: Callable[[Senator], bool] | None = None,
) -> list[str]:
    """Kill the Senator in play whose ID each chit names; return the keys killed (1.05.21).

    A Senator is in play anywhere but the Curia: aligned, unaligned in the Forum, away or
    Captive. ``where`` narrows who the draw can strike (a Mob kills only Senators in Rome); a
    Senator it excludes is unharmed. Both Gracchi or both Licinii in play: 2d6 picks which one
    the chit names (1.05.22).
    """
    killed: list[str] = []
    for number in ids:
        victim = named_senator(ctx, number)
        if victim is None:
            ctx.record("Game", "no_death", "1.05.21", f"no Senator {number} is in play")
        elif where is not None and not where(victim):
            ctx.record("Game", "no_death", rule, f"{victim.name} ({number}) is out of reach")
        else:
            killed.append(victim.key)
            kill_senator(ctx, victim.key, rule, cause)
    return killed


def named_senator(ctx: Context, number: int) -> Senator | None:
    """The Senator in play with this ID; between two brothers with one ID, 2d6 (1.05.22)."""
    named = [
        s
        for s in ctx.state.senators.values()
        if s.family_id == number and s.location is not Location.CURIA
    ]
    if len(named) < 2:
        return named[0] if named else None
    return ctx.tie_break(named, "1.05.22", f"whom chit {number} names", name=lambda s: s.name)
