"""`ror cards coverage`: which card effects the rules code handles (engine/card_coverage.py)."""

from __future__ import annotations

import json
from collections import Counter

import click
from rich import box
from rich.console import Console
from rich.table import Table

from engine.catalog import load_catalog
from ror.card_coverage import Coverage, Status, coverage, load_handlers

HANDLER_PACKAGES = ("engine", "solo", "bots")
"""Packages whose rule functions register card-effect handlers."""

STATUS_STYLE: dict[Status, str] = {
    "implemented": "green",
    "not_applicable": "cyan",
    "missing": "red",
}


def coverage_rows() -> list[Coverage]:
    """Every card effect of the catalog, once all handlers are registered."""
    load_handlers(HANDLER_PACKAGES)
    return coverage(load_catalog())


def coverage_table(rows: list[Coverage]) -> Table:
    """A rich table of the coverage, one row per card effect, with the counts in its title."""
    counts = Counter(row.status for row in rows)
    title = ", ".join(f"{counts[status]} {status}" for status in STATUS_STYLE)
    table = Table(title=f"Card effects: {title}", box=box.SIMPLE_HEAD)
    for column in ("Card", "Effect", "Status", "Rule"):
        table.add_column(column)
    table.add_column("Tests or reason", overflow="fold")
    for row in rows:
        style = STATUS_STYLE[row.status]
        evidence = test_names(row.tests) if row.tests else row.reason
        table.add_row(row.card, row.effect, f"[{style}]{row.status}[/{style}]", row.rule, evidence)
    return table


def test_names(tests: tuple[str, ...]) -> str:
    """The tests' function names, one a line (--json gives their files too)."""
    return "\n".join(test.rpartition("::")[2] for test in tests)


@click.group()
def cards() -> None:
    """The card catalog and the rules code that acts on it."""


@cards.command("coverage")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list instead of a table.")
def coverage_command(as_json: bool) -> None:
    """List every card effect, Law effect and Statesman ability as implemented (with the tests
    that show it), not_applicable (with the reason) or missing."""
    rows = coverage_rows()
    if as_json:
        click.echo(json.dumps([row.as_dict() for row in rows], indent=2))
    else:
        Console().print(coverage_table(rows))
