"""Scenario set-up recipes as data (3.01-3.05): which cards, how many, where."""

from __future__ import annotations

from pydantic import Field, model_validator

from engine.schemas.common import DataModel, Era


class EraEndsPart(DataModel):
    """Random cards to be shuffled with Era Ends (3.01.4 E): from one era's deck, or with no
    era from the draw pile whatever their deck (3.05.1)."""

    era: Era | None = None
    count: int = Field(ge=0)


class ProvinceDeal(DataModel):
    """One round of Province cards dealt at start, one per faction, the rest to the Forum."""

    provinces: tuple[str, ...]
    developed: bool


class PeriodStart(DataModel):
    """The period (Random Events column, Legion Loyalty numbers) advances at the start of a
    turn (3.05.1)."""

    turn: int = Field(ge=2)
    era: Era


class ScenarioSetup(DataModel):
    """How one scenario is set up (3.01-3.05). ``deck_era`` is the first deck and the period
    the game starts in."""

    name: str
    rule: str
    setup_rule: str
    """The basic set-up followed, cited by its steps (3.01, 3.02 or 3.03)."""
    era_ends_rule: str
    legions_rule: str
    deck_era: Era
    mixed_in_eras: tuple[Era, ...] = ()
    """Whole decks shuffled into the first one, deck borders ignored (3.05.1)."""
    later_decks: tuple[Era, ...] = ()
    """Decks placed in play in turn when the draw pile runs out (3.04.1); Era Ends goes into
    the last."""
    period_starts: tuple[PeriodStart, ...] = ()
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
    provinces_rule: str = ""

    @model_validator(mode="after")
    def _extra_cards_need_a_source(self) -> ScenarioSetup:
        if self.extra_faction_cards and not self.extra_faction_card_eras:
            raise ValueError("extra_faction_cards needs extra_faction_card_eras")
        return self

    @model_validator(mode="after")
    def _one_kind_of_period_change(self) -> ScenarioSetup:
        if self.later_decks and self.period_starts:
            raise ValueError("the period changes by later decks (3.04) or by turn (3.05), not both")
        if self.province_deals and not self.provinces_rule:
            raise ValueError("province_deals needs provinces_rule")
        return self

    @property
    def eras_in_play(self) -> tuple[Era, ...]:
        """Every deck used whole: the first, those mixed in and those placed later."""
        return (self.deck_era, *self.mixed_in_eras, *self.later_decks)


class ScenariosFile(DataModel):
    """Every scenario by its --scenario name."""

    scenarios: dict[str, ScenarioSetup]
