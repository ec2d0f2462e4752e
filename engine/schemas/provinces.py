"""Schema of the 15 double-sided Province cards (rules 1.02, 1.06.13, 1.06.4, 1.06.51, 1.09.646,
2.02; data file engine/data/provinces.toml).

Province cards are not scenario cards: they enter play only through the Wars and Bequests listed
in `created_by`, or at Middle/Late scenario setup (3.02.4, 3.03.4).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Self

from pydantic import Field, model_validator

from engine.schemas.common import DataModel

ProvinceSideName = Literal["undeveloped", "developed"]
"""Yellow-bordered Undeveloped or green-bordered Developed face of a Province card (1.06.4)."""

OriginKind = Literal["war_victory", "war_attacked", "bequest"]
"""How a Province card reaches the Forum: defeat of every listed War (1.10.4), Rome attacking the
listed War whatever the result, or a Bequest card being resolved (1.07.37)."""


class DiceFormula(DataModel):
    """A printed roll such as ``2d6-4`` or ``-1d6+1``: ``die_sign`` x (sum of ``dice`` d6) +
    ``modifier`` (1.06.13 Provincial Spoils, 1.06.51 State Income)."""

    dice: int = Field(ge=1, le=2)
    die_sign: Literal[1, -1] = 1
    """-1 when the dice are subtracted, as in ``-1d6+1`` ("1 minus one die")."""
    modifier: int = 0

    @property
    def notation(self) -> str:
        """The formula as printed, e.g. ``1d6``, ``2d6-4``, ``-1d6+1``."""
        dice = f"{'-' if self.die_sign < 0 else ''}{self.dice}d6"
        return dice if self.modifier == 0 else f"{dice}{self.modifier:+d}"

    def evaluate(self, rolls: Sequence[int]) -> int:
        """The result for the given die faces, one per die; may be negative."""
        if len(rolls) != self.dice:
            raise ValueError(f"{self.notation} needs {self.dice} dice, got {len(rolls)}")
        return self.die_sign * sum(rolls) + self.modifier


class ProvinceSide(DataModel):
    """The numbers printed on one face of a Province card.

    `land_strength`/`naval_strength` are the Base Province Strength (1.09.646); `local_taxes`,
    `max_armies` and `max_fleets` serve only the Provincial Wars advanced rule (2.02.2, 2.02.3).
    A value not printed on the card is stored as 0 (discrepancy D1-24).
    """

    spoils: DiceFormula
    """Provincial Spoils rolled by the Governor for himself (1.06.13)."""
    state_income: DiceFormula
    """Taxes rolled by the Governor for the State Treasury (1.06.51)."""
    local_taxes: int = Field(ge=0)
    land_strength: int = Field(ge=0)
    naval_strength: int = Field(ge=0)
    max_armies: int = Field(ge=0)
    max_fleets: int = Field(ge=0)


class ProvinceOrigin(DataModel):
    """One way a Province card enters play; `cards` must all be defeated for a war_victory."""

    kind: OriginKind
    cards: list[str] = Field(min_length=1)
    """War ids (``war-...``) or the Bequest's forum-event id (``evt-...``)."""
    side: ProvinceSideName = "undeveloped"
    """Face the card enters on; a Developed entry also flips an existing Undeveloped card without
    the development Influence award (3rd Mithridatic War and Bithynia, D1-27)."""

    @model_validator(mode="after")
    def _check_cards(self) -> Self:
        prefix = "evt-" if self.kind == "bequest" else "war-"
        if not all(card.startswith(prefix) for card in self.cards):
            raise ValueError(f"{self.kind} origins must name {prefix}... cards")
        if self.kind == "bequest" and len(self.cards) != 1:
            raise ValueError("a bequest origin names exactly one card")
        return self


class ProvinceCard(DataModel):
    """Province card (1.02): identity, how it is created, both faces and setup placement."""

    id: str = Field(pattern=r"^prov-[a-z]+(-[a-z]+)*$")
    name: str
    frontier: bool
    """Underscored name: subject to the Barbarian Raids event (1.09.6461)."""
    created_by: list[ProvinceOrigin] = Field(min_length=1)
    attacked_by: list[str]
    """War ids whose Attacks list names this Province (advanced rule 2.02.4)."""
    middle_setup: ProvinceSideName | None = None
    """Face dealt at Middle Republic setup (3.02.4); None = not dealt."""
    late_setup: ProvinceSideName | None = None
    """Face dealt at Late Republic setup (3.03.4); None = not dealt."""
    undeveloped: ProvinceSide
    developed: ProvinceSide

    def side(self, name: ProvinceSideName) -> ProvinceSide:
        """The numbers of the named face."""
        return self.developed if name == "developed" else self.undeveloped


class ProvincesFile(DataModel):
    """Root of provinces.toml: the 15 base-game Province cards (1.02)."""

    provinces: list[ProvinceCard]

    @model_validator(mode="after")
    def _check_unique(self) -> Self:
        ids = [province.id for province in self.provinces]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate Province id")
        return self
