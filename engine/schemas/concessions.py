"""Schema of the 13 Concession cards (rules 1.06.12, 1.07.32, 1.07.321, 1.07.8, 1.09.61; data
file engine/data/concessions.toml).

Every Concession is a red-text Faction card of the Early deck; collecting its income reveals its
corrupt bar (1.07.32). A destroyed Concession goes to the Curia and may be revived (1.07.8).
"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from engine.schemas.common import DataModel, DeckEntry, Era

ConcessionKind = Literal[
    "armaments",
    "ship_building",
    "grain",
    "harbor",
    "mining",
    "land_commissioner",
    "tax_farmer",
]
"""What the Concession represents; several rules address a kind (e.g. grain and Drought)."""

IncomeBasis = Literal["per_turn", "per_legion_raised", "per_fleet_raised"]
"""When `income` is paid: every Revenue Phase (1.06.12), or at once for each Legion / Fleet the
Senate raises (1.09.631). All Concession income is compulsory."""


class ConcessionCard(DataModel):
    """Concession card (1.07.32): income, how it can be destroyed and special conditions."""

    id: str = Field(pattern=r"^con-[a-z0-9]+(-[a-z0-9]+)*$")
    name: str
    aliases: list[str] = Field(default_factory=list)
    """Other spellings met in sources (D2-15), for matching names only."""
    card_no: int = Field(ge=1, le=160)
    era: Era
    kind: ConcessionKind
    income: int = Field(ge=1)
    """Talents paid to the holder per `income_basis` unit."""
    income_basis: IncomeBasis
    drought_bonus: bool = False
    """Grain: with n >= 1 Drought Effects in play the holder may take income x (n + 1) and then
    loses n + 1 Popularity (1.06.12, the Concession cards)."""
    natural_disaster_rolls: list[int] = Field(default_factory=list)
    """1d6 results of the Natural Disaster concession roll that destroy this card (1.07.21)."""
    tax_farmer_roll: int | None = Field(default=None, ge=1, le=6)
    """1d6 result of a Tax Farmer destruction roll that destroys this card (1.07.8 step 2)."""
    tax_farmer_rollers: list[str] = Field(default_factory=list)
    """Cards causing one Tax Farmer roll each at the end of every Forum Phase: a listed War while
    Active, a listed Leader while with such an Active War (1.07.8 step 2, D2-16)."""
    destroyed_by_wars: list[str] = Field(default_factory=list)
    """War ids whose card eliminates this Concession (1.07.321)."""
    requires_land_bill: bool = False
    """Playable or assignable only while a Land Bill is in effect; returns to the Forum when none
    is in effect at the end of a Senate Phase (1.09.61)."""

    @property
    def destructible(self) -> bool:
        """Whether any war, event or roll can destroy the card (the Land Commissioner cannot)."""
        return bool(self.natural_disaster_rolls or self.tax_farmer_roll or self.destroyed_by_wars)

    @model_validator(mode="after")
    def _check_kind_fields(self) -> Self:
        if self.drought_bonus != (self.kind == "grain"):
            raise ValueError("drought_bonus is set exactly on grain Concessions")
        if (self.tax_farmer_roll is not None) != (self.kind == "tax_farmer"):
            raise ValueError("tax_farmer_roll is set exactly on Tax Farmers")
        if bool(self.tax_farmer_rollers) != (self.kind == "tax_farmer"):
            raise ValueError("tax_farmer_rollers is set exactly on Tax Farmers")
        if self.requires_land_bill != (self.kind == "land_commissioner"):
            raise ValueError("requires_land_bill is set exactly on the Land Commissioner")
        if any(not 1 <= roll <= 6 for roll in self.natural_disaster_rolls):
            raise ValueError("natural_disaster_rolls must be 1d6 results")
        return self


class ConcessionsFile(DataModel):
    """Root of concessions.toml: the 13 Concession cards (1.02, 3.02.2 D, 3.03.2 E)."""

    concessions: list[ConcessionCard]

    @model_validator(mode="after")
    def _check_unique(self) -> Self:
        for field in ("id", "card_no"):
            values = [getattr(card, field) for card in self.concessions]
            if len(set(values)) != len(values):
                raise ValueError(f"duplicate Concession {field}")
        disaster = [roll for card in self.concessions for roll in card.natural_disaster_rolls]
        if sorted(disaster) != [1, 2, 3, 4, 5, 6]:
            raise ValueError("natural_disaster_rolls must cover 1-6 exactly once")
        farmers = [card.tax_farmer_roll for card in self.concessions if card.tax_farmer_roll]
        if sorted(farmers) != [1, 2, 3, 4, 5, 6]:
            raise ValueError("tax_farmer_roll must cover 1-6 exactly once")
        return self

    def deck_entries(self) -> list[DeckEntry]:
        """One scenario-card entry per Concession card."""
        return [
            DeckEntry(
                card_no=card.card_no,
                era=card.era,
                category="concession",
                key=card.id,
                name=card.name,
            )
            for card in self.concessions
        ]
