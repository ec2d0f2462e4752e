"""Governorships (1.09.5-1.09.54): every Province without a Governor is filled by election in
card order (some in tandem: engine/senate/governor_tandem.py), until one passes or one
candidate is left, who is appointed.

A Governor back in Rome this turn, his term over or recalled (1.09.51, 1.09.52), is sent out
again only with his consent while another candidate may go; an Unaligned one, whom no faction
answers for, only when no one else may (docs/rulings.md). The election budget ends a deadlock as
for the Consuls.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from engine.context import Context
from engine.decision import Choice, Decision
from engine.queries import in_rome
from engine.senate.decisions import SENATE_GOVERNOR_NOMINEE
from engine.senate.elections import MAJOR_OFFICES
from engine.senate.land_bills import consents
from engine.senate.offices import award_governorship
from engine.senate.session import (
    DEFAULT_ELECTION_BUDGET,
    ELECTION_BUDGET,
    Session,
    budget,
    presiding_magistrate,
)
from engine.senate.tribune_answering import any_died
from engine.senate.tribune_interjections import tribune_nominator, vote_on
from engine.senate.votes import Proposal
from engine.senators import senator_options
from engine.state import Location, Senator


def governor_candidates(ctx: Context, session: Session) -> list[Senator]:
    """Aligned Senators in Rome holding no Major Office and Unaligned Senators in the Forum; an
    Unaligned Governor back this turn only if no one else may go (1.09.5, 1.09.51, 1.09.53)."""
    returned = session.senate.returned_governors
    free = [
        s
        for s in ctx.state.senators.values()
        if (in_rome(s) and not any(o in MAJOR_OFFICES for o in s.offices))
        or s.location is Location.FORUM
    ]
    if all(s.key in returned for s in free):
        return free
    return [s for s in free if s.key not in returned or s.faction is not None]


def open_candidates(ctx: Context, session: Session, province: str, prefix: str) -> list[Senator]:
    """Candidates for a Province not yet defeated for it (1.09.131), ``prefix`` the proposal
    key's first part."""
    return [
        s
        for s in governor_candidates(ctx, session)
        if f"{prefix}:{province}:{s.key}" not in session.defeated
    ]


def nominate(
    ctx: Context,
    session: Session,
    province: str,
    candidates: Sequence[Senator],
    prefix: str,
    nominator: int | None = None,
) -> Generator[Decision, Choice, Senator | None]:
    """The nominee for the Province of the Presiding Magistrate, or of ``nominator`` (a
    Tribune's faction, 1.09.151); a Governor back this turn of another faction must consent while
    another candidate may go, and one refusing is not nominated for it again (1.09.51). None if
    he refuses."""
    if nominator is None:
        chair = presiding_magistrate(ctx, session)
        assert chair is not None and chair.faction is not None
        nominator = chair.faction
    name = ctx.catalog.province_by_key[province].name
    choice = yield ctx.ask(
        nominator,
        SENATE_GOVERNOR_NOMINEE,
        "1.09.5",
        senator_options(candidates),
        f"Nominate a Governor for {name}",
        province=province,
    )
    chosen = ctx.state.senators[choice.key]
    returned = session.senate.returned_governors
    if chosen.key not in returned or all(s.key in returned for s in candidates):
        return chosen
    what = f"govern {name} in the turn he came back to Rome"
    if (yield from consents(ctx, nominator, chosen, what, "1.09.51")):
        return chosen
    session.defeated.add(f"{prefix}:{province}:{chosen.key}")
    return None


def elect_governor(
    ctx: Context, session: Session, province: str
) -> Generator[Decision, Choice, None]:
    """Nominate and vote until a Governor is elected, a Tribune's faction nominating instead of
    the Presiding Magistrate if it plays one (1.09.151); the last eligible candidate is appointed
    (1.09.5); after the election budget the next nominee is (ruling)."""
    name = ctx.catalog.province_by_key[province].name
    limit = budget(ctx, ELECTION_BUDGET, DEFAULT_ELECTION_BUDGET)
    defeats = 0
    last: tuple[str, ...] = ()
    while True:
        open_ = open_candidates(ctx, session, province, "governor")
        if not open_:
            ctx.record("Senate", "no_governor", "1.09.54", f"no one may govern {name}")
            return
        chair = presiding_magistrate(ctx, session)
        assert chair is not None and chair.faction is not None
        if len(open_) == 1:
            chosen, why = open_[0], "the last eligible candidate"
        else:
            keys = [s.key for s in open_]
            tribune = yield from tribune_nominator(
                ctx, session, "governor", keys, last, defeats < limit, province
            )
            if any_died(ctx, open_):
                continue  # a mob answering the Tribune killed a candidate: the list again
            chair = presiding_magistrate(ctx, session)
            assert chair is not None and chair.faction is not None
            nominator = chair.faction if tribune is None else tribune
            nominee = yield from nominate(ctx, session, province, open_, "governor", nominator)
            if nominee is None:
                continue
            chosen = nominee
            why = f"appointed after {defeats} defeats (election budget)" if defeats >= limit else ""
            if not why:
                proposal = Proposal(
                    f"governor:{province}:{chosen.key}",
                    f"Send {chosen.name} to govern {name}",
                    nominator,
                    named=(chosen.key,),
                )
                if not (yield from vote_on(ctx, session, proposal, tribune is not None)):
                    defeats, last = defeats + 1, (chosen.key,)
                    continue
        if why:
            ctx.record("Senate", "appointed", "1.09.5", f"{chosen.name} governs {name}: {why}")
        yield from award_governorship(ctx, chosen, province, "1.09.5", "Senate")
        return
