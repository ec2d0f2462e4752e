"""The Senate and its Proconsuls (1.09.644, 1.09.647): reinforcing a Proconsul with units from
the Active Forces, or recalling him and his Force to Rome. Neither a Commander sent this Senate
Phase nor one reinforced in it may be recalled; one sent this phase may not be reinforced.
Replacing a Proconsul and recalling part of his Force: engine/senate/proconsul_changes.py.
"""

from __future__ import annotations

from collections.abc import Generator

from engine.after_battle import lay_down_command
from engine.combat import war_strength
from engine.context import Context
from engine.decision import Amount, Choice, Decision
from engine.senate.decisions import (
    SENATE_DEPLOY_FLEETS,
    SENATE_DEPLOY_LEGIONS,
    SENATE_PROCONSUL,
)
from engine.senate.deployment import force_strength
from engine.senate.recalls import away_at_war, war_name
from engine.senate.session import Session
from engine.senate.votes import Proposal, put_to_vote
from engine.senators import senator_options
from engine.state import CIVIL_WAR, Senator
from engine.units import boxed


def proconsuls(ctx: Context, session: Session, recalling: bool) -> list[Senator]:
    """Commanders on a War who may be reinforced (not sent this phase) or recalled (neither sent
    nor reinforced this phase), victors laying down their command aside (1.09.644, 1.09.647)."""
    state = ctx.state
    barred = session.sent | (session.reinforced if recalling else set()) | set(state.victors)
    found = [state.senators.get(key) for key in state.dispatched if key not in barred]
    return [s for s in found if s is not None and away_at_war(s)]


def reinforce_proposal(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """Name the Proconsul and the Legions and Fleets sent to him; if it passes they join his
    Force (1.09.647)."""
    assert chair.faction is not None
    state = ctx.state
    proconsul = yield from _choose(ctx, session, chair.faction, "reinforce")
    war = proconsul.commands
    assert war is not None
    legions = sorted(boxed(state, "legion"), key=lambda u: (not u.veteran, u.number))
    fleets = sorted(boxed(state, "fleet"), key=lambda u: u.number)
    strength = war_strength(state, ctx.catalog, war) if war != CIVIL_WAR else None
    here = [u for u in state.legions if u.commander == proconsul.key]
    context = dict(
        commander=proconsul.key,
        war=war,
        strength=force_strength(ctx, proconsul, here, naval=False),
        land=strength.land if strength else 0,
        naval=strength.naval if strength else 0,
        support=strength.support if strength else 0,
    )
    sent = []
    for kind, units, prompt in (
        (SENATE_DEPLOY_LEGIONS, legions, "How many Legions reinforce him?"),
        (SENATE_DEPLOY_FLEETS, fleets, "How many Fleets reinforce him?"),
    ):
        answer = yield ctx.ask_amount(
            chair.faction, kind, "1.09.647", 0, len(units), prompt, **context
        )
        assert isinstance(answer, Amount)
        sent.append(units[: answer.value])
    new_legions, new_fleets = sent
    text = (
        f"Reinforce {proconsul.name} against {war_name(ctx, war)} with {len(new_legions)} "
        f"Legions and {len(new_fleets)} Fleets"
    )
    key = f"reinforce:{proconsul.key}:{len(new_legions)}:{len(new_fleets)}"
    if (not new_legions and not new_fleets) or key in session.defeated:
        ctx.record("Senate", "out_of_order", "1.09.131", f"{text}: not a proposal the Senate hears")
        return
    if not (yield from put_to_vote(ctx, session, Proposal(key, text, chair.faction))):
        return
    for unit in (*new_legions, *new_fleets):
        unit.location = f"war:{war}"
        unit.commander = proconsul.key
    session.reinforced.add(proconsul.key)
    ctx.record("Senate", "deploy", "1.09.647", text, war=war, commander=proconsul.key)


def recall_proposal(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """Name the Proconsul; if it passes he comes home and his Force goes to the Active Forces
    boxes (1.09.644)."""
    assert chair.faction is not None
    proconsul = yield from _choose(ctx, session, chair.faction, "recall")
    war = proconsul.commands
    assert war is not None
    text = f"Recall {proconsul.name} from {war_name(ctx, war)}"
    proposal = Proposal(f"recall:{proconsul.key}", text, chair.faction)
    if proposal.key in session.defeated:
        return
    if (yield from put_to_vote(ctx, session, proposal)):
        lay_down_command(ctx, proconsul, "1.09.644", "recalled by the Senate")


def _choose(
    ctx: Context, session: Session, seat: int, purpose: str
) -> Generator[Decision, Choice, Senator]:
    choice = yield ctx.ask(
        seat,
        SENATE_PROCONSUL,
        "1.09.644",
        senator_options(proconsuls(ctx, session, recalling=purpose == "recall")),
        f"Which Proconsul do you propose to {purpose}?",
        purpose=purpose,
    )
    return ctx.state.senators[choice.key]
