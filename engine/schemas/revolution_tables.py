"""The Revolution Phase's numbers (rule 1.11) as data: Legion allegiance in a Revolt (1.11.31) and
the Neutral's thresholds for revolting (4.06.2).
"""

from __future__ import annotations

from engine.schemas.common import DataModel, Era


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
