"""Assassinations in the base game's Senate (1.09.7-1.09.72): from the Consuls' election to
adjournment a faction may announce an attempt on another faction's Senator in Rome when it is
called to vote on any proposal (an election, a Prosecution, other business: the factions in the
order the vote calls them, clockwise from the proposer's), and the Presiding Magistrate's before
each item of other business: an interjection on its ``senate.vote`` or ``senate.business``
decision, as section IV's requests are; it names the assassin among its Senators in Rome and the
Assassin cards he plays (``senate.assassin``). What the death does to the proposal on the floor:
engine/senate/vote_attempts.py (1.09.721). The attempt, the Bodyguards, the catch rolls and the
punishment with its Special Major Prosecution are engine/assassination.py's (1.09.72-1.09.74).
One attempt a faction a turn, one on a faction a turn, never on its own (1.09.7)."""

from __future__ import annotations

from functools import lru_cache, partial
from typing import Final

from engine.assassination import ask_assassin, attempt, may_be_targeted
from engine.context import Context, Interjection, Procedure
from engine.decision import Option
from engine.queries import in_rome
from engine.senate.decisions import SENATE_ASSASSIN

ATTEMPT_PREFIX: Final = "assassinate:"
"""Option key prefix of an announced attempt."""

OPTIONS_KEPT: Final = 4096
"""Attempt options kept for reuse (``attempt_option``): more than seats times Senators."""


def with_attempts(ctx: Context, procedure: Procedure) -> Procedure:
    """Run a step of the Senate with the Assassination attempts (1.09.7) offered beside the
    other interjections."""
    offered = ctx.interjections

    def interjections(ctx: Context, seat: int) -> list[Option]:
        others = offered(ctx, seat) if offered is not None else []
        return [*others, *attempt_options(ctx, seat)]

    ctx.interjections = interjections
    try:
        yield from procedure
    finally:
        ctx.interjections = offered


def attempt_options(ctx: Context, seat: int) -> list[Option]:
    """The attempts a faction may announce now, one option per Senator it may target: in the
    Senate Phase, while it has not tried one this turn and has a Senator in Rome; only on a
    decision built again after it (``Context.ask_afresh``: the business and the vote)."""
    state = ctx.state
    if not ctx.rederiving or state.phase != "Senate":
        return []
    if seat in {a for a, _ in state.assassinations}:
        return []
    if not any(in_rome(s) for s in state.faction_senators(seat)):
        return []
    return [
        attempt_option(seat, s.key, s.name)
        for s in state.senators.values()
        if s.faction not in (None, seat) and may_be_targeted(ctx, s)
    ]


@lru_cache(maxsize=OPTIONS_KEPT)
def attempt_option(seat: int, key: str, name: str) -> Option:
    """The option announcing an attempt on one Senator (1.09.72): a value made once and kept."""
    return Option(
        ATTEMPT_PREFIX + key,
        Interjection(partial(announced_attempt, seat=seat, target_key=key)),
        f"attempt to assassinate {name}",
    )


def announced_attempt(ctx: Context, seat: int, target_key: str) -> Procedure:
    """The faction names its assassin and Assassin cards, and he tries (1.09.7, 1.09.72)."""
    target = ctx.state.senators[target_key]
    assert target.faction is not None
    ctx.state.assassinations.append((seat, target.faction))
    prompt = f"Who tries to assassinate {target.name}, with how many Assassin cards?"
    assassin, cards = yield from ask_assassin(ctx, seat, target, SENATE_ASSASSIN, "1.09.72", prompt)
    yield from attempt(ctx, seat, assassin, cards, target, "announced in the Senate")
