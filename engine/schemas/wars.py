"""Schema of the War cards (rules 1.07.33-1.07.334, 1.10; data file engine/data/wars.toml).

Effect tags (`WarEffect`), each the text of a War card in machine form:

- ``tax_farmer_roll``: while the War is Active, roll 1d6 at the end of every Forum Phase until it
  is defeated; the Tax Farmer Concession with that number is destroyed (1.07.321; the War cards note
  T).
- ``activates_inactive_matching_wars``: when this War enters play, every Inactive War or Revolt
  that belongs to a matching series becomes Active; the card itself matches nothing (Social War,
  1.07.331, 1.07.332).
- ``inactive_until_attacked``: the War becomes Active only when Rome attacks it; no Leader,
  matching War or event activates it (Invasions of Britannia and Germania, 1.07.331).
"""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from engine.schemas.common import DataModel, DeckEntry, Era

WarSeries = Literal[
    "punic",
    "illyrian",
    "gallic",
    "macedonian",
    "cilician_pirates",
    "spanish",
    "slave",
    "mithridatic",
]
"""Matching-War series (1.07.332): Wars of one series multiply each other's Strength."""

WarEffect = Literal[
    "tax_farmer_roll",
    "activates_inactive_matching_wars",
    "inactive_until_attacked",
]
"""Special War-card texts as tags; each is described in the module docstring."""

DrawnAs = Literal["active", "inactive", "conditional"]
"""Status on being drawn (1.07.33, 1.07.331): Armaments icon = active, no icon = inactive,
conditional = Active only once every Province in `needs_provinces` exists (the War cards)."""

ProvinceTrigger = Literal["victory", "series_victory", "attack"]
"""When `creates_provinces` takes effect (1.10.4): a Land Victory over this War, the defeat of
every War of its series, or as soon as Rome attacks it whatever the result."""

CombatNumber = Annotated[int, Field(ge=3, le=18)]
"""A Disaster or Standoff number, checked against the unmodified 3d6 roll (1.10.21, 1.10.31)."""

ProvinceId = Annotated[str, Field(pattern=r"^prov-[a-z]+(-[a-z]+)*$")]
ConcessionId = Annotated[str, Field(pattern=r"^con-[a-z0-9]+(-[a-z0-9]+)*$")]


class ProvinceGrant(DataModel):
    """A Province placed in the Forum because of a War (1.10.4); `developed` puts it in on its
    Developed side, or flips an existing Undeveloped card without any Influence award."""

    province: ProvinceId
    developed: bool = False


class WarCard(DataModel):
    """War card (1.07.33): combat numbers, matching series and printed special effects."""

    id: str = Field(pattern=r"^war-[a-z0-9]+(-[a-z0-9]+)*$")
    name: str
    era: Era
    card_no: int = Field(ge=1, le=160)
    series: WarSeries | None = None
    series_number: int | None = Field(default=None, ge=1)
    """Place in the series ("1st of 3 ..."), 1.07.332."""
    series_size: int | None = Field(default=None, ge=2)
    """How many Wars the whole series has ("... of 3 ...")."""
    series_in_deck: int | None = Field(default=None, ge=1)
    """The bracketed count: Wars of this series in this card's era deck."""
    land_strength: int = Field(ge=0)
    fleet_support: int = Field(ge=0)
    naval_strength: int | None = Field(default=None, ge=1)
    """Enemy Fleet Strength next to the Ship icon; None when the card has no Ship icon."""
    disaster_numbers: list[CombatNumber] = Field(min_length=1)
    standoff_numbers: list[CombatNumber] = Field(min_length=1, max_length=2)
    spoils: int = Field(ge=0)
    """Talents to the Treasury on a Land Victory (1.10.4); 0 = no coin on the card."""
    drawn_as: DrawnAs
    needs_provinces: list[ProvinceId] = Field(default_factory=list)
    always_revolt: bool = False
    """The card never yields Spoils (1.07.333)."""
    revolt_if_province: ProvinceId | None = None
    """Treated as a Revolt if this Province exists when the War is drawn (1.07.333)."""
    drought: bool = False
    """Dying Plant icon: one Drought Effect while the card is in play, even Inactive (1.08.12)."""
    destroys_concessions: list[ConcessionId] = Field(default_factory=list)
    creates_provinces: list[ProvinceGrant] = Field(default_factory=list)
    creates_provinces_on: ProvinceTrigger | None = None
    attacks: list[ProvinceId] = Field(default_factory=list)
    """Provinces the War attacks; used only with Provincial Wars, advanced rule 2.02.4."""
    effects: list[WarEffect] = Field(default_factory=list)

    @model_validator(mode="after")
    def _check_consistency(self) -> Self:
        series_fields = (self.series_number, self.series_size, self.series_in_deck)
        if self.series is None and any(value is not None for value in series_fields):
            raise ValueError("series_number/series_size/series_in_deck need a series")
        if self.series is not None and any(value is None for value in series_fields):
            raise ValueError("a War in a series needs series_number, series_size, series_in_deck")
        if (self.drawn_as == "conditional") != bool(self.needs_provinces):
            raise ValueError("needs_provinces is required exactly when drawn_as is conditional")
        if self.always_revolt != (self.spoils == 0):
            raise ValueError("a War has no Spoils exactly when it is always a Revolt")
        if bool(self.creates_provinces) != (self.creates_provinces_on is not None):
            raise ValueError("creates_provinces and creates_provinces_on go together")
        return self


class WarsFile(DataModel):
    """Root of wars.toml: the 31 War cards of the base game (1.02, 1.07.33)."""

    wars: list[WarCard]

    @model_validator(mode="after")
    def _check_series(self) -> Self:
        ids = [war.id for war in self.wars]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate War id")
        in_series = [war for war in self.wars if war.series is not None]
        size = Counter(war.series for war in in_series)
        per_deck = Counter((war.series, war.era) for war in in_series)
        for war in in_series:
            if war.series_size != size[war.series]:
                raise ValueError(f"{war.id}: series_size does not match the cards of its series")
            if war.series_in_deck != per_deck[(war.series, war.era)]:
                raise ValueError(f"{war.id}: series_in_deck does not match its era deck")
        places = Counter((war.series, war.series_number) for war in in_series)
        if any(count > 1 for count in places.values()):
            raise ValueError("two Wars share one place in a series")
        return self

    def deck_entries(self) -> list[DeckEntry]:
        """One scenario-card entry per War card."""
        return [
            DeckEntry(card_no=war.card_no, era=war.era, category="war", key=war.id, name=war.name)
            for war in self.wars
        ]
