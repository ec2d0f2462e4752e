"""A War card's numbers as a player reads them off the table: Land and Fleet Strength now and
as printed, the Fleet Support it needs, its Disaster and Standoff numbers with its Leaders', and
its matching series (1.07.33, 1.07.332, 1.07.342, 1.10.11, 1.10.21, 1.10.31), all from the
engine's own ``war_strength`` and ``war_numbers``."""

from __future__ import annotations

from dataclasses import dataclass

from engine.catalog import Catalog
from engine.combat import active_war_cards, series_multiplier, war_numbers, war_strength
from engine.forum_cards import war_card
from engine.state import GameState


@dataclass(frozen=True, slots=True)
class WarNumbers:
    """A War's numbers: Strength now (``land``, ``fleet``: 0 without a Naval Battle) and as
    printed, Fleet Support, Disaster and Standoff numbers, its series ("Punic War 1 of 3") and
    the matching Wars in play that multiply it (``multiplier``)."""

    land: int
    fleet: int
    support: int
    printed_land: int
    printed_fleet: int
    disaster: tuple[int, ...]
    standoff: tuple[int, ...]
    series: str
    matching: tuple[str, ...]
    multiplier: int
    spoils: int

    def text(self) -> str:
        """The numbers in one line, for a terminal."""
        fleet = f"Fleet {self.fleet}, " if self.fleet else ""
        return f"Land {self.land}, {fleet}{self.card_text()}"

    def card_text(self) -> str:
        """The numbers printed beside the Strength: "Fleet Support 5, Disaster 13, Standoff
        11/14, Punic War 1 of 3"."""
        text = (
            f"Fleet Support {self.support}, Disaster {'/'.join(map(str, self.disaster))}, "
            f"Standoff {'/'.join(map(str, self.standoff))}"
        )
        return f"{text}, {self.series_text()}" if self.series else text

    def series_text(self) -> str:
        """The series and what matches it: "Punic War 1 of 3, x2 with 2nd Punic War"."""
        if not self.matching:
            return self.series
        return f"{self.series}, x{self.multiplier} with {', '.join(self.matching)}"


def war_numbers_of(state: GameState, catalog: Catalog, card_no: int) -> WarNumbers:
    """The numbers of the War card ``card_no`` in play (1.07.33): public, read from the state."""
    card = war_card(catalog, card_no)
    strength = war_strength(state, catalog, card_no)
    numbers = war_numbers(state, catalog, card_no)
    multiplier = series_multiplier(state, catalog, card)
    series = ""
    matching: tuple[str, ...] = ()
    if card.series is not None:
        series = f"{card.series.capitalize()} War {card.series_number} of {card.series_size}"
        if multiplier > 1:
            matching = tuple(
                catalog.card_name(n)
                for n in active_war_cards(state)
                if n != card_no and war_card(catalog, n).series == card.series
            )
    return WarNumbers(
        land=strength.land,
        fleet=strength.naval,
        support=strength.support,
        printed_land=card.land_strength,
        printed_fleet=card.naval_strength or 0,
        disaster=tuple(sorted(numbers.disaster)),
        standoff=tuple(sorted(numbers.standoff)),
        series=series,
        matching=matching,
        multiplier=multiplier,
        spoils=card.spoils,
    )
