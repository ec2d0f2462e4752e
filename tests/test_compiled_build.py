"""The optional compiled build (benchmarks/compiled_build.py, README "Speed", issue 33): the
interpreted checkout is the reference, and the copy compiled by mypyc plays the same games and
passes the same default test suite, but for the tests marked ``interpreted_only``
(tests/interpreted_support.py).

The build takes minutes, so the tests that make it are marked ``compiled`` (CI runs ``pytest
-m compiled``): one build at ``-O0`` (5 minutes on one core here), then the golden games, 80
``ror simulate`` records and the default suite run in the copy (2 minutes), some 7 minutes in
all. ``ROR_COMPILED_TREE`` names a copy built before, which they then use as it is.
"""

from __future__ import annotations

import importlib
import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import is_typeddict

import pytest

from benchmarks.compiled_build import HERE, INTERPRETED, build, compiled_modules


def test_every_module_left_interpreted_exists_and_says_why() -> None:
    for name, why in INTERPRETED.items():
        assert (HERE / name).exists(), name
        assert why


def test_the_modules_a_game_spends_its_time_in_are_compiled() -> None:
    compiled = compiled_modules(HERE)
    hot = ("engine/state.py", "engine/context.py", "solo/spoils.py", "bots/neutral.py")
    for name in (*hot, "engine/view.py", "engine/windows.py"):  # the bots read the game there
        assert name in compiled
    assert not any(name.startswith("engine/schemas/") for name in compiled)
    assert "adapters/observation.py" in compiled  # an environment builds one at every step


def test_every_decision_context_is_in_a_module_left_interpreted() -> None:
    # mypyc keeps no TypedDict's docstring, element types or total=False (TYPED_DICTS)
    for name in compiled_modules(HERE):
        dotted = name.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
        module = importlib.import_module(dotted)
        declared = [
            thing for thing in vars(module).values()
            if is_typeddict(thing) and thing.__module__ == module.__name__
        ]
        assert not declared, f"{name} declares {declared}: move them to a module left interpreted"


@pytest.fixture(scope="module")
def compiled_tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A compiled copy: ``ROR_COMPILED_TREE``'s, or one built now (quickest C level)."""
    given = os.environ.get("ROR_COMPILED_TREE")
    if given:
        return Path(given)
    if shutil.which("cc") is None and shutil.which("gcc") is None:
        pytest.skip("no C compiler: the compiled build needs one (apt-get install gcc)")
    out = tmp_path_factory.mktemp("compiled")
    build(out, opt_level="0")
    return out


def _run(tree: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], cwd=tree, capture_output=True, text=True, check=check,
        env={**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1"},
        timeout=1800,
    )


@pytest.mark.compiled
def test_the_copy_runs_compiled_modules(compiled_tree: Path) -> None:
    where = _run(compiled_tree, "-c", "import engine.state, solo.spoils, adapters.observation; "
                 "print(engine.state.__file__); print(solo.spoils.__file__); "
                 "print(adapters.observation.__file__)").stdout
    assert all(line.endswith(".so") for line in where.split()), where


@pytest.mark.compiled
def test_the_compiled_copy_plays_every_golden_game(compiled_tree: Path) -> None:
    assert "all 30 golden games match" in _run(compiled_tree, "-m", "tests.golden_games").stdout


@pytest.mark.compiled
@pytest.mark.parametrize("scenario", ["early", "late"])
def test_the_compiled_copy_plays_the_interpreted_games(compiled_tree: Path, scenario: str) -> None:
    command = ("-c", "from ror.cli import main; main()", "simulate", "--scenario", scenario,
               "--games", "40", "--json")
    interpreted = json.loads(_run(HERE, *command).stdout)["results"]
    compiled = json.loads(_run(compiled_tree, *command).stdout)["results"]
    assert compiled == interpreted


DEFAULT_RUN = "not soak and not browser and not slow and not compiled"
"""pyproject's default selection (its ``addopts``)."""


def test_the_default_run_is_pyprojects() -> None:
    addopts = tomllib.loads((HERE / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "pytest"]["ini_options"]["addopts"]
    assert f"-m '{DEFAULT_RUN}'" in addopts


@pytest.mark.compiled
def test_the_compiled_copy_passes_the_default_suite(compiled_tree: Path) -> None:
    done = _run(
        compiled_tree, "-m", "pytest", "-q", "-p", "no:cacheprovider",
        "-m", f"{DEFAULT_RUN} and not interpreted_only", check=False,
    )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
