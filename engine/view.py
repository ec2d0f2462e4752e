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
from types import MappingProxyType
from typing import TYPE_CHECKING, cast

from mypy_extensions import mypyc_attr

from engine.catalog import Catalog
from engine.readonly import ProvinceView, SenatorView, UnitView
from engine.schemas.common import Era
from engine.state import (
    Faction,
    GameState,
    MilitaryPlan,
    ProvinceState,
    Senator,
    Unit,
    WarStatus,
)
from engine.window_classes import refuse_delete, refuse_set
from engine.windows import WRAPS, StandInMapping, read_only_mapping, stand_ins

if TYPE_CHECKING:
    from engine.context import Context
    from engine.game import Game

Determinize = Callable[[int, int], "Game"]
"""Makes a determinization of the game for a seat with a new seed: ``(seat, reseed) -> Game``."""


_SENATOR, _UNIT, _PROVINCE = WRAPS[Senator], WRAPS[Unit], WRAPS[ProvinceState]


@mypyc_attr(native_class=False)
class HiddenInformation(LookupError):
    """A view was asked for something its faction may not see (1.04.9). A plain Python class in
    the compiled build (README "Speed"), whose compiler makes no native subclass of
    LookupError."""


class FactionView:
    """A faction as another faction sees it: hand and Faction Treasury only if ``visible``."""

    __slots__ = ("_faction", "_view")
    _faction: Faction
    _view: GameView

    def __init__(self, faction: Faction, view: GameView) -> None:
        object.__setattr__(self, "_faction", faction)
        object.__setattr__(self, "_view", view)

    def __setattr__(self, name: str, value: object) -> None:
        refuse_set(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

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

    def __setattr__(self, name: str, value: object) -> None:
        refuse_set(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

    def __init__(self, context: Context, seat: int, determinize: Determinize | None = None) -> None:
        object.__setattr__(self, "_ctx", context)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "_determinize", determinize)
        object.__setattr__(self, "_factions", None)
        object.__setattr__(self, "_senators", None)

    # The public state fields (PUBLIC_FIELDS), each in the read-only form ``reader`` gives it
    # (engine/windows.py; tests/test_view_types.py): lists as tuples, dicts as read-only
    # mappings, state objects as windows.

    @property
    def scenario(self) -> str:
        return self._ctx.state.scenario

    @property
    def turn(self) -> int:
        return self._ctx.state.turn

    @property
    def phase(self) -> str:
        return self._ctx.state.phase

    @property
    def state_treasury(self) -> int:
        return self._ctx.state.state_treasury

    @property
    def unrest(self) -> int:
        return self._ctx.state.unrest

    @property
    def discard(self) -> tuple[int, ...]:
        return tuple(self._ctx.state.discard)

    @property
    def removed(self) -> tuple[int, ...]:
        return tuple(self._ctx.state.removed)

    @property
    def forum_concessions(self) -> tuple[int, ...]:
        return tuple(self._ctx.state.forum_concessions)

    @property
    def curia_concessions(self) -> tuple[int, ...]:
        return tuple(self._ctx.state.curia_concessions)

    @property
    def wars(self) -> Mapping[int, WarStatus]:
        return MappingProxyType(self._ctx.state.wars)

    @property
    def leaders(self) -> Mapping[int, int | None]:
        return MappingProxyType(self._ctx.state.leaders)

    @property
    def laws(self) -> tuple[int, ...]:
        return tuple(self._ctx.state.laws)

    @property
    def land_bills(self) -> tuple[int, ...]:
        return tuple(self._ctx.state.land_bills)

    @property
    def events(self) -> Mapping[str, int]:
        return MappingProxyType(self._ctx.state.events)

    @property
    def refuge(self) -> Mapping[int, tuple[int, ...]]:
        return read_only_mapping(self._ctx.state.refuge, tuple)

    @property
    def provinces(self) -> Mapping[str, ProvinceView]:
        return stand_ins(self._ctx.state.provinces, _PROVINCE)

    @property
    def legions(self) -> tuple[UnitView, ...]:
        return tuple(map(_UNIT, self._ctx.state.legions))

    @property
    def fleets(self) -> tuple[UnitView, ...]:
        return tuple(map(_UNIT, self._ctx.state.fleets))

    @property
    def mortality_cup(self) -> tuple[int | str, ...]:
        return tuple(self._ctx.state.mortality_cup)

    @property
    def curia(self) -> tuple[str, ...]:
        return tuple(self._ctx.state.curia)

    @property
    def contributed(self) -> tuple[str, ...]:
        return tuple(self._ctx.state.contributed)

    @property
    def era_ends_drawn(self) -> bool:
        return self._ctx.state.era_ends_drawn

    @property
    def forum_events(self) -> tuple[int, ...]:
        return tuple(self._ctx.state.forum_events)

    @property
    def dominance(self) -> Mapping[int, int]:
        return MappingProxyType(self._ctx.state.dominance)

    @property
    def coalition(self) -> tuple[int, ...]:
        return tuple(self._ctx.state.coalition)

    @property
    def expeditions(self) -> Mapping[int, str]:
        return MappingProxyType(self._ctx.state.expeditions)

    @property
    def awaiting_curia(self) -> tuple[int, ...]:
        return self._ctx.state.awaiting_curia

    @property
    def unopposed_checked(self) -> Mapping[int, int]:
        return MappingProxyType(self._ctx.state.unopposed_checked)

    @property
    def dispatched(self) -> tuple[str, ...]:
        return tuple(self._ctx.state.dispatched)

    @property
    def naval_victories(self) -> tuple[int, ...]:
        return tuple(self._ctx.state.naval_victories)

    @property
    def revolts(self) -> tuple[int, ...]:
        return tuple(self._ctx.state.revolts)

    @property
    def victors(self) -> tuple[str, ...]:
        return tuple(self._ctx.state.victors)

    @property
    def primary_rebel(self) -> str | None:
        return self._ctx.state.primary_rebel

    @property
    def rebel_master_of_horse(self) -> str | None:
        return self._ctx.state.rebel_master_of_horse

    @property
    def open_bodyguards(self) -> Mapping[str, int]:
        return MappingProxyType(self._ctx.state.open_bodyguards)

    @property
    def assassinations(self) -> tuple[tuple[int, int], ...]:
        return tuple(self._ctx.state.assassinations)

    @property
    def rhodian_turn(self) -> int:
        return self._ctx.state.rhodian_turn

    @property
    def consul_for_life_appointed(self) -> str | None:
        return self._ctx.state.consul_for_life_appointed

    @property
    def military_plan(self) -> MilitaryPlan | None:
        return self._ctx.state.military_plan

    @property
    def periods_entered(self) -> tuple[Era, ...]:
        return self._ctx.state.periods_entered

    @property
    def knight_bonus(self) -> Mapping[int, int]:
        return MappingProxyType(self._ctx.state.knight_bonus)

    @property
    def proscriber(self) -> int | None:
        return self._ctx.state.proscriber

    @property
    def halved_wars(self) -> tuple[int, ...]:
        return tuple(self._ctx.state.halved_wars)

    @property
    def recalled_after_senate(self) -> tuple[str, ...]:
        return tuple(self._ctx.state.recalled_after_senate)

    @property
    def cleopatra(self) -> str | None:
        return self._ctx.state.cleopatra

    @property
    def barren_provinces(self) -> tuple[str, ...]:
        return tuple(self._ctx.state.barren_provinces)


    @property
    def senators(self) -> Mapping[str, SenatorView]:
        """Every Senator in play (public, 1.04.9), read-only."""
        senators = self._senators
        if senators is None or senators._live is not self._ctx.state.senators:
            senators = stand_ins(self._ctx.state.senators, _SENATOR)
            object.__setattr__(self, "_senators", senators)
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
            object.__setattr__(self, "_factions", factions)
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

