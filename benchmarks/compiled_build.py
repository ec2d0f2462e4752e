"""The optional compiled build (README "Speed", issue 33): a copy of this checkout whose engine,
section IV, bots and runner modules are compiled to C extensions by mypyc, the same source
typed for ``mypy --strict``. The interpreted checkout stays the reference: the compiled copy
must play every golden game and every ``ror simulate`` record alike
(``tests/test_compiled_build.py``, ``pytest -m compiled``).

Needs a C compiler, the Python headers and the ``dev`` extra's mypy. Run as ``python -m
benchmarks.compiled_build build/compiled``, then ``PYTHONPATH=build/compiled ror simulate``
(or any command) runs the compiled modules.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
"""This checkout: the source copied and compiled."""

COPIED = (
    "engine", "solo", "bots", "common", "guidelines", "presentation", "ror", "play", "lab",
    "web", "adapters", "benchmarks", "tests", "docs", "README.md", "pyproject.toml",
)
"""What the copy holds: every package a command may import, the tests, the docs they check and
mypy's settings."""

COMPILED_PACKAGES = ("engine", "solo", "bots", "common")
"""The packages compiled, but for ``INTERPRETED``: where a game spends its time."""

COMPILED_MODULES = ("adapters/observation.py",)
"""Modules of the applications compiled too: the research adapters' observation, built at
every environment step (docs/adapters.md, "Speed")."""

TYPED_DICTS = (
    "the decision contexts (TypedDicts): mypyc keeps no docstring, element type or total=False "
    "of them, which docs/decisions.md and the context checks read"
)

INTERPRETED = {
    "engine/schemas/": "pydantic models: their metaclass is not one mypyc compiles",
    "engine/effects.py": "validated by pydantic, which needs the instances' __dict__",
    "engine/dataload.py": "validated by pydantic, which needs the instances' __dict__",
    "solo/save.py": "validated by pydantic, which needs the instances' __dict__",
    "solo/rulings.py": "validated by pydantic, which needs the instances' __dict__",
    "engine/decisions.py": "a str subclass made in __new__",
    "engine/window_classes.py": "bases of compiled classes: mypyc compiles a Mapping only as a "
    "plain Python class, and such a class may have no subclasses",
    "common/conformance.py": "an AssertionError subclass",
    "common/cli_types.py": "click decorates its functions with attributes",
    "common/errors.py": "click decorates its functions with attributes",
    "common/game_options.py": "click decorates its functions with attributes",
    "common/rulings_cli.py": "click decorates its functions with attributes",
    "common/setup_options.py": "click decorates its functions with attributes",
    "engine/decision_contexts.py": TYPED_DICTS,
    "engine/senate/decisions.py": TYPED_DICTS,
    "solo/decisions.py": TYPED_DICTS,
    "engine/readonly.py": "Protocols of properties, read as properties (tests/test_view_types.py)",
}
"""Modules left interpreted in the compiled copy, each with what mypyc cannot take in it."""


def compiled_modules(root: Path) -> list[str]:
    """The source files compiled, relative to ``root``, in order."""
    found = []
    for package in COMPILED_PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            name = path.relative_to(root).as_posix()
            if not any(name.startswith(left) for left in INTERPRETED):
                found.append(name)
    return found + list(COMPILED_MODULES)


def copy_source(out: Path) -> None:
    """Copy this checkout's source into ``out`` (replaced if it exists)."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    skip = shutil.ignore_patterns("__pycache__", "*.so", ".pytest_cache")
    for name in COPIED:
        source = HERE / name
        if source.is_dir():
            shutil.copytree(source, out / name, ignore=skip)
        else:
            shutil.copy2(source, out / name)


SETUP = """\
import sys
from setuptools import setup
from mypyc.build import mypycify

modules = sys.argv[3:]
del sys.argv[3:]
setup(name="ror-compiled", packages=[], ext_modules=mypycify(modules, opt_level="{level}"))
"""
"""The setuptools script run in the copy: ``build_ext --inplace`` and the modules to compile."""


def build(out: Path, opt_level: str) -> None:
    """Copy the source to ``out`` and compile it there in place (a C extension beside each
    compiled module's source, which the views read for its hints: engine/hints.py)."""
    copy_source(out)
    (out / "compile_setup.py").write_text(SETUP.format(level=opt_level), encoding="utf-8")
    command = [sys.executable, "compile_setup.py", "build_ext", "--inplace"]
    log = out / "compile.log"
    with log.open("w", encoding="utf-8") as sink:
        done = subprocess.run(
            [*command, *compiled_modules(out)], cwd=out, stdout=sink, stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONPATH": str(out)}, check=False,
        )
    if done.returncode != 0:
        raise SystemExit(f"error: the compiled build failed: see {log}")


def main(argv: list[str] | None = None) -> None:
    """Build the compiled copy."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the folder to build the compiled copy in")
    parser.add_argument(
        "--opt-level", choices=("0", "1", "2", "3"), default="3",
        help="the C compiler's optimisation level (0 builds fastest; 3, the default, runs "
        "fastest)",
    )
    args = parser.parse_args(argv)
    build(args.out.resolve(), args.opt_level)
    print(f"compiled {len(compiled_modules(args.out))} modules into {args.out}")


if __name__ == "__main__":
    main()
