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
from solo.rulings import SWITCHES, RulingError, parse_assignments, with_rulings

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
    """Every switch as JSON-ready data: name, values, default, rule, question, readings."""
    return [
        {
            "name": switch.name,
            "values": list(switch.values),
            "default": switch.default,
            "rule": switch.rule,
            "question": switch.question,
            "readings": dict(zip(switch.values, switch.readings, strict=True)),
            "ruling": f"{RULINGS_DOC}#switchable-rulings",
        }
        for switch in SWITCHES
    ]


@click.group()
def rules() -> None:
    """The switchable rulings: readings players dispute, selectable with --rule NAME=VALUE."""


@rules.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print the switches as JSON.")
def list_rules(as_json: bool) -> None:
    """Every switch with its values (the default first), its rule and what each value means."""
    if as_json:
        click.echo(json.dumps(switch_rows(), indent=1))
        return
    table = Table(box=box.SIMPLE, title=f"Switchable rulings ({RULINGS_DOC})")
    for column in ("switch", "rule", "value", "reading"):
        table.add_column(column)
    for switch in SWITCHES:
        for value, reading in zip(switch.values, switch.readings, strict=True):
            first = value == switch.default
            shown = f"{value} (default)" if first else value
            name, rule = (switch.name, switch.rule) if first else ("", "")
            table.add_row(name, rule, shown, reading)
    Console().print(table)


__all__ = ["RulingError", "parse_rules", "rule_option", "rules"]
