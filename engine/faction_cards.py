"""Faction cards held and played: a card changing hands (1.04.5), a Statesman entering play
(1.07.312, 1.11.1), where a Concession may go (1.07.32, 1.09.61, 1.11.1), and what a faction may
play (3.01.9)."""

from __future__ import annotations

from typing import Final

from engine.catalog import Catalog
from engine.context import Context
from engine.decision import Option
from engine.schemas.concessions import ConcessionCard
from engine.senators import enter_statesman, statesman_blocker
from engine.state import Faction, Location, Senator


def move_card(source: Faction, target: Faction, card_no: int) -> None:
    """A Faction card changes hands (1.04.5)."""
    source.hand.remove(card_no)
    target.hand.append(card_no)


def play_statesman(ctx: Context, faction: Faction, card_no: int, rule: str) -> Senator:
    """The Statesman enters the faction, onto his Family card if it holds it (1.07.312), even
    away from Rome (1.11.1)."""
    faction.hand.remove(card_no)
    senator = enter_statesman(ctx.state, ctx.catalog, faction.seat, ctx.catalog.entry(card_no).key)
    under = f" on his Family card {senator.family_card}" if senator.family_card else ""
    ctx.record(
        ctx.faction_name(faction.seat),
        "play_statesman",
        rule,
        f"plays {senator.name}{under}",
        senator=senator.key,
    )
    return senator


def concession_card(ctx: Context, card_no: int) -> ConcessionCard:
    """The Concession card with this number (indexed once a catalog: Spoils ask for every
    Concession in the Forum at every pick)."""
    catalog = ctx.catalog
    found = _CONCESSIONS.get(id(catalog))
    if found is None or found[0] is not catalog:
        cards = {c.card_no: c for c in catalog.concessions.concessions}
        found = _CONCESSIONS[id(catalog)] = (catalog, cards)
    return found[1][card_no]


_CONCESSIONS: Final[dict[int, tuple[Catalog, dict[int, ConcessionCard]]]] = {}
"""Each catalog's Concession cards by number (by the catalog's id; the catalog is kept, so the
id stays its own)."""


def concession_playable(ctx: Context, card: ConcessionCard) -> bool:
    """A Land Commissioner may be played only while a Land Bill is in effect (1.09.61)."""
    return not card.requires_land_bill or bool(ctx.state.land_bills)


def concession_candidates(ctx: Context, seat: int) -> list[Senator]:
    """Who may receive a Concession: the faction's Senators, away from Rome too, but no
    Captive or Rebel (spec 4.04.1 ruling; 1.11.1)."""
    barred = (Location.CAPTIVE, Location.REBEL)
    return [s for s in ctx.state.faction_senators(seat) if s.location not in barred]


def playable_cards(ctx: Context, faction: Faction) -> list[Option]:
    """Statesmen and Concessions a faction may play at game start (3.01.9, 1.07.312, 1.09.61)."""
    catalog = ctx.catalog
    options: list[Option] = []
    for card_no in faction.hand:
        entry = catalog.entry(card_no)
        if entry.category == "statesman":
            if statesman_blocker(ctx.state, catalog, faction.seat, entry.key) is None:
                options.append(Option(f"statesman:{entry.key}", card_no, f"play {entry.name}"))
        elif entry.category == "concession" and concession_playable(
            ctx, concession_card(ctx, card_no)
        ):
            options.append(Option(f"concession:{entry.key}", card_no, f"play {entry.name}"))
    return options
