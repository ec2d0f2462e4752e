"""A Tribune played during a vote of other business (1.09.151, 1.09.642): the faction called to
vote may play it, instead of voting at once, to establish its right to make the next proposal,
then votes; on a vote that would send the Presiding Magistrate to War (and so close the Senate)
it suspends the vote instead, until its proposal has been acted upon.

Rulings (docs/rulings.md): the claim is an option of the faction's own vote, offered while the
proposal budget leaves room for the claimed proposal, no claim is pending and no Tribune's
proposal is on the floor (a Tribune may not interrupt one already played, 1.09.151); the first
claim in the calling order stands, so claims never meet at once and need no dice-off."""

from __future__ import annotations

from collections.abc import Generator

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.senate.session import (
    DEFAULT_PROPOSAL_BUDGET,
    PROPOSAL_BUDGET,
    Session,
    budget,
)
from engine.senate.tribune_answering import tribune_voided
from engine.senate.tribunes import has_tribune, use_tribune

CLAIM, SUSPEND = "claim", "suspend"
"""The option keys of a Tribune played during a vote: to make the next proposal (1.09.151), or
to suspend a vote sending the Presiding Magistrate to War until it is made (1.09.642)."""


def claim_option(ctx: Context, session: Session, seat: int, suspends: bool) -> list[Option]:
    """The claim a faction called to vote may make now, if any (1.09.151): suspending the vote
    when it would send the Presiding Magistrate to War (1.09.642)."""
    if (
        not session.in_business
        or session.tribune
        or session.claimant is not None
        or session.business >= budget(ctx, PROPOSAL_BUDGET, DEFAULT_PROPOSAL_BUDGET)
        or not has_tribune(ctx, session.senate, seat)
    ):
        return []
    if suspends:
        return [Option(SUSPEND, None, "suspend this vote with a Tribune and propose first")]
    return [Option(CLAIM, None, "play a Tribune to make the next proposal")]


def claim_stands(
    ctx: Context, session: Session, seat: int, text: str, suspends: bool
) -> Generator[Decision, Choice, bool]:
    """The faction's Tribune is spent; unless another faction voids it (Graft, Murder of a
    Tribune), the faction makes the next proposal (1.09.151) and, if ``suspends``, the vote waits
    until it has been acted upon (1.09.642). True if the claim stands."""
    rule = "1.09.642" if suspends else "1.09.151"
    what = "suspends the vote on" if suspends else "claims the next proposal during the vote on"
    use_tribune(ctx, session.senate, seat, rule, f"{what}: {text}")
    if (yield from tribune_voided(ctx, seat)):
        return False
    session.claimant = seat
    return True
