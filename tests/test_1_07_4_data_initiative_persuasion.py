"""Rules 1.07.2-1.07.51 and 4.04.2-4.04.5: Initiative, Persuasion and Knight numbers."""

import pytest

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

INITIATIVE = load_data_file("tables", TablesFile).initiative

EXPECTED = {
    "initiatives_per_forum_phase": 6,
    "random_event_roll": 7,
    "min_initiative_bid": 1,
    "aligned_target_penalty": 7,
    "persuasion_auto_fail": 10,
    "persuasion_auto_fail_after_era_ends": 9,
    "knight_min_roll": 6,
    "knight_votes": 1,
    "neutral_bribe_min_base": 7,
    "neutral_bribe_max_base": 9,
    "neutral_counter_bribe_target": 4,
    "neutral_bid_turn_margin": 4,
    "neutral_bid_continue_roll": 4,
}


def test_initiative_numbers_match_reference() -> None:
    assert INITIATIVE.model_dump() == EXPECTED


@pytest.mark.parametrize(
    ("roll", "era_ends", "fails"),
    [
        (8, False, False),
        (9, False, False),
        (10, False, True),
        (12, False, True),
        (8, True, False),
        (9, True, True),
        (11, True, True),
    ],
)
def test_persuasion_natural_failure(roll: int, era_ends: bool, fails: bool) -> None:
    assert INITIATIVE.persuasion_fails_naturally(roll, era_ends) is fails
