"""What one faction may see (1.04.9, 4.01.1): other Players' hands and Faction Treasuries and
the order of the draw pile are hidden; the Neutrals' cards and treasuries are public.

A view is read-only all the way down, so an agent changes the game only through
``Game.apply``: lists come out as tuples, dicts as read-only mappings, and each state object
(Senator, Unit, ProvinceState) as a window (``ReadOnlySenator``...) that reads the live object
and refuses every write with ``ReadOnlyView`` (the windows: engine/windows.py). mypy knows a
window by its read-only Protocol (engine/readonly.py: ``SenatorView``...), so a write through a
view is a type error too; rules code that only reads takes the Protocol and serves live objects
and windows alike. A window's ``clone()`` (a Senator's) and ``copy.copy`` / ``copy.deepcopy``
give a detached, writable copy.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields
from operator import attrgetter
from typing import TYPE_CHECKING, Any, cast

from engine.catalog import Catalog
from engine.hints import declared_hints
from engine.readonly import ProvinceView, SenatorView, UnitView
from engine.schemas.common import Era
from engine.state import Faction, GameState, MilitaryPlan, Senator, WarStatus
from engine.windows import WRAPS, StandInMapping, reader, refuse_delete, refuse_set, stand_ins

if TYPE_CHECKING:
    from engine.context import Context
    from engine.game import Game

Determinize = Callable[[int, int], "Game"]
"""Makes a determinization of the game for a seat with a new seed: ``(seat, reseed) -> Game``."""


_SENATOR = WRAPS[Senator]


class HiddenInformation(LookupError):
    """A view was asked for something its faction may not see (1.04.9)."""


class FactionView:
    """A faction as another faction sees it: hand and Faction Treasury only if ``visible``."""

    __slots__ = ("_faction", "_view")
    _faction: Faction
    _view: GameView

    def __init__(self, faction: Faction, view: GameView) -> None:
        object.__setattr__(self, "_faction", faction)
        object.__setattr__(self, "_view", view)

    __setattr__ = refuse_set
    __delattr__ = refuse_delete

    @property
    def visible(self) -> bool:
        """Whether the viewing faction may see this one's hand and Faction Treasury (1.04.9),
        asked when it matters."""
        return self._view._may_see(self._faction)

    if TYPE_CHECKING:
        # Public fields read straight from the live faction: set on the class below as
        # ``attrgetter`` properties, which bots read at most decisions without a Python call.

        @property
        def seat(self) -> int:
            """The faction's seat (clockwise order, 1.04.8)."""

        @property
        def role(self) -> str:
            """Player, or the Neutral identity of 4.01.2."""

        @property
        def is_player(self) -> bool:
            """True for a Player's faction."""

        @property
        def leader(self) -> str | None:
            """The Faction Leader's Senator key (public)."""

    else:
        seat = property(attrgetter("_faction.seat"), doc="The faction's seat (1.04.8).")
        role = property(attrgetter("_faction.role"), doc="Player, or the identity of 4.01.2.")
        is_player = property(attrgetter("_faction.is_player"), doc="True for a Player's faction.")
        leader = property(attrgetter("_faction.leader"), doc="The Faction Leader's key (public).")

    @property
    def hand_visible(self) -> bool:
        """Whether the viewing faction may see this one's hand: as ``visible``, or a look the
        rules allow (a Consul for Life's in the Senate Phase, 1.09.823)."""
        return self._view._may_see_hand(self._faction)

    @property
    def hand_size(self) -> int:
        """How many Faction cards it holds (public)."""
        return len(self._faction.hand)

    @property
    def hand(self) -> tuple[int, ...]:
        """Its Faction cards; HiddenInformation for another Player's hand."""
        if not self.hand_visible:
            raise HiddenInformation(f"the hand of seat {self.seat} is hidden (1.04.9)")
        return tuple(self._faction.hand)

    @property
    def treasury(self) -> int:
        """Its Faction Treasury; HiddenInformation for another Player's (1.04.9)."""
        if not self.visible:
            raise HiddenInformation(f"the Faction Treasury of seat {self.seat} is hidden (1.04.9)")
        return self._faction.treasury

    def __repr__(self) -> str:
        shown = f", hand={self.hand}" if self.hand_visible else ""
        shown += f", treasury={self.treasury}" if self.visible else ""
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

_STATE_HINTS = declared_hints(GameState)


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

    __setattr__ = refuse_set
    __delattr__ = refuse_delete

    def __init__(self, context: Context, seat: int, determinize: Determinize | None = None) -> None:
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
            senators = stand_ins(self._ctx.state.senators, _SENATOR)
            _SET_VIEW["_senators"](self, senators)
        return senators

    if TYPE_CHECKING:

        @property
        def catalog(self) -> Catalog:
            """Card and table data."""

    else:
        catalog = property(attrgetter("_ctx.catalog"), doc="Card and table data.")

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

    def role_of(self, seat: int) -> str:
        """The role of the faction in ``seat`` (public): ``factions[seat].role`` read directly,
        as a Neutral bot does at each of its decisions."""
        return self._ctx.state.factions[seat].role

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
        factions = self._ctx.state.factions
        faction = factions[seat]
        if not factions[self.seat].is_player or self._may_see(faction):  # a Neutral sees all
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

    def _may_see_hand(self, faction: Faction) -> bool:
        return self._may_see(faction) or self._ctx.rules.sees_hand(
            self._ctx, self.seat, faction.seat
        )


_SET_VIEW: dict[str, Callable[[GameView, Any], None]] = {
    name: vars(GameView)[name].__set__ for name in GameView.__slots__
}
"""The slots' own setters: a view sets its slots once, past its refusing ``__setattr__``."""


for _name in sorted(PUBLIC_FIELDS - set(vars(GameView))):
    setattr(GameView, _name, reader(f"_ctx.state.{_name}", _STATE_HINTS[_name]))
