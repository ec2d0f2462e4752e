"""Board tables and the numbers printed beside them (rule 1.02, the game board), as data.

Loaded from engine/data/tables.toml with ``load_data_file("tables", TablesFile)``. This module holds
the root, the Combat Results Table and Ransom (1.10, 1.10.71), the Land Bills Table (1.09.62),
Initiative, Persuasion and Knights (1.07.2-1.07.5, 4.04), and the limits and Evil Omens (1.07.21,
1.08.1). The other tables: forum_tables (1.07), population_tables (1.08), senate_tables (1.09),
revenue_tables (1.05, 1.06), revolution_tables (1.11); their dice rows: bands.
"""

from __future__ import annotations

import math
from typing import Literal, get_args

from pydantic import Field, model_validator

from engine.schemas.bands import RollBand, check_bands, check_unique_keys, find_band
from engine.schemas.common import DataModel
from engine.schemas.forum_tables import CuriaTable, GamesTable, RandomEventsTable
from engine.schemas.population_tables import PopulationTable, UnrestTable
from engine.schemas.revenue_tables import ContributionsTable, MortalityChits, StateRevenueTable
from engine.schemas.revolution_tables import LegionAllegianceTable
from engine.schemas.senate_tables import (
    AssassinationTable,
    InfluenceTable,
    PopularAppealTable,
    VotingTable,
)

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


# --- Ransom (1.10.71) ----------------------------------------------------------------------------


class RansomTable(DataModel):
    """Ransom of a Captive (1.10.71): the larger of a minimum and a rate per point of Influence."""

    minimum: int
    per_influence: int

    def amount(self, influence: int) -> int:
        """Ransom in Talents for a Captive with this Influence."""
        return max(self.minimum, self.per_influence * influence)


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
