"""1.04.9: the types of what a view hands out. GameView's TYPE_CHECKING declarations name every
public state field the view reads, so mypy types them instead of handing out ``Any``; each state
object comes out as a window whose read-only Protocol (engine/readonly.py) mypy checks, so a
write through a view is a type error."""

import ast
from dataclasses import fields
from pathlib import Path

import mypy.api
import pytest

import engine.view
from engine.readonly import VIEWS
from engine.view import PUBLIC_FIELDS, WINDOWS


def declared_for_mypy() -> set[str]:
    """The properties declared in GameView's ``if TYPE_CHECKING:`` block."""
    tree = ast.parse(Path(engine.view.__file__).read_text())
    view = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GameView")
    block = next(n for n in view.body if isinstance(n, ast.If))
    return {n.name for n in block.body if isinstance(n, ast.FunctionDef)}


def test_every_public_field_read_through_the_view_is_typed_for_mypy() -> None:
    written_out = {"senators"}  # GameView's own property, typed already
    assert declared_for_mypy() == PUBLIC_FIELDS - written_out


def protocol_members(protocol: type) -> set[str]:
    """The names a read-only Protocol declares."""
    return {name for name, member in vars(protocol).items() if isinstance(member, property)}


@pytest.mark.parametrize(("live", "protocol"), list(VIEWS.items()))
def test_each_read_only_protocol_names_every_field_of_its_state_class(
    live: type, protocol: type
) -> None:
    assert protocol_members(protocol) == {f.name for f in fields(live)}


@pytest.mark.parametrize(("live", "window"), list(WINDOWS.items()))
def test_each_window_reads_every_field_and_is_its_protocol(live: type, window: type) -> None:
    readers = {name for name, member in vars(window).items() if isinstance(member, property)}

    assert readers == {f.name for f in fields(live)}
    assert VIEWS[live] in window.__mro__
    assert live not in window.__mro__


WRITES_THROUGH_A_VIEW = """
from engine.state import Office
from engine.view import GameView

def cheat(view: GameView) -> None:
    senator = view.senators["x"]
    senator.offices.append(Office.CENSOR)
    senator.influence = 99
    view.legions[0].location = "bank"
    view.provinces["x"].governor = "x"
"""


def test_mypy_rejects_every_write_through_a_view() -> None:
    report, _, status = mypy.api.run(["--strict", "-c", WRITES_THROUGH_A_VIEW])

    assert status == 1
    assert '"Sequence[Office]" has no attribute "append"' in report
    assert 'Property "influence" defined in "SenatorView" is read-only' in report
    assert 'Property "location" defined in "UnitView" is read-only' in report
    assert 'Property "governor" defined in "ProvinceView" is read-only' in report
    assert "Found 4 errors" in report
