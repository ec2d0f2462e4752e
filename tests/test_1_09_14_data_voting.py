"""Rules 1.09.141, 2.01.32, 2.01.4, 2.01.8: voting numbers."""

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

VOTING = load_data_file("tables", TablesFile).voting


def test_voting_numbers() -> None:
    assert VOTING.model_dump() == {
        "votes_per_talent": 1,
        "priest_bonus": 1,
        "pontifex_multiplier": 2,
        "pontifex_recall_numerator": 2,
        "pontifex_recall_denominator": 3,
    }
