"""The order of other business (1.09.6, 1.09.151): before each item the Presiding Magistrate
puts, and once right after he adjourns, each other faction holding a Tribune, clockwise from his,
may play it to put one proposal of its own, built from the same steps as his (no Prosecution,
no adjournment); several at once dice off (1.09.15). A faction that played a Tribune during a
vote (engine/senate/tribune_claims.py) puts the next proposal first, and a vote it suspended
is then taken up again (1.09.151, 1.09.642). A Tribune's proposal counts against the proposal
budget, so every Senate Phase ends (docs/rulings.md, 1.09.131, 1.09.151)."""

from __future__ import annotations

from collections.abc import Generator
from functools import partial

from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.senate.business import ADJOURN, PROPOSALS, business_decision
from engine.senate.commands import forces_context
from engine.senate.decisions import SENATE_TRIBUNE_PROPOSAL
from engine.senate.session import (
    DEFAULT_PROPOSAL_BUDGET,
    PROPOSAL_BUDGET,
    Session,
    budget,
    presiding_magistrate,
)
from engine.senate.tribune_interjections import PASS, claim_floor, tribune_floor


def other_business(ctx: Context, session: Session) -> Generator[Decision, Choice, None]:
    """Other business (1.09.6): proposals until the Presiding Magistrate adjourns (a Tribune
    may still put one after it, 1.09.151), leaves for a War (1.09.642), or the budget is spent
    (1.09.131)."""
    limit = budget(ctx, PROPOSAL_BUDGET, DEFAULT_PROPOSAL_BUDGET)
    session.in_business = True
    while not session.adjourned:
        chair = presiding_magistrate(ctx, session)
        if chair is None or chair.faction is None:
            return
        if (yield from claimed_proposal(ctx, session)):
            continue
        if session.business >= limit:
            ctx.record("Senate", "adjourn", "1.09.131", f"the proposal budget of {limit} is spent")
            return
        if (yield from tribune_proposal(ctx, session, adjourned=False)):
            continue
        choice = yield from ctx.choose(partial(business_decision, ctx, session, chair))
        chair = presiding_magistrate(ctx, session)
        if chair is None or chair.faction is None:
            return
        if choice.key == ADJOURN:
            ctx.record(ctx.senator_actor(chair), "adjourn", "1.09.6", "the Senate is adjourned")
            if session.business < limit:
                yield from tribune_proposal(ctx, session, adjourned=True)
            return
        session.business += 1
        yield from PROPOSALS[choice.key][2](ctx, session, chair)


def claimed_proposal(ctx: Context, session: Session) -> Generator[Decision, Choice, bool]:
    """The faction whose Tribune claimed the next proposal during a vote puts it, built by the
    same steps (``senate.tribune_proposal``; passing forgoes it), then a vote it suspended is
    taken up again (1.09.151, 1.09.642). True if there was a claim."""
    seat, session.claimant = session.claimant, None
    if seat is None:
        return False
    if not ctx.state.factions[seat].eliminated:
        yield from _claimant_proposes(ctx, session, seat)
    resume, session.suspended = session.suspended, None
    if resume is not None and not session.adjourned:
        yield from resume()
    return True


def _claimant_proposes(ctx: Context, session: Session, seat: int) -> Procedure:
    """The claimant's proposal, put as a Tribune's (1.09.151)."""
    options = [Option(PASS, None, "make no proposal (the Tribune is spent)")]
    options += _offers(ctx, session, seat)
    choice = yield ctx.ask(
        seat,
        SENATE_TRIBUNE_PROPOSAL,
        "1.09.151",
        options,
        "Your Tribune claimed the next proposal: which?",
        adjourned=False,
        **forces_context(ctx),
    )
    if choice.key == PASS:
        return
    session.business += 1
    with tribune_floor(session):
        yield from PROPOSALS[choice.key][2](ctx, session, ctx.state.faction_senators(seat)[0])


def _offers(ctx: Context, session: Session, seat: int) -> list[Option]:
    """The proposals a faction's Tribune may put now: none without a Senator (1.09.15)."""
    if not ctx.state.faction_senators(seat):
        return []
    return [
        Option(key, None, f"play a Tribune to propose {words}")
        for key, (words, open_now, _) in PROPOSALS.items()
        if open_now(ctx, session)
    ]


def tribune_proposal(
    ctx: Context, session: Session, adjourned: bool
) -> Generator[Decision, Choice, bool]:
    """Each faction but the Presiding Magistrate's holding a Tribune and a Senator (anywhere,
    1.09.15) may play it to put one proposal of other business; several at once dice off
    (``claim_floor``, 1.09.15, 1.09.151). True if a Tribune was played."""
    state = ctx.state
    prompt = "The Presiding Magistrate adjourned: " if adjourned else ""
    claimed = yield from claim_floor(
        ctx,
        session,
        SENATE_TRIBUNE_PROPOSAL,
        partial(_offers, ctx, session),
        f"{prompt}Play a Tribune to put a proposal of your own?",
        lambda choice: f"proposes {PROPOSALS[choice.key][0]}",
        lambda: {"adjourned": adjourned, **forces_context(ctx)},
    )
    if claimed is None:
        return False
    seat, choice = claimed
    session.business += 1
    with tribune_floor(session):
        yield from PROPOSALS[choice.key][2](ctx, session, state.faction_senators(seat)[0])
    return True
