"""Read-only windows on the live game state (1.04.9): what a view hands out instead of the
live objects, so an agent changes the game only through ``Game.apply``.

Lists come out as tuples, dicts as read-only mappings (``ReadOnlyMapping``, ``StandInMapping``),
and each mutable state object (Senator, Unit, ProvinceState) as a window (``ReadOnlySenator``...)
that reads the live object and refuses every write with ``ReadOnlyView``; ``reader`` makes the
property that hands a state field out in its read-only form. mypy knows a window by its read-only
Protocol (engine/readonly.py). engine/view.py builds a faction's view from these; the classes
that stay plain Python in the compiled build (README "Speed") are in engine/window_classes.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields, is_dataclass
from enum import Enum
from operator import attrgetter
from types import MappingProxyType, NoneType, UnionType
from typing import (
    Any,
    Literal,
    TypeVar,
    Union,
    cast,
    get_args,
    get_origin,
)

from mypy_extensions import mypyc_attr

from engine.hints import declared_hints
from engine.state import ProvinceState, Senator, Unit
from engine.window_classes import (
    Freeze,
    LiveMapping,
    ReadOnlyProvince,
    ReadOnlySenator,
    ReadOnlyUnit,
    Window,
)

K = TypeVar("K")
V = TypeVar("V")


@mypyc_attr(native_class=False)
class ReadOnlyMapping(LiveMapping[K, V]):
    """A live dict seen through a view: its values come out read-only; no item can be set.
    Built by ``read_only_mapping``. A plain Python class in the compiled build (a native one may
    have no ``Mapping`` base), whose methods compile all the same."""

    __slots__ = ()

    def __getitem__(self, key: K) -> V:
        return cast(V, self._read(self._live[key]))

    def _value(self, live: Any) -> V:
        return cast(V, self._read(live))


@mypyc_attr(native_class=False)
class StandInMapping(LiveMapping[K, V]):
    """A read-only mapping whose values are stand-ins (live windows, so they may be kept): each
    live object gets one stand-in for the life of the mapping, so repeated reads are cheap.
    Built by ``stand_ins``. A plain Python class in the compiled build, as
    ``ReadOnlyMapping``."""

    __slots__ = ("_seen",)
    _seen: dict[int, V]

    def __getitem__(self, key: K) -> V:
        live = self._live[key]
        # cached stand-ins keep their objects (and ids) alive; a miss raises nothing, which
        # compiled costs a traceback
        stand_in = self._seen.get(id(live))
        if stand_in is None:
            stand_in = self._seen[id(live)] = self._read(live)
        return stand_in

    def _value(self, live: Any) -> V:
        stand_in = self._seen.get(id(live))
        if stand_in is None:
            stand_in = self._seen[id(live)] = self._read(live)
        return stand_in


_NEW: Callable[[type], Any] = object.__new__
"""``object.__new__``, its result unchecked: the compiled build checks a plain Python class's
instances for their exact class."""
_SET_LIVE = vars(LiveMapping)["_live"].__set__
_SET_READ = vars(LiveMapping)["_read"].__set__
_SET_SEEN = vars(StandInMapping)["_seen"].__set__


def read_only_mapping(live: Mapping[Any, Any], read: Freeze) -> ReadOnlyMapping[Any, Any]:
    """A ReadOnlyMapping reading ``live``, its values handed out through ``read``."""
    mapping: ReadOnlyMapping[Any, Any] = _NEW(ReadOnlyMapping)
    _SET_LIVE(mapping, live)
    _SET_READ(mapping, read)
    return mapping


def stand_ins(live: Mapping[Any, Any], read: Freeze) -> StandInMapping[Any, Any]:
    """A StandInMapping reading ``live``, its values' stand-ins made by ``read``."""
    mapping: StandInMapping[Any, Any] = _NEW(StandInMapping)
    _SET_LIVE(mapping, live)
    _SET_READ(mapping, read)
    _SET_SEEN(mapping, {})
    return mapping


WINDOWS: dict[type, type[Window]] = {
    Senator: ReadOnlySenator,
    Unit: ReadOnlyUnit,
    ProvinceState: ReadOnlyProvince,
}
"""Each mutable state class a view hands out and the window class that reads it."""

WRAPS: dict[type, Freeze] = {}
"""State class -> the function wrapping a live object in its window."""

_SET_WINDOW_LIVE = vars(Window)["_live"].__set__


def _wrapper(window: type[Window]) -> Freeze:
    """The function wrapping a live object in a ``window``, built without ``__init__``."""

    new, set_live = _NEW, _SET_WINDOW_LIVE  # read once, not once a wrap

    def wrap(live: object) -> object:
        seen = new(window)
        set_live(seen, live)
        return seen

    return wrap


def _install_readers(live: type, window: type[Window]) -> None:
    """Give ``window`` a reader for each field of the state class ``live``."""
    hints = declared_hints(live)
    for field in fields(live):
        setattr(window, field.name, reader(f"_live.{field.name}", hints[field.name]))


def reader(path: str, hint: object) -> property:
    """A property reading the attribute at the dotted ``path`` in its read-only form; one that
    raises TypeError if this module does not know how to make values of ``hint`` read-only
    (a new kind of state field: teach ``_freezer``)."""
    get = attrgetter(path)
    try:
        freeze = _freezer(hint)
    except TypeError as unknown:
        message = str(unknown)

        def refuse(obj: object) -> object:
            raise TypeError(message)

        return property(refuse)
    return property(get if freeze is None else lambda obj: freeze(get(obj)))


def _freezer(hint: object) -> Freeze | None:
    """How to hand out a value of the type ``hint`` read-only; None if it already is."""
    if hint in (int, float, str, bool, bytes, NoneType) or (
        isinstance(hint, type) and issubclass(hint, Enum)
    ):
        return None
    origin, args = get_origin(hint), get_args(hint)
    if origin is Literal:
        return None
    if origin in (Union, UnionType):
        return _union_freezer(args)
    if origin is list or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        item = _freezer(args[0])
        if item is None:
            return tuple if origin is list else None
        return lambda value: tuple(map(item, value))
    if origin is tuple:
        parts = [_freezer(arg) for arg in args]
        if all(part is None for part in parts):
            return None
        return lambda value: tuple(
            x if part is None else part(x) for part, x in zip(parts, value, strict=True)
        )
    if origin is dict:
        read = _freezer(args[1])
        if read is None:
            return MappingProxyType
        if _is_mutable_dataclass(args[1]):
            return lambda value: stand_ins(value, read)
        return lambda value: read_only_mapping(value, read)
    if origin in (set, frozenset):
        return frozenset
    if isinstance(hint, type) and is_dataclass(hint):
        if not _is_mutable_dataclass(hint):
            return None
        if hint in WRAPS:
            return WRAPS[hint]
        raise TypeError(f"engine/windows.py has no read-only window for {hint.__name__}")
    raise TypeError(f"engine/windows.py has no read-only form for {hint!r}")


def _is_mutable_dataclass(hint: object) -> bool:
    """A dataclass whose objects a view hands out as stand-ins: not frozen, or holding a
    mutable value."""
    if not (isinstance(hint, type) and is_dataclass(hint)):
        return False
    frozen = hint.__dataclass_params__.frozen  # type: ignore[attr-defined]
    return not frozen or any(_freezer(h) is not None for h in declared_hints(hint).values())


def _union_freezer(args: tuple[Any, ...]) -> Freeze | None:
    mutable = [(get_origin(arg) or arg, part) for arg in args if (part := _freezer(arg))]
    if not mutable:
        return None

    def freeze(value: object) -> object:
        for kind, part in mutable:
            if isinstance(value, kind):
                return part(value)
        return value

    return freeze


for _live_class, _window_class in WINDOWS.items():
    WRAPS[_live_class] = _wrapper(_window_class)
for _live_class, _window_class in WINDOWS.items():
    _install_readers(_live_class, _window_class)
