"""GameView's typed public fields: the TYPE_CHECKING declarations name every public state field
the view reads, so mypy types them instead of handing out ``Any``."""

import ast
from pathlib import Path

import engine.view
from engine.view import PUBLIC_FIELDS


def declared_for_mypy() -> set[str]:
    """The properties declared in GameView's ``if TYPE_CHECKING:`` block."""
    tree = ast.parse(Path(engine.view.__file__).read_text())
    view = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GameView")
    block = next(n for n in view.body if isinstance(n, ast.If))
    return {n.name for n in block.body if isinstance(n, ast.FunctionDef)}


def test_every_public_field_read_through_the_view_is_typed_for_mypy() -> None:
    written_out = {"senators"}  # GameView's own property, typed already
    assert declared_for_mypy() == PUBLIC_FIELDS - written_out
