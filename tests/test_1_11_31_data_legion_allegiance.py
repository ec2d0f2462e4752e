"""Rule 1.11.31: Legion allegiance roll when a Commander declares Revolt."""

import pytest

from engine.dataload import load_data_file
from engine.schemas.common import Era
from engine.schemas.tables import TablesFile

ALLEGIANCE = load_data_file("tables", TablesFile).legion_allegiance


def test_allegiance_thresholds_by_era() -> None:
    assert (ALLEGIANCE.early, ALLEGIANCE.middle, ALLEGIANCE.late) == (5, 4, 3)
    assert ALLEGIANCE.max_talents_per_legion == 1


@pytest.mark.parametrize(
    ("era", "follows_on"),
    [("early", {5, 6, 7}), ("middle", {4, 5, 6, 7}), ("late", {3, 4, 5, 6, 7})],
)
def test_which_rolls_follow(era: Era, follows_on: set[int]) -> None:
    assert {roll for roll in range(0, 8) if ALLEGIANCE.follows(era, roll)} == follows_on
