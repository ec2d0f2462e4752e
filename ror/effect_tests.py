"""The tests that show each card effect at work, read from the tests themselves: a test marked
``@pytest.mark.effect("family", "tag")`` shows that effect (engine/effects.py), so renaming a test
needs no edit here.

The marks are read statically (no test is imported or run), from the checkout's ``tests/``
folder when there is one; an installed package has no tests, so it reads ``effect_tests.json``,
the index shipped beside this module. tests/test_card_effect_coverage.py keeps the index equal
to the marks; after changing a mark run::

    python -m ror.effect_tests --write
"""

from __future__ import annotations

import argparse
import ast
import json
import os
from functools import cache
from pathlib import Path

from engine.durable import write_text
from engine.effects import FAMILIES, EffectFamily
from ror.effect_evidence import Key

Evidence = dict[Key, tuple[str, ...]]

MARK = "effect"
"""The pytest marker (registered in pyproject.toml) naming the effect a test shows."""

INDEX = Path(__file__).with_name("effect_tests.json")
"""The shipped index of the marks, for an installed package."""

CHECKOUT = Path(__file__).resolve().parent.parent
"""The checkout this module sits in, when it is one (it has a pyproject.toml and tests/)."""


def marked_tests(root: Path) -> Evidence:
    """Every ``effect`` mark of the tests under ``root``/tests, by effect: the test ids
    (``tests/<file>::<name>``) in file and line order."""
    found: dict[Key, list[str]] = {}
    folder = root / "tests"
    for directory, _, names in sorted(os.walk(folder)):
        for name in sorted(names):
            path = Path(directory, name)
            if name.endswith(".py") and f"mark.{MARK}(" in path.read_text(encoding="utf-8"):
                relative = path.relative_to(root).as_posix()
                for key, test in _marks(path):
                    found.setdefault(key, []).append(f"{relative}::{test}")
    return {key: tuple(tests) for key, tests in found.items()}


def _marks(path: Path) -> list[tuple[Key, str]]:
    """The (effect, test name) pairs a test file marks."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    pairs = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for decorator in node.decorator_list:
                key = _effect_of(decorator)
                if key is not None:
                    pairs.append((key, node.name))
    return pairs


def _effect_of(decorator: ast.expr) -> Key | None:
    """The (family, tag) of a ``pytest.mark.effect("family", "tag")`` decorator, else None."""
    if not (
        isinstance(decorator, ast.Call)
        and isinstance(decorator.func, ast.Attribute)
        and decorator.func.attr == MARK
        and ast.unparse(decorator.func.value).endswith("mark")
    ):
        return None
    values = [arg.value for arg in decorator.args if isinstance(arg, ast.Constant)]
    strings = [value for value in values if isinstance(value, str)]
    if len(strings) != 2 or len(decorator.args) != 2:
        raise ValueError(f"{ast.unparse(decorator)}: mark.{MARK} takes a family and a tag")
    family, tag = strings
    return _family(family), tag


def _family(name: object) -> EffectFamily:
    """A card-effect family by name; ValueError for an unknown one."""
    for family in FAMILIES:
        if family == name:
            return family
    raise ValueError(f"mark.{MARK}: {name!r} is not a card-effect family ({', '.join(FAMILIES)})")


def shipped() -> Evidence:
    """The index shipped with the package."""
    rows = json.loads(INDEX.read_text(encoding="utf-8"))
    return {(_family(row["family"]), row["tag"]): tuple(row["tests"]) for row in rows}


def index_text(evidence: Evidence) -> str:
    """The index file's text for these marks, sorted by effect."""
    rows = [
        {"family": family, "tag": tag, "tests": list(tests)}
        for (family, tag), tests in sorted(evidence.items())
    ]
    return json.dumps(rows, indent=2) + "\n"


def in_checkout() -> bool:
    """Whether this module runs from a checkout that holds the tests."""
    return (CHECKOUT / "pyproject.toml").is_file() and (CHECKOUT / "tests").is_dir()


@cache
def evidence() -> Evidence:
    """The tests that show each effect: the checkout's marks, or the shipped index."""
    return marked_tests(CHECKOUT) if in_checkout() else shipped()


def main(argv: list[str] | None = None) -> None:
    """``--write``: rewrite the shipped index from the checkout's marks."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="rewrite effect_tests.json")
    args = parser.parse_args(argv)
    text = index_text(marked_tests(CHECKOUT))
    if not args.write:
        print(text, end="")
        return
    write_text(INDEX, text)


if __name__ == "__main__":
    main()
