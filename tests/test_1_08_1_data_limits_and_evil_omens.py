"""Rules 1.07.31, 1.08.1, 1.09.63 (limits) and the Evil Omens roll modifier (D2-34)."""

import pytest

from engine.dataload import load_data_file
from engine.schemas.forum_tables import RollKind
from engine.schemas.tables import TablesFile

TABLES = load_data_file("tables", TablesFile)


def test_limits() -> None:
    assert TABLES.limits.model_dump() == {
        "unrest_min": 0,
        "popularity_min": -9,
        "popularity_max": 9,
        "influence_min": 0,
        "legions_max": 25,
        "fleets_max": 25,
        "hand_limit": 5,
    }


def test_evil_omens_data() -> None:
    omens = TABLES.evil_omens
    assert omens.per_level == 1
    assert set(omens.exempt) == {
        "initiative",
        "random_events",
        "natural_disaster_concession",
        "tax_farmer",
    }
    assert omens.raised == ("persuasion",)


@pytest.mark.parametrize(
    ("kind", "level", "modifier"),
    [
        ("other", 0, 0),
        ("other", 1, -1),
        ("other", 2, -2),
        ("persuasion", 2, 2),
        ("initiative", 2, 0),
        ("random_events", 1, 0),
        ("natural_disaster_concession", 1, 0),
        ("tax_farmer", 1, 0),
    ],
)
def test_evil_omens_modifier(kind: RollKind, level: int, modifier: int) -> None:
    assert TABLES.evil_omens.modifier(kind, level) == modifier
