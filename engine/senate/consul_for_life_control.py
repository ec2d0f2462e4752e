"""The Consul for Life's Senate (1.09.823): while he lives, his faction makes the Senate Phase's
decisions of every other faction but the Rebel's; each faction still casts its own votes on a
Land Bill or its repeal (he may not make one vote against a Land Bill), and the decisions he
makes offer no Assassination (he may not force one). His faction's view shows their hands
(``looks_at_hand``, ``Rules.sees_hand``), not their Faction Treasuries.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from engine.context import Context, Interjection, Procedure
from engine.decision import AmountOptions, Choice, Decision, OptionList
from engine.senate.decisions import (
    SENATE_SENATOR_VOTE,
    SENATE_TRIBUNE_VETO,
    SENATE_VOTE,
    SENATE_VOTE_TALENTS,
)
from engine.state import Office

OWN_VOTES: Final = ("land_bill:", "repeal:")
"""Proposals on which every faction keeps its own vote."""


def under_consul_for_life(ctx: Context, procedure: Procedure) -> Procedure:
    """Run a Senate step, handing each decision of another non-rebel faction to the Consul for
    Life's faction while there is one (1.09.823)."""
    try:
        decision = next(procedure)
        while True:
            choice: Choice = yield _handed_over(ctx, decision)
            decision = procedure.send(choice)
    except StopIteration:
        return


def controller(ctx: Context, seat: int) -> int | None:
    """The Consul for Life's faction, if it takes the faction in ``seat`` over in the Senate
    Phase: there is one, and ``seat`` is neither his nor the Rebel's (1.09.823)."""
    state = ctx.state
    consul = next((s for s in state.senators.values() if Office.CONSUL_FOR_LIFE in s.offices), None)
    if consul is None or consul.faction is None or seat == consul.faction:
        return None
    rebel = state.senators.get(state.primary_rebel or "")
    if rebel is not None and rebel.faction == seat:
        return None
    return consul.faction


def looks_at_hand(ctx: Context, viewer: int, seat: int) -> bool:
    """In the Senate Phase the Consul for Life's faction may look at the hand of every faction
    it takes over (but not play its cards, 1.09.823)."""
    return ctx.state.phase == "Senate" and controller(ctx, seat) == viewer


def _handed_over(ctx: Context, decision: Decision) -> Decision:
    consul = controller(ctx, decision.actor)
    if consul is None:
        return decision
    voting = decision.kind in (
        SENATE_VOTE,
        SENATE_SENATOR_VOTE,
        SENATE_VOTE_TALENTS,
        SENATE_TRIBUNE_VETO,
    )
    if voting and str(decision.context.get("proposal", "")).startswith(OWN_VOTES):
        return decision
    return replace(decision, delegate_to=consul, options=_own_options(decision))


def _own_options(decision: Decision) -> OptionList | AmountOptions:
    """The decision's options without its interjections: the Consul for Life may not make a
    faction attempt an Assassination nor play its cards (1.09.823)."""
    options = decision.options
    if not isinstance(options, OptionList):
        return options
    return OptionList([o for o in options if not isinstance(o.value, Interjection)])
