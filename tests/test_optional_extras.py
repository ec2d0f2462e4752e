"""The core install needs only pydantic, click, rich (issue 22 item 5) and mypy_extensions (the
compiled build's class attributes, README "Speed"): every module of the
engine, section IV, the bots, the Guidelines and the command line imports without the optional
extras, and a command whose extra is missing says which to install, in one line, exit 2."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from bots.extras import EXTRAS

ROOT = Path(__file__).resolve().parent.parent
CORE_PACKAGES = ("engine", "solo", "bots", "guidelines", "ror")

WITHOUT_EXTRAS = "import sys\nfor name in {names!r}:\n    sys.modules[name] = None\n"
"""Makes every module an extra brings unimportable (None in sys.modules)."""


def run_without_extras(code: str) -> subprocess.CompletedProcess[str]:
    script = WITHOUT_EXTRAS.format(names=sorted(EXTRAS)) + code
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=300
    )


def ror_without_extras(*args: str) -> subprocess.CompletedProcess[str]:
    return run_without_extras(f"from ror.cli import main\nmain({list(args)!r})")


@pytest.mark.slow
def test_the_core_packages_import_without_any_extra() -> None:
    code = (
        "import importlib, pkgutil\n"
        f"for package in {CORE_PACKAGES!r}:\n"
        "    importlib.import_module(package)\n"
        "    for info in pkgutil.walk_packages([package], package + '.'):\n"
        "        importlib.import_module(info.name)\n"
    )
    result = run_without_extras(code)

    assert result.returncode == 0, result.stderr


@pytest.mark.slow
def test_simulate_runs_without_any_extra() -> None:
    result = ror_without_extras("simulate", "--games", "1", "--json")

    assert result.returncode == 0, result.stderr


@pytest.mark.slow
@pytest.mark.parametrize(
    ("args", "command", "extra"),
    [
        (("play",), "`ror play`", "play"),
        (("tune", "report", "--storage", "x", "--study", "y"), "`ror tune`", "lab"),
        (("tournament", "--player-bots", "heuristic", "--games", "1"), "`ror tournament`", "lab"),
        (("simulate", "--player-bot", "openspiel-ismcts"), "the openspiel-ismcts bot", "rl"),
    ],
)
def test_a_missing_extra_is_named_in_one_line(
    args: tuple[str, ...], command: str, extra: str
) -> None:
    result = ror_without_extras(*args)

    assert result.returncode == 2
    assert result.stderr == (
        f"error: {command} needs the [{extra}] extra: pip install "
        f"'republic-of-rome-solo[{extra}]' (in a checkout: pip install -e '.[{extra}]')\n"
    )


def test_the_dev_extra_installs_every_other_extra() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]

    assert "republic-of-rome-solo[all]" in extras["dev"]
    assert extras["all"] == ["republic-of-rome-solo[play,web,lab,dask,rl]"]
    assert {name.split(">")[0] for name in project["dependencies"]} == {
        "pydantic", "click", "rich", "mypy_extensions"
    }
    assert set(EXTRAS.values()) <= set(extras)
