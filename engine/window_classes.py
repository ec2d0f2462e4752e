"""The classes of what a view hands out that stay plain Python in the compiled build (README
"Speed"): the ``ReadOnlyView`` error, the shared part of the read-only mappings and the windows
on Senators, Units and Provinces (1.04.9). mypyc compiles a ``Mapping`` subclass only as a plain
Python class, and checks every ``self`` of such a class for its exact class, so the compiled
ones may have no subclasses; so the bases live here, and engine/windows.py compiles the leaves
that do the work (``ReadOnlyMapping``, ``StandInMapping``) and the readers it installs on the
windows.
"""

from __future__ import annotations

import copy
from abc import abstractmethod
from collections.abc import Callable, ItemsView, Iterator, Mapping, ValuesView
from typing import Any, TypeVar

from engine.readonly import ProvinceView, SenatorView, UnitView
from engine.state import Senator

K = TypeVar("K")
V = TypeVar("V")

Freeze = Callable[[Any], Any]
"""Turns a live value into its read-only form."""


class ReadOnlyView(AttributeError):
    """An agent tried to change the game through its view: only ``Game.apply`` changes the
    game (1.04.9)."""


def refuse_set(self: object, name: str, value: object) -> None:
    """``__setattr__`` of everything a view hands out: ReadOnlyView (1.04.9)."""
    raise ReadOnlyView(
        f"{type(self).__name__} is read-only: cannot set {name!r}; "
        "change the game only through Game.apply (1.04.9)"
    )


def refuse_delete(self: object, name: str) -> None:
    """``__delattr__`` of everything a view hands out: ReadOnlyView (1.04.9)."""
    raise ReadOnlyView(
        f"{type(self).__name__} is read-only: cannot delete {name!r}; "
        "change the game only through Game.apply (1.04.9)"
    )


class LiveMapping(Mapping[K, V]):
    """A live dict seen through a view: its values come out read-only (``__getitem__`` and
    ``_value`` of the subclasses in engine/windows.py); no item can be set."""

    __slots__ = ("_live", "_read")
    _live: Mapping[K, Any]
    _read: Freeze

    @abstractmethod
    def _value(self, live: Any) -> V:
        """The read-only form of one live value."""

    def __contains__(self, key: object) -> bool:
        return key in self._live

    def __iter__(self) -> Iterator[K]:
        return iter(self._live)

    def __len__(self) -> int:
        return len(self._live)

    def values(self) -> ValuesView[V]:
        """The values, read-only."""
        return _Values(self)

    def items(self) -> ItemsView[K, V]:
        """The (key, value) pairs, values read-only."""
        return _Items(self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({dict(self.items())!r})"

    __setattr__ = refuse_set
    __delattr__ = refuse_delete


class _Values(ValuesView[V]):
    __slots__ = ("_of",)

    def __init__(self, of: LiveMapping[Any, V]) -> None:
        super().__init__(of)
        self._of = of

    def __iter__(self) -> Iterator[V]:
        return map(self._of._value, self._of._live.values())


class _Items(ItemsView[K, V]):
    __slots__ = ("_of",)

    def __init__(self, of: LiveMapping[K, V]) -> None:
        super().__init__(of)
        self._of = of

    def __iter__(self) -> Iterator[tuple[K, V]]:
        live = self._of._live
        return zip(live.keys(), map(self._of._value, live.values()), strict=True)


class Window:
    """A live state object seen through a view: its fields are properties that read the live
    object, frozen as their types say (installed by engine/windows.py); every write is
    refused. ``copy.copy`` / ``copy.deepcopy`` give a detached, writable copy of the live one."""

    __slots__ = ("_live",)
    _live: Any

    __setattr__ = refuse_set
    __delattr__ = refuse_delete
    __hash__ = None  # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        return bool(self._live == getattr(other, "_live", other))

    def __copy__(self) -> Any:
        return copy.deepcopy(self._live)

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return copy.deepcopy(self._live, memo)

    def __repr__(self) -> str:
        return f"ReadOnly{self._live!r}"


class ReadOnlySenator(Window, SenatorView):
    """A Senator seen through a GameView: reads the live one, refuses writes."""

    __slots__ = ()

    def clone(self) -> Senator:
        """A detached, writable copy of the live Senator."""
        live: Senator = self._live
        return live.clone()


class ReadOnlyUnit(Window, UnitView):
    """A Legion or Fleet seen through a GameView: reads the live one, refuses writes."""

    __slots__ = ()


class ReadOnlyProvince(Window, ProvinceView):
    """A Province seen through a GameView: reads the live one, refuses writes."""

    __slots__ = ()
