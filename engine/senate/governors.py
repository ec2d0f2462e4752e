"""Governorships (1.09.5-1.09.54): every Province without a Governor is filled by election, one
Province at a time in card order, until one passes or one candidate is left, who is appointed.

Rulings (docs/rulings.md): a Governor back this turn is nominated only when no one else may be
(1.09.51, his consent not asked); the election budget ends a deadlock as for the Consuls.
"""

from __future__ import annotations

from collections.abc import Generator

from engine.context import Context
from engine.decision import Choice, Decision
from engine.queries import in_rome
from engine.senate.decisions import SENATE_GOVERNOR_NOMINEE
from engine.senate.elections import MAJOR_OFFICES
from engine.senate.offices import award_governorship
from engine.senate.session import (
    DEFAULT_ELECTION_BUDGET,
    ELECTION_BUDGET,
    Session,
    budget,
    presiding_magistrate,
)
from engine.senate.votes import Proposal, put_to_vote
from engine.senators import senator_options
from engine.state import Location, Senator


def governor_candidates(ctx: Context, session: Session) -> list[Senator]:
    """Aligned Senators in Rome holding no Major Office and Unaligned Senators in the Forum;
    Governors back this turn only if no one else may go (1.09.5, 1.09.51, 1.09.53)."""
    free = [
        s
        for s in ctx.state.senators.values()
        if (in_rome(s) and not any(o in MAJOR_OFFICES for o in s.offices))
        or s.location is Location.FORUM
    ]
    fresh = [s for s in free if s.key not in session.senate.returned_governors]
    return fresh or free


def elect_governors(ctx: Context, session: Session) -> Generator[Decision, Choice, None]:
    """Fill every vacant Province (1.09.5, 1.09.54)."""
    for key in sorted(k for k, p in ctx.state.provinces.items() if p.governor is None):
        yield from elect_governor(ctx, session, key)


def elect_governor(
    ctx: Context, session: Session, province: str
) -> Generator[Decision, Choice, None]:
    """Nominate and vote until a Governor is elected; the last eligible candidate is appointed
    (1.09.5); after the election budget the next nominee is (ruling)."""
    name = ctx.catalog.province_by_key[province].name
    limit = budget(ctx, ELECTION_BUDGET, DEFAULT_ELECTION_BUDGET)
    defeats = 0
    while True:
        open_ = [
            s
            for s in governor_candidates(ctx, session)
            if f"governor:{province}:{s.key}" not in session.defeated
        ]
        if not open_:
            ctx.record("Senate", "no_governor", "1.09.54", f"no one may govern {name}")
            return
        chair = presiding_magistrate(ctx, session)
        assert chair is not None and chair.faction is not None
        if len(open_) == 1:
            chosen, why = open_[0], "the last eligible candidate"
        else:
            choice = yield ctx.ask(
                chair.faction,
                SENATE_GOVERNOR_NOMINEE,
                "1.09.5",
                senator_options(open_),
                f"Nominate a Governor for {name}",
                province=province,
            )
            chosen = ctx.state.senators[choice.key]
            why = f"appointed after {defeats} defeats (election budget)" if defeats >= limit else ""
            if not why:
                proposal = Proposal(
                    f"governor:{province}:{chosen.key}",
                    f"Send {chosen.name} to govern {name}",
                    chair.faction,
                    named=(chosen.key,),
                )
                if not (yield from put_to_vote(ctx, session, proposal)):
                    defeats += 1
                    continue
        if why:
            ctx.record("Senate", "appointed", "1.09.5", f"{chosen.name} governs {name}: {why}")
        yield from award_governorship(ctx, chosen, province, "1.09.5", "Senate")
        return
