"""Governorships elected in tandem (1.09.5): while two or more vacant Provinces are left, the
first of them in card order each with two or more open candidates, the Presiding Magistrate's
faction may put the next N of them as one slate (``senate.governor_tandem``), nominating a
different Senator for each; passed, they all take their Provinces at once. Refused by a
returning Governor, defeated or out of order, the first Province is elected on its own and the
choice comes again for the rest, so the elections end (engine/senate/governors.py).

Rulings (docs/rulings.md): a tandem slate is the Presiding Magistrate's (no Tribune nominates
one); its defeat counts against no election budget; recalls are not elected in tandem."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Final

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.senate.decisions import SENATE_GOVERNOR_TANDEM
from engine.senate.governors import elect_governor, governor_candidates, nominate, open_candidates
from engine.senate.offices import award_governorship
from engine.senate.session import Session, presiding_magistrate
from engine.senate.tribune_interjections import vote_on
from engine.senate.votes import Proposal
from engine.state import Senator

NONE: Final = "none"
"""The option key of electing the next Province on its own."""


def elect_governors(ctx: Context, session: Session) -> Generator[Decision, Choice, None]:
    """Fill every vacant Province, some in tandem if the Presiding Magistrate puts them so
    (1.09.5, 1.09.54)."""
    vacant = sorted(k for k, p in ctx.state.provinces.items() if p.governor is None)
    while vacant:
        count = yield from _tandem_size(ctx, session, vacant)
        if count > 1 and (yield from _in_tandem(ctx, session, vacant[:count])):
            vacant = vacant[count:]
            continue
        yield from elect_governor(ctx, session, vacant[0])
        vacant = vacant[1:]


def _tandem_size(
    ctx: Context, session: Session, vacant: Sequence[str]
) -> Generator[Decision, Choice, int]:
    """How many of the next vacant Provinces the Presiding Magistrate's faction puts as one
    slate: 1 (on its own) unless at least two may go together (1.09.5)."""
    chair = presiding_magistrate(ctx, session)
    if chair is None or chair.faction is None:
        return 1
    most = 0
    for province in vacant:
        if len(open_candidates(ctx, session, province, "governor")) < 2:
            break
        most += 1
    most = min(most, len(governor_candidates(ctx, session)))
    if most < 2:
        return 1
    names = [ctx.catalog.province_by_key[p].name for p in vacant[:most]]
    options = [Option(NONE, 1, f"elect the Governor of {names[0]} on his own")]
    options += [
        Option(str(n), n, f"elect the Governors of {', '.join(names[:n])} in tandem")
        for n in range(2, most + 1)
    ]
    choice = yield ctx.ask(
        chair.faction,
        SENATE_GOVERNOR_TANDEM,
        "1.09.5",
        options,
        "Elect Governors in tandem?",
        provinces=tuple(vacant[:most]),
    )
    return 1 if choice.key == NONE else int(choice.key)


def _in_tandem(
    ctx: Context, session: Session, provinces: Sequence[str]
) -> Generator[Decision, Choice, bool]:
    """Nominate a different Senator for each Province and vote on the slate; True if it passed
    and they took their Provinces (1.09.5)."""
    nominees: list[Senator] = []
    for province in provinces:
        candidates = [
            s for s in open_candidates(ctx, session, province, "governor") if s not in nominees
        ]
        nominee = (
            (yield from nominate(ctx, session, province, candidates, "governor"))
            if candidates
            else None
        )
        if nominee is None:
            return False
        nominees.append(nominee)
    chair = presiding_magistrate(ctx, session)
    if chair is None or chair.faction is None:
        return False
    pairs = list(zip(provinces, nominees, strict=True))
    key = "governors:" + "+".join(f"{p}:{s.key}" for p, s in pairs)
    text = "Send " + " and ".join(
        f"{s.name} to govern {ctx.catalog.province_by_key[p].name}" for p, s in pairs
    )
    if key in session.defeated:
        ctx.record("Senate", "out_of_order", "1.09.131", f"{text}: not a proposal the Senate hears")
        return False
    proposal = Proposal(key, text, chair.faction, named=tuple(s.key for s in nominees))
    if not (yield from vote_on(ctx, session, proposal, False)):
        return False
    for province, senator in pairs:
        yield from award_governorship(ctx, senator, province, "1.09.5", "Senate")
    return True
