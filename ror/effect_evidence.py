"""What backs each card-effect tag besides its handlers (engine/effects.py) and the tests marked
with it (ror/effect_tests.py): the tags left out of the game and why (section IV, 4.01.1), and
the tags known to be missing.

A tag is implemented only when a registered handler acts on it and a test is marked with it; a
tag left out needs a rule and a reason; every other tag is missing, with the rule it needs.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.effects import EffectFamily

Key = tuple[EffectFamily, str]


@dataclass(frozen=True, slots=True)
class Note:
    """The rule a tag falls under and why it is left out or still missing."""

    rule: str
    reason: str


NO_PROSECUTIONS = "section IV holds no Prosecutions (4.05.1)"

NOT_APPLICABLE: dict[Key, Note] = {
    ("statesman", "law_vote_bonus_6"): Note(
        "2.06",
        "Passing Laws is an Advanced Rule left out by 4.01.1: Laws take effect when played, "
        "with no vote to add to",
    ),
    ("statesman", "law_knight_votes_double"): Note(
        "2.06",
        "Passing Laws is an Advanced Rule left out by 4.01.1: Laws take effect when played, "
        "with no vote to add to",
    ),
    ("statesman", "trial_advocate_plus2_prosecutor_minus2"): Note(
        "2.05.1", f"Advocates is an Advanced Rule left out by 4.01.1, and {NO_PROSECUTIONS}"
    ),
    ("statesman", "popular_appeal_3d6"): Note(
        "1.09.421", f"a Popular Appeal is made only by an accused Senator; {NO_PROSECUTIONS}"
    ),
    ("statesman", "free_land_bill_proposal_per_turn"): Note(
        "1.09.62",
        "section IV has no proposals: a Land Bill is sponsored as a Spoils pick by any Senator "
        "in Rome, needing neither the Presiding Magistrate nor a Tribune (4.05.1, 4.05.417), so "
        "the Gracchi's waiver of both has nothing to waive",
    ),
    ("war", "attacks"): Note("2.02.4", "Provincial Wars is an Advanced Rule left out by 4.01.1"),
}
"""Tags the game leaves out, with the rule that carries them and why."""

MISSING: dict[Key, Note] = {}
"""Tags known to be unhandled, with the rule they need and what is lacking: none since issue 13;
a tag added to the data later goes here until a handler and a test cover it."""
