"""The board as text: the panels of the play screen, read from one faction's GameView, so a
hidden hand or Faction Treasury is never shown (1.04.9); Neutral hands are public (4.01.1).

Each function returns a rich renderable; ``play/app.py`` puts them in Textual widgets."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping

from rich.console import Group, RenderableType
from rich.text import Text

from engine.readonly import SenatorView, UnitView
from engine.state import ACTIVE_FORCES, BANK, Location
from engine.view import FactionView, GameView
from presentation.board import (
    LAND_BILL_TYPES,
    WAR_BOXES,
    event_names,
    place_name,
    province_name,
    senator_name,
)
from presentation.wars import WarNumbers

Strengths = Mapping[int, WarNumbers]
"""Each War in play's numbers, by card number (presentation/wars.py ``war_numbers_of``)."""

Namer = Callable[[int], str]
"""A faction's display name by seat."""


def status_line(view: GameView, step: str) -> Text:
    """Turn, phase and step, scenario and the draw pile."""
    text = Text()
    text.append(f"Turn {view.turn}", style="bold")
    text.append(f"  |  {view.phase} phase  |  step: {step}")
    text.append(f"  |  {view.scenario} scenario  |  deck {view.deck_size} cards")
    return text


def unit_summary(view: GameView, units: Iterable[UnitView], name: str) -> list[str]:
    """Where a kind of unit stands: in Rome, with each commander, in garrisons, with a Rebel;
    veterans and their loyalty (1.10.5)."""
    places: dict[str, list[UnitView]] = {}
    for unit in units:
        if unit.location != BANK:
            places.setdefault(unit.location, []).append(unit)
    if not places:
        return [f"{name}: none raised"]
    lines = []
    for place, group in sorted(places.items(), key=lambda item: item[0] != ACTIVE_FORCES):
        veterans = sum(1 for u in group if u.veteran)
        loyal = Counter(senator_name(view, u.allegiance) for u in group if u.allegiance)
        notes = [f"{veterans} veteran"] if veterans else []
        notes += [f"{n} loyal to {who}" for who, n in loyal.items()]
        shown = f" ({', '.join(notes)})" if notes else ""
        lines.append(f"{name}: {len(group)} {place_name(view, place, group)}{shown}")
    return lines


def republic_panel(view: GameView) -> Group:
    """State Treasury, Unrest, and Rome's Legions and Fleets."""
    head = Text()
    head.append(f"State Treasury {view.state_treasury} T", style="bold")
    head.append(f"   Unrest {view.unrest}")
    lines = [head]
    lines += [Text(line) for line in unit_summary(view, view.legions, "Legions")]
    lines += [Text(line) for line in unit_summary(view, view.fleets, "Fleets")]
    return Group(*lines)


def war_line(view: GameView, card_no: int, numbers: WarNumbers | None) -> str:
    """A War with its Strength, Fleet Support, Disaster and Standoff numbers, series and enemy
    Leaders (1.07.33, 1.07.34)."""
    catalog = view.catalog
    text = catalog.card_name(card_no)
    if numbers is not None:
        text += f"  {numbers.text()}"
    leaders = [catalog.card_name(n) for n, war in view.leaders.items() if war == card_no]
    leaders += [catalog.card_name(n) for n, aided in view.refuge.items() if card_no in aided]
    if leaders:
        text += "  + " + ", ".join(leaders)
    if card_no in view.naval_victories:
        text += "  [naval victory]"
    return text


def forum_panel(view: GameView, strengths: Strengths) -> Group:
    """The Forum: Wars by box with strengths and Leaders, Land Bills, Laws, Events, Concessions."""
    catalog = view.catalog
    lines: list[RenderableType] = []
    for status, title in WAR_BOXES:
        wars = sorted(n for n, box_ in view.wars.items() if box_ == status)
        if wars:
            lines.append(Text(f"{title} Wars", style="bold"))
            lines += [Text("  " + war_line(view, n, strengths.get(n))) for n in wars]
    if not view.wars:
        lines.append(Text("No Wars in play"))
    curia_leaders = [catalog.card_name(n) for n, war in view.leaders.items() if war is None]
    if curia_leaders:
        lines.append(Text("Leaders in the Curia: " + ", ".join(curia_leaders)))
    bills = [f"Type {LAND_BILL_TYPES.get(b, str(b))}" for b in view.land_bills]
    lines.append(Text("Land Bills: " + (", ".join(bills) or "none")))
    laws = [catalog.card_name(n) for n in view.laws]
    lines.append(Text("Laws: " + (", ".join(laws) or "none")))
    lines.append(Text("Events: " + (", ".join(event_names(view)) or "none")))
    concessions = [catalog.card_name(n) for n in view.forum_concessions]
    if concessions:
        lines.append(Text("Concessions in the Forum: " + ", ".join(concessions)))
    unaligned = sum(1 for s in view.senators.values() if s.location is Location.FORUM)
    if unaligned:
        lines.append(Text(f"Unaligned Senators in the Forum: {unaligned}"))
    return Group(*lines)


def senator_row(view: GameView, senator: SenatorView, leader: str | None) -> list[str]:
    """One Senator: name, ratings, Knights and talents, offices and holdings."""
    catalog = view.catalog
    notes = [str(o) for o in senator.offices]
    if senator.prior_consul:
        notes.append("Prior Consul")
    if senator.corrupt:
        notes.append("Corrupt")
    notes += [catalog.card_name(n) for n in senator.concessions]
    if senator.province:
        notes.append(f"Governor of {province_name(catalog, senator.province)}")
    if senator.location is not Location.ROME:
        notes.append(f"({senator.location})")
    name = senator.name + (" *" if senator.key == leader else "")
    return [
        name,
        str(senator.military),
        str(senator.oratory),
        str(senator.loyalty),
        str(senator.influence),
        str(senator.popularity),
        str(senator.knights),
        str(senator.talents),
        ", ".join(notes),
    ]


def hand_text(view: GameView, faction: FactionView) -> str:
    """A faction's hand: every card when this view may see it, else only how many (1.04.9,
    1.09.823)."""
    if not faction.hand_visible:
        count = faction.hand_size
        return f"{count} card{'' if count == 1 else 's'} (hidden)"
    return ", ".join(view.catalog.card_name(n) for n in faction.hand) or "no cards"


RATING_COLUMNS = ("MIL", "ORA", "LOY", "INF", "POP", "Kn", "T")
"""The number columns of a Senator's row: ratings, Knights, talents."""


def faction_block(view: GameView, faction: FactionView, name: str) -> Text:
    """A faction: its name, Faction Treasury and hand, then one aligned line per Senator
    (plain text rather than a table: it redraws several times faster)."""
    treasury = f"{faction.treasury} T" if faction.visible else "hidden"
    mine = faction.seat == view.seat
    you = " (you)" if mine else ""
    text = Text()
    text.append(f"{name}{you}", style="bold underline" if mine else "bold")
    text.append(f"  Treasury {treasury}  Hand: {hand_text(view, faction)}\n")
    senators = sorted(view.senators_of(faction.seat), key=lambda s: (-s.influence, s.name))
    rows = [senator_row(view, s, faction.leader) for s in senators]
    width = max([len("Senator"), *(len(row[0]) for row in rows)])
    header = f"  {'Senator':<{width}} " + " ".join(f"{c:>3}" for c in RATING_COLUMNS)
    text.append(header + "  Offices, holdings\n", style="dim")
    for row in rows:
        numbers = " ".join(f"{n:>3}" for n in row[1:8])
        text.append(f"  {row[0]:<{width}} {numbers}  {row[8]}\n")
    return text


def factions_panel(view: GameView, name: Namer) -> Group:
    """Every faction, the viewer's first; * marks the Faction Leader."""
    order = sorted(view.factions, key=lambda f: (f.seat != view.seat, f.seat))
    return Group(*(faction_block(view, f, faction_label(f, name)) for f in order))


def faction_label(faction: FactionView, name: Namer) -> str:
    """A faction's name: Player 1 / Player 2 / Player, or its Neutral identity (4.01.2)."""
    shown = name(faction.seat)
    return shown if faction.is_player else f"{shown} (Neutral)"
