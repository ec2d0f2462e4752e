"""Votes on a proposal (1.09.14-1.09.144): each faction with Senators in Rome is called in turn,
votes as a block or abstains, may buy extra votes with its Senators' Talents, and a simple
majority of the votes cast passes it; a unanimous defeat costs the Presiding Magistrate.

Ruling (docs/rulings.md, 1.09.14): the Presiding Magistrate calls the factions clockwise from
his own, his own first; every faction votes as a block (1.09.142's split votes are not offered
yet). A faction holding a Tribune may veto when it is called (1.09.152).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from engine.context import Context
from engine.decision import Amount, Choice, Decision, Option
from engine.queries import faction_votes, in_rome, seats_from
from engine.senate.decisions import SENATE_VOTE, SENATE_VOTE_TALENTS
from engine.senate.session import Session, presiding_magistrate
from engine.senate.tribunes import has_tribune, use_tribune
from engine.state import Office
from engine.treasury import to_bank

AYE, NAY, ABSTAIN, VETO = "aye", "nay", "abstain", "veto"
"""Option keys of a faction's vote."""


@dataclass(frozen=True, slots=True)
class Proposal:
    """A proposal on the floor: a stable key (1.09.131 compares them), its words, the faction
    that put it and whether a faction may abstain (not on a Land Bill, 1.09.14)."""

    key: str
    text: str
    proposer: int
    may_abstain: bool = True
    bonus: tuple[tuple[int, int], ...] = ()
    """Extra votes a faction casts with its own (seat, votes): the Accused's Influence
    (1.09.42)."""
    opening: tuple[int, int] = (0, 0)
    """Votes for and against before any faction is called: a Popular Appeal's (1.09.421)."""
    vetoable: bool = True
    """Whether a Tribune may stop the vote: not a Consul for Life's (1.09.152)."""


@dataclass(frozen=True, slots=True)
class Tally:
    """How a vote went: passed or not, the votes for and against, the factions voting against
    (a Land Bill costs their Senators Popularity, 1.09.62)."""

    passed: bool
    ayes: int
    nays: int
    against: frozenset[int]
    vetoed: bool = False


def put_to_vote(
    ctx: Context, session: Session, proposal: Proposal
) -> Generator[Decision, Choice, bool]:
    """``call_vote``: True if the proposal passes."""
    tally = yield from call_vote(ctx, session, proposal)
    return tally.passed


def call_vote(
    ctx: Context, session: Session, proposal: Proposal
) -> Generator[Decision, Choice, Tally]:
    """Call every faction with votes in Rome; the proposal passes if the ayes are more than half
    the votes cast (1.09.143). A defeat with every other faction's votes against it costs the
    Presiding Magistrate 1 Influence, or his chair if he has none (1.09.144)."""
    state = ctx.state
    ayes, nays = proposal.opening
    bonus = dict(proposal.bonus)
    against: set[int] = set()
    called = [
        s
        for s in seats_from(proposal.proposer, len(state.factions))
        if faction_votes(state.senators.values(), s) > 0
    ]
    for seat in called:
        votes = faction_votes(state.senators.values(), seat) + bonus.get(seat, 0)
        context = dict(
            proposal=proposal.key,
            text=proposal.text,
            proposer=proposal.proposer,
            votes=votes,
            ayes=ayes,
            nays=nays,
            may_abstain=proposal.may_abstain,
        )
        options = [Option(AYE, True, "vote for it"), Option(NAY, False, "vote against it")]
        if proposal.may_abstain:
            options.append(Option(ABSTAIN, None, "abstain"))
        land_bill = proposal.key.startswith("land_bill")
        if may_veto(ctx, session, proposal) and has_tribune(ctx, session.senate, seat, land_bill):
            options.append(Option(VETO, None, "veto it with a Tribune"))
        choice = yield ctx.ask(
            seat, SENATE_VOTE, "1.09.14", options, f"{proposal.text}?", **context
        )
        if choice.key == VETO:
            use_tribune(ctx, session.senate, seat, "1.09.152", proposal.text, land_bill)
            session.defeated.add(proposal.key)
            ctx.record("Senate", "proposal_fails", "1.09.152", f"{proposal.text}: vetoed")
            return Tally(False, ayes, nays, frozenset(against), vetoed=True)
        if choice.key == ABSTAIN:
            ctx.record(ctx.faction_name(seat), "vote", "1.09.14", f"abstains on: {proposal.text}")
            continue
        bought = yield from buy_votes(ctx, seat, context)
        if choice.key == AYE:
            ayes += votes + bought
        else:
            nays += votes + bought
            against.add(seat)
        ctx.record(
            ctx.faction_name(seat),
            "vote",
            "1.09.14",
            f"votes {choice.key} with {votes + bought} votes on: {proposal.text}",
            proposal=proposal.key,
            vote=choice.key,
            votes=votes + bought,
        )
    passed = ayes > nays
    ctx.record(
        "Senate",
        "proposal_passes" if passed else "proposal_fails",
        "1.09.143",
        f"{proposal.text}: {'passes' if passed else 'fails'}, {ayes} for, {nays} against",
        proposal=proposal.key,
        ayes=ayes,
        nays=nays,
    )
    if not passed:
        session.defeated.add(proposal.key)
        others = {s for s in called if s != proposal.proposer}
        if others and others <= against:
            unanimous_defeat(ctx, session)
    return Tally(passed, ayes, nays, frozenset(against))


def may_veto(ctx: Context, session: Session, proposal: Proposal) -> bool:
    """A Tribune may stop the vote unless the proposal is a Consul for Life's or the Presiding
    Magistrate is a Dictator (1.09.152, 1.09.33)."""
    chair = presiding_magistrate(ctx, session)
    return proposal.vetoable and not (chair is not None and Office.DICTATOR in chair.offices)


def buy_votes(
    ctx: Context, seat: int, context: dict[str, object]
) -> Generator[Decision, Choice, int]:
    """The faction's Senators in Rome may pay Talents from their Personal Treasuries, one extra
    vote each, richest first; the Talents go to the Bank (1.09.141)."""
    payers = sorted(
        (s for s in ctx.state.faction_senators(seat) if in_rome(s) and s.talents > 0),
        key=lambda s: (-s.talents, s.key),
    )
    purse = sum(s.talents for s in payers)
    if purse == 0:
        return 0
    answer = yield ctx.ask_amount(
        seat, SENATE_VOTE_TALENTS, "1.09.141", 0, purse, "Buy extra votes with Talents", **context
    )
    assert isinstance(answer, Amount)
    due = answer.value
    for senator in payers:
        paid = min(due, senator.talents)
        senator.talents -= to_bank(ctx.state, paid)
        due -= paid
    if answer.value:
        ctx.record(
            ctx.faction_name(seat),
            "buy_votes",
            "1.09.141",
            f"pays {answer.value} Talents for {answer.value} extra votes",
        )
    return answer.value


def unanimous_defeat(ctx: Context, session: Session) -> None:
    """The Presiding Magistrate loses 1 Influence; with none to lose he steps down and the next
    HRAO presides for the rest of the turn (1.09.144; ruling: he keeps the chair while he has
    Influence to lose)."""
    chair = presiding_magistrate(ctx, session)
    if chair is None:
        return
    if chair.influence > 0:
        chair.influence -= 1
        ctx.record(
            ctx.senator_actor(chair),
            "unanimous_defeat",
            "1.09.144",
            f"{chair.name} loses 1 Influence for a unanimous defeat ({chair.influence})",
        )
        return
    session.stepped_down.add(chair.key)
    session.presiding = None
    ctx.record(
        ctx.senator_actor(chair),
        "unanimous_defeat",
        "1.09.144",
        f"{chair.name} has no Influence to lose and steps down as Presiding Magistrate",
    )
