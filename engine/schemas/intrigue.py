"""Schema of the Intrigue cards (rules 1.07.35, 1.07.41-1.07.413, 1.09.15, 1.09.7-1.09.74; data
file engine/data/intrigue.toml).

`kinds` describe each type of card once; `copies` list the physical cards of a type in one era
deck, each with its own scenario-card number. Cleopatra VII is not an Intrigue kind here (she is
kept with the Leaders).
"""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from engine.schemas.common import DataModel, DeckEntry, Era

IntrigueKey = Literal[
    "tribune",
    "secret_bodyguard",
    "open_bodyguard",
    "influence_peddling",
    "assassin",
    "seduction",
    "blackmail",
    "murder_of_a_tribune",
    "graft",
    "mob_incited_to_violence",
    "proscription",
]
"""Snake-case key of each Intrigue card type; also the DeckEntry key of every copy."""

Phase = Literal["mortality", "revenue", "forum", "population", "senate", "combat", "revolution"]
"""The seven phases of a turn (1.03)."""

PlayTiming = Literal[
    "senate_proposal_or_veto",
    "assassination_before_roll",
    "assassination_after_roll",
    "revenue_phase_on_own_senator",
    "any_time",
    "persuasion_attempt",
    "against_tribune_use",
    "after_tribune_cancelled",
    "after_civil_war_victory",
]
"""The moment a card may be played, within its `phases` (the Intrigue cards):

- senate_proposal_or_veto: to make a proposal when none is on the floor, or to veto (1.09.15).
- assassination_before_roll: by the attacker, between announcing the attempt and the roll (1.09.7).
- assassination_after_roll: by the target's owner, after seeing the Assassination roll.
- revenue_phase_on_own_senator: placed on one of the player's own Senators in Rome.
- any_time: whenever the phases allow.
- persuasion_attempt: as the player's Persuasion Attempt, just before naming the target (1.07.4).
- against_tribune_use: against a Tribune (card or ability) used for a veto or proposal; against a
  proposal, before any votes are called.
- after_tribune_cancelled: right after a Graft or Murder of a Tribune has been resolved.
- after_civil_war_victory: right after a Victory by either side in a Civil War.
"""


class TribuneEffect(DataModel):
    """Tribune: make a proposal without being Presiding Magistrate, or veto (1.09.15)."""

    type: Literal["tribune"]
    can_propose: bool
    can_veto: bool


class AssassinEffect(DataModel):
    """Assassin: modifiers added per card played to the Assassination roll and to every
    bodyguard catch re-roll (1.09.71)."""

    type: Literal["assassin"]
    roll_modifier: int
    catch_roll_modifier: int


class BodyguardEffect(DataModel):
    """Bodyguard: modifier to Assassination rolls against the protected Senator and catch
    re-rolls granted; an open Bodyguard stays on its Senator and costs upkeep each Revenue Phase
    (discarded if he cannot pay or dies)."""

    type: Literal["bodyguard"]
    roll_modifier: int
    catch_rerolls: int = Field(ge=1)
    stays_in_play: bool
    upkeep_talents: int = Field(ge=0)
    upkeep_popularity: int = Field(ge=0)


class StealCardEffect(DataModel):
    """Influence Peddling: take unplayed cards at random from one chosen opponent's hand."""

    type: Literal["steal_card"]
    cards_taken: int = Field(ge=1)


class UnopposedPersuasionEffect(DataModel):
    """Seduction / Blackmail: the Persuasion Attempt allows no counter-bribes (1.07.413); on a
    failure the target loses `failure_loss_dice` d6, one roll applied both to his Influence
    (not below 0) and to his Popularity (not below -9) (D2-13)."""

    type: Literal["unopposed_persuasion"]
    failure_loss_dice: int = Field(ge=0)


class CancelTribuneEffect(DataModel):
    """Graft / Murder of a Tribune: one of the player's Senators in Rome rolls `dice` d6 to
    cancel a Tribune use. pay_roll: he pays that many Talents to the Bank (or declines);
    even_roll: an even result cancels it. With `popularity_loss_equals_roll` he loses Popularity
    equal to the roll whatever the outcome."""

    type: Literal["cancel_tribune"]
    dice: int = Field(ge=1)
    success: Literal["pay_roll", "even_roll"]
    popularity_loss_equals_roll: bool


class MobIncitedEffect(DataModel):
    """Mob Incited to Violence: draw `chit_dice` d6 plus the Oratory of one of the player's
    Senators in Rome in Mortality Chits; drawn Senators in Rome of the Faction that cancelled
    the Tribune die."""

    type: Literal["mob_incited"]
    chit_dice: int = Field(ge=1)
    adds_oratory: bool


class ProscriptionEffect(DataModel):
    """Proscription: the HRAO may remove every Knight on the board, gaining
    `talents_dice_per_knight` d6 Talents for each; his Faction may then never recruit Knights
    and every other player gets `other_factions_knight_modifier` on Knight-attraction rolls
    (1.07.5)."""

    type: Literal["proscription"]
    talents_dice_per_knight: int = Field(ge=1)
    other_factions_knight_modifier: int


IntrigueEffect = Annotated[
    TribuneEffect
    | AssassinEffect
    | BodyguardEffect
    | StealCardEffect
    | UnopposedPersuasionEffect
    | CancelTribuneEffect
    | MobIncitedEffect
    | ProscriptionEffect,
    Field(discriminator="type"),
]


class IntrigueKind(DataModel):
    """One type of Intrigue card (1.07.35): when it may be played and what it does."""

    key: IntrigueKey
    name: str
    phases: list[Phase] = Field(min_length=1)
    timing: PlayTiming
    effect: IntrigueEffect


class IntrigueCopies(DataModel):
    """The physical cards of one Intrigue type in one era deck, by scenario-card number."""

    key: IntrigueKey
    era: Era
    card_nos: list[int] = Field(min_length=1)


class IntrigueFile(DataModel):
    """Root of intrigue.toml: the Intrigue card types and all their copies (engine/data)."""

    kinds: list[IntrigueKind]
    copies: list[IntrigueCopies]

    @model_validator(mode="after")
    def _check_references(self) -> Self:
        keys = Counter(kind.key for kind in self.kinds)
        if any(count > 1 for count in keys.values()):
            raise ValueError("duplicate Intrigue kind")
        groups = Counter((group.key, group.era) for group in self.copies)
        if any(count > 1 for count in groups.values()):
            raise ValueError("one Intrigue kind listed twice for the same era")
        if {group.key for group in self.copies} != set(keys):
            raise ValueError("every Intrigue kind needs copies and every copy a kind")
        numbers = [number for group in self.copies for number in group.card_nos]
        if len(set(numbers)) != len(numbers) or not all(1 <= n <= 160 for n in numbers):
            raise ValueError("Intrigue card numbers must be distinct scenario-card numbers")
        return self

    def kind(self, key: IntrigueKey) -> IntrigueKind:
        """The card type with this key."""
        return next(kind for kind in self.kinds if kind.key == key)

    def deck_entries(self) -> list[DeckEntry]:
        """One scenario-card entry per physical Intrigue card."""
        names = {kind.key: kind.name for kind in self.kinds}
        return [
            DeckEntry(
                card_no=number,
                era=group.era,
                category="intrigue",
                key=group.key,
                name=names[group.key],
            )
            for group in self.copies
            for number in group.card_nos
        ]
