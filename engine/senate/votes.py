"""Votes on a proposal (1.09.14-1.09.144): each faction with Senators in Rome is called in turn,
votes as a block, Senator by Senator, or abstains, may buy extra votes with its Senators'
Talents, and a simple majority of the votes cast passes it; a unanimous defeat costs the
Presiding Magistrate.

Ruling (docs/rulings.md, 1.09.14): the Presiding Magistrate calls the factions clockwise from
the proposer's, the proposer's first, or from the faction he names under the switch
``senate_vote_order=chosen`` (engine/senate/vote_order.py). A faction votes its Senators in
Rome as a block, or splits and each votes on his own (1.09.142). A faction holding a Tribune may
veto when it is called (1.09.152), one with no votes in Rome in the place it would be called
(1.09.15). A faction called may first announce an Assassination, which may cancel the proposal
(engine/senate/vote_attempts.py, 1.09.7, 1.09.721), or, in other business, play a Tribune to
make the next proposal or suspend a vote sending the Presiding Magistrate to War
(engine/senate/tribune_claims.py, 1.09.151, 1.09.642).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Final

from engine.context import Context, Procedure
from engine.decision import Amount, Choice, Decision, Option
from engine.queries import faction_votes, in_rome, seats_from, votes
from engine.senate.asking import ask_yes_no
from engine.senate.decisions import (
    SENATE_SENATOR_VOTE,
    SENATE_TRIBUNE_VETO,
    SENATE_UNANIMOUS_DEFEAT,
    SENATE_VOTE,
    SENATE_VOTE_TALENTS,
)
from engine.senate.session import Session, presiding_magistrate
from engine.senate.tribune_answering import any_died, tribune_voided
from engine.senate.tribune_claims import CLAIM, SUSPEND, claim_option, claim_stands
from engine.senate.tribunes import has_tribune, use_tribune
from engine.senate.vote_attempts import FELL, GONE, called_to_vote
from engine.senate.vote_order import first_called
from engine.state import Office, Senator
from engine.treasury import to_bank

AYE, NAY, ABSTAIN, VETO, SPLIT = "aye", "nay", "abstain", "veto", "split"
LET_STAND: Final = "let_stand"
LOSE_INFLUENCE, STEP_DOWN = "lose_influence", "step_down"
"""Option keys of a faction's vote."""


@dataclass(frozen=True, slots=True)
class Proposal:
    """A proposal on the floor: a stable key (1.09.131 compares them), its words, the faction
    that put it and whether a faction may abstain (not on a Land Bill, 1.09.14)."""

    key: str
    text: str
    proposer: int
    may_abstain: bool = True
    bonus: tuple[tuple[str, int], ...] = ()
    """Extra votes a Senator casts with his own (key, votes): the Accused's or a Consul for Life
    nominee's Influence (1.09.42, 1.09.821)."""
    opening: tuple[int, int] = (0, 0)
    """Votes for and against before any faction is called: a Popular Appeal's (1.09.421)."""
    vetoable: bool = True
    """Whether a Tribune may stop the vote: not a Consul for Life's (1.09.152)."""
    named: tuple[str, ...] = ()
    """The Senators whose Assassination cancels it: a nominee, the Accused, the Prosecutor, the
    Censor prosecuting (1.09.721); never a Land Bill's sponsors."""
    commander: str = ""
    """The Commander a deployment or a Proconsul's replacement sends (key): while he presides,
    a Tribune may suspend the vote (1.09.642)."""


@dataclass(frozen=True, slots=True)
class Tally:
    """How a vote went: passed or not, the votes for and against, who voted against and whether
    a Tribune stopped it."""

    passed: bool
    ayes: int
    nays: int
    against: frozenset[str]
    """The Senators who voted against (a Land Bill costs them Popularity, 1.09.62)."""
    vetoed: bool = False
    supporters: frozenset[str] = frozenset()
    """The Senators who voted for (a Land Bill's repeal costs them Popularity, 1.09.621)."""
    suspended: bool = False
    """A Tribune suspended the vote until its proposal has been acted upon (1.09.642)."""


def put_to_vote(
    ctx: Context, session: Session, proposal: Proposal
) -> Generator[Decision, Choice, bool]:
    """``call_vote`` (1.09.14): True if the proposal passes (1.09.143)."""
    tally = yield from call_vote(ctx, session, proposal)
    return tally.passed


def call_vote(
    ctx: Context, session: Session, proposal: Proposal
) -> Generator[Decision, Choice, Tally]:
    """Call every faction with votes in Rome; the proposal passes if the ayes are more than half
    the votes cast (1.09.143); it falls if a Senator it names died meanwhile (a mob answering a
    Tribune; ruling, as 1.09.721 for a nominee assassinated). A defeat with every other
    faction's Senators voting against it costs the Presiding Magistrate 1 Influence, or his
    chair if he has none, unless a Tribune put it (1.09.144)."""
    state = ctx.state
    count = _Count(*proposal.opening)
    named = [state.senators[k] for k in proposal.named if k in state.senators]
    order = seats_from(proposal.proposer, len(state.factions))
    called = [s for s in order if faction_votes(state.senators.values(), s) > 0]
    first = yield from first_called(
        ctx, session, proposal.key, proposal.text, proposal.proposer, called
    )
    order = seats_from(first, len(state.factions))
    called = [s for s in order if s in called]
    for seat in order:
        if seat not in called:
            if (yield from _veto_without_votes(ctx, session, proposal, seat, count)):
                return count.tally(False, vetoed=True)
            continue
        choice = yield from _called(ctx, session, proposal, seat, count)
        if choice is FELL:
            return count.tally(False)
        if choice is GONE:
            continue
        if choice is None:
            return count.tally(False, vetoed=True)
        if choice is SUSPENDED:
            ctx.record("Senate", "suspended", "1.09.642", f"{proposal.text}: the vote is suspended")
            return count.tally(False, suspended=True)
        present, votes, context = _present(ctx, proposal, seat, count)
        if choice.key == SPLIT:
            yield from _split_vote(ctx, proposal, present, count)
            continue
        if choice.key == ABSTAIN:
            ctx.record(ctx.faction_name(seat), "vote", "1.09.14", f"abstains on: {proposal.text}")
            continue
        bought = yield from buy_votes(ctx, seat, context)
        count.cast(choice.key, votes + bought, present)
        _record_vote(ctx, ctx.faction_name(seat), choice.key, votes + bought, proposal)
    if any_died(ctx, named):
        session.defeated.add(proposal.key)
        ctx.record("Senate", "proposal_fails", "1.09.721", f"{proposal.text}: its Senator died")
        return count.tally(False)
    passed = count.ayes > count.nays
    ctx.record(
        "Senate",
        "proposal_passes" if passed else "proposal_fails",
        "1.09.143",
        f"{proposal.text}: {'passes' if passed else 'fails'}, {count.ayes} for, "
        f"{count.nays} against",
        proposal=proposal.key,
        ayes=count.ayes,
        nays=count.nays,
    )
    if not passed:
        session.defeated.add(proposal.key)
        others = [
            s.key
            for seat in called
            if seat != proposal.proposer
            for s in state.faction_senators(seat)
            if in_rome(s)
        ]
        if others and set(others) <= count.nay_senators and not session.tribune:
            yield from unanimous_defeat(ctx, session)
    return count.tally(passed)


SUSPENDED: Final = Option("suspended", None, "a Tribune suspended the vote (1.09.642)")
"""What ``_called`` returns when the faction's Tribune suspends the vote."""


def vote_or_suspend(
    ctx: Context,
    session: Session,
    proposal: Proposal,
    resume: Callable[[], Procedure],
    valid: bool = True,
) -> Generator[Decision, Choice, bool]:
    """``call_vote`` on a proposal a Tribune may suspend (1.09.642): True if it passes; if
    suspended, ``resume`` takes it up again once the Tribune's proposal has been acted upon. A
    resumed proposal no longer ``valid`` fails at once without a vote."""
    if not valid:
        session.defeated.add(proposal.key)
        ctx.record("Senate", "proposal_fails", "1.09.642", f"{proposal.text}: no longer valid")
        return False
    tally = yield from call_vote(ctx, session, proposal)
    if tally.suspended:
        session.suspended = resume
    return tally.passed


def _called(
    ctx: Context, session: Session, proposal: Proposal, seat: int, count: _Count
) -> Generator[Decision, Choice, Choice | None]:
    """The called faction's answer (1.09.14): a vote, a split or an abstention, or ``FELL`` or
    ``GONE`` after an Assassination it announced first (1.09.721); None if its Tribune's veto
    stands, asked again if another faction voided it (1.09.152, 1.09.15); after a claim of the
    next proposal asked again, or ``SUSPENDED`` if the claim suspends the vote (1.09.151,
    1.09.642)."""
    ask = partial(_vote_decision, ctx, session, proposal, seat, count)
    while True:
        choice = yield from called_to_vote(ctx, seat, proposal.named, proposal.text, ask)
        if choice.key in (CLAIM, SUSPEND):
            suspends = choice.key == SUSPEND
            if (yield from claim_stands(ctx, session, seat, proposal.text, suspends)) and suspends:
                return SUSPENDED
            continue
        if choice.key != VETO:
            return choice
        if (yield from _veto_stands(ctx, session, proposal, seat)):
            return None


def _sends_chair(ctx: Context, session: Session, proposal: Proposal) -> bool:
    """Whether the proposal sends the Presiding Magistrate to War (1.09.642)."""
    chair = presiding_magistrate(ctx, session)
    return bool(proposal.commander) and chair is not None and chair.key == proposal.commander


def _veto_without_votes(
    ctx: Context, session: Session, proposal: Proposal, seat: int, count: _Count
) -> Generator[Decision, Choice, bool]:
    """A faction with no votes in Rome may still veto with a Tribune, in its place in the
    calling order, again if another faction voided its Tribune (1.09.15, 1.09.152). True if
    its veto stands."""
    land_bill = proposal.key.startswith("land_bill")
    while (
        not ctx.state.factions[seat].eliminated
        and may_veto(ctx, session, proposal)
        and has_tribune(ctx, session.senate, seat, land_bill)
    ):
        vetoes = yield from ask_yes_no(
            ctx,
            seat,
            SENATE_TRIBUNE_VETO,
            "1.09.152",
            (VETO, "veto it with a Tribune"),
            (LET_STAND, "let the vote go on"),
            f"{proposal.text}? (no Senator of yours votes in Rome)",
            **_context(proposal, 0, count),
        )
        if not vetoes:
            return False
        if (yield from _veto_stands(ctx, session, proposal, seat)):
            return True
    return False


def _veto_stands(
    ctx: Context, session: Session, proposal: Proposal, seat: int
) -> Generator[Decision, Choice, bool]:
    """The faction's Tribune is spent; unless another faction voids it (Graft, Murder of a
    Tribune), the vote is cancelled and the proposal does not come again this turn (1.09.152,
    1.09.15)."""
    land_bill = proposal.key.startswith("land_bill")
    use_tribune(ctx, session.senate, seat, "1.09.152", proposal.text, land_bill)
    if (yield from tribune_voided(ctx, seat)):
        return False
    session.defeated.add(proposal.key)
    ctx.record("Senate", "proposal_fails", "1.09.152", f"{proposal.text}: vetoed")
    return True


def _present(
    ctx: Context, proposal: Proposal, seat: int, count: _Count
) -> tuple[list[Senator], int, dict[str, object]]:
    """A faction called to vote: its Senators in Rome, their votes and the vote's context."""
    present = [s for s in ctx.state.faction_senators(seat) if in_rome(s)]
    votes = sum(_votes(s, proposal) for s in present)
    return present, votes, _context(proposal, votes, count)


def _vote_decision(
    ctx: Context, session: Session, proposal: Proposal, seat: int, count: _Count
) -> Decision:
    """The faction's vote: aye, nay, abstain where allowed, split, veto with a Tribune
    (1.09.14, 1.09.142, 1.09.152), built from the state as it is."""
    present, _, context = _present(ctx, proposal, seat, count)
    options = _vote_options(proposal)
    if len(present) > 1:
        options.append(Option(SPLIT, None, "each Senator votes on his own"))
    land_bill = proposal.key.startswith("land_bill")
    if may_veto(ctx, session, proposal) and has_tribune(ctx, session.senate, seat, land_bill):
        options.append(Option(VETO, None, "veto it with a Tribune"))
    if not proposal.key.startswith("special_prosecution"):
        options += claim_option(ctx, session, seat, _sends_chair(ctx, session, proposal))
    return ctx.ask(seat, SENATE_VOTE, "1.09.14", options, f"{proposal.text}?", **context)


@dataclass(slots=True)
class _Count:
    """The votes cast so far and the Senators who voted against."""

    ayes: int = 0
    nays: int = 0
    nay_senators: set[str] = field(default_factory=set)
    aye_senators: set[str] = field(default_factory=set)

    def cast(self, key: str, votes: int, senators: Sequence[Senator]) -> None:
        """Count ``votes`` of ``senators`` for or against (1.09.14)."""
        if key == AYE:
            self.ayes += votes
            self.aye_senators.update(s.key for s in senators)
        else:
            self.nays += votes
            self.nay_senators.update(s.key for s in senators)

    def tally(self, passed: bool, vetoed: bool = False, suspended: bool = False) -> Tally:
        """The vote's result (1.09.143; ``vetoed``, 1.09.152; ``suspended``, 1.09.642)."""
        return Tally(
            passed,
            self.ayes,
            self.nays,
            frozenset(self.nay_senators),
            vetoed,
            frozenset(self.aye_senators),
            suspended,
        )


def _votes(senator: Senator, proposal: Proposal) -> int:
    """A Senator's votes on this proposal: Oratory and Knights, plus his own Influence where
    he is the Accused or the nominee (1.09.141, 1.09.42, 1.09.821)."""
    return votes(senator) + dict(proposal.bonus).get(senator.key, 0)


def _context(proposal: Proposal, votes_held: int, count: _Count) -> dict[str, object]:
    return dict(
        proposal=proposal.key,
        text=proposal.text,
        proposer=proposal.proposer,
        votes=votes_held,
        ayes=count.ayes,
        nays=count.nays,
        may_abstain=proposal.may_abstain,
    )


def _vote_options(proposal: Proposal) -> list[Option]:
    options = [Option(AYE, True, "vote for it"), Option(NAY, False, "vote against it")]
    if proposal.may_abstain:
        options.append(Option(ABSTAIN, None, "abstain"))
    return options


def _split_vote(
    ctx: Context, proposal: Proposal, present: Sequence[Senator], count: _Count
) -> Generator[Decision, Choice, None]:
    """Each of the faction's Senators in Rome votes on his own and may pay his own Talents for
    extra votes (1.09.142, 1.09.141)."""
    for senator in present:
        assert senator.faction is not None
        held = _votes(senator, proposal)
        context = _context(proposal, held, count)
        choice = yield ctx.ask(
            senator.faction,
            SENATE_SENATOR_VOTE,
            "1.09.142",
            _vote_options(proposal),
            f"How does {senator.name} vote: {proposal.text}?",
            senator=senator.key,
            **context,
        )
        if choice.key == ABSTAIN:
            continue
        bought = yield from buy_votes(ctx, senator.faction, context, [senator])
        count.cast(choice.key, held + bought, [senator])
        _record_vote(ctx, ctx.senator_actor(senator), choice.key, held + bought, proposal)


def _record_vote(ctx: Context, who: str, key: str, cast: int, proposal: Proposal) -> None:
    ctx.record(
        who,
        "vote",
        "1.09.14",
        f"votes {key} with {cast} votes on: {proposal.text}",
        proposal=proposal.key,
        vote=key,
        votes=cast,
    )


def may_veto(ctx: Context, session: Session, proposal: Proposal) -> bool:
    """A Tribune may stop the vote unless the proposal is a Consul for Life's or a Dictator
    presiding put it (1.09.152, 1.09.33)."""
    chair = presiding_magistrate(ctx, session)
    dictator = chair is not None and Office.DICTATOR in chair.offices and not session.tribune
    return proposal.vetoable and not dictator


def buy_votes(
    ctx: Context,
    seat: int,
    context: dict[str, object],
    voters: Sequence[Senator] | None = None,
) -> Generator[Decision, Choice, int]:
    """The voting Senators (the faction's in Rome, unless named) may pay Talents from their
    Personal Treasuries, one extra vote each, richest first; the Talents go to the Bank
    (1.09.141)."""
    pool = voters if voters is not None else ctx.state.faction_senators(seat)
    payers = sorted(
        (s for s in pool if in_rome(s) and s.talents > 0),
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


def unanimous_defeat(ctx: Context, session: Session) -> Generator[Decision, Choice, None]:
    """The Presiding Magistrate chooses to lose 1 Influence or to step down; with no Influence
    to lose he steps down, and the next HRAO presides for the rest of the turn (1.09.144)."""
    chair = presiding_magistrate(ctx, session)
    if chair is None or chair.faction is None:
        return
    keeps = chair.influence > 0 and (
        yield from ask_yes_no(
            ctx,
            chair.faction,
            SENATE_UNANIMOUS_DEFEAT,
            "1.09.144",
            (LOSE_INFLUENCE, "lose 1 Influence and keep presiding"),
            (STEP_DOWN, "step down as Presiding Magistrate"),
            f"A unanimous defeat: does {chair.name} lose 1 Influence or step down?",
        )
    )
    if keeps:
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
        f"{chair.name} steps down as Presiding Magistrate after a unanimous defeat",
    )
