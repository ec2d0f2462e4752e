"""engine/hints.py: the state classes' hints and a class's docstring as declared, also for a
compiled module."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import get_type_hints

import pytest

from engine.hints import declared_doc, declared_hints
from engine.state import GameState, ProvinceState, Senator, Unit
from tests.interpreted_support import READS_INTERPRETED_HINTS


@READS_INTERPRETED_HINTS
@pytest.mark.parametrize("cls", [GameState, Senator, Unit, ProvinceState])
def test_an_interpreted_class_gives_its_own_hints(cls: type) -> None:
    assert declared_hints(cls) == get_type_hints(cls)


@pytest.fixture
def compiled_demo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    """A module whose class has lost its hints and docstring as mypyc leaves them, and whose
    file is a compiled one beside its source."""
    (tmp_path / "erased_hints_demo.py").write_text(
        "from __future__ import annotations\n"
        "from dataclasses import dataclass\n\n"
        "@dataclass\n"
        "class Box:\n"
        '    """A box.\n\n    Of items."""\n\n'
        "    items: list[int]\n"
        "    names: dict[str, tuple[int, ...]]\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    module = importlib.import_module("erased_hints_demo")
    module.Box.__annotations__ = {"items": list, "names": dict}
    module.Box.__doc__ = ""
    module.__file__ = str(tmp_path / "erased_hints_demo.cpython-311-x86_64-linux-gnu.so")
    yield module
    del sys.modules["erased_hints_demo"]


def test_a_compiled_class_is_given_the_hints_of_its_source(compiled_demo: ModuleType) -> None:
    assert declared_hints(compiled_demo.Box) == {
        "items": list[int], "names": dict[str, tuple[int, ...]]
    }


def test_a_compiled_class_is_given_the_docstring_of_its_source(compiled_demo: ModuleType) -> None:
    assert declared_doc(compiled_demo.Box) == "A box.\n\n    Of items."


class Plain:
    """Interpreted wherever the tests run."""


def test_an_interpreted_class_gives_its_own_docstring() -> None:
    assert declared_doc(Plain) == Plain.__doc__
