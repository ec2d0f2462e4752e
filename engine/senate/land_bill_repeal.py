"""Repealing a Land Bill (1.09.621): a Type II or III Land Bill in effect, once a turn; a
consenting Senator in Rome whose Popularity covers what sponsoring and voting for it cost him
sponsors it; no faction may abstain; every Senator voting for it loses Popularity, the sponsor
more; passed, its marker goes and Unrest rises."""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.phases.population import adjust_unrest
from engine.queries import in_rome
from engine.senate.decisions import SENATE_REPEAL
from engine.senate.land_bills import LAND_BILL_TYPES, consents
from engine.senate.session import Session
from engine.senate.votes import Proposal, call_vote
from engine.senators import change_popularity
from engine.state import Senator

REPEALED: Final = "land_bill_repeal"
"""The key that marks this turn's repeal attempt (1.09.621: one a turn)."""


def repeal_options(ctx: Context, session: Session) -> list[Option]:
    """``<type>@<senator>``: a repealable type in effect and a Senator in Rome popular enough to
    sponsor its repeal (1.09.621)."""
    if REPEALED in session.defeated:
        return []
    table = ctx.catalog.tables.land_bills
    options = []
    for number in sorted(set(ctx.state.land_bills)):
        row = table.bill(LAND_BILL_TYPES[number - 1])
        if not row.repealable or row.repeal_min_popularity is None:
            continue
        for senator in sorted(ctx.state.senators.values(), key=lambda s: s.key):
            if in_rome(senator) and senator.popularity >= row.repeal_min_popularity:
                options.append(
                    Option(
                        f"{row.type}@{senator.key}",
                        (number, senator.key),
                        f"repeal the Type {row.type} Land Bill, {senator.name} sponsoring",
                    )
                )
    return options


def repeal_proposal(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """The repeal proposed, consented to, voted on and carried out (1.09.621)."""
    assert chair.faction is not None
    choice = yield ctx.ask(
        chair.faction,
        SENATE_REPEAL,
        "1.09.621",
        repeal_options(ctx, session),
        "Repeal which Land Bill, with whom sponsoring?",
    )
    assert isinstance(choice, Option) and isinstance(choice.value, tuple)
    number, sponsor_key = choice.value
    session.defeated.add(REPEALED)
    sponsor = ctx.state.senators[sponsor_key]
    row = ctx.catalog.tables.land_bills.bill(LAND_BILL_TYPES[number - 1])
    if not (yield from consents(ctx, chair.faction, sponsor, "sponsor the repeal", "1.09.621")):
        return
    assert row.repeal_sponsor_popularity is not None and row.repeal_for_popularity is not None
    change_popularity(ctx.catalog, sponsor, row.repeal_sponsor_popularity)
    text = f"Repeal the Type {row.type} Land Bill, sponsored by {sponsor.name}"
    proposal = Proposal(f"repeal:{row.type}:{sponsor.key}", text, chair.faction, may_abstain=False)
    tally = yield from call_vote(ctx, session, proposal)
    for key in sorted(tally.supporters | {sponsor.key}):
        if key in ctx.state.senators:
            change_popularity(ctx.catalog, ctx.state.senators[key], row.repeal_for_popularity)
    if not tally.passed:
        return
    ctx.state.land_bills.remove(number)
    ctx.record("Senate", "land_bill", "1.09.621", f"the Type {row.type} Land Bill is repealed")
    adjust_unrest(ctx, row.repeal_unrest or 0, "1.09.621", f"Type {row.type} Land Bill repealed")
