"""Assigning Concessions (1.09.61): the Presiding Magistrate proposes a Concession from the Forum
for an Aligned Senator in Rome; a Concession voted down is turned over and not proposed again
this turn; the Land Commissioner only while a Land Bill is in effect."""

from __future__ import annotations

from collections.abc import Generator

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.queries import in_rome
from engine.senate.decisions import SENATE_CONCESSION
from engine.senate.session import Session
from engine.senate.votes import Proposal, put_to_vote
from engine.state import Senator


def proposable_concessions(ctx: Context, session: Session) -> list[int]:
    """Concessions in the Forum not voted on this turn; the Land Commissioner only with a Land
    Bill in effect (1.09.61)."""
    state = ctx.state
    needs_bill = {c.card_no for c in ctx.catalog.concessions.concessions if c.requires_land_bill}
    return [
        card_no
        for card_no in state.forum_concessions
        if f"concession:{card_no}" not in session.defeated
        and (card_no not in needs_bill or state.land_bills)
    ]


def concession_proposal(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """Name the Concession and its Senator, then vote: it is voted on once a turn, whatever the
    result (1.09.61)."""
    assert chair.faction is not None
    catalog, state = ctx.catalog, ctx.state
    in_town = [s for s in state.senators.values() if in_rome(s)]
    options = [
        Option(
            f"{catalog.entry(card_no).key}@{s.key}",
            (card_no, s.key),
            f"{catalog.card_name(card_no)} to {s.name}",
        )
        for card_no in proposable_concessions(ctx, session)
        for s in in_town
    ]
    choice = yield ctx.ask(
        chair.faction, SENATE_CONCESSION, "1.09.61", options, "Assign which Concession to whom?"
    )
    assert isinstance(choice, Option) and isinstance(choice.value, tuple)
    card_no, senator_key = choice.value
    senator = state.senators[senator_key]
    name = catalog.card_name(card_no)
    proposal = Proposal(
        f"concession:{card_no}:{senator_key}",
        f"Give {name} to {senator.name}",
        chair.faction,
        named=(senator_key,),
    )
    passed = yield from put_to_vote(ctx, session, proposal)
    session.defeated.add(f"concession:{card_no}")
    if not passed:
        return
    state.forum_concessions.remove(card_no)
    senator.concessions.append(card_no)
    ctx.record(
        ctx.senator_actor(senator),
        "assign_concession",
        "1.09.61",
        f"{senator.name} receives {name}",
        concession=card_no,
    )
