"""`ror cards coverage`: which card effects the rules code handles (ror/card_coverage.py);
`ror cards show NAME`: a card's data and the rules that use it."""

from __future__ import annotations

import json
import sys
from collections import Counter
from dataclasses import dataclass
from typing import cast

import click
from pydantic import BaseModel
from rich import box
from rich.console import Console
from rich.table import Table

from engine.catalog import Catalog, load_catalog
from engine.effects import EffectFamily, handlers
from engine.quoting import quoted
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


@dataclass(frozen=True, slots=True)
class CardRecord:
    """One card of the data files: the names and ids it answers to, the card names its effects
    are listed under (``card_effects``), and its data."""

    names: tuple[str, ...]
    effect_cards: tuple[str, ...]
    data: BaseModel


def card_records(catalog: Catalog) -> list[CardRecord]:
    """Every card of the data files, Families and Provinces included."""
    records: list[CardRecord] = []
    for family in catalog.senators.families:
        records.append(CardRecord((family.id, family.name), (), family))
    for statesman in catalog.senators.statesmen:
        shown = f"{statesman.id} {statesman.name}"
        records.append(CardRecord((statesman.id, statesman.name, shown), (shown,), statesman))
    for law in catalog.laws.laws:
        records.append(CardRecord((law.id, law.name), (law.name,), law))
    for event in catalog.events.random_events:
        sides = (event.normal.name, event.severe.name)
        records.append(CardRecord((event.id, *sides), sides, event))
    for forum_event in catalog.events.forum_events:
        names = (forum_event.id, forum_event.name)
        records.append(CardRecord(names, (forum_event.name,), forum_event))
    era = catalog.events.era_ends
    records.append(CardRecord((era.id, era.name), (era.name,), era))
    for kind in catalog.intrigue.kinds:
        records.append(CardRecord((kind.key, kind.name), (kind.name,), kind))
    for concession in catalog.concessions.concessions:
        names = (concession.id, concession.name)
        records.append(CardRecord(names, (concession.name,), concession))
    for war in catalog.wars.wars:
        records.append(CardRecord((war.id, war.name), (war.name,), war))
    for leader in catalog.leaders.leaders:
        records.append(CardRecord((leader.id, leader.name), (leader.name,), leader))
    cleopatra = catalog.leaders.cleopatra
    records.append(CardRecord((cleopatra.id, cleopatra.name), (cleopatra.name,), cleopatra))
    for province in catalog.provinces.provinces:
        records.append(CardRecord((province.id, province.name), (), province))
    return records


def find_card(catalog: Catalog, name: str) -> list[CardRecord]:
    """The cards whose id or name is ``name`` (ignoring case); failing that, those with ``name``
    in an id or name."""
    wanted = name.strip().casefold()
    records = card_records(catalog)
    exact = [r for r in records if any(n.casefold() == wanted for n in r.names)]
    if exact or not wanted:
        return exact
    return [r for r in records if any(wanted in n.casefold() for n in r.names)]


def card_rules(record: CardRecord) -> list[dict[str, object]]:
    """Each effect of the card with its coverage and the rule functions registered for it."""
    shown = set(record.effect_cards)
    rules: list[dict[str, object]] = []
    for row in coverage_rows():
        if row.card not in shown:
            continue
        family, _, tag = row.effect.partition(":")
        entry = row.as_dict()
        entry["handlers"] = [
            {"rule": h.rule, "function": h.function}
            for h in handlers(cast(EffectFamily, family), tag)
        ]
        rules.append(entry)
    return rules


@cards.command("show")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
def show_command(name: str, as_json: bool) -> None:
    """Print a card's data and the rules that use it: each of its effects with the rule
    functions registered for it (engine/effects.py), its status and tests or reason. NAME is a
    card name or id, matched ignoring case."""
    catalog = load_catalog()
    found = find_card(catalog, name)
    if len(found) != 1:
        names = ", ".join(sorted(r.names[-1] for r in found))
        why = f"matches {len(found)} cards: {names}" if found else "matches no card"
        click.echo(f"Error: {quoted(name)} {why}", err=True)
        sys.exit(2)
    record = found[0]
    data = record.data.model_dump(mode="json")
    rules = card_rules(record)
    if as_json:
        click.echo(json.dumps({"card": record.names[-1], "data": data, "rules": rules}, indent=2))
        return
    click.echo(record.names[-1])
    click.echo(json.dumps(data, indent=2))
    click.echo("Rules:" if rules else "Rules: none of its fields is a card effect")
    for rule in rules:
        click.echo(f"  {rule['effect']}: {rule['status']} (rule {rule['rule']})")
        for handler in cast(list[dict[str, str]], rule["handlers"]):
            click.echo(f"    {handler['rule']} {handler['function']}")
        for test in cast(list[str], rule["tests"]):
            click.echo(f"    test {test}")
        if rule["reason"]:
            click.echo(f"    {rule['reason']}")
