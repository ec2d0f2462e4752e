"""Schema of the enemy Leader cards and Cleopatra VII (rules 1.07.34-1.07.344; leaders.toml).

Leader ability tags (`LeaderAbility`):

- ``stacks_with_series_leader``: may be attached to the same War(s) as the other Leader of his
  series, both Strength bonuses and all D/S numbers applying (Hamilcar and Hannibal, 1.07.342).
- ``needs_war_provinces``: adds his Strength only to Wars whose `needs_provinces` all exist, and
  does not activate such a War before they exist; until then he waits in the Curia with its aging
  rolls (Viriathus, 1.07.341, 1.07.344).
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from engine.schemas.common import DataModel, DeckEntry, Era
from engine.schemas.wars import CombatNumber, WarSeries

LeaderAbility = Literal["stacks_with_series_leader", "needs_war_provinces"]
"""Special Leader-card texts as tags; each is described in the module docstring."""

WarId = Annotated[str, Field(pattern=r"^war-[a-z0-9]+(-[a-z0-9]+)*$")]


class LeaderCard(DataModel):
    """Enemy Leader card (1.07.34): Strength added to matching Wars after multiplication (1.07.342)
    and D/S numbers that Statesmen cannot nullify (1.07.343)."""

    id: str = Field(pattern=r"^ldr-[a-z0-9]+(-[a-z0-9]+)*$")
    name: str
    era: Era
    card_no: int = Field(ge=1, le=160)
    series: WarSeries | None = None
    """The matching series he joins; None when he matches a single War outside any series."""
    matches_wars: list[WarId] = Field(min_length=1)
    """Every War card he joins and strengthens (1.07.341); the whole series when `series` is set."""
    strength: int = Field(ge=1)
    disaster_numbers: list[CombatNumber] = Field(min_length=1)
    standoff_numbers: list[CombatNumber] = Field(min_length=1, max_length=2)
    tax_farmer_roll_with: WarId | None = None
    """While attached to this War, a Tax Farmer roll each Forum Phase end (1.07.321; the War cards
    note T), in addition to the War's own roll."""
    abilities: list[LeaderAbility] = Field(default_factory=list)


class CleopatraRomanOption(DataModel):
    """Cleopatra played for Rome: the Commander against the Alexandrine War gains Military and
    Talents and changes Popularity; the Military bonus lasts while that War is in play."""

    military_bonus: int
    talents: int
    popularity_change: int


class CleopatraEnemyOption(DataModel):
    """Cleopatra played against Rome: a Leader of the Alexandrine War for as long as it is in play
    (1.07.342, 1.07.343)."""

    strength: int = Field(ge=1)
    disaster_numbers: list[CombatNumber] = Field(min_length=1)
    standoff_numbers: list[CombatNumber] = Field(min_length=1, max_length=2)


class CleopatraCard(DataModel):
    """Cleopatra VII: a red-text Faction card (1.07.3) kept in hand, played before an
    Alexandrine War battle is resolved with one of two options (D1-12)."""

    id: str = Field(pattern=r"^ldr-[a-z0-9]+(-[a-z0-9]+)*$")
    name: str
    era: Era
    card_no: int = Field(ge=1, le=160)
    war: WarId
    roman_option: CleopatraRomanOption
    enemy_option: CleopatraEnemyOption


class LeadersFile(DataModel):
    """Root of leaders.toml: the 8 enemy Leaders and Cleopatra VII (1.02, 1.07.34)."""

    leaders: list[LeaderCard]
    cleopatra: CleopatraCard

    @model_validator(mode="after")
    def _check_ids(self) -> Self:
        ids = [leader.id for leader in self.leaders] + [self.cleopatra.id]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate Leader id")
        for leader in self.leaders:
            roll_war = leader.tax_farmer_roll_with
            if roll_war is not None and roll_war not in leader.matches_wars:
                raise ValueError(f"{leader.id}: tax_farmer_roll_with is not one of his Wars")
        return self

    def deck_entries(self) -> list[DeckEntry]:
        """One scenario-card entry per Leader card, plus Cleopatra VII."""
        entries = [
            DeckEntry(
                card_no=leader.card_no,
                era=leader.era,
                category="leader",
                key=leader.id,
                name=leader.name,
            )
            for leader in self.leaders
        ]
        cleo = self.cleopatra
        entries.append(
            DeckEntry(
                card_no=cleo.card_no,
                era=cleo.era,
                category="cleopatra",
                key=cleo.id,
                name=cleo.name,
            )
        )
        return entries
