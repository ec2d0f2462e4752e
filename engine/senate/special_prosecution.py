"""The Special Major Prosecution of a caught assassin's Faction Leader (1.09.74) in the base
game: the Censor presides even if he is the Accused (else the Presiding Magistrate, the HRAO in
Rome: docs/rulings.md); no Prosecutor, no Advocate, no veto; the Leader must appeal to the People
with his victim's Popularity subtracted instead of adding his own; his Influence adds to his
faction's votes; guilty, he dies and his Family card goes to the Curia."""

from __future__ import annotations

from collections.abc import Generator

from engine.context import Context
from engine.death import kill_senator
from engine.decision import Choice, Decision
from engine.queries import in_rome
from engine.senate.offices import Senate
from engine.senate.prosecutions import popular_appeal
from engine.senate.session import Session, presiding_magistrate
from engine.senate.votes import Proposal, put_to_vote
from engine.state import Office, Senator


def special_major_prosecution(
    ctx: Context, leader: Senator, target_popularity: int
) -> Generator[Decision, Choice, bool]:
    """Try the Leader: his Popular Appeal first (killed by the mob, freed, or votes), then the
    Senate's vote; True if he is found guilty and dies (1.09.74, 1.09.421)."""
    session = Session(Senate())
    censor = next(
        (s for s in ctx.state.senators.values() if Office.CENSOR in s.offices and in_rome(s)),
        None,
    )
    session.presiding = censor.key if censor is not None else None
    chair = presiding_magistrate(ctx, session)
    assert chair is not None and chair.faction is not None
    ctx.record(
        ctx.senator_actor(leader),
        "special_prosecution",
        "1.09.74",
        f"{leader.name} faces a Special Major Prosecution; {chair.name} presides",
        senator=leader.key,
    )
    exposed = [chair] if chair.key != leader.key else []
    outcome = popular_appeal(ctx, leader, -target_popularity, exposed)
    if outcome == "accused_freed":
        return False
    if outcome == "accused_killed":
        kill_senator(ctx, leader.key, "1.09.421", "killed by the mob", leader_card_stays=False)
        return True
    proposal = Proposal(
        f"special_prosecution:{leader.key}",
        f"Convict {leader.name} in a Special Major Prosecution",
        chair.faction,
        bonus=((leader.key, leader.influence),),
        opening=(max(0, -int(outcome)), max(0, int(outcome))),
        vetoable=False,
    )
    guilty = yield from put_to_vote(ctx, session, proposal)
    if guilty and leader.key in ctx.state.senators:
        kill_senator(
            ctx, leader.key, "1.09.74", "guilty of the assassination", leader_card_stays=False
        )
    return guilty
