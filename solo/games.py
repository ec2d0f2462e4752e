"""A Neutral's Games (4.04.4): its Charity Guideline decides whether it sponsors any
(``games.charity`` [``sponsor``, ``none``], answered in bots/neutral_rules/games.py), and its
spending Senator pays (4.03.2)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.games import NONE
from engine.state import Senator
from solo.decisions import GAMES_CHARITY

SPONSOR: Final = "sponsor"
"""Option key: the Neutral's Charity considers sponsoring Games."""

CHARITY: Final = GAMES_CHARITY
"""The Neutral's decision whether its Charity sponsors Games at all (4.04.4)."""


def neutral_sponsors(
    ctx: Context, seat: int, payers: list[Senator]
) -> Generator[Decision, Choice, list[Senator]]:
    """A Neutral that can afford any Games and whose Charity chooses to sponsor them offers its
    spending Senator, the richest, ties 2d6 (4.04.4, 4.03.2)."""
    cheapest = ctx.catalog.tables.games.rows[0].cost
    richest = max(s.talents for s in payers)
    if richest < cheapest:
        return []
    choice = yield ctx.ask(
        seat,
        CHARITY,
        "4.04.4",
        [
            Option(SPONSOR, None, "consider sponsoring Games"),
            Option(NONE, None, "sponsor no Games"),
        ],
        "Does your Charity sponsor Games?",
    )
    if choice.key != SPONSOR:
        return []
    payer = ctx.rules.spending_senator(ctx, payers, "the spending Senator")
    return [payer] if payer is not None else []
