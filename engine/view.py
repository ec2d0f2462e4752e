"""What one faction may see (1.04.9, 4.01.1): other Players' hands and Faction Treasuries and
the order of the draw pile are hidden; the Neutrals' cards and treasuries are public.

A view is read-only all the way down, so an agent changes the game only through
``Game.apply``: lists come out as tuples, dicts as read-only mappings, and each state object
(Senator, Unit, ProvinceState) as a window (``ReadOnlySenator``...) that reads the live object
and refuses every write with ``ReadOnlyView``. mypy knows a window by its read-only Protocol
(engine/readonly.py: ``SenatorView``...), so a write through a view is a type error too; rules
code that only reads takes the Protocol and serves live objects and windows alike. A window's
``clone()`` (a Senator's) and ``copy.copy`` / ``copy.deepcopy`` give a detached, writable copy.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, ItemsView, Iterator, Mapping, ValuesView
from dataclasses import fields, is_dataclass
from enum import Enum
from operator import attrgetter
from types import MappingProxyType, NoneType, UnionType
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    Union,
    cast,
    get_args,
    get_origin,
    get_type_hints,
)

from engine.catalog import Catalog
from engine.readonly import ProvinceView, SenatorView, UnitView
from engine.schemas.common import Era
from engine.state import Faction, GameState, MilitaryPlan, ProvinceState, Senator, Unit, WarStatus

if TYPE_CHECKING:
    from engine.context import Context
    from engine.game import Game

Determinize = Callable[[int, int], "Game"]
"""Makes a determinization of the game for a seat with a new seed: ``(seat, reseed) -> Game``."""

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")

Freeze = Callable[[Any], Any]
"""Turns a live value into its read-only form."""


class HiddenInformation(LookupError):
    """A view was asked for something its faction may not see (1.04.9)."""


class ReadOnlyView(AttributeError):
    """An agent tried to change the game through its view: only ``Game.apply`` changes the
    game (1.04.9)."""


def _refuse_set(self: object, name: str, value: object) -> None:
    raise ReadOnlyView(
        f"{type(self).__name__} is read-only: cannot set {name!r}; "
        "change the game only through Game.apply (1.04.9)"
    )


def _refuse_delete(self: object, name: str) -> None:
    raise ReadOnlyView(
        f"{type(self).__name__} is read-only: cannot delete {name!r}; "
        "change the game only through Game.apply (1.04.9)"
    )


class ReadOnlyMapping(Mapping[K, V]):
    """A live dict seen through a view: its values come out read-only; no item can be set."""

    __slots__ = ("_live", "_read")
    _live: Mapping[K, Any]
    _read: Freeze

    def __init__(self, live: Mapping[K, Any], read: Freeze) -> None:
        object.__setattr__(self, "_live", live)
        object.__setattr__(self, "_read", read)

    def __getitem__(self, key: K) -> V:
        return cast(V, self._read(self._live[key]))

    def _value(self, live: Any) -> V:
        """The read-only form of one live value."""
        return cast(V, self._read(live))

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

    __setattr__ = _refuse_set
    __delattr__ = _refuse_delete


class StandInMapping(ReadOnlyMapping[K, V]):
    """A ReadOnlyMapping whose values are stand-ins (live windows, so they may be kept): each
    live object gets one stand-in for the life of the mapping, so repeated reads are cheap."""

    __slots__ = ("_seen",)
    _seen: dict[int, V]

    def __init__(self, live: Mapping[K, Any], read: Freeze) -> None:
        super().__init__(live, read)
        object.__setattr__(self, "_seen", {})

    def __getitem__(self, key: K) -> V:
        live = self._live[key]
        stand_in = self._seen.get(id(live))  # cached stand-ins keep their objects (and ids) alive
        if stand_in is None:
            stand_in = self._seen[id(live)] = self._read(live)
        return stand_in

    def _value(self, live: Any) -> V:
        stand_in = self._seen.get(id(live))
        if stand_in is None:
            stand_in = self._seen[id(live)] = self._read(live)
        return stand_in


class _Values(ValuesView[V]):
    __slots__ = ("_of",)

    def __init__(self, of: ReadOnlyMapping[Any, V]) -> None:
        super().__init__(of)
        self._of = of

    def __iter__(self) -> Iterator[V]:
        return map(self._of._value, self._of._live.values())


class _Items(ItemsView[K, V]):
    __slots__ = ("_of",)

    def __init__(self, of: ReadOnlyMapping[K, V]) -> None:
        super().__init__(of)
        self._of = of

    def __iter__(self) -> Iterator[tuple[K, V]]:
        live = self._of._live
        return zip(live.keys(), map(self._of._value, live.values()), strict=True)


_NEW = object.__new__
_SET_LIVE = vars(ReadOnlyMapping)["_live"].__set__
_SET_READ = vars(ReadOnlyMapping)["_read"].__set__
_SET_SEEN = vars(StandInMapping)["_seen"].__set__


def _mapping(live: Mapping[Any, Any], read: Freeze) -> ReadOnlyMapping[Any, Any]:
    """ReadOnlyMapping(live, read), built without the cost of ``__init__``."""
    mapping = _NEW(ReadOnlyMapping)
    _SET_LIVE(mapping, live)
    _SET_READ(mapping, read)
    return mapping


def _stand_ins(live: Mapping[Any, Any], read: Freeze) -> StandInMapping[Any, Any]:
    """StandInMapping(live, read), built without the cost of ``__init__``."""
    mapping = _NEW(StandInMapping)
    _SET_LIVE(mapping, live)
    _SET_READ(mapping, read)
    _SET_SEEN(mapping, {})
    return mapping


class _Window:
    """A live state object seen through a view: its fields are properties that read the live
    object, frozen as their types say (installed by ``_install_readers``); every write is
    refused. ``copy.copy`` / ``copy.deepcopy`` give a detached, writable copy of the live one."""

    __slots__ = ("_live",)
    _live: Any

    __setattr__ = _refuse_set
    __delattr__ = _refuse_delete
    __hash__ = None  # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        return bool(self._live == getattr(other, "_live", other))

    def __copy__(self) -> Any:
        return copy.deepcopy(self._live)

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return copy.deepcopy(self._live, memo)

    def __repr__(self) -> str:
        return f"ReadOnly{self._live!r}"


class ReadOnlySenator(_Window, SenatorView):
    """A Senator seen through a GameView: reads the live one, refuses writes."""

    __slots__ = ()

    def clone(self) -> Senator:
        """A detached, writable copy of the live Senator."""
        live: Senator = self._live
        return live.clone()


class ReadOnlyUnit(_Window, UnitView):
    """A Legion or Fleet seen through a GameView: reads the live one, refuses writes."""

    __slots__ = ()


class ReadOnlyProvince(_Window, ProvinceView):
    """A Province seen through a GameView: reads the live one, refuses writes."""

    __slots__ = ()


WINDOWS: dict[type, type[_Window]] = {
    Senator: ReadOnlySenator,
    Unit: ReadOnlyUnit,
    ProvinceState: ReadOnlyProvince,
}
"""Each mutable state class a view hands out and the window class that reads it."""

_WRAPS: dict[type, Freeze] = {}
"""State class -> the function wrapping a live object in its window."""

_SET_WINDOW_LIVE = vars(_Window)["_live"].__set__


def _wrapper(window: type[_Window]) -> Freeze:
    """The function wrapping a live object in a ``window``, built without ``__init__``."""

    new, set_live = _NEW, _SET_WINDOW_LIVE  # read once, not once a wrap

    def wrap(live: object) -> object:
        seen = new(window)
        set_live(seen, live)
        return seen

    return wrap


def _install_readers(live: type, window: type[_Window]) -> None:
    """Give ``window`` a reader for each field of the state class ``live``."""
    hints = get_type_hints(live)
    for field in fields(live):
        setattr(window, field.name, _reader(f"_live.{field.name}", hints[field.name]))


def _reader(path: str, hint: object) -> property:
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
            return lambda value: _stand_ins(value, read)
        return lambda value: _mapping(value, read)
    if origin in (set, frozenset):
        return frozenset
    if isinstance(hint, type) and is_dataclass(hint):
        if not _is_mutable_dataclass(hint):
            return None
        if hint in _WRAPS:
            return _WRAPS[hint]
        raise TypeError(f"engine/view.py has no read-only window for {hint.__name__}")
    raise TypeError(f"engine/view.py has no read-only form for {hint!r}")


def _is_mutable_dataclass(hint: object) -> bool:
    """A dataclass whose objects a view hands out as stand-ins: not frozen, or holding a
    mutable value."""
    if not (isinstance(hint, type) and is_dataclass(hint)):
        return False
    frozen = hint.__dataclass_params__.frozen  # type: ignore[attr-defined]
    return not frozen or any(_freezer(h) is not None for h in get_type_hints(hint).values())


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
    _WRAPS[_live_class] = _wrapper(_window_class)
for _live_class, _window_class in WINDOWS.items():
    _install_readers(_live_class, _window_class)
_SENATOR = _WRAPS[Senator]


class FactionView:
    """A faction as another faction sees it: hand and Faction Treasury only if ``visible``."""

    __slots__ = ("_faction", "_view")
    _faction: Faction
    _view: GameView

    def __init__(self, faction: Faction, view: GameView) -> None:
        object.__setattr__(self, "_faction", faction)
        object.__setattr__(self, "_view", view)

    __setattr__ = _refuse_set
    __delattr__ = _refuse_delete

    @property
    def visible(self) -> bool:
        """Whether the viewing faction may see this one's hand and Faction Treasury (1.04.9),
        asked when it matters."""
        return self._view._may_see(self._faction)

    @property
    def seat(self) -> int:
        """The faction's seat (clockwise order, 1.04.8)."""
        return self._faction.seat

    @property
    def role(self) -> str:
        """Player, or the Neutral identity of 4.01.2."""
        return self._faction.role

    @property
    def is_player(self) -> bool:
        """True for a Player's faction."""
        return self._faction.is_player

    @property
    def leader(self) -> str | None:
        """The Faction Leader's Senator key (public)."""
        return self._faction.leader

    @property
    def hand_size(self) -> int:
        """How many Faction cards it holds (public)."""
        return len(self._faction.hand)

    @property
    def hand(self) -> tuple[int, ...]:
        """Its Faction cards; HiddenInformation for another Player's hand."""
        if not self.visible:
            raise HiddenInformation(f"the hand of seat {self.seat} is hidden (1.04.9)")
        return tuple(self._faction.hand)

    @property
    def treasury(self) -> int:
        """Its Faction Treasury; HiddenInformation for another Player's (1.04.9)."""
        if not self.visible:
            raise HiddenInformation(f"the Faction Treasury of seat {self.seat} is hidden (1.04.9)")
        return self._faction.treasury

    def __repr__(self) -> str:
        shown = f", hand={self.hand}, treasury={self.treasury}" if self.visible else ""
        return (
            f"FactionView(seat={self.seat}, role={self.role!r}, leader={self.leader!r}, "
            f"hand_size={self.hand_size}{shown})"
        )


HIDDEN_FIELDS = frozenset({"factions", "deck", "waiting_decks", "bank_flow"})
"""State fields a view does not hand out whole: hands and Faction Treasuries (through
``factions``), the order of the draw pile and of the decks waiting to follow it (1.04.9,
3.04.1), and the Bank's running account (``bank_flow``): with every public purse it would give
away the other Players' Faction Treasuries."""

PUBLIC_FIELDS = frozenset(f.name for f in fields(GameState)) - HIDDEN_FIELDS
"""State fields any faction may read (1.04.9): all but hands, Faction Treasuries, deck order."""

_STATE_HINTS = get_type_hints(GameState)


class GameView:
    """A read-only window on the game for the faction in ``seat``.

    Public state fields (``PUBLIC_FIELDS``) read through read-only; factions come guarded.
    Nothing reached from a view can be changed: writes raise ``ReadOnlyView`` (or TypeError
    for items of a tuple or mapping).
    """

    __slots__ = ("_ctx", "_determinize", "_factions", "_senators", "seat")
    _ctx: Context
    _determinize: Determinize | None
    _factions: tuple[FactionView, ...] | None
    _senators: StandInMapping[str, SenatorView] | None
    seat: int

    if TYPE_CHECKING:
        # The public state fields (PUBLIC_FIELDS) as their read-only forms: lists as tuples,
        # dicts as Mappings; set on the class below by ``_reader``.

        @property
        def scenario(self) -> str: ...

        @property
        def turn(self) -> int: ...

        @property
        def phase(self) -> str: ...

        @property
        def state_treasury(self) -> int: ...

        @property
        def unrest(self) -> int: ...

        @property
        def discard(self) -> tuple[int, ...]: ...

        @property
        def removed(self) -> tuple[int, ...]: ...

        @property
        def forum_concessions(self) -> tuple[int, ...]: ...

        @property
        def curia_concessions(self) -> tuple[int, ...]: ...

        @property
        def wars(self) -> Mapping[int, WarStatus]: ...

        @property
        def leaders(self) -> Mapping[int, int | None]: ...

        @property
        def laws(self) -> tuple[int, ...]: ...

        @property
        def land_bills(self) -> tuple[int, ...]: ...

        @property
        def events(self) -> Mapping[str, int]: ...

        @property
        def refuge(self) -> Mapping[int, tuple[int, ...]]: ...

        @property
        def provinces(self) -> Mapping[str, ProvinceView]: ...

        @property
        def legions(self) -> tuple[UnitView, ...]: ...

        @property
        def fleets(self) -> tuple[UnitView, ...]: ...

        @property
        def mortality_cup(self) -> tuple[int | str, ...]: ...

        @property
        def curia(self) -> tuple[str, ...]: ...

        @property
        def contributed(self) -> tuple[str, ...]: ...

        @property
        def era_ends_drawn(self) -> bool: ...

        @property
        def forum_events(self) -> tuple[int, ...]: ...

        @property
        def dominance(self) -> Mapping[int, int]: ...

        @property
        def coalition(self) -> tuple[int, ...]: ...

        @property
        def expeditions(self) -> Mapping[int, str]: ...

        @property
        def awaiting_curia(self) -> tuple[int, ...]: ...

        @property
        def unopposed_checked(self) -> Mapping[int, int]: ...

        @property
        def dispatched(self) -> tuple[str, ...]: ...

        @property
        def naval_victories(self) -> tuple[int, ...]: ...

        @property
        def revolts(self) -> tuple[int, ...]: ...

        @property
        def victors(self) -> tuple[str, ...]: ...

        @property
        def primary_rebel(self) -> str | None: ...

        @property
        def rebel_master_of_horse(self) -> str | None: ...

        @property
        def open_bodyguards(self) -> Mapping[str, int]: ...

        @property
        def assassinations(self) -> tuple[tuple[int, int], ...]: ...

        @property
        def rhodian_turn(self) -> int: ...

        @property
        def consul_for_life_appointed(self) -> str | None: ...

        @property
        def military_plan(self) -> MilitaryPlan | None: ...

        @property
        def periods_entered(self) -> tuple[Era, ...]: ...

        @property
        def knight_bonus(self) -> Mapping[int, int]: ...

        @property
        def proscriber(self) -> int | None: ...

        @property
        def halved_wars(self) -> tuple[int, ...]: ...

        @property
        def recalled_after_senate(self) -> tuple[str, ...]: ...

        @property
        def cleopatra(self) -> str | None: ...

        @property
        def barren_provinces(self) -> tuple[str, ...]: ...

    else:

        def __getattr__(self, name: str) -> Any:
            raise AttributeError(f"GameView has no public field {name!r}")

    __setattr__ = _refuse_set
    __delattr__ = _refuse_delete

    def __init__(
        self, context: Context, seat: int, determinize: Determinize | None = None
    ) -> None:
        _SET_VIEW["_ctx"](self, context)
        _SET_VIEW["seat"](self, seat)
        _SET_VIEW["_determinize"](self, determinize)
        _SET_VIEW["_factions"](self, None)
        _SET_VIEW["_senators"](self, None)

    @property
    def senators(self) -> Mapping[str, SenatorView]:
        """Every Senator in play (public, 1.04.9), read-only."""
        senators = self._senators
        if senators is None or senators._live is not self._ctx.state.senators:
            senators = _stand_ins(self._ctx.state.senators, _SENATOR)
            _SET_VIEW["_senators"](self, senators)
        return senators

    @property
    def catalog(self) -> Catalog:
        """Card and table data."""
        return self._ctx.catalog

    @property
    def players(self) -> int:
        """How many Players the game has (1 or 2)."""
        return self._ctx.options.players

    @property
    def factions(self) -> tuple[FactionView, ...]:
        """Every faction, with hidden parts guarded."""
        factions = self._factions
        if factions is None or len(factions) != len(self._ctx.state.factions):  # set-up adds them
            factions = tuple([FactionView(f, self) for f in self._ctx.state.factions])
            _SET_VIEW["_factions"](self, factions)
        return factions

    @property
    def me(self) -> FactionView:
        """The viewing faction."""
        return self.factions[self.seat]

    @property
    def deck_size(self) -> int:
        """Cards left in the draw pile (its order is hidden)."""
        return len(self._ctx.state.deck)

    def senators_of(self, seat: int) -> list[SenatorView]:
        """The Senators aligned with a faction (public), read-only."""
        senators = cast(StandInMapping[str, SenatorView], self.senators)
        return [senators._value(s) for s in senators._live.values() if s.faction == seat]

    def counter_bribe_funds(self, seat: int) -> int:
        """A faction's Treasury, which a Neutral counts as available for Counter-Bribes when it
        chooses a Persuasion target (4.04.2); HiddenInformation for a Player
        asking about another Player."""
        faction = self._ctx.state.factions[seat]
        if self._may_see(faction) or not self._ctx.state.factions[self.seat].is_player:
            return faction.treasury
        raise HiddenInformation(f"the Faction Treasury of seat {seat} is hidden (1.04.9)")

    def determinized(self, reseed: int) -> Game:
        """A forward model for this seat: an independent game at this point in which what the
        seat cannot see (the deck order, the other Player's hand in two-player, all future
        chance) is re-dealt at random from ``reseed``, consistently with what it has seen
        (``Game.fork(seat=..., reseed=...)``, engine/determinize.py). Two games this seat sees
        alike give the same determinization for the same ``reseed``. Only while this seat is
        to answer, and only for a view a Game made (``Game.view``)."""
        if self._determinize is None:
            raise HiddenInformation("this view was not made by a Game: it cannot fork one")
        return self._determinize(self.seat, reseed)

    def _may_see(self, faction: Faction) -> bool:
        return faction.seat == self.seat or self._ctx.rules.shows_hand(self._ctx, faction.seat)


_SET_VIEW: dict[str, Callable[[GameView, Any], None]] = {
    name: vars(GameView)[name].__set__ for name in GameView.__slots__
}
"""The slots' own setters: a view sets its slots once, past its refusing ``__setattr__``."""


for _name in sorted(PUBLIC_FIELDS - set(vars(GameView))):
    setattr(GameView, _name, _reader(f"_ctx.state.{_name}", _STATE_HINTS[_name]))
