"""Scenario set-up recipes as data (3.01-3.05): which cards, how many, where."""

from __future__ import annotations

from pydantic import Field, model_validator

from engine.schemas.common import DataModel, Era


class EraEndsPart(DataModel):
    """Random cards taken from one era's deck to be shuffled with Era Ends (3.01.4 E)."""

    era: Era
    count: int = Field(ge=0)


class ProvinceDeal(DataModel):
    """One round of Province cards dealt at start, one per faction, the rest to the Forum."""

    provinces: tuple[str, ...]
    developed: bool


class ScenarioSetup(DataModel):
    """How one basic scenario is set up (3.01, 3.02, 3.03)."""

    name: str
    rule: str
    deck_era: Era
    random_events_era: Era
    family_eras: tuple[Era, ...]
    families_per_faction: int = Field(ge=1)
    extra_statesmen: tuple[str, ...] = ()
    forum_inactive_wars: tuple[str, ...] = ()
    add_concessions: bool = False
    extra_faction_cards: int = Field(default=0, ge=0)
    extra_faction_card_eras: tuple[Era, ...] = ()
    laws_in_force_eras: tuple[Era, ...] = ()
    laws_removed: tuple[str, ...] = ()
    era_ends_parts: tuple[EraEndsPart, ...]
    legions: int = Field(ge=0, le=25)
    province_deals: tuple[ProvinceDeal, ...] = ()

    @model_validator(mode="after")
    def _extra_cards_need_a_source(self) -> ScenarioSetup:
        if self.extra_faction_cards and not self.extra_faction_card_eras:
            raise ValueError("extra_faction_cards needs extra_faction_card_eras")
        return self


class ScenariosFile(DataModel):
    """Every basic scenario by key ("early", "middle", "late")."""

    scenarios: dict[str, ScenarioSetup]
