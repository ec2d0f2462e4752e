"""Replacing a Proconsul and recalling part of his Force (1.09.644): a replacement Commander (one
who may be sent, 1.09.641) takes over the Proconsul's Force on its War with any units sent from
the Active Forces beside it, and the Proconsul comes home; or some of the Force's units come
home and the rest stays with him. What is left, or what the new Commander leads, obeys Minimum
Force (1.09.643): below the War's Strength it needs the Commander's consent. Neither applies to
a Commander sent or reinforced this Senate Phase (``proconsuls``), nor against the Civil War.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from functools import partial

from engine.after_battle import lay_down_command
from engine.combat import war_strength
from engine.context import Context
from engine.decision import Amount, Choice, Decision, Option
from engine.senate.commands import (
    choose_force,
    commander_consents,
    commanders,
    dispatch,
    force_ready,
    forces_context,
)
from engine.senate.decisions import SENATE_DEPLOY_COMMANDER, SENATE_PROCONSUL, SENATE_RECALL_UNITS
from engine.senate.deployment import force_strength
from engine.senate.proconsuls import proconsuls
from engine.senate.recalls import war_name
from engine.senate.session import Session
from engine.senate.votes import Proposal, put_to_vote, vote_or_suspend
from engine.senators import senator_options
from engine.state import ACTIVE_FORCES, CIVIL_WAR, Senator, Unit
from engine.units import boxed

REPLACE, RECALL_PART = "replace", "recall_part"
"""The proposals' option keys, and the purposes their steps name."""


def force_of(ctx: Context, commander: Senator) -> tuple[list[Unit], list[Unit]]:
    """A Commander's Legions (plain ones first) and Fleets, in the order they come home
    (1.09.644)."""
    state = ctx.state
    legions = [u for u in state.legions if u.commander == commander.key]
    fleets = [u for u in state.fleets if u.commander == commander.key]
    return sorted(legions, key=lambda u: (u.veteran, u.number)), fleets


def replaceable(ctx: Context, session: Session) -> list[Senator]:
    """Proconsuls the Senate may replace while someone may be sent in their stead, with the
    Fleet Support their War needs between their Fleets and the Active Forces' (1.09.644,
    1.09.64)."""
    if not commanders(ctx):
        return []
    boxed_fleets = len(boxed(ctx.state, "fleet"))
    return [
        s
        for s in proconsuls(ctx, session, recalling=True)
        if s.commands is not None
        and s.commands != CIVIL_WAR
        and war_strength(ctx.state, ctx.catalog, s.commands).support
        <= len(force_of(ctx, s)[1]) + boxed_fleets
    ]


def divisible(ctx: Context, session: Session) -> list[Senator]:
    """Proconsuls with two units or more, part of whose Force may come home (1.09.644)."""
    return [
        s
        for s in proconsuls(ctx, session, recalling=True)
        if s.commands != CIVIL_WAR and sum(map(len, force_of(ctx, s))) > 1
    ]


def replace_proposal(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """Name the Proconsul, his replacement and the units sent with the replacement; if it passes
    the Proconsul comes home and the replacement leaves Rome to take over his Force (1.09.644,
    1.09.641); the Senate closes if the replacement presided (1.09.642)."""
    assert chair.faction is not None
    proconsul = yield from _proconsul(ctx, chair.faction, replaceable(ctx, session), REPLACE)
    war = proconsul.commands
    assert war is not None
    options = [
        Option(f"{c.key}@{ctx.catalog.entry(war).key}", c.key, f"{c.name} in his stead")
        for c in commanders(ctx)
    ]
    choice = yield ctx.ask(
        chair.faction,
        SENATE_DEPLOY_COMMANDER,
        "1.09.644",
        options,
        f"Who replaces {proconsul.name} on {war_name(ctx, war)}?",
        **forces_context(ctx),
    )
    successor = ctx.state.senators[choice.key.split("@")[0]]
    held = force_of(ctx, proconsul)
    legions, fleets, context = yield from choose_force(
        ctx, chair.faction, successor, war, "1.09.644", "go with him", held
    )
    text = (
        f"Replace {proconsul.name} on {war_name(ctx, war)} with {successor.name}, sending "
        f"{len(legions)} Legions and {len(fleets)} Fleets more"
    )
    key = f"replace:{proconsul.key}:{successor.key}:{len(legions)}:{len(fleets)}"
    if key in session.defeated:
        ctx.record("Senate", "out_of_order", "1.09.131", f"{text} was defeated already")
        return
    whole = ([*held[0], *legions], [*held[1], *fleets])
    if not (yield from commander_consents(ctx, successor, war, *whole, context)):
        return
    proposal = Proposal(key, text, chair.faction, named=(successor.key,), commander=successor.key)
    yield from _replacement_vote(ctx, session, proconsul, successor, (legions, fleets), proposal)


def _replacement_vote(
    ctx: Context,
    session: Session,
    proconsul: Senator,
    successor: Senator,
    sent: tuple[Sequence[Unit], Sequence[Unit]],
    proposal: Proposal,
    resumed: bool = False,
) -> Generator[Decision, Choice, None]:
    """The vote on a replacement; if it passes the Proconsul comes home and the successor takes
    over his Force with the units ``sent`` (1.09.644). A Tribune suspending it leaves it to be
    voted on anew once the Tribune's proposal has been acted upon (``resumed``), failing at once
    if the Proconsul no longer holds the War or the successor's Force is gone (1.09.642)."""
    war = proconsul.commands
    assert war is not None
    held = force_of(ctx, proconsul)
    resume = partial(_replacement_vote, ctx, session, proconsul, successor, sent, proposal, True)
    valid = not resumed or (
        ctx.state.senators.get(proconsul.key) is proconsul
        and force_ready(ctx, successor, war, sent, len(held[1]))
    )
    if not (yield from vote_or_suspend(ctx, session, proposal, resume, valid)):
        return
    for unit in (*held[0], *held[1]):
        unit.commander = None
    lay_down_command(ctx, proconsul, "1.09.644", f"replaced by {successor.name}")
    dispatch(ctx, session, successor, war, sent, proposal.text, "1.09.644")


def recall_part_proposal(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """Name the Proconsul and how many of his Legions and Fleets come home, not all; what stays
    below the War's Strength needs his consent; if it passes they return to the Active Forces
    boxes (1.09.644, 1.09.643)."""
    assert chair.faction is not None
    proconsul = yield from _proconsul(ctx, chair.faction, divisible(ctx, session), RECALL_PART)
    war = proconsul.commands
    assert war is not None
    held = force_of(ctx, proconsul)
    context = _context_of(ctx, proconsul, held[0])
    counts = []
    for units, kind in zip(held, ("legion", "fleet"), strict=True):
        answer = yield ctx.ask_amount(
            chair.faction,
            SENATE_RECALL_UNITS,
            "1.09.644",
            0,
            len(units),
            f"How many of {proconsul.name}'s {kind}s come home?",
            unit=kind,
            **context,
        )
        assert isinstance(answer, Amount)
        counts.append(answer.value)
    home = (held[0][: counts[0]], held[1][: counts[1]])
    kept = (held[0][counts[0] :], held[1][counts[1] :])
    text = (
        f"Recall {counts[0]} Legions and {counts[1]} Fleets of {proconsul.name}'s Force "
        f"from {war_name(ctx, war)}"
    )
    key = f"{RECALL_PART}:{proconsul.key}:{counts[0]}:{counts[1]}"
    if key in session.defeated or not sum(counts) or not any(kept):
        ctx.record("Senate", "out_of_order", "1.09.131", f"{text}: not a proposal the Senate hears")
        return
    if not (yield from commander_consents(ctx, proconsul, war, *kept, context)):
        return
    if not (yield from put_to_vote(ctx, session, Proposal(key, text, chair.faction))):
        return
    for unit in (*home[0], *home[1]):
        unit.location = ACTIVE_FORCES
        unit.commander = None
    ctx.record(
        "Senate",
        "recall_force",
        "1.09.644",
        text,
        war=war,
        legions=counts[0],
        fleets=counts[1],
    )


def _context_of(ctx: Context, proconsul: Senator, legions: list[Unit]) -> dict[str, object]:
    """The ``ForceContext`` of a Proconsul's whole Force."""
    war = proconsul.commands
    assert war is not None
    strength = war_strength(ctx.state, ctx.catalog, war)
    return dict(
        commander=proconsul.key,
        war=war,
        strength=force_strength(ctx, proconsul, legions, naval=False),
        land=strength.land,
        naval=strength.naval,
        support=strength.support,
    )


def _proconsul(
    ctx: Context, seat: int, candidates: list[Senator], purpose: str
) -> Generator[Decision, Choice, Senator]:
    choice = yield ctx.ask(
        seat,
        SENATE_PROCONSUL,
        "1.09.644",
        senator_options(candidates),
        f"Which Proconsul do you propose to {purpose.replace('_', ' ')}?",
        purpose=purpose,
    )
    return ctx.state.senators[choice.key]
