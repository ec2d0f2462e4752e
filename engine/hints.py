"""The type hints of a state class as its source declares them, for the read-only views
(engine/view.py, engine/windows.py), which choose how to hand out each field by its hint.

A class compiled by mypyc (the optional compiled build, README "Speed") keeps only erased
hints at run time (``list`` for ``list[Unit]``); its module's source beside the compiled file
still names them, so they are read from there. An interpreted class gives its own."""

from __future__ import annotations

import ast
import sys
from functools import cache
from pathlib import Path
from typing import Any, get_type_hints


@cache
def declared_hints(cls: type) -> dict[str, Any]:
    """``get_type_hints(cls)``, with each annotation of ``cls``'s own body evaluated from its
    module's source when the module is compiled (its file is not a ``.py``)."""
    hints = get_type_hints(cls)
    module = sys.modules[cls.__module__]
    file = Path(module.__file__ or "")
    if file.suffix == ".py":
        return hints
    source = file.with_name(file.name.split(".", 1)[0] + ".py")
    namespace = dict(vars(module))
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef) and node.name == cls.__name__:
            for statement in node.body:
                if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
                    hints[statement.target.id] = eval(ast.unparse(statement.annotation), namespace)
    return hints
