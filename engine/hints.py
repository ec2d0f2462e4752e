"""The type hints and docstring of a class as its source declares them: the read-only views
(engine/view.py, engine/windows.py) choose how to hand out each field of a state class by its
hint, and ``ror bots list`` shows each bot class's docstring.

A class compiled by mypyc (the optional compiled build, README "Speed") keeps only erased
hints at run time (``list`` for ``list[Unit]``) and no docstring; its module's source beside the
compiled file still has them, so they are read from there. An interpreted class gives its own."""

from __future__ import annotations

import ast
import sys
from functools import cache
from pathlib import Path
from typing import Any, get_type_hints


def _compiled_class(cls: type) -> tuple[ast.ClassDef, dict[str, Any]] | None:
    """``cls``'s definition in its module's source and the module's names, when the module is
    compiled (its file is not a ``.py``); None for an interpreted one."""
    module = sys.modules[cls.__module__]
    file = Path(module.__file__ or "")
    if file.suffix == ".py":
        return None
    source = file.with_name(file.name.split(".", 1)[0] + ".py")
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef) and node.name == cls.__name__:
            return node, vars(module)
    return None


@cache
def declared_hints(cls: type) -> dict[str, Any]:
    """``get_type_hints(cls)``, with each annotation of ``cls``'s own body evaluated from its
    module's source when the module is compiled."""
    hints = get_type_hints(cls)
    compiled = _compiled_class(cls)
    if compiled is not None:
        node, names = compiled
        namespace = dict(names)
        for statement in node.body:
            if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
                hints[statement.target.id] = eval(ast.unparse(statement.annotation), namespace)
    return hints


def declared_doc(cls: type) -> str | None:
    """``cls.__doc__``, or its docstring in its module's source when the module is compiled."""
    compiled = _compiled_class(cls)
    return cls.__doc__ if compiled is None else ast.get_docstring(compiled[0], clean=False)
