"""What one faction may see (1.04.9, 4.01.1): other Players' hands and Faction Treasuries and
the order of the draw pile are hidden; the Neutrals' cards and treasuries are public."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from engine.catalog import Catalog
from engine.state import Faction, GameState, Senator

if TYPE_CHECKING:
    from engine.context import Context
    from guidelines.loader import GuidelineSet


def read_only(value: object) -> object:
    """A list as a tuple and a dict as a read-only mapping; other values as they are."""
    if isinstance(value, list):
        return tuple(value)
    if isinstance(value, dict):
        return MappingProxyType(value)
    return value


class HiddenInformation(LookupError):
    """A view was asked for something its faction may not see (1.04.9)."""


@dataclass(frozen=True, slots=True)
class FactionView:
    """A faction as another faction sees it."""

    _faction: Faction
    visible: bool

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


HIDDEN_FIELDS = frozenset({"factions", "deck"})
"""State fields a view does not hand out whole: hands and Faction Treasuries (through
``factions``) and the order of the draw pile (1.04.9)."""

PUBLIC_FIELDS = frozenset(f.name for f in fields(GameState)) - HIDDEN_FIELDS
"""State fields any faction may read (1.04.9): all but hands, Faction Treasuries, deck order."""


class GameView:
    """A read-only window on the game for the faction in ``seat``.

    Public state fields (``PUBLIC_FIELDS``) read straight through; factions come guarded.
    """

    __slots__ = ("_ctx", "seat")

    def __getattr__(self, name: str) -> Any:
        if name in PUBLIC_FIELDS:
            return read_only(getattr(self._ctx.state, name))
        raise AttributeError(f"GameView has no public field {name!r}")

    def __init__(self, context: Context, seat: int) -> None:
        self._ctx = context
        self.seat = seat

    @property
    def senators(self) -> Mapping[str, Senator]:
        """Every Senator in play (public, 1.04.9)."""
        return MappingProxyType(self._ctx.state.senators)

    @property
    def catalog(self) -> Catalog:
        """Card and table data."""
        return self._ctx.catalog

    @property
    def guidelines(self) -> GuidelineSet:
        """The Neutral Guidelines in force in this game (public, 4.02.1)."""
        return self._ctx.guidelines

    @property
    def players(self) -> int:
        """How many Players the game has (1 or 2)."""
        return self._ctx.options.players

    @property
    def factions(self) -> list[FactionView]:
        """Every faction, with hidden parts guarded."""
        return [FactionView(f, self._may_see(f)) for f in self._ctx.state.factions]

    @property
    def me(self) -> FactionView:
        """The viewing faction."""
        return self.factions[self.seat]

    @property
    def deck_size(self) -> int:
        """Cards left in the draw pile (its order is hidden)."""
        return len(self._ctx.state.deck)

    def senators_of(self, seat: int) -> list[Senator]:
        """The Senators aligned with a faction (public)."""
        return self._ctx.state.faction_senators(seat)

    def counter_bribe_funds(self, seat: int) -> int:
        """A faction's Treasury, which a Neutral counts as available for Counter-Bribes when it
        chooses a Persuasion target (4.04.2; spec C, Visibility); HiddenInformation for a Player
        asking about another Player."""
        faction = self._ctx.state.factions[seat]
        if self._may_see(faction) or not self._ctx.state.factions[self.seat].is_player:
            return faction.treasury
        raise HiddenInformation(f"the Faction Treasury of seat {seat} is hidden (1.04.9)")

    def _may_see(self, faction: Faction) -> bool:
        return faction.seat == self.seat or not faction.is_player
