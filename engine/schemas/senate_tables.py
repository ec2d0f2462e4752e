"""The Senate Phase's tables (rule 1.09) as data: Voting (1.09.14, 2.01), Influence and Popularity
changes (1.09, 2.01, 2.04-2.06), Popular Appeal and Trial (1.09.421, 2.05) and Assassination
(1.09.7). The Land Bills Table (1.09.62) is in engine/schemas/tables.py.
"""

from __future__ import annotations

import math
from typing import Literal

from pydantic import model_validator

from engine.schemas.bands import RollBand, check_bands, find_band
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
