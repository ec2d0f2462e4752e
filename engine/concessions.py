"""A Concession played from the hand onto one of the faction's Senators (1.07.32, 4.04.1)."""

from __future__ import annotations

from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import CONCESSION_ASSIGN
from engine.faction_cards import concession_candidates
from engine.senators import senator_options
from engine.state import Faction


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
    if ctx.logs("assign_concession"):
        ctx.record(
            ctx.faction_name(faction.seat),
            "assign_concession",
            rule,
            f"gives {name} to {senator.name} (1.07.32)",
            concession=card_no,
        )
