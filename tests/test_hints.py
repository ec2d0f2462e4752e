"""engine/hints.py: the state classes' hints as declared, also for a compiled module."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import get_type_hints

import pytest

from engine.hints import declared_hints
from engine.state import GameState, ProvinceState, Senator, Unit


@pytest.mark.parametrize("cls", [GameState, Senator, Unit, ProvinceState])
def test_an_interpreted_class_gives_its_own_hints(cls: type) -> None:
    assert declared_hints(cls) == get_type_hints(cls)


def test_a_compiled_class_is_given_the_hints_of_its_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "erased_hints_demo.py").write_text(
        "from __future__ import annotations\n"
        "from dataclasses import dataclass\n\n"
        "@dataclass\n"
        "class Box:\n"
        "    items: list[int]\n"
        "    names: dict[str, tuple[int, ...]]\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    module = importlib.import_module("erased_hints_demo")
    try:
        box = module.Box
        box.__annotations__ = {"items": list, "names": dict}  # as mypyc leaves them
        module.__file__ = str(tmp_path / "erased_hints_demo.cpython-311-x86_64-linux-gnu.so")
        assert declared_hints(box) == {"items": list[int], "names": dict[str, tuple[int, ...]]}
    finally:
        del sys.modules["erased_hints_demo"]
