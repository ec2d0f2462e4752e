"""Guideline cards written as TOML files that `ror guidelines validate` accepts (section IV)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path

from engine.durable import write_text
from guidelines.loader import GuidelineSet
from guidelines.presets import file_name
from guidelines.schema import Guideline


def _value(value: object) -> str:
    """A TOML value: strings and lists of strings in JSON quoting (valid TOML), numbers, bools."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_value(item) for item in value) + "]"
    raise TypeError(f"cannot write {value!r} as a Guideline TOML value")


def guideline_toml(guideline: Guideline, header: Iterable[str] = ()) -> str:
    """The TOML text of a Guideline card, after ``header`` lines as comments."""
    data = guideline.model_dump(mode="json")
    lines = [f"# {line}" for line in header]
    if lines:
        lines.append("")
    tables: list[tuple[str, Mapping[str, object]]] = []
    for key, value in data.items():
        if isinstance(value, Mapping):
            tables.append((key, value))
        else:
            lines.append(f"{key} = {_value(value)}")
    for name, table in tables:
        lines += ["", f"[{name}]", *(f"{k} = {_value(v)}" for k, v in table.items())]
    return "\n".join(lines) + "\n"


def write_guideline_set(
    folder: Path, chosen: GuidelineSet, header: Iterable[str] = ()
) -> list[Path]:
    """Write the four cards of ``chosen`` into ``folder`` (created if needed); their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    lines = list(header)
    written: list[Path] = []
    for role, guideline in chosen.items():
        path = folder / file_name(role)
        write_text(path, guideline_toml(guideline, lines))
        written.append(path)
    return written
