"""Solitaire / two-player set-up (4.01.1-4.01.4) woven into the basic set-up (3.01-3.03)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Final

from engine.context import Context, Procedure
from engine.decision import Amount, Choice, Decision, Option
from engine.queries import seats_from
from engine.setup import deal_family
from engine.setup_factions import faction_plays
from engine.state import Faction, Office, Senator
from solo.decisions import (
    SETUP_EXTRA_SENATORS,
    SETUP_NEUTRAL_IDENTITY,
    SETUP_TEMPORARY_ROME_CONSUL,
)
from solo.forum import neutral_plays_laws
from solo.neutrals import NEUTRAL_ROLES

NEUTRAL_IDENTITY: Final = SETUP_NEUTRAL_IDENTITY
"""Which Neutral faction takes which role next (4.01.2); options ``<role>@<seat>``."""

EXTRA_SENATORS: Final = SETUP_EXTRA_SENATORS
"""How many extra Family cards a Neutral's Guideline deals it (4.01.2)."""

ROME_CONSUL: Final = SETUP_TEMPORARY_ROME_CONSUL
"""Whether a Neutral supplies the Temporary Rome Consul (4.01.2); options ``decline``,
``supply``."""

SUPPLY: Final = "supply"
DECLINE: Final = "decline"


def total(ctx: Context, faction: Faction, rating: Callable[[Senator], int]) -> int:
    """Sum of a rating over a faction's Senators."""
    return sum(rating(s) for s in ctx.state.faction_senators(faction.seat))


def assign_neutrals(ctx: Context, pool: list[str]) -> Procedure:
    """Identify the Neutrals one at a time, each step the role next in its Guideline's order
    going to the faction its criterion names, then deal each its extra Senators, in the same
    order (4.01.2). The Guidelines are the Neutrals' to read: each step is a decision. Totals
    count the dealt Family cards only."""
    unassigned = [f for f in ctx.state.factions if not f.is_player]
    roles: list[str] = list(NEUTRAL_ROLES)
    assigned: list[Faction] = []
    while unassigned:
        choice = yield ctx.ask(
            unassigned[0].seat,
            NEUTRAL_IDENTITY,
            "4.01.2",
            [
                Option(f"{role}@{f.seat}", (role, f.seat), f"seat {f.seat} becomes the {role}")
                for role in roles
                for f in unassigned
            ],
            "Which Neutral takes which role next?",
        )
        assert isinstance(choice, Option) and isinstance(choice.value, tuple)
        role, seat = choice.value
        chosen = ctx.state.factions[seat]
        chosen.role = role
        unassigned.remove(chosen)
        roles.remove(role)
        assigned.append(chosen)
        ctx.record(
            role,
            "assign_neutral",
            "4.01.2",
            f"seat {seat} becomes the {role} "
            f"(MIL {total(ctx, chosen, _mil)}, INF {total(ctx, chosen, _inf)})",
        )
    for faction in assigned:
        answer = yield ctx.ask_amount(
            faction.seat,
            EXTRA_SENATORS,
            "4.01.2",
            0,
            len(pool),
            "How many extra Family cards does your Guideline deal you?",
        )
        assert isinstance(answer, Amount)
        for _ in range(answer.value):
            deal_family(ctx, pool, faction.seat, "4.01.2")


def _mil(s: Senator) -> int:
    return s.military


def _inf(s: Senator) -> int:
    return s.influence


def temporary_rome_consul(ctx: Context) -> Generator[Decision, Choice, Senator]:
    """The Neutral whose Guideline says so (each is asked in seat order until one does) gives
    its most influential Senator as Temporary Rome Consul, with the Rome Consul and Prior
    Consul markers and +5 Influence (4.01.2 replacing 3.01.6). If every Neutral declines, the
    first one asked supplies him: someone must preside (docs/rulings.md)."""
    neutrals = [f for f in ctx.state.factions if not f.is_player]
    for faction in neutrals:
        choice = yield ctx.ask(
            faction.seat,
            ROME_CONSUL,
            "4.01.2",
            [
                Option(DECLINE, None, "supply no Temporary Rome Consul"),
                Option(SUPPLY, None, "supply the Temporary Rome Consul"),
            ],
            "Does your faction supply the Temporary Rome Consul?",
        )
        if choice.key == SUPPLY:
            break
    else:
        faction = neutrals[0]
    consul = ctx.best_by(
        ctx.state.faction_senators(faction.seat),
        _inf,
        "4.01.2",
        "Temporary Rome Consul",
        name=lambda s: s.name,
    )
    consul.offices.append(Office.ROME_CONSUL)
    consul.prior_consul = True
    consul.influence += 5
    ctx.record(
        faction.role,
        "temporary_rome_consul",
        "4.01.2",
        f"{consul.name} is Temporary Rome Consul (Rome Consul and Prior Consul markers, "
        f"+5 Influence to {consul.influence})",
    )
    return consul


def initial_faction_phase(ctx: Context, first: int) -> Procedure:
    """From the Temporary Rome Consul's faction clockwise, each faction may play Statesmen and
    Concessions (3.01.9); Neutrals play them at once, then every Law whose own condition holds
    (4.01.4)."""
    for seat in seats_from(first):
        faction = ctx.state.factions[seat]
        rule = ctx.rules.cite(ctx, faction.seat, "3.01.9")
        yield from faction_plays(ctx, faction, rule)
        if not faction.is_player:
            yield from neutral_plays_laws(ctx, faction, rule)
