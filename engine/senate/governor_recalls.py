"""Recalling Governors (1.09.52): once the vacant Governorships are filled (1.09.5), the Presiding
Magistrate may recall a non-rebel Governor not elected this turn by electing a new Governor for
his Province, who inherits it with the term dial at 3; the recalled Governor comes back to Rome
(an Unaligned one to the Forum) and is sent out again this turn only with his consent
(1.09.51, engine/senate/governors.py).

Rulings (docs/rulings.md): each recall is its own election, not held in tandem with others; the
Presiding Magistrate is asked again after each, until he names none or as many recalls as the
election budget have failed. A Governor's term dial reads 3 only in the turn he was elected:
every dial turns down in the Revenue Phase before the Senate (1.06.6)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.phases.governors import leave_province
from engine.phases.revenue_ledger import is_rebel
from engine.senate.decisions import SENATE_GOVERNOR_RECALL
from engine.senate.governors import nominate, open_candidates
from engine.senate.offices import GOVERNOR_TERM, award_governorship
from engine.senate.session import (
    DEFAULT_ELECTION_BUDGET,
    ELECTION_BUDGET,
    Session,
    budget,
    presiding_magistrate,
)
from engine.senate.votes import Proposal, put_to_vote

NONE: Final = "none"
"""The option key of recalling no Governor."""

PREFIX: Final = "recall_governor"
"""The first part of a recall's proposal key: ``recall_governor:<province>:<new>:<old>``."""


def recallable(ctx: Context, session: Session) -> list[str]:
    """Provinces whose Governor may be recalled: not a Rebel, not elected this turn, and someone
    who may be elected in his stead (1.09.52)."""
    state = ctx.state
    found = []
    for key, province in sorted(state.provinces.items()):
        governor = state.senators.get(province.governor or "")
        if governor is None or is_rebel(governor) or province.term >= GOVERNOR_TERM:
            continue
        if any(s.key != governor.key for s in open_candidates(ctx, session, key, PREFIX)):
            found.append(key)
    return found


def recall_governors(ctx: Context, session: Session) -> Generator[Decision, Choice, None]:
    """Ask the Presiding Magistrate for recalls until he names none, none is possible, or the
    election budget of failed recalls is spent (1.09.52)."""
    limit = budget(ctx, ELECTION_BUDGET, DEFAULT_ELECTION_BUDGET)
    failed: list[str] = []
    while len(failed) < limit:
        provinces = recallable(ctx, session)
        chair = presiding_magistrate(ctx, session)
        if not provinces or chair is None or chair.faction is None:
            return
        state = ctx.state
        options = [
            Option(
                key,
                key,
                f"recall {state.senators[state.provinces[key].governor or ''].name} from "
                f"{ctx.catalog.province_by_key[key].name}",
            )
            for key in provinces
        ]
        choice = yield ctx.ask(
            chair.faction,
            SENATE_GOVERNOR_RECALL,
            "1.09.52",
            [*options, Option(NONE, None, "recall no Governor")],
            "Recall a Governor by electing a new one?",
            defeated=tuple(failed),
        )
        if choice.key == NONE:
            return
        if not (yield from recall_governor(ctx, session, choice.key)):
            failed.append(choice.key)


def recall_governor(
    ctx: Context, session: Session, province: str
) -> Generator[Decision, Choice, bool]:
    """Nominate a new Governor for the Province and vote; if it passes the Governor comes home
    and the new one takes the Province with the term dial at 3 (1.09.52). True if it passed."""
    state = ctx.state
    old = state.senators[state.provinces[province].governor or ""]
    candidates = [s for s in open_candidates(ctx, session, province, PREFIX) if s.key != old.key]
    chosen = yield from nominate(ctx, session, province, candidates, PREFIX)
    chair = presiding_magistrate(ctx, session)
    if chosen is None or chair is None or chair.faction is None:
        return False
    name = ctx.catalog.province_by_key[province].name
    proposal = Proposal(
        f"{PREFIX}:{province}:{chosen.key}:{old.key}",
        f"Recall {old.name} from {name} and send {chosen.name} to govern it",
        chair.faction,
        named=(chosen.key,),
    )
    if not (yield from put_to_vote(ctx, session, proposal)):
        return False
    by_legate = leave_province(state.provinces[province], old)
    session.senate.returned_governors = session.senate.returned_governors | {old.key}
    where = "his Legate leaves it" if by_legate else "he comes back"
    ctx.record(
        ctx.senator_actor(old),
        "governor_recalled",
        "1.09.52",
        f"{old.name} is recalled from {name}: {where}",
        senator=old.key,
        province=province,
    )
    yield from award_governorship(ctx, chosen, province, "1.09.52", "Senate")
    return True
