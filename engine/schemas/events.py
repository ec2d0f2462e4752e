"""Schema of the event cards (rules 1.07.1, 1.07.21, 1.07.37, 1.12.2; data file
engine/data/events.toml): the 18 double-sided Random Events, the Forum-deck events and bequests,
and the Era Ends card.

A Random Event enters play on its normal (light-blue) side; a second result flips it to its
severe (dark-blue) side; later results repeat the severe effect only if `severe_repeats` (1.07.21).
Each side's `effect` describes what happens when that side is resolved.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from engine.schemas.common import DataModel, DeckEntry, Era

Persistence = Literal[
    "next_forum_phase",
    "end_of_senate_phase",
    "after_next_revenue_phase",
    "until_triggered",
    "until_used",
    "until_rejected_or_war_defeated",
]
"""How long a Random Event card stays in play (1.07.1): removed at the next Passage of Time
(default), resolved and removed at the end of the Senate Phase, kept until after the next
Revenue Phase, kept until its trigger happens (next Active War), until the Leader it shelters
appears, or until the Senate rejects it or its War is defeated."""

DiceAmount = Literal["black_die", "white_dice"]
"""Part of a 3d6 roll (two white dice and one black die): the black die, or the two white dice
summed (the Event cards)."""


class BattleDesertionEffect(DataModel):
    """Ally Deserts / Enemy's Ally Deserts: in every battle this turn whose natural 3d6 total
    has `parity`, the War's Strength changes by `amount` (sign `war_strength_sign`) after
    Matching-War multiplication, not below 0 (D2-25)."""

    type: Literal["battle_desertion"]
    parity: Literal["even", "odd"]
    war_strength_sign: Literal[1, -1]
    amount: DiceAmount


class AlliedEnthusiasmEffect(DataModel):
    """Allied Enthusiasm: the State receives `state_talents` in the next Revenue Phase; the
    severe amount replaces the normal one (D2-22)."""

    type: Literal["allied_enthusiasm"]
    state_talents: int = Field(ge=1)


class BarbarianRaidsEffect(DataModel):
    """Barbarian Raids: at the start of the next Revenue Phase each governed Frontier Province
    rolls `raid_dice` d6 + base Land Strength + `garrison_legion_value` per Garrison Legion (+
    Governor's MIL if `adds_governor_military`); a total above `survive_above` is safe. An
    overrun Province yields no income, reverts to Undeveloped, cannot develop this turn, its
    Governor faces Mortality Chits equal to the raid's black die and it loses that many
    Garrison Legions (1.09.6461, D2-23)."""

    type: Literal["barbarian_raids"]
    raid_dice: int = Field(ge=1)
    garrison_legion_value: int = Field(ge=1)
    adds_governor_military: bool
    survive_above: int
    losses: DiceAmount


class DroughtEffect(DataModel):
    """Drought: adds Drought Effects (1.08.12; +1 Unrest each, grain bonus) (D2-24)."""

    type: Literal["drought"]
    drought_effects_added: int = Field(ge=1)


class PeaceSettlement(DataModel):
    """A War leaving play by agreement: the State gets half (rounded down) or all of its Spoils
    of War, and the card is shuffled into the top six cards of the deck or discarded (Provinces
    its defeat would create are then created)."""

    spoils: Literal["half_round_down", "all"]
    war_card: Literal["top_six", "discard"]


class EnemyLeaderDiesEffect(DataModel):
    """Enemy Leader Dies: at the end of the Forum Phase the HRAO discards one enemy Leader in play
    (not a Rebel); with a `settlement` the largest current Matching War of that Leader also sues
    for peace (1.07.344)."""

    type: Literal["enemy_leader_dies"]
    settlement: PeaceSettlement | None = None


class EpidemicEffect(DataModel):
    """Epidemic: draw `mortality_chits`; victims are Senators in Rome, or only the first
    Governor, Proconsul, Captive or Rebel drawn (at most one death) (D2-19, D2-30)."""

    type: Literal["epidemic"]
    mortality_chits: int = Field(ge=1)
    victims: Literal["in_rome", "first_away_from_rome"]


class EvilOmensEffect(DataModel):
    """Evil Omens: the State pays `state_talents_paid` at once; until the card leaves play every
    die roll gets `roll_modifier_added` more, except Initiative, Random Events Table, Natural
    Disaster concession and Tax Farmer rolls; Persuasion rolls instead get
    `persuasion_modifier_added` more; Provincial Spoils and State income take the modifier once
    on the total, not per die (1.07.21, 1.07.8)."""

    type: Literal["evil_omens"]
    state_talents_paid: int = Field(ge=0)
    roll_modifier_added: int
    persuasion_modifier_added: int


class InternalDisorderEffect(DataModel):
    """Internal Disorder: Undeveloped governed Provinces yield no State income, Spoils or Local
    Taxes next Revenue Phase and cannot develop; at its start each Governor rolls `check_dice`
    d6 + `garrison_legion_value` per Garrison Legion, and a total not above `safe_above` means
    revolt: Governor and Garrison die and the Province becomes an Active War with its base
    Strengths (D2-27)."""

    type: Literal["internal_disorder"]
    check_dice: int = Field(ge=1)
    garrison_legion_value: int = Field(ge=1)
    safe_above: int


class ManpowerShortageEffect(DataModel):
    """Manpower Shortage: each new Legion or Fleet costs `unit_cost_added` Talents more
    (cumulative with every further shortage, 1.08.2)."""

    type: Literal["manpower_shortage"]
    unit_cost_added: int = Field(ge=1)


class MobViolenceEffect(DataModel):
    """Mob Violence: draw Unrest Level + `extra_chit_dice` d6 Mortality Chits; Senators in Rome
    whose Popularity is below Unrest Level + `popularity_margin` can die (D2-05)."""

    type: Literal["mob_violence"]
    extra_chit_dice: int = Field(ge=0)
    popularity_margin: int = Field(ge=0)


class NaturalDisasterEffect(DataModel):
    """Natural Disaster: the State pays `state_talents_paid` at once and `concessions_destroyed`
    1d6 concession rolls are made (see Concession natural_disaster_rolls; 1.07.21)."""

    type: Literal["natural_disaster"]
    state_talents_paid: int = Field(ge=0)
    concessions_destroyed: int = Field(ge=1)


class NewAllianceEffect(DataModel):
    """New Alliance: at the end of the Senate Phase the HRAO must pick a War (a Revolt too if
    `revolts_eligible`; a Pretender revolt so picked is defeated) to end by `settlement`."""

    type: Literal["new_alliance"]
    settlement: PeaceSettlement
    revolts_eligible: bool


class PretenderEffect(DataModel):
    """Pretender Emerges: when the next Active War appears a random governed Province revolts;
    its Governor and Garrison fight it at once (any result but Victory kills the Governor) or,
    if not `governor_fights`, are killed outright; the Province becomes an Active Revolt with its
    base Strengths."""

    type: Literal["pretender"]
    governor_fights: bool


class RefugeEffect(DataModel):
    """Refuge: the next enemy Leader killed by a Victory stays in play and joins the next War
    drawn, or activates and joins every current War (1.07.344)."""

    type: Literal["refuge"]
    joins: Literal["next_war_drawn", "all_current_wars"]


class RhodianAllianceEffect(DataModel):
    """Rhodian Maritime Alliance: if a current War needs Fleets, Rome holds `fleets_total` free
    Fleets in all (the severe side adds the difference, 1.13.2), disbanded when the War needing
    most Fleets is defeated; the Senate may reject it to avoid maintenance."""

    type: Literal["rhodian_alliance"]
    fleets_total: int = Field(ge=1)


class StormAtSeaEffect(DataModel):
    """Storm at Sea: `fleets_lost_dice` d6 Roman Fleets of the HRAO's choice are eliminated
    (Provincial Fleets excluded)."""

    type: Literal["storm_at_sea"]
    fleets_lost_dice: int = Field(ge=1)


class TrialOfVerresEffect(DataModel):
    """Trial of Verres: next Revenue Phase each governed Province pays `state_income_bonus` more
    State income and its Governor's Spoils are `spoils_penalty` lower (not below 0)."""

    type: Literal["trial_of_verres"]
    state_income_bonus: int = Field(ge=1)
    spoils_penalty: int = Field(ge=1)


RandomEventEffect = Annotated[
    BattleDesertionEffect
    | AlliedEnthusiasmEffect
    | BarbarianRaidsEffect
    | DroughtEffect
    | EnemyLeaderDiesEffect
    | EpidemicEffect
    | EvilOmensEffect
    | InternalDisorderEffect
    | ManpowerShortageEffect
    | MobViolenceEffect
    | NaturalDisasterEffect
    | NewAllianceEffect
    | PretenderEffect
    | RefugeEffect
    | RhodianAllianceEffect
    | StormAtSeaEffect
    | TrialOfVerresEffect,
    Field(discriminator="type"),
]


class EventSide(DataModel):
    """One face of a Random Event card: its printed name and effect."""

    name: str
    aliases: list[str] = Field(default_factory=list)
    """Other names met on the board or in sources (D2-26), for matching names only."""
    effect: RandomEventEffect


class RandomEventCard(DataModel):
    """Random Event card (1.07.21): normal (light-blue) and severe (dark-blue) sides."""

    id: str = Field(pattern=r"^evt-[a-z]+(-[a-z]+)*$")
    number: int = Field(ge=161, le=178)
    eras: list[Era] = Field(min_length=1)
    """Eras whose Random Events Table column contains the event."""
    persistence: Persistence
    severe_repeats: bool
    """Whether results after the flip resolve the severe side again (1.07.21)."""
    normal: EventSide
    severe: EventSide

    @property
    def name(self) -> str:
        """The card's name: its normal side's name."""
        return self.normal.name

    @model_validator(mode="after")
    def _check_sides(self) -> Self:
        if self.normal.effect.type != self.severe.effect.type:
            raise ValueError(f"{self.id}: both sides need the same effect type")
        return self


class Expedition(DataModel):
    """Forces the Senate must send with the Field Consul to collect a Bequest (D2-18)."""

    commander: Literal["field_consul"]
    legions: int = Field(ge=1)
    fleets: int = Field(ge=1)


class BequestEffect(DataModel):
    """Bequest: creates `province` (Undeveloped) at `province_arrives`, and the State receives
    `state_talents` in the following Revenue Phase; with an `expedition` only once collected
    (a collecting Consul who rebels keeps the money)."""

    type: Literal["bequest"]
    province: str = Field(pattern=r"^prov-")
    state_talents: int = Field(ge=0)
    expedition: Expedition | None = None
    province_arrives: Literal["next_senate_phase", "next_forum_phase"]
    discard_if_province_exists: bool


class ConspiracyEffect(DataModel):
    """2nd Catiline Conspiracy: resolved at once; the HRAO names a Faction other than his own,
    draws `mortality_chit_dice` d6 Mortality Chits (its drawn Senators die) and loses
    `hrao_popularity_loss_per_chit` Popularity per chit called for (D2-32)."""

    type: Literal["conspiracy"]
    mortality_chit_dice: int = Field(ge=1)
    hrao_popularity_loss_per_chit: int = Field(ge=1)


ForumEventEffect = Annotated[BequestEffect | ConspiracyEffect, Field(discriminator="type")]


class ForumEventCard(DataModel):
    """Black-text event card of a scenario deck, resolved like an event when drawn (1.07.37)."""

    id: str = Field(pattern=r"^evt-[a-z]+(-[a-z]+)*$")
    name: str
    aliases: list[str] = Field(default_factory=list)
    era: Era
    card_no: int = Field(ge=1, le=160)
    years_bc: int
    effect: ForumEventEffect


class EraEndsCard(DataModel):
    """Era Ends (card 65, no era): the game ends at the end of the Forum Phase in which it is
    revealed (1.12.2); from then on any Persuasion Attempt fails on an unmodified roll of
    `persuasion_fails_from` or more."""

    id: Literal["evt-era-ends"]
    name: str
    card_no: Literal[65]
    era: None = None
    persuasion_fails_from: int = Field(ge=2, le=12)


class EventsFile(DataModel):
    """Root of events.toml: 18 Random Events, the Forum-deck events and the Era Ends card."""

    random_events: list[RandomEventCard]
    forum_events: list[ForumEventCard]
    era_ends: EraEndsCard

    @model_validator(mode="after")
    def _check_unique(self) -> Self:
        ids = [card.id for card in self.random_events] + [card.id for card in self.forum_events]
        ids.append(self.era_ends.id)
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate event id")
        numbers = [card.number for card in self.random_events]
        if len(set(numbers)) != len(numbers):
            raise ValueError("duplicate Random Event number")
        card_nos = [card.card_no for card in self.forum_events] + [self.era_ends.card_no]
        if len(set(card_nos)) != len(card_nos):
            raise ValueError("duplicate Forum event card_no")
        return self

    def deck_entries(self) -> list[DeckEntry]:
        """Scenario-card entries for the Forum-deck events and the Era Ends card."""
        entries = [
            DeckEntry(
                card_no=card.card_no,
                era=card.era,
                category="forum_event",
                key=card.id,
                name=card.name,
            )
            for card in self.forum_events
        ]
        ends = self.era_ends
        entries.append(
            DeckEntry(
                card_no=ends.card_no, era=None, category="era_ends", key=ends.id, name=ends.name
            )
        )
        return entries
