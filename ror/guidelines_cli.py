"""`ror guidelines`: show, validate and describe the Neutral Guideline cards (section IV)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

import click
from rich import box
from rich.console import Console
from rich.table import Table

from common.errors import fail
from engine.quoting import named, quoted
from guidelines.loader import (
    NEUTRAL_ROLES,
    GuidelineFileError,
    NeutralRole,
    load_builtin,
    load_guideline_file,
    names_role,
    role_named,
)
from guidelines.schema import Guideline, guideline_json_schema


def _flatten(data: Mapping[str, object], prefix: str = "") -> dict[str, str]:
    """Dotted field path -> display text, in field order."""
    rows: dict[str, str] = {}
    for key, value in data.items():
        path = f"{prefix}{key}"
        if isinstance(value, Mapping):
            rows.update(_flatten(value, f"{path}."))
        elif isinstance(value, list | tuple):
            rows[path] = "\n".join(str(item) for item in value)
        elif isinstance(value, bool):
            rows[path] = "true" if value else "false"
        else:
            rows[path] = str(value)
    return rows


def _table(by_title: Mapping[NeutralRole, Guideline]) -> Table:
    """One row per field, one column per Guideline."""
    flat = {title: _flatten(g.model_dump(mode="json")) for title, g in by_title.items()}
    top_level = list(Guideline.model_fields)
    fields = sorted(
        dict.fromkeys(path for rows in flat.values() for path in rows),
        key=lambda path: top_level.index(path.split(".")[0]),
    )
    table = Table(title="Neutral Guidelines (section IV)", box=box.SIMPLE_HEAD)
    table.add_column("field", style="bold", no_wrap=True, min_width=max(map(len, fields)))
    for title in by_title:
        table.add_column(title, overflow="fold")
    for path in fields:
        table.add_row(path, *(rows.get(path, "-") for rows in flat.values()))
    return table


@click.group(name="guidelines")
def guidelines() -> None:
    """The Neutral Guideline cards (4.01.3): show, validate and describe them."""


@guidelines.command()
@click.argument("name", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def show(name: str | None, as_json: bool) -> None:
    """Show the built-in Guideline NAME (e.g. plutocrats), or all four."""
    if name is None:
        chosen = {role: load_builtin(role) for role in NEUTRAL_ROLES}
    else:
        try:
            role = role_named(name)
        except ValueError as exc:
            fail(str(exc))
        chosen = {role: load_builtin(role)}
    if as_json:
        dumped = {role: g.model_dump(mode="json") for role, g in chosen.items()}
        payload = dumped if name is None else next(iter(dumped.values()))
        click.echo(json.dumps(payload, indent=2))
    else:
        Console(soft_wrap=True).print(_table(chosen))


@guidelines.command()
@click.argument("file", type=click.Path(path_type=Path))
def validate(file: Path) -> None:
    """Check a Guideline FILE against the schema; exit 2 with a one-line reason if it fails."""
    try:
        guideline = load_guideline_file(file)
    except GuidelineFileError as exc:
        fail(str(exc))
    role = next((r for r in NEUTRAL_ROLES if r.lower() == file.stem.lower()), None)
    if role is not None and not names_role(guideline.name, role):
        fail(
            f"{named(file)}: a {role} file's name must name its role, got {quoted(guideline.name)}"
        )
    click.echo(f"ok: {guideline.name}")


@guidelines.command()
def schema() -> None:
    """Print the JSON Schema of Guideline files."""
    click.echo(json.dumps(guideline_json_schema(), indent=2))
