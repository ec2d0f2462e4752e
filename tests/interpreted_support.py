"""The tests only the interpreted checkout can run, marked ``interpreted_only`` with the reason
(pyproject's markers): when the default suite runs on the compiled copy (README "Speed",
tests/test_compiled_build.py) it deselects them. Each checks the rules through a seam that
compiled code does not have; the interpreted checkout, the reference, runs them all."""

from __future__ import annotations

import pytest

PATCHES_A_FUNCTION = pytest.mark.interpreted_only(
    reason="monkeypatches a module function, which compiled callers call directly"
)
APPENDS_THROUGH_A_LIST_SUBCLASS = pytest.mark.interpreted_only(
    reason="injects faults through a list subclass's append, which compiled code bypasses"
)
READS_PYTHON_FRAMES = pytest.mark.interpreted_only(
    reason="table mode names whose chance and its rule from the rules' Python frames, which "
    "compiled functions have none of"
)
READS_INTERPRETED_HINTS = pytest.mark.interpreted_only(
    reason="compares the state classes' own hints, which the compiled ones erase"
)
READS_INSTANCE_DICT = pytest.mark.interpreted_only(
    reason="reads an instance's __dict__, which a compiled class's instances have none of"
)
HIDES_DEFAULTS = pytest.mark.interpreted_only(
    reason="reads a constructor's signature, which a compiled class gives none of when a default "
    "is no plain constant (an enum member, a frozenset)"
)
