"""Rich tables of the state for people at a terminal."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

RATINGS = ("military", "oratory", "loyalty", "influence", "popularity", "talents", "knights")
"""Report fields shown in the number columns, in COLUMNS order."""


def _str(value: object) -> str:
    return "" if value is None else str(value)


def state_tables(report: Mapping[str, object]) -> Group:
    """The report of engine.report.state_report as a header line and one table per faction."""
    factions = report["factions"]
    assert isinstance(factions, Sequence)
    header = Text(
        f"{report['scenario']} scenario, turn {report['turn']}, next phase {report['phase']} | "
        f"State Treasury {report['state_treasury']} T | Unrest {report['unrest']} | "
        f"Legions {report['legions']} | Fleets {report['fleets']} | "
        f"Deck {report['deck_size']} cards"
    )
    tables: list[Table | Text] = [header]
    for faction in factions:
        assert isinstance(faction, Mapping)
        hand = ", ".join(str(card["name"]) for card in faction["hand"]) or "-"
        title = (
            f"Seat {faction['id']}: {faction['role']}"
            + (f" {faction['player']}" if faction["role"] == "Player" and faction["player"] else "")
            + f" | Faction Treasury {faction['treasury']} T | Hand: {hand}"
        )
        table = Table(title=title, box=box.SIMPLE, title_justify="left")
        for column in (
            "Senator",
            "MIL",
            "ORA",
            "LOY",
            "INF",
            "POP",
            "T",
            "Knights",
            "Offices / markers",
        ):
            table.add_column(column, justify="left" if column[0] in "SO" else "right")
        for senator in faction["senators"]:
            name = str(senator["name"]) + (" *" if senator["id"] == faction["leader"] else "")
            offices = list(senator["offices"])
            if senator["province"]:
                offices.append(f"Governor of {senator['province']}")
            if senator["concessions"]:
                offices.append(f"{len(senator['concessions'])} Concession(s)")
            table.add_row(
                name,
                *(_str(senator[k]) for k in RATINGS),
                ", ".join(offices),
            )
        tables.append(table)
    tables.append(Text("* Faction Leader"))
    return Group(*tables)
