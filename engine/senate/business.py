"""Other business (1.09.6): the Presiding Magistrate proposes raising or eliminating Legions or
Fleets (1.09.63), sending a Consul or the Dictator with a Force against a War
(1.09.64-1.09.643), a Land Bill (1.09.62), a Concession (1.09.61), a Consul for Life (1.09.821),
reinforcing, recalling or replacing a Proconsul or recalling part of his Force (1.09.644,
1.09.647), sending or recalling a Garrison (1.09.646), a Land Bill's repeal (1.09.621), or
adjourns. A defeated proposal never comes again unchanged (1.09.131); after the proposal budget
the Senate adjourns (docs/rulings.md); sending the Presiding Magistrate closes it (1.09.642).
The order of the items and the Tribunes' proposals between them: engine/senate/agenda.py."""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from functools import partial
from typing import Final

from engine.combat import war_strength
from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.queries import in_rome
from engine.senate.commands import (
    ATTACKABLE,
    choose_force,
    commander_consents,
    commanders,
    dispatch,
    force_ready,
    forces_context,
)
from engine.senate.concessions import concession_proposal, proposable_concessions
from engine.senate.consul_for_life import (
    consul_for_life_candidates,
    consul_for_life_proposal,
)
from engine.senate.decisions import (
    SENATE_BUSINESS,
    SENATE_DEPLOY_COMMANDER,
    SENATE_RAISE_COUNT,
)
from engine.senate.disbanding import eliminable, eliminate_proposal, unit_count_vote
from engine.senate.garrisons import (
    GARRISON,
    RECALL_GARRISON,
    garrison_proposal,
    garrisonable,
    recall_garrison_proposal,
    recallable_garrisons,
)
from engine.senate.land_bill_repeal import repeal_options, repeal_proposal
from engine.senate.land_bills import land_bill_proposal, proposable_types
from engine.senate.proconsul_changes import (
    RECALL_PART,
    REPLACE,
    divisible,
    recall_part_proposal,
    replace_proposal,
    replaceable,
)
from engine.senate.proconsuls import proconsuls, recall_proposal, reinforce_proposal
from engine.senate.session import (
    Session,
    presiding_magistrate,
)
from engine.senate.votes import Proposal, vote_or_suspend
from engine.state import Senator, Unit
from engine.units import UnitKind, boxed, pool_room, raise_units, unit_cost

ADJOURN: Final = "adjourn"
DEPLOY: Final = "deploy"
LAND_BILL: Final = "land_bill"
CONCESSION: Final = "concession"
CONSUL_FOR_LIFE: Final = "consul_for_life"
REINFORCE, RECALL = "reinforce", "recall"
REPEAL: Final = "repeal"
"""Option keys."""


def business_decision(ctx: Context, session: Session, chair: Senator) -> Decision:
    """The Presiding Magistrate's next item of business, built from the state as it is (an
    Assassination may have changed the chair: 1.09.721), ``chair`` only when Rome is empty."""
    chair = presiding_magistrate(ctx, session) or chair
    assert chair.faction is not None
    options = [
        Option(key, None, f"propose {words}")
        for key, (words, open_now, _) in PROPOSALS.items()
        if open_now(ctx, session)
    ]
    options.append(Option(ADJOURN, None, "adjourn the Senate"))
    return ctx.ask(
        chair.faction,
        SENATE_BUSINESS,
        "1.09.6",
        options,
        "Propose other business or adjourn",
        **forces_context(ctx),
    )


def _raisable_units(ctx: Context) -> bool:
    """Units in the Active Forces boxes to send (1.09.647)."""
    return bool(boxed(ctx.state, "legion") or boxed(ctx.state, "fleet"))


def _two_in_rome(ctx: Context) -> bool:
    """A Land Bill needs two Senators in Rome to sponsor it (1.09.62)."""
    return sum(1 for s in ctx.state.senators.values() if in_rome(s)) >= 2


def _raisable(ctx: Context, session: Session, kind: UnitKind) -> int:
    """Units of a kind the State could raise and pay for now, none of a kind eliminated this
    phase (1.09.63)."""
    if kind in session.eliminated:
        return 0
    return min(pool_room(ctx, kind), ctx.state.state_treasury // unit_cost(ctx))


def propose_raising(
    ctx: Context, session: Session, chair: Senator, kind: UnitKind
) -> Generator[Decision, Choice, None]:
    """Raise a number of Legions or Fleets, paid at once from the State Treasury (1.09.63)."""
    count = yield from unit_count_vote(
        ctx, session, chair, (SENATE_RAISE_COUNT, "raise"), kind, _raisable(ctx, session, kind)
    )
    if count:
        raise_units(ctx, kind, count, "1.09.63")
        session.raised.add(kind)


def _commands(ctx: Context) -> list[str]:
    """Options ``<senator>@<war key>``: who may be sent against which War (1.09.641)."""
    state = ctx.state
    fleets = len(boxed(state, "fleet"))
    wars = [
        n
        for n, box in sorted(state.wars.items())
        if box in ATTACKABLE and war_strength(state, ctx.catalog, n).support <= fleets
    ]
    return [f"{c.key}@{ctx.catalog.entry(n).key}" for c in commanders(ctx) for n in wars]


def propose_deployment(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """Name the Commander and War, then the Legions and Fleets from the Active Forces; a Force
    below the War's Strength needs its Commander's consent (1.09.643); if it passes he leaves at
    once, and the Senate closes if he presided (1.09.641, 1.09.642)."""
    assert chair.faction is not None
    state = ctx.state
    options = [Option(k, k, _command_words(ctx, k)) for k in _commands(ctx)]
    choice = yield ctx.ask(
        chair.faction,
        SENATE_DEPLOY_COMMANDER,
        "1.09.641",
        options,
        "Send whom against which War?",
        **forces_context(ctx),
    )
    senator_key, war_key = choice.key.split("@")
    commander = state.senators[senator_key]
    war = ctx.catalog.war_by_key[war_key].card_no
    sent_legions, sent_fleets, context = yield from choose_force(
        ctx, chair.faction, commander, war, "1.09.64", "go with him"
    )
    text = (
        f"Send {commander.name} with {len(sent_legions)} Legions and {len(sent_fleets)} Fleets "
        f"against the {ctx.catalog.card_name(war)}"
    )
    proposal = Proposal(
        f"deploy:{senator_key}:{war}:{len(sent_legions)}:{len(sent_fleets)}",
        text,
        chair.faction,
        named=(senator_key,),
        commander=senator_key,
    )
    if proposal.key in session.defeated or (not sent_legions and not sent_fleets):
        ctx.record("Senate", "out_of_order", "1.09.131", f"{text}: not a proposal the Senate hears")
        return
    force = (sent_legions, sent_fleets)
    if not (yield from commander_consents(ctx, commander, war, *force, context)):
        return
    yield from _deployment_vote(ctx, session, commander, war, force, proposal)


def _deployment_vote(
    ctx: Context,
    session: Session,
    commander: Senator,
    war: int,
    force: tuple[Sequence[Unit], Sequence[Unit]],
    proposal: Proposal,
    resumed: bool = False,
) -> Generator[Decision, Choice, None]:
    """The vote on a deployment; if it passes he leaves (1.09.641). A Tribune suspending it
    leaves it to be voted on anew, from its first faction, once the Tribune's proposal has been
    acted upon (``resumed``); it then fails at once if that proposal made it invalid
    (1.09.642)."""
    resume = partial(_deployment_vote, ctx, session, commander, war, force, proposal, True)
    valid = not resumed or force_ready(ctx, commander, war, force)
    if (yield from vote_or_suspend(ctx, session, proposal, resume, valid)):
        dispatch(ctx, session, commander, war, force, proposal.text, "1.09.641")


def _command_words(ctx: Context, key: str) -> str:
    senator_key, war_key = key.split("@")
    war = ctx.catalog.war_by_key[war_key].card_no
    return f"{ctx.state.senators[senator_key].name} against the {ctx.catalog.card_name(war)}"


Propose = Callable[[Context, Session, Senator], Generator[Decision, Choice, None]]
"""A kind of proposal: built step by step by the Senator's faction (the Presiding Magistrate's,
or a Tribune's, 1.09.151), voted on and carried out."""

PROPOSALS: Final[dict[str, tuple[str, Callable[[Context, Session], object], Propose]]] = {
    "raise_legions": (
        "raising Legions",
        lambda ctx, session: _raisable(ctx, session, "legion") > 0,
        partial(propose_raising, kind="legion"),
    ),
    "raise_fleets": (
        "raising Fleets",
        lambda ctx, session: _raisable(ctx, session, "fleet") > 0,
        partial(propose_raising, kind="fleet"),
    ),
    DEPLOY: ("sending a Force to a War", lambda ctx, session: _commands(ctx), propose_deployment),
    LAND_BILL: (
        "a Land Bill",
        lambda ctx, session: proposable_types(ctx, session) and _two_in_rome(ctx),
        land_bill_proposal,
    ),
    CONCESSION: ("assigning a Concession", proposable_concessions, concession_proposal),
    CONSUL_FOR_LIFE: ("a Consul for Life", consul_for_life_candidates, consul_for_life_proposal),
    REINFORCE: (
        "reinforcing a Proconsul",
        lambda ctx, session: proconsuls(ctx, session, recalling=False) and _raisable_units(ctx),
        reinforce_proposal,
    ),
    RECALL: (
        "recalling a Proconsul",
        lambda ctx, session: proconsuls(ctx, session, recalling=True),
        recall_proposal,
    ),
    REPEAL: ("repealing a Land Bill", repeal_options, repeal_proposal),
    REPLACE: ("replacing a Proconsul", replaceable, replace_proposal),
    RECALL_PART: ("recalling part of a Proconsul's Force", divisible, recall_part_proposal),
    GARRISON: ("sending a Garrison to a Province", garrisonable, garrison_proposal),
    RECALL_GARRISON: ("recalling a Garrison", recallable_garrisons, recall_garrison_proposal),
    "eliminate_legions": (
        "eliminating Legions",
        partial(eliminable, kind="legion"),
        partial(eliminate_proposal, kind="legion"),
    ),
    "eliminate_fleets": (
        "eliminating Fleets",
        partial(eliminable, kind="fleet"),
        partial(eliminate_proposal, kind="fleet"),
    ),
}
"""Every kind of other business by its option key: its words, whether it may be proposed now,
and the proposal (1.09.6); what to propose is the Presiding Magistrate's decision."""
