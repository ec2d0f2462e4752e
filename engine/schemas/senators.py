"""Schema of the Senator cards: Families and Statesmen (rules 1.07.31-1.07.312; senators.toml).

Statesman ability tags (`StatesmanAbility`), 2nd-edition card texts in machine form (D1-34):

- ``nullify_war_disaster_standoff``: as Commander, ignores the D/S numbers printed on the Wars in
  `nullifies_ds_of`, never those of an attached Leader (1.07.343).
- ``halve_combat_losses``: Legion and Fleet losses of a Force he commands are halved, rounded up,
  whatever the result; not while he serves as Master of Horse (2A; 1.10, 1.09.34).
- ``free_tribune_per_turn``: once per turn acts as if playing a Tribune card (1.09.151).
- ``law_vote_bonus_6``: +6 votes on Law proposals (Passing Laws, advanced rule 2.06).
- ``law_knight_votes_double``: his Knights' votes count twice on Law proposals (2.06).
- ``claim_land_commissioner``: in the Senate Phase, after Prosecutions, takes the unowned Land
  Commissioner Concession without a vote while a Land Bill is in effect (1.09.61, 1.09.62).
- ``popular_appeal_3d6``: rolls 3d6 instead of 2d6 for a Popular Appeal (1.09.421).
- ``free_land_bill_veto_per_turn``: once per turn vetoes a Land Bill without a Tribune (1.09.62).
- ``free_land_bill_proposal_per_turn``: once per turn proposes a Land Bill without being Presiding
  Magistrate and without a Tribune (1.09.62).
- ``knight_roll_bonus_in_rome``: +1 to his rolls to attract a Knight, only while in Rome
  (1.07.5, 1.07.312).
- ``two_veterans_per_victory``: two surviving Legions, not one, become Veterans loyal to him
  after each Victory he wins (1.10.5).
- ``trial_advocate_plus2_prosecutor_minus2``: +2 to the Trial roll as Advocate, -2 as Prosecutor
  (Advocates, advanced rule 2.05.1 erratum; D1-26).
- ``double_base_and_concession_income``: his Base Income and Concession income are doubled, not
  his Knight income (1.06.11, 1.06.12).
- ``ds_losses_void_then_recalled``: a Disaster or Standoff in a battle he commands costs no losses,
  but the War counts as Unprosecuted this turn and he is recalled to Rome right after the next
  Senate Phase (1.10.21, 1.10.31, 1.10.9).
- ``rolled_military``: his MIL for a battle is `military_roll`, rolled anew before each battle;
  `military` is the fixed value used for Minimum Force (1.09.643), Dictator requirements (1.09.3)
  and the Primary Rebel (1.11.3) (1.13.3; D1-25).
- ``double_popularity_changes``: every gain or loss of his Popularity is doubled (1.07.31).
- ``never_grafts``: as a Neutral Governor he never takes Provincial Spoils (solitaire, 4.03.3).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from engine.schemas.common import DataModel, DeckEntry, Era

StatesmanAbility = Literal[
    "nullify_war_disaster_standoff",
    "halve_combat_losses",
    "free_tribune_per_turn",
    "law_vote_bonus_6",
    "law_knight_votes_double",
    "claim_land_commissioner",
    "popular_appeal_3d6",
    "free_land_bill_veto_per_turn",
    "free_land_bill_proposal_per_turn",
    "knight_roll_bonus_in_rome",
    "two_veterans_per_victory",
    "trial_advocate_plus2_prosecutor_minus2",
    "double_base_and_concession_income",
    "ds_losses_void_then_recalled",
    "rolled_military",
    "double_popularity_changes",
    "never_grafts",
]
"""Statesman special abilities (1.07.312); each tag is described in the module docstring."""

StatesmanCode = Annotated[str, Field(pattern=r"^[1-9][0-9]?[A-C]$")]
"""Alphanumeric Statesman ID: Family ID# plus a letter (1.07.312)."""

WarId = Annotated[str, Field(pattern=r"^war-[a-z0-9]+(-[a-z0-9]+)*$")]

FamilyId = Annotated[int, Field(ge=1, le=30)]
"""Family ID#, equal to the Senator's Mortality Chit number (1.07.31)."""

Rating = Annotated[int, Field(ge=0)]
Popularity = Annotated[int, Field(ge=-9, le=9)]


class MilitaryRoll(DataModel):
    """A Military rating rolled before each battle: `dice`d6 + `modifier` (30A Pompey)."""

    dice: int = Field(ge=1)
    modifier: int


class SenatorCard(DataModel):
    """What every Senator card prints (1.07.31): ID number, ratings, card number."""

    family_id: FamilyId
    name: str
    era: Era
    military: Rating
    oratory: Rating
    loyalty: Rating
    influence: Rating
    popularity: Popularity = 0
    card_no: int = Field(ge=1, le=160)


class FamilyCard(SenatorCard):
    """Family card (1.07.311): black-text Forum card of a leading family, printed ratings."""

    id: str = Field(pattern=r"^fam-[0-9]{2}-[a-z]+$")

    @model_validator(mode="after")
    def _check_id(self) -> Self:
        if self.id[4:6] != f"{self.family_id:02d}":
            raise ValueError(f"{self.id}: id number differs from family_id {self.family_id}")
        return self


class StatesmanCard(SenatorCard):
    """Statesman card (1.07.312): red-text Faction card with printed ratings and abilities.

    `era` is the deck the card is in, which may differ from its Family card's deck.
    """

    id: StatesmanCode
    abilities: list[StatesmanAbility] = Field(default_factory=list)
    nullifies_ds_of: list[WarId] = Field(default_factory=list)
    """Wars whose own D/S numbers he ignores as Commander (1.07.343)."""
    military_roll: MilitaryRoll | None = None
    """Per-battle Military rating replacing `military` in battle (tag ``rolled_military``)."""
    opposed_to: list[StatesmanCode] = Field(default_factory=list)
    """Statesmen printed with a "-": his printed Loyalty counts as 0 while any of them is in his
    Faction (1.07.411). Not always mutual."""
    allied_with: list[StatesmanCode] = Field(default_factory=list)
    """Statesmen printed with a "+": while both are in play, his Loyalty counts as 0 against a
    Persuasion Attempt by the Faction holding that brother (Gracchi, 1.07.411)."""
    shares_id_with: StatesmanCode | None = None
    """The brother who may be in play with him despite the shared ID# (1.05.22, 1.07.312)."""

    @model_validator(mode="after")
    def _check_consistency(self) -> Self:
        if int(self.id[:-1]) != self.family_id:
            raise ValueError(f"{self.id}: code number differs from family_id {self.family_id}")
        if ("nullify_war_disaster_standoff" in self.abilities) != bool(self.nullifies_ds_of):
            raise ValueError(f"{self.id}: nullify tag and nullifies_ds_of must go together")
        if ("rolled_military" in self.abilities) != (self.military_roll is not None):
            raise ValueError(f"{self.id}: rolled_military tag and military_roll must go together")
        if any(code != self.shares_id_with for code in self.allied_with):
            raise ValueError(f"{self.id}: allied_with may name only the brother in shares_id_with")
        if self.id in self.opposed_to:
            raise ValueError(f"{self.id}: opposed to himself")
        return self


def _unique(keys: Iterable[object], what: str) -> None:
    seen: set[object] = set()
    for key in keys:
        if key in seen:
            raise ValueError(f"duplicate {what}: {key}")
        seen.add(key)


class SenatorsFile(DataModel):
    """Root of senators.toml: 30 Family cards and 19 Statesmen of the base game (1.02, 1.07.31)."""

    families: list[FamilyCard]
    statesmen: list[StatesmanCard]

    @model_validator(mode="after")
    def _check_links(self) -> Self:
        _unique((family.id for family in self.families), "Family id")
        _unique((family.family_id for family in self.families), "Family ID#")
        _unique((statesman.id for statesman in self.statesmen), "Statesman id")
        family_ids = {family.family_id for family in self.families}
        by_code = {statesman.id: statesman for statesman in self.statesmen}
        for statesman in self.statesmen:
            if statesman.family_id not in family_ids:
                raise ValueError(f"{statesman.id}: no Family card with ID# {statesman.family_id}")
            for code in (*statesman.opposed_to, *statesman.allied_with):
                if code not in by_code:
                    raise ValueError(f"{statesman.id}: unknown Statesman {code}")
            brother_code = statesman.shares_id_with
            if brother_code is not None:
                brother = by_code.get(brother_code)
                if brother is None or brother.shares_id_with != statesman.id:
                    raise ValueError(f"{statesman.id}: shares_id_with must be mutual")
                if brother.family_id != statesman.family_id:
                    raise ValueError(f"{statesman.id}: shares_id_with needs the same ID#")
        return self

    def deck_entries(self) -> list[DeckEntry]:
        """One scenario-card entry per Family card and per Statesman."""
        families = [
            DeckEntry(card_no=f.card_no, era=f.era, category="family", key=f.id, name=f.name)
            for f in self.families
        ]
        statesmen = [
            DeckEntry(card_no=s.card_no, era=s.era, category="statesman", key=s.id, name=s.name)
            for s in self.statesmen
        ]
        return families + statesmen
