"""Consul for Life by vote (1.09.821): after the Consular elections the Presiding Magistrate may
nominate an Aligned Senator in Rome with 21 Influence or more, once a turn; the nominee adds his
Influence to his faction's votes; the vote cannot be vetoed. Appointment by 35 Influence is
engine/consul_for_life.py (1.09.822)."""

from __future__ import annotations

from collections.abc import Generator

from engine.context import Context
from engine.decision import Choice, Decision
from engine.queries import in_rome
from engine.senate.decisions import SENATE_CONSUL_FOR_LIFE
from engine.senate.session import Session
from engine.senate.votes import Proposal, put_to_vote
from engine.senators import senator_options
from engine.state import Office, Senator


def consul_for_life_candidates(ctx: Context, session: Session) -> list[Senator]:
    """Aligned Senators in Rome with the Influence 1.09.821 asks, while no one is Consul for
    Life and none was nominated this turn."""
    state = ctx.state
    if session.senate.consul_for_life_tried or any(
        Office.CONSUL_FOR_LIFE in s.offices for s in state.senators.values()
    ):
        return []
    minimum = ctx.catalog.tables.influence.consul_for_life_election_min
    return [s for s in state.senators.values() if in_rome(s) and s.influence >= minimum]


def consul_for_life_proposal(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """Consul for Life by vote (1.09.821): nominate, vote with the nominee's Influence added;
    elected, he is Consul for Life."""
    assert chair.faction is not None
    choice = yield ctx.ask(
        chair.faction,
        SENATE_CONSUL_FOR_LIFE,
        "1.09.821",
        senator_options(consul_for_life_candidates(ctx, session)),
        "Nominate a Consul for Life",
    )
    session.senate.consul_for_life_tried = True
    nominee = ctx.state.senators[choice.key]
    assert nominee.faction is not None
    proposal = Proposal(
        f"consul_for_life:{nominee.key}",
        f"Elect {nominee.name} Consul for Life",
        chair.faction,
        bonus=((nominee.key, nominee.influence),),
        vetoable=False,
        named=(nominee.key,),
    )
    if (yield from put_to_vote(ctx, session, proposal)) and nominee.key in ctx.state.senators:
        nominee.offices.append(Office.CONSUL_FOR_LIFE)
        ctx.record(
            ctx.senator_actor(nominee),
            "consul_for_life",
            "1.09.821",
            f"{nominee.name} is elected Consul for Life",
            senator=nominee.key,
        )
