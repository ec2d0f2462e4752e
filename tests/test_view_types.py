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
from engine.view import PUBLIC_FIELDS
from engine.windows import WINDOWS


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

READS_THROUGH_A_VIEW = "def read(view: GameView) -> None:\n" + "".join(
    f"    reveal_type(view.{name})\n" for name in sorted(PUBLIC_FIELDS)
)
"""Every public field read through a view, its type revealed."""


@pytest.fixture(scope="module")
def mypy_report() -> str:
    """What ``mypy --strict`` says of the writes and reads above, run once."""
    report, _, _ = mypy.api.run(["--strict", "-c", WRITES_THROUGH_A_VIEW + READS_THROUGH_A_VIEW])
    return report


@pytest.mark.slow
def test_mypy_rejects_every_write_through_a_view(mypy_report: str) -> None:
    errors = [line for line in mypy_report.splitlines() if ": error:" in line]

    assert any('"Sequence[Office]" has no attribute "append"' in line for line in errors)
    assert any(
        'Property "influence" defined in "SenatorView" is read-only' in line for line in errors
    )
    assert any('Property "location" defined in "UnitView" is read-only' in line for line in errors)
    assert any(
        'Property "governor" defined in "ProvinceView" is read-only' in line for line in errors
    )
    assert len(errors) == 4


@pytest.mark.slow
def test_mypy_knows_the_type_of_every_public_field(mypy_report: str) -> None:
    revealed = [line for line in mypy_report.splitlines() if "Revealed type is" in line]

    assert len(revealed) == len(PUBLIC_FIELDS)
    assert [line for line in revealed if "Any" in line] == []
