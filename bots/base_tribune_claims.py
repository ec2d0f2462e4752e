"""When the base-faction bot (bots/base_faction.py) plays a Tribune during a vote (1.09.151,
1.09.642): it suspends a vote that would send the Presiding Magistrate to War, closing the
Senate, while one of its own Senators in Rome may be nominated Consul for Life, then proposes
him (as it does with a Tribune before any item); it never claims the next proposal otherwise
(the floor is offered to its Tribune before each item of other business anyway, 1.09.151).
Every answer carries its reason."""

from __future__ import annotations

from engine.decision import Choice, Decision, with_reason
from engine.senate.business import CONSUL_FOR_LIFE
from engine.senate.decisions import SENATE_TRIBUNE_PROPOSAL, SENATE_VOTE
from engine.senate.tribune_claims import SUSPEND
from engine.view import GameView


def answer(view: GameView, decision: Decision) -> Choice | None:
    """Its suspension of a vote, or its Tribune's proposal of its own Consul for Life; None to
    leave the decision to the rest of the bot."""
    keys = {o.key for o in decision.options}
    if decision.kind == SENATE_VOTE and SUSPEND in keys and _own_nominee(view):
        return with_reason(
            decision.resolve(SUSPEND),
            "1.09.642",
            "the Senate would close before its own Senator is nominated Consul for Life",
        )
    if decision.kind == SENATE_TRIBUNE_PROPOSAL and CONSUL_FOR_LIFE in keys and _own_nominee(view):
        return with_reason(
            decision.resolve(CONSUL_FOR_LIFE),
            "1.09.151",
            "a Tribune: its own Senator could be Consul for Life and win (1.09.821, 1.12.2)",
        )
    return None


def _own_nominee(view: GameView) -> bool:
    """One of its Senators in Rome has the Influence a Consul for Life's nomination asks
    (1.09.821)."""
    minimum = view.catalog.tables.influence.consul_for_life_election_min
    return any(
        s.faction == view.seat and s.location == "Rome" and s.influence >= minimum
        for s in view.senators.values()
    )
