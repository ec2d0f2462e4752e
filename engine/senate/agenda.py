"""The order of other business (1.09.6, 1.09.151): before each item the Presiding Magistrate
puts, and once right after he adjourns, each other faction holding a Tribune, clockwise from his,
may play it to put one proposal of its own, built from the same steps as his (no Prosecution,
no adjournment). A Tribune's proposal counts against the proposal budget, so every Senate Phase
ends (docs/rulings.md, 1.09.131, 1.09.151)."""

from __future__ import annotations

from collections.abc import Generator
from functools import partial

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.queries import seats_from
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
from engine.senate.tribunes import has_tribune, use_tribune

PASS = "pass"
"""The option key of keeping the Tribune."""


def other_business(ctx: Context, session: Session) -> Generator[Decision, Choice, None]:
    """Other business (1.09.6): proposals until the Presiding Magistrate adjourns (a Tribune
    may still put one after it, 1.09.151), leaves for a War (1.09.642), or the budget is spent
    (1.09.131)."""
    limit = budget(ctx, PROPOSAL_BUDGET, DEFAULT_PROPOSAL_BUDGET)
    while not session.adjourned:
        chair = presiding_magistrate(ctx, session)
        if chair is None or chair.faction is None:
            return
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


def tribune_proposal(
    ctx: Context, session: Session, adjourned: bool
) -> Generator[Decision, Choice, bool]:
    """Each faction but the Presiding Magistrate's, clockwise from his, holding a Tribune (a
    card or a Statesman's free Tribune) and a Senator, is asked in turn; the first to play it puts
    one proposal, the Tribune discarded (1.09.151). True if a Tribune was played."""
    state = ctx.state
    chair = presiding_magistrate(ctx, session)
    if chair is None or chair.faction is None:
        return False
    for seat in seats_from(chair.faction, len(state.factions))[1:]:
        senators = state.faction_senators(seat)
        if not senators or not has_tribune(ctx, session.senate, seat):
            continue
        options = [
            Option(key, None, f"play a Tribune to propose {words}")
            for key, (words, open_now, _) in PROPOSALS.items()
            if open_now(ctx, session)
        ]
        if not options:
            return False
        prompt = "The Presiding Magistrate adjourned: " if adjourned else ""
        choice = yield ctx.ask(
            seat,
            SENATE_TRIBUNE_PROPOSAL,
            "1.09.151",
            [Option(PASS, None, "keep the Tribune"), *options],
            f"{prompt}Play a Tribune to put a proposal of your own?",
            adjourned=adjourned,
            **forces_context(ctx),
        )
        if choice.key == PASS:
            continue
        words = PROPOSALS[choice.key][0]
        use_tribune(ctx, session.senate, seat, "1.09.151", f"proposes {words}")
        session.business += 1
        session.tribune = True
        try:
            yield from PROPOSALS[choice.key][2](ctx, session, senators[0])
        finally:
            session.tribune = False
        return True
    return False
