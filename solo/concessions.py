"""Concessions entering play (1.07.32, 1.09.61, 4.01.4, 4.04.1) and Senator options."""

from __future__ import annotations

from collections.abc import Sequence

from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import CONCESSION_ASSIGN
from engine.effects import handles_effect
from engine.schemas.concessions import ConcessionCard
from engine.state import Faction, Location, Senator


def senator_options(senators: Sequence[Senator]) -> list[Option]:
    """One option per Senator, keyed by his card id."""
    return [Option(s.key, s.key, s.name) for s in senators]


def concession_card(ctx: Context, card_no: int) -> ConcessionCard:
    """The Concession card with this number."""
    return next(c for c in ctx.catalog.concessions.concessions if c.card_no == card_no)


@handles_effect("concession", "requires_land_bill", rule="1.09.61")
def concession_playable(ctx: Context, card: ConcessionCard) -> bool:
    """A Land Commissioner may be played only while a Land Bill is in effect (1.09.61)."""
    return not card.requires_land_bill or bool(ctx.state.land_bills)


def concession_candidates(ctx: Context, seat: int) -> list[Senator]:
    """Who may receive a Concession: the faction's Senators, away from Rome too, but no
    Captive or Rebel (spec 4.04.1 ruling; 1.11.1)."""
    barred = (Location.CAPTIVE, Location.REBEL)
    return [s for s in ctx.state.faction_senators(seat) if s.location not in barred]


def assign_concession(
    ctx: Context, faction: Faction, card_no: int, rule: str = "4.04.1"
) -> Procedure:
    """The faction plays a Concession from its hand on one of its Senators (1.07.32): the card
    leaves the hand as the play starts, so nothing can play it twice."""
    candidates = concession_candidates(ctx, faction.seat)
    if not candidates:
        return
    name = ctx.catalog.card_name(card_no)
    faction.hand.remove(card_no)
    choice = yield ctx.ask(
        faction.seat,
        CONCESSION_ASSIGN,
        rule,
        senator_options(candidates),
        f"Give {name} to one of your Senators",
        concession=card_no,
    )
    assert isinstance(choice, Option)
    senator = ctx.state.senators[choice.key]
    senator.concessions.append(card_no)
    ctx.record(
        ctx.faction_name(faction.seat),
        "assign_concession",
        rule,
        f"gives {name} to {senator.name} (1.07.32)",
        concession=card_no,
    )
