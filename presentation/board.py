"""The board's words, shared by every front end: the Forum's War boxes, Land Bill types, and
the names of Senators, Provinces, the places units stand and the Events in play, read from a
seat's GameView (1.04.9)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.catalog import Catalog
from engine.readonly import UnitView
from engine.state import ACTIVE_FORCES, WarStatus
from engine.view import GameView

WAR_BOXES = (
    (WarStatus.ACTIVE, "Active"),
    (WarStatus.UNPROSECUTED, "Unprosecuted"),
    (WarStatus.IMMINENT, "Imminent"),
    (WarStatus.INACTIVE, "Inactive"),
)
"""The Forum's War boxes, the most pressing first (1.07.33)."""

LAND_BILL_TYPES = {1: "I", 2: "II", 3: "III"}


def senator_name(view: GameView, key: str | None) -> str:
    """A Senator's name, or '-' for none."""
    if key is None:
        return "-"
    senator = view.senators.get(key)
    return key if senator is None else senator.name


def province_name(catalog: Catalog, key: str) -> str:
    """A Province's printed name."""
    card = catalog.province_by_key.get(key)
    return key if card is None else card.name


def place_name(view: GameView, place: str, group: Sequence[UnitView]) -> str:
    """Where units stand, in words, with their commander."""
    if place == ACTIVE_FORCES:
        return "in Rome"
    kind, _, where = place.partition(":")
    commanders = {u.commander for u in group if u.commander is not None}
    names = ", ".join(senator_name(view, c) for c in sorted(commanders))
    led = f" under {names}" if commanders else ""
    if kind == "war" and where.isdigit() and int(where) in view.catalog.cards:
        return f"at the {view.catalog.card_name(int(where))}{led}"
    if kind == "garrison":
        return f"garrisoning {province_name(view.catalog, where)}"
    if kind == "rebel":
        return f"in the Rebel army{led}"
    return f"at {place}{led}"


def event_names(view: GameView) -> list[str]:
    """Events in play: each Random Event's side showing, Forum events lying face up."""
    by_id = {card.id: card for card in view.catalog.events.random_events}
    names = []
    for event_id, level in sorted(view.events.items()):
        card = by_id.get(event_id)
        if level <= 0:
            continue
        if card is None:
            names.append(f"{event_id} {level}")
        else:
            names.append(card.normal.name if level == 1 else card.severe.name)
    names += [view.catalog.card_name(n) for n in view.forum_events]
    return names
