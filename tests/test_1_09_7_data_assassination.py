"""Rules 1.09.72-1.09.74: Assassination Table and its modifiers."""

import pytest

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

ASSASSINATION = load_data_file("tables", TablesFile).assassination


def test_assassination_rows_match_the_board() -> None:
    got = [(r.key, r.low, r.high, r.outcome) for r in ASSASSINATION.rows]
    assert got == [
        ("asn-le2", None, 2, "assassin_caught"),
        ("asn-3-4", 3, 4, "no_effect"),
        ("asn-ge5", 5, None, "target_killed"),
    ]


def test_assassination_modifiers_and_punishment() -> None:
    assert ASSASSINATION.dice == 1
    assert ASSASSINATION.per_assassin_card == 1
    assert ASSASSINATION.per_secret_bodyguard == -1
    assert ASSASSINATION.open_bodyguard == -2
    assert ASSASSINATION.caught_faction_leader_influence == -5


@pytest.mark.parametrize(
    ("total", "outcome"),
    [
        (-2, "assassin_caught"),
        (2, "assassin_caught"),
        (3, "no_effect"),
        (4, "no_effect"),
        (5, "target_killed"),
        (8, "target_killed"),
    ],
)
def test_assassination_lookup(total: int, outcome: str) -> None:
    assert ASSASSINATION.result(total).outcome == outcome
