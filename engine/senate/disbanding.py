"""Eliminating Forces by vote (1.09.63): the Senate may eliminate only units in the Active
Forces boxes, a number named in the proposal, plain units first. A kind of unit raised this
Senate Phase is not eliminated in it, nor one eliminated raised again (ruling: docs/rulings.md,
"a Legion or Fleet cannot be both eliminated and built in the same Senate Phase", by kind, the
counters being alike)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.context import Context
from engine.decision import Amount, Choice, Decision
from engine.decisions import DecisionKind
from engine.senate.decisions import SENATE_ELIMINATE_COUNT
from engine.senate.session import Session
from engine.senate.votes import Proposal, put_to_vote
from engine.state import Senator
from engine.units import UnitKind, boxed, eliminate_units


def eliminable(ctx: Context, session: Session, kind: UnitKind) -> int:
    """Units of a kind the Senate may vote to eliminate now (1.09.63)."""
    return 0 if kind in session.raised else len(boxed(ctx.state, kind))


def eliminate_proposal(
    ctx: Context, session: Session, chair: Senator, kind: UnitKind
) -> Generator[Decision, Choice, None]:
    """Name how many units of a kind go; if it passes they return to the Force Pool (1.09.63)."""
    most = eliminable(ctx, session, kind)
    count = yield from unit_count_vote(
        ctx, session, chair, (SENATE_ELIMINATE_COUNT, "eliminate"), kind, most, unit=kind
    )
    if count:
        eliminate_units(ctx, kind, count, "1.09.63")
        session.eliminated.add(kind)


def unit_count_vote(
    ctx: Context,
    session: Session,
    chair: Senator,
    asked: tuple[DecisionKind[Any], str],
    kind: UnitKind,
    most: int,
    **context: object,
) -> Generator[Decision, Choice, int]:
    """A proposal to raise or eliminate units (``asked``: the decision kind and the verb): the
    Presiding Magistrate names how many, 1 to ``most`` (1.09.63); the number if it passes, 0 if
    it fails or was defeated already (1.09.131)."""
    assert chair.faction is not None
    decision_kind, verb = asked
    answer = yield ctx.ask_amount(
        chair.faction,
        decision_kind,
        "1.09.63",
        1,
        most,
        f"How many {kind}s does the proposal {verb}?",
        **context,
    )
    assert isinstance(answer, Amount)
    plural = "" if answer.value == 1 else "s"
    proposal = Proposal(
        f"{verb}:{kind}:{answer.value}",
        f"{verb.capitalize()} {answer.value} {kind}{plural}",
        chair.faction,
    )
    if proposal.key in session.defeated:
        ctx.record("Senate", "out_of_order", "1.09.131", f"{proposal.text} was defeated already")
        return 0
    passed = yield from put_to_vote(ctx, session, proposal)
    return answer.value if passed else 0
