"""`ror rules`: the switchable rulings (solo/rulings.py, docs/rulings.md), and ``parse_rules``,
which every command taking ``--rule NAME=VALUE`` calls."""

from __future__ import annotations

import json
from collections.abc import Iterable

import click
from rich import box
from rich.console import Console
from rich.table import Table

from engine.context import GameOptions
from solo.rulings import ALL_SWITCHES, RulingError, parse_assignments, with_rulings

RULINGS_DOC = "docs/rulings.md"
"""Where each switch's ruling is recorded, under "Switchable rulings"."""

rule_option = click.option(
    "--rule",
    "rule_values",
    multiple=True,
    metavar="NAME=VALUE",
    help="Play a switchable ruling another way (repeatable; see `ror rules list`).",
)


def parse_rules(values: Iterable[str], options: GameOptions | None = None) -> GameOptions:
    """``NAME=VALUE`` switch settings over ``options`` (by default a new game's);
    RulingError with a one-line message for a malformed pair, an unknown switch or value."""
    return with_rulings(options or GameOptions(), parse_assignments(values))


def switch_rows() -> list[dict[str, object]]:
    """Every switch as JSON-ready data: name, kind (ruling or handicap), values (a magnitude's
    range as ``LOW..HIGH``), default, rule, question, readings."""
    return [
        {
            "name": switch.name,
            "kind": switch.kind,
            "values": list(switch.shown_values),
            "default": switch.default,
            "rule": switch.rule,
            "question": switch.question,
            "readings": dict(zip(switch.shown_values, switch.readings, strict=True)),
            "ruling": f"{RULINGS_DOC}#switchable-rulings",
        }
        for switch in ALL_SWITCHES
    ]


@click.group()
def rules() -> None:
    """The switchable rulings (readings players dispute) and handicaps (open departures that make
    the game easier or harder), selectable with --rule NAME=VALUE."""


@rules.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print the switches as JSON.")
def list_rules(as_json: bool) -> None:
    """Every switch with its kind, its values (the default first), its rule and what each value
    means."""
    if as_json:
        click.echo(json.dumps(switch_rows(), indent=1))
        return
    table = Table(box=box.SIMPLE, title=f"Switchable rulings and handicaps ({RULINGS_DOC})")
    for column in ("switch", "kind", "rule", "value", "reading"):
        table.add_column(column, overflow="fold")
    for switch in ALL_SWITCHES:
        for value, reading in zip(switch.shown_values, switch.readings, strict=True):
            first = value == switch.default
            shown = f"{value} (default)" if first else value
            name, kind, rule = (switch.name, switch.kind, switch.rule) if first else ("", "", "")
            table.add_row(name, kind, rule, shown, reading)
    Console().print(table)


__all__ = ["RulingError", "parse_rules", "rule_option", "rules"]
