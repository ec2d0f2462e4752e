"""The Senate Phase's tables (rule 1.09) as data: Voting (1.09.14, 2.01), Influence and Popularity
changes (1.09, 2.01, 2.04-2.06), Popular Appeal and Trial (1.09.421, 2.05), Assassination (1.09.7)
and the Land Bills Table (1.09.62).
"""

from __future__ import annotations

import math
from typing import Literal, get_args

from pydantic import model_validator

from engine.band_rows import find_band
from engine.schemas.bands import RollBand, check_bands
from engine.schemas.common import DataModel

# --- Voting (1.09.14, 2.01) -----------------------------------------------------------------------


class VotingTable(DataModel):
    """Voting numbers: bought votes (1.09.141), Priest and Pontifex bonuses (2.01.32, 2.01.4) and
    the two-thirds majority to recall a Pontifex Maximus (2.01.8)."""

    votes_per_talent: int
    priest_bonus: int
    pontifex_multiplier: int
    pontifex_recall_numerator: int
    pontifex_recall_denominator: int


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
