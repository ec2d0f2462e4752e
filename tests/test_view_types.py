"""1.04.9: the types of what a view hands out. GameView writes out a property for every public
state field, so mypy types them instead of handing out ``Any``, each giving exactly what the
generic ``reader`` of engine/windows.py gives; each state object comes out as a window whose
read-only Protocol (engine/readonly.py) mypy checks, so a write through a view is a type
error."""

import ast
from collections.abc import Mapping
from dataclasses import fields
from pathlib import Path
from types import MappingProxyType

import mypy.api
import pytest

import engine.view
from common.conformance import run_setup
from engine.game import Game
from engine.hints import declared_hints
from engine.readonly import VIEWS
from engine.state import GameState
from engine.view import PUBLIC_FIELDS
from engine.window_classes import LiveMapping
from engine.windows import WINDOWS, reader


def properties_written_out() -> set[str]:
    """The properties GameView's body defines, read from its source (beside the compiled module
    in the compiled build)."""
    tree = ast.parse(Path(engine.view.__file__).with_name("view.py").read_text())
    view = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GameView")
    return {
        n.name
        for n in view.body
        if isinstance(n, ast.FunctionDef)
        and any(isinstance(d, ast.Name) and d.id == "property" for d in n.decorator_list)
    }


def test_every_public_field_read_through_the_view_is_typed_for_mypy() -> None:
    assert properties_written_out() >= PUBLIC_FIELDS


def same_read_only_form(seen: object, generic: object) -> bool:
    """Whether a written-out property's value is what the generic reader gives: the same type,
    equal, and a read-only mapping reading the same live dict."""
    if type(seen) is not type(generic) or seen != generic:
        return False
    if isinstance(seen, LiveMapping):
        assert isinstance(generic, LiveMapping)
        return seen._live is generic._live and seen._read is generic._read
    if isinstance(seen, tuple):
        assert isinstance(generic, tuple)
        return all(map(same_read_only_form, seen, generic))
    if isinstance(seen, MappingProxyType):
        assert isinstance(generic, Mapping)
        return all(same_read_only_form(seen[key], generic[key]) for key in seen)
    return True


@pytest.fixture(scope="module")
def middle() -> Game:
    """A two-player Middle Republic set-up: Provinces and Legions in play, and a
    Leader kept in play by Refuge aiding two Wars (a dict of lists, 1.07.344)."""
    game = run_setup("middle", 2, 13)
    game.state.refuge[1] = [2, 3]
    return game


def test_each_written_out_property_gives_what_the_generic_reader_gives(middle: Game) -> None:
    view = middle.view(0)
    hints = declared_hints(GameState)
    differ = [
        name
        for name in sorted(PUBLIC_FIELDS)
        if not same_read_only_form(
            getattr(view, name), reader(f"_ctx.state.{name}", hints[name]).__get__(view)
        )
    ]
    assert differ == []


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
