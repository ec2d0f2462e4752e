"""The base of the value classes whose ``__init__`` is written out for the compiled build
(README "Speed"): copy, deepcopy and pickle rebuild one by calling its class with its fields'
values in order. A compiled class's ``__new__`` runs its ``__init__``, so the default recipe
(``__new__`` with no arguments, then the fields set) fails there."""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


class ValueClass:
    """A dataclass with a written-out ``__init__`` taking every field in order
    (tests/test_decision_init.py), rebuilt by it when copied or unpickled."""

    __slots__ = ()

    def __reduce__(self) -> tuple[type[ValueClass], tuple[object, ...]]:
        instance = cast("DataclassInstance", self)
        return type(self), tuple([getattr(self, f.name) for f in fields(instance)])
