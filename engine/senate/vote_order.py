"""Which faction the Presiding Magistrate calls first to vote (1.09.12, 1.09.14, 1.09.151): he may
call them "in any order". Ruling (docs/rulings.md, switch ``senate_vote_order``): ``clockwise``
(the default) calls the proposer's faction first, then the rest clockwise; ``chosen`` lets the
Presiding Magistrate's faction name the faction called first, the rest following clockwise, one
decision a vote."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Final

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.senate.decisions import SENATE_VOTE_ORDER
from engine.senate.session import Session, presiding_magistrate

VOTE_ORDER: Final = "senate_vote_order"
"""Ruling: ``clockwise`` from the proposer, or ``chosen`` by the Presiding Magistrate."""

CHOSEN: Final = "chosen"


def first_called(
    ctx: Context, session: Session, key: str, text: str, proposer: int, voters: Sequence[int]
) -> Generator[Decision, Choice, int]:
    """The faction called first: the proposer's, or under ``chosen`` the one the Presiding
    Magistrate's faction names among those with votes in Rome (``voters``) (1.09.14)."""
    chair = presiding_magistrate(ctx, session)
    if (
        dict(ctx.options.rulings).get(VOTE_ORDER) != CHOSEN
        or chair is None
        or chair.faction is None
        or len(voters) < 2
    ):
        return proposer
    choice = yield ctx.ask(
        chair.faction,
        SENATE_VOTE_ORDER,
        "1.09.14",
        [Option(f"seat:{s}", s, f"call {ctx.faction_name(s)} first") for s in voters],
        f"{text}: which faction do you call to vote first?",
        proposal=key,
        text=text,
        proposer=proposer,
    )
    assert isinstance(choice, Option) and isinstance(choice.value, int)
    return choice.value
