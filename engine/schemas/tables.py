"""Board tables and the numbers printed beside them (rule 1.02, the game board), as data.

Loaded from engine/data/tables.toml with ``load_data_file("tables", TablesFile)``. Dice tables are
lists of rows keyed by the modified dice total; validators reject gaps, overlaps and missing rows.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from typing import Annotated, Literal, TypeVar, get_args

from pydantic import Field, model_validator

from engine.schemas.common import DataModel, Era

EventId = Annotated[str, Field(pattern=r"^evt-[a-z]+(-[a-z]+)*$")]
"""Identifier of one of the 18 Random Event cards (the Event cards), e.g. ``evt-drought``."""


class RollBand(DataModel):
    """A table row covering the dice totals ``low``..``high`` inclusive; an absent bound is open."""

    key: str
    low: int | None = None
    high: int | None = None

    @model_validator(mode="after")
    def _bounds_ordered(self) -> RollBand:
        if self.low is not None and self.high is not None and self.low > self.high:
            raise ValueError(f"row {self.key}: low {self.low} is above high {self.high}")
        return self

    def covers(self, total: int) -> bool:
        """Whether the dice total falls in this row."""
        above_low = self.low is None or total >= self.low
        below_high = self.high is None or total <= self.high
        return above_low and below_high


BandT = TypeVar("BandT", bound=RollBand)


def check_unique_keys(keys: Sequence[str], table: str) -> None:
    """Raise ValueError naming the first key used twice in a table."""
    seen: set[str] = set()
    for key in keys:
        if key in seen:
            raise ValueError(f"{table}: key {key!r} appears twice")
        seen.add(key)


def check_bands(bands: Sequence[RollBand], table: str) -> None:
    """Rows must run upward and cover every integer once: open below, contiguous, open above."""
    if not bands:
        raise ValueError(f"{table}: the table has no rows")
    check_unique_keys([band.key for band in bands], table)
    if bands[0].low is not None:
        raise ValueError(f"{table}: first row {bands[0].key} must be open below (no low bound)")
    if bands[-1].high is not None:
        raise ValueError(f"{table}: last row {bands[-1].key} must be open above (no high bound)")
    for before, after in itertools.pairwise(bands):
        if before.high is None or after.low is None or after.low != before.high + 1:
            raise ValueError(
                f"{table}: rows {before.key} and {after.key} leave a gap or overlap "
                f"(high {before.high}, next low {after.low})"
            )


def find_band(bands: Sequence[BandT], total: int) -> BandT:
    """The row covering a dice total (validated tables cover every integer exactly once)."""
    for band in bands:
        if band.covers(total):
            return band
    raise ValueError(f"no row covers total {total}")


# --- Combat (1.10) -------------------------------------------------------------------------------

CombatResultKind = Literal["defeat", "stalemate", "victory"]
"""Results printed on the Combat Results Table (1.10.2, 1.10.3, 1.10.4)."""

CombatOutcome = Literal[
    "defeat",
    "stalemate",
    "victory_land",
    "victory_naval",
    "disaster",
    "standoff",
    "senate_victory",
    "civil_war_stalemate",
    "senate_defeat",
]
"""Battle outcomes with their own consequences (1.10.2-1.10.4, 1.10.21, 1.10.31, 1.11.371-373)."""

GloryBasis = Literal["printed_land_strength", "printed_fleet_strength", "rebel_army_strength"]
"""What the victorious Commander's Popularity and Influence gain is half of (1.10.4, 1.11.371)."""


class CombatRow(RollBand):
    """Combat Results Table row (1.10.2-1.10.4): result and losses of each unit type present."""

    result: CombatResultKind
    losses: int | Literal["all"] = Field(description="Legions lost, and separately Fleets lost")

    def units_lost(self, present: int) -> int:
        """Units of one type (Legions or Fleets) lost when ``present`` of them fought."""
        return present if self.losses == "all" else min(self.losses, present)


class CombatConsequence(DataModel):
    """What follows one battle outcome (1.10.2-1.10.8, 1.10.21, 1.10.31, 1.11.37)."""

    key: str
    outcome: CombatOutcome
    unrest: int
    loss_divisor: int | None = Field(
        default=None,
        description="None: losses from the CRT row; n: 1/n of each unit type, rounded up",
    )
    commander_killed: bool = False
    commander_proconsul: bool = False
    war_eliminated: bool = False
    naval_victory_marker: bool = False
    glory: GloryBasis | None = None
    spoils_of_war: bool = False
    rebels_killed: bool = False
    rebel_takes_losses: bool = False
    draws_mortality_chits: bool
    capture_possible: bool = False
    creates_veteran: bool = False
    source: str

    def fraction_lost(self, present: int) -> int:
        """Units of one type lost to a Disaster or Standoff: 1/n of ``present``, rounded up."""
        if self.loss_divisor is None:
            raise ValueError(f"{self.outcome}: losses come from the Combat Results Table")
        return math.ceil(present / self.loss_divisor)


class CombatTable(DataModel):
    """Combat Results Table and the other combat numbers (1.10, 1.11.37, 1.12.1)."""

    dice: int
    glory_divisor: int
    legions_per_popularity_loss: int
    veteran_strength: int
    veterans_per_battle: int
    capture_min_chits: int
    collapse_active_wars: int
    rows: tuple[CombatRow, ...]
    consequences: tuple[CombatConsequence, ...]

    @model_validator(mode="after")
    def _complete(self) -> CombatTable:
        check_bands(self.rows, "combat")
        outcomes = [c.outcome for c in self.consequences]
        check_unique_keys(outcomes, "combat consequences")
        missing = set(get_args(CombatOutcome)) - set(outcomes)
        if missing:
            raise ValueError(f"combat consequences: missing outcomes {sorted(missing)}")
        return self

    def result(self, total: int) -> CombatRow:
        """CRT row for a modified 3d6 total (1.10.11)."""
        return find_band(self.rows, total)

    def consequence(self, outcome: CombatOutcome) -> CombatConsequence:
        """Consequences of a battle outcome."""
        return next(c for c in self.consequences if c.outcome == outcome)

    def glory(self, strength: int) -> int:
        """Popularity and Influence gained for a Victory: half the strength, rounded up (1.10.4)."""
        return math.ceil(strength / self.glory_divisor)

    def popularity_loss(self, legions_lost: int) -> int:
        """Commander Popularity lost for Legions lost, rounded down (1.10.61)."""
        return legions_lost // self.legions_per_popularity_loss


# --- Population (1.08) ---------------------------------------------------------------------------

PopulationEffect = Literal["manpower_shortage", "no_recruitment", "mob", "people_revolt"]
"""Letter results of the Population Table: MS, NR, Mob and People Revolt (1.08.2)."""


class PopulationRow(RollBand):
    """Population Table row (1.08.2): Unrest change and extra results; People Revolt has none."""

    unrest: int | None = None
    effects: tuple[PopulationEffect, ...] = ()

    @model_validator(mode="after")
    def _revolt_has_no_unrest(self) -> PopulationRow:
        if (self.unrest is None) != ("people_revolt" in self.effects):
            raise ValueError(f"row {self.key}: exactly the People Revolt row has no Unrest change")
        return self


class PopulationTable(DataModel):
    """Population Table for the State of the Republic speech (1.08.2)."""

    dice: int
    mob_chits: int
    rows: tuple[PopulationRow, ...]

    @model_validator(mode="after")
    def _complete(self) -> PopulationTable:
        check_bands(self.rows, "population")
        return self

    def result(self, total: int) -> PopulationRow:
        """Row for the modified total 3d6 - Unrest + HRAO Popularity."""
        return find_band(self.rows, total)


# --- Random events (1.07.21) ---------------------------------------------------------------------


class RandomEventRow(DataModel):
    """One natural 3d6 total of the Random Events Table with the event of each era (1.07.21)."""

    roll: int
    early: EventId
    middle: EventId
    late: EventId


class RandomEventsTable(DataModel):
    """Random Events Table, 3d6 by era, rolled after an Initiative roll of 7 (1.07.21)."""

    dice: int
    rows: tuple[RandomEventRow, ...]

    @model_validator(mode="after")
    def _complete(self) -> RandomEventsTable:
        rolls = [row.roll for row in self.rows]
        expected = list(range(self.dice, 6 * self.dice + 1))
        if rolls != expected:
            raise ValueError(
                f"random_events: rows must be rolls {expected[0]}..{expected[-1]} once each "
                f"in order, got {rolls}"
            )
        return self

    def event(self, era: Era, roll: int) -> str:
        """Event id for a natural roll in an era's column."""
        for row in self.rows:
            if row.roll == roll:
                return str(getattr(row, era))
        raise ValueError(f"random_events: no row for roll {roll}")


# --- Games (1.07.6) ------------------------------------------------------------------------------


class GamesRow(DataModel):
    """One kind of Games: cost from the sponsor's Personal Treasury and its effects (1.07.6)."""

    key: str
    name: str
    cost: int
    popularity: int
    unrest: int


class GamesTable(DataModel):
    """Games Table (1.07.6), cheapest first."""

    rows: tuple[GamesRow, ...]

    @model_validator(mode="after")
    def _ordered(self) -> GamesTable:
        check_unique_keys([row.key for row in self.rows], "games")
        costs = [row.cost for row in self.rows]
        if costs != sorted(set(costs)):
            raise ValueError(f"games: costs must strictly increase, got {costs}")
        return self

    def get(self, key: str) -> GamesRow:
        """Games by key, e.g. ``games-blood-fest``."""
        for row in self.rows:
            if row.key == key:
                return row
        raise KeyError(key)

    def best_affordable(self, talents: int) -> GamesRow | None:
        """Most expensive Games a sponsor with ``talents`` can pay for (4.04.4), if any."""
        affordable = [row for row in self.rows if row.cost <= talents]
        return affordable[-1] if affordable else None


# --- Land bills (1.09.62) ------------------------------------------------------------------------

LandBillType = Literal["I", "II", "III"]


class LandBillRow(DataModel):
    """One Land Bill type (1.09.62, 1.09.621): costs, passage and repeal effects."""

    type: LandBillType
    cost: int
    recurring: bool
    markers: int
    pass_unrest: int
    sponsor_popularity: int
    cosponsor_popularity: int
    against_popularity: int
    repealable: bool
    repeal_sponsor_popularity: int | None = None
    repeal_for_popularity: int | None = None
    repeal_unrest: int | None = None
    repeal_min_popularity: int | None = None

    @model_validator(mode="after")
    def _repeal_consistent(self) -> LandBillRow:
        given = [
            value is not None
            for value in (
                self.repeal_sponsor_popularity,
                self.repeal_for_popularity,
                self.repeal_unrest,
                self.repeal_min_popularity,
            )
        ]
        if (self.repealable and not all(given)) or (not self.repealable and any(given)):
            raise ValueError(f"land bill {self.type}: repeal values must be given iff repealable")
        if (
            self.repeal_sponsor_popularity is not None
            and self.repeal_for_popularity is not None
            and self.repeal_min_popularity
            != -(self.repeal_sponsor_popularity + self.repeal_for_popularity)
        ):
            raise ValueError(
                f"land bill {self.type}: repeal minimum Popularity must equal the Sponsor's "
                "combined loss for sponsoring and voting (1.09.621)"
            )
        return self


class LandBillsTable(DataModel):
    """Land Bills Table (1.09.62) and its per-turn limits."""

    proposals_per_type_per_turn: int
    repeals_per_turn: int
    rows: tuple[LandBillRow, ...]

    @model_validator(mode="after")
    def _complete(self) -> LandBillsTable:
        types = [row.type for row in self.rows]
        if types != list(get_args(LandBillType)):
            raise ValueError(f"land_bills: rows must be types I, II, III in order, got {types}")
        return self

    def bill(self, bill_type: LandBillType) -> LandBillRow:
        """Row for a Land Bill type."""
        return next(row for row in self.rows if row.type == bill_type)


# --- Assassination (1.09.7) ----------------------------------------------------------------------

AssassinationOutcome = Literal["target_killed", "no_effect", "assassin_caught"]


class AssassinationRow(RollBand):
    """Assassination Table row (1.09.72)."""

    outcome: AssassinationOutcome


class AssassinationTable(DataModel):
    """Assassination Table and its modifiers and punishment (1.09.7-1.09.74)."""

    dice: int
    per_assassin_card: int
    per_secret_bodyguard: int
    open_bodyguard: int
    caught_faction_leader_influence: int
    rows: tuple[AssassinationRow, ...]

    @model_validator(mode="after")
    def _complete(self) -> AssassinationTable:
        check_bands(self.rows, "assassination")
        return self

    def result(self, total: int) -> AssassinationRow:
        """Row for a modified 1d6 total."""
        return find_band(self.rows, total)


# --- Popular appeal and trial (1.09.421, 2.05) ---------------------------------------------------

AppealOutcome = Literal["accused_killed", "votes", "accused_freed"]


class AppealRow(RollBand):
    """Popular Appeal Table row (1.09.421) with the Advocates rule's Trial column (2.05.3)."""

    appeal: AppealOutcome
    appeal_votes: int | None = None
    trial_votes: int

    @model_validator(mode="after")
    def _votes_iff_vote_result(self) -> AppealRow:
        if (self.appeal == "votes") != (self.appeal_votes is not None):
            raise ValueError(f"row {self.key}: appeal_votes is given exactly for 'votes' results")
        return self


class PopularAppealTable(DataModel):
    """Popular Appeal / Trial Table (1.09.421, 2.05.3, 2.05.4); positive votes are not guilty."""

    dice: int
    mob_chits_above: int
    advocate_chits_below: int
    rows: tuple[AppealRow, ...]

    @model_validator(mode="after")
    def _complete(self) -> PopularAppealTable:
        check_bands(self.rows, "popular_appeal")
        return self

    def result(self, total: int) -> AppealRow:
        """Row for a modified 2d6 total."""
        return find_band(self.rows, total)

    def mob_chits(self, total: int) -> int:
        """Mortality chits against Censor and Prosecutor: one per point above 11 (1.09.421)."""
        return max(0, total - self.mob_chits_above)

    def advocate_chits(self, total: int) -> int:
        """Mortality chits against the Advocate: one per point below 3 (2.05.4)."""
        return max(0, self.advocate_chits_below - total)


# --- Legion allegiance (1.11.31) -----------------------------------------------------------------


class LegionAllegianceTable(DataModel):
    """Minimum modified 1d6 for a Legion to follow a Commander into Revolt, by era (1.11.31)."""

    early: int
    middle: int
    late: int
    max_talents_per_legion: int
    neutral_talents_per_legion: int
    """4.06.2 A: a Neutral revolts only with this many talents per Legion it commands."""
    neutral_control_percent: int
    """4.06.2 C: ... and only if the Legions that follow are this share of all Legions."""

    def threshold(self, era: Era) -> int:
        """Smallest modified roll at which a Legion follows."""
        return int(getattr(self, era))

    def follows(self, era: Era, total: int) -> bool:
        """Whether a Legion follows on this modified roll."""
        return total >= self.threshold(era)


# --- Contributions (1.06.52) ---------------------------------------------------------------------


class ContributionRow(DataModel):
    """Influence gained for contributing at least ``min_talents`` (1.06.52)."""

    key: str
    min_talents: int
    influence: int


class ContributionsTable(DataModel):
    """Contributions to the State Treasury (1.06.52), smallest first."""

    per_senator_per_phase: int
    rows: tuple[ContributionRow, ...]

    @model_validator(mode="after")
    def _ordered(self) -> ContributionsTable:
        check_unique_keys([row.key for row in self.rows], "contributions")
        steps = [row.min_talents for row in self.rows]
        gains = [row.influence for row in self.rows]
        if steps != sorted(set(steps)) or gains != sorted(set(gains)):
            raise ValueError("contributions: thresholds and Influence must strictly increase")
        return self

    def influence(self, talents: int) -> int:
        """Influence gained for one contribution of ``talents`` (0 below the first step)."""
        gained = 0
        for row in self.rows:
            if talents >= row.min_talents:
                gained = row.influence
        return gained


# --- Ransom (1.10.71) ----------------------------------------------------------------------------


class RansomTable(DataModel):
    """Ransom of a Captive (1.10.71): the larger of a minimum and a rate per point of Influence."""

    minimum: int
    per_influence: int

    def amount(self, influence: int) -> int:
        """Ransom in Talents for a Captive with this Influence."""
        return max(self.minimum, self.per_influence * influence)


# --- Influence and Popularity (1.09, 1.10, 2.01, 2.04-2.06) --------------------------------------


class InfluenceTable(DataModel):
    """Fixed Influence / Popularity changes; combat, Games, Land Bill and contribution gains are in
    their own tables (1.06.4, 1.09.144, 1.09.22-1.09.44, 1.09.74, 1.09.82, 2.01, 2.04-2.06)."""

    dictator: int
    dictator_min_active_wars: int
    dictator_min_war_strength: int
    consul: int
    censor: int
    master_of_horse: int
    pontifex_maximus: int
    pontifex_maximus_loss: int
    priest: int
    priest_loss: int
    minor_conviction_influence: int
    minor_conviction_popularity: int
    prosecutor_share_divisor: int
    province_developed: int
    unanimous_defeat: int
    advocate_acquittal: int
    prosecutor_acquittal_with_advocate: int
    advocate_conviction: int
    law_sponsor: int
    law_cosponsor: int
    veteran_disbanded: int
    open_bodyguard_popularity: int
    consul_for_life_election_min: int
    consul_for_life_automatic: int

    def prosecutor_gain(self, influence_lost: int) -> int:
        """Prosecutor's gain: half the Influence the Accused lost, rounded up (1.09.44)."""
        return math.ceil(influence_lost / self.prosecutor_share_divisor)


# --- Mortality chits (1.05.21) -------------------------------------------------------------------

Chit = int | Literal["blank", "draw_two"]
"""A Mortality Chit: a Senator ID, a blank, or Draw 2."""


class MortalityChits(DataModel):
    """Contents of the Mortality Chit cup (1.05.21; D2-33) and the Mortality Phase draw (1.05.2)."""

    total: int
    numbered_low: int
    numbered_high: int
    blank: int
    draw_two: int
    draw_two_replacement: int
    mortality_phase_draws: int

    @model_validator(mode="after")
    def _adds_up(self) -> MortalityChits:
        numbered = self.numbered_high - self.numbered_low + 1
        if numbered + self.blank + self.draw_two != self.total:
            raise ValueError(
                f"mortality: {numbered} numbered + {self.blank} blank + {self.draw_two} draw-two "
                f"chits do not make {self.total}"
            )
        return self

    def cup(self) -> tuple[Chit, ...]:
        """Every chit in the cup: the numbered ones in order, then blanks, then Draw 2s."""
        chits: list[Chit] = list(range(self.numbered_low, self.numbered_high + 1))
        chits += ["blank"] * self.blank
        chits += ["draw_two"] * self.draw_two
        return tuple(chits)


# --- Unrest (1.08.1) -----------------------------------------------------------------------------


class UnrestTable(DataModel):
    """Unrest changes not held in another table (1.08.1, 1.08.11, 1.08.12, 2.02.412).

    Combat, Population, Games and Land Bill changes live in those tables; card effects with cards.
    """

    minimum: int
    per_unprosecuted_war: int
    per_drought_effect: int
    provincial_defeat: int


# --- State revenue (1.06) ------------------------------------------------------------------------


class StateRevenueTable(DataModel):
    """State Treasury flows and personal income of the Revenue Phase (1.06, 1.09.63, 3.01.3)."""

    starting_treasury: int
    annual_revenue: int
    active_war_cost: int
    unit_maintenance: int
    rebel_unit_maintenance: int
    low_treasury_warning: int
    unit_cost: int
    manpower_shortage_surcharge: int
    faction_leader_income: int
    senator_income: int
    knight_income: int
    development_min_roll: int
    development_uncorrupt_bonus: int

    def raise_cost(self, manpower_shortage_level: int) -> int:
        """Cost of raising one Legion or Fleet at a Manpower Shortage level (1.09.63)."""
        return self.unit_cost + self.manpower_shortage_surcharge * manpower_shortage_level


# --- Putting Rome in order (1.07.8) --------------------------------------------------------------


class CuriaTable(DataModel):
    """Putting Rome in Order: 1d6 thresholds for the Curia (1.07.8; D2-07)."""

    revival_min_roll: int
    leader_death_min_roll: int

    def revives(self, roll: int) -> bool:
        """Whether a Concession or Family Senator in the Curia returns to the Forum."""
        return roll >= self.revival_min_roll

    def leader_dies(self, roll: int) -> bool:
        """Whether a Leader in the Curia is discarded."""
        return roll >= self.leader_death_min_roll


# --- Initiative, persuasion, knights (1.07.2-1.07.5, 4.04) ---------------------------------------


class InitiativeTable(DataModel):
    """Initiative, Persuasion and Knight numbers, and Neutral bot numbers (1.07.2-1.07.51, 4.04)."""

    initiatives_per_forum_phase: int
    random_event_roll: int
    min_initiative_bid: int
    aligned_target_penalty: int
    persuasion_auto_fail: int
    persuasion_auto_fail_after_era_ends: int
    knight_min_roll: int
    knight_votes: int
    neutral_bribe_min_base: int
    neutral_bribe_max_base: int
    neutral_counter_bribe_target: int
    neutral_bid_turn_margin: int
    neutral_bid_continue_roll: int

    def persuasion_fails_naturally(self, natural_roll: int, era_ends_revealed: bool) -> bool:
        """Whether an unmodified 2d6 fails the Persuasion Attempt whatever the base (1.07.41)."""
        limit = (
            self.persuasion_auto_fail_after_era_ends
            if era_ends_revealed
            else self.persuasion_auto_fail
        )
        return natural_roll >= limit


# --- Voting (1.09.14, 2.01) -----------------------------------------------------------------------


class VotingTable(DataModel):
    """Voting numbers: bought votes (1.09.141), Priest and Pontifex bonuses (2.01.32, 2.01.4) and
    the two-thirds majority to recall a Pontifex Maximus (2.01.8)."""

    votes_per_talent: int
    priest_bonus: int
    pontifex_multiplier: int
    pontifex_recall_numerator: int
    pontifex_recall_denominator: int


# --- Limits and Evil Omens (1.07.31, 1.08.1, the Event cards)
# ------------------------------------------

RollKind = Literal[
    "initiative",
    "random_events",
    "natural_disaster_concession",
    "tax_farmer",
    "persuasion",
    "other",
]
"""Classes of dice roll that Evil Omens treat differently."""


class Limits(DataModel):
    """Bounds on tracked values: Unrest (1.08.1), Popularity and Influence (1.07.31), Active
    Legions and Fleets (1.09.63)."""

    unrest_min: int
    popularity_min: int
    popularity_max: int
    influence_min: int
    legions_max: int
    fleets_max: int
    hand_limit: int
    """Faction cards a Player may keep after the Revolution Phase's discards (1.11.2)."""


class EvilOmensTable(DataModel):
    """How Evil Omens modify rolls (Evil Omens card; 1.07.21, 1.07.8; D2-34)."""

    per_level: int
    exempt: tuple[RollKind, ...]
    raised: tuple[RollKind, ...]

    def modifier(self, kind: RollKind, level: int) -> int:
        """Amount added to a roll of this kind at an Evil Omens level."""
        if kind in self.exempt:
            return 0
        sign = 1 if kind in self.raised else -1
        return sign * self.per_level * level


# --- Root ----------------------------------------------------------------------------------------


class TablesFile(DataModel):
    """All board tables (engine/data/tables.toml)."""

    combat: CombatTable
    population: PopulationTable
    random_events: RandomEventsTable
    games: GamesTable
    land_bills: LandBillsTable
    assassination: AssassinationTable
    popular_appeal: PopularAppealTable
    legion_allegiance: LegionAllegianceTable
    contributions: ContributionsTable
    ransom: RansomTable
    influence: InfluenceTable
    mortality: MortalityChits
    unrest: UnrestTable
    state_revenue: StateRevenueTable
    curia: CuriaTable
    initiative: InitiativeTable
    voting: VotingTable
    limits: Limits
    evil_omens: EvilOmensTable
