"""Rules 1.09.421 and 2.05.3-2.05.4: Popular Appeal Table with the Trial (Advocates) column."""

import pytest

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

APPEAL = load_data_file("tables", TablesFile).popular_appeal

# Independent transcription: (key, low, high, appeal result, appeal votes, trial votes).
ROWS = [
    ("appeal-le2", None, 2, "accused_killed", None, -20),
    ("appeal-3", 3, 3, "votes", -16, -16),
    ("appeal-4", 4, 4, "votes", -12, -12),
    ("appeal-5", 5, 5, "votes", -8, -8),
    ("appeal-6", 6, 6, "votes", -4, -4),
    ("appeal-7", 7, 7, "votes", 0, 0),
    ("appeal-8", 8, 8, "votes", 4, 4),
    ("appeal-9", 9, 9, "votes", 8, 8),
    ("appeal-10", 10, 10, "votes", 12, 12),
    ("appeal-11", 11, 11, "votes", 16, 16),
    ("appeal-ge12", 12, None, "accused_freed", None, 20),
]


def test_appeal_rows_match_the_board() -> None:
    got = [(r.key, r.low, r.high, r.appeal, r.appeal_votes, r.trial_votes) for r in APPEAL.rows]
    assert got == ROWS
    assert APPEAL.dice == 2


@pytest.mark.parametrize(
    ("total", "appeal", "votes"),
    [
        (-4, "accused_killed", None),
        (2, "accused_killed", None),
        (3, "votes", -16),
        (7, "votes", 0),
        (11, "votes", 16),
        (12, "accused_freed", None),
        (19, "accused_freed", None),
    ],
)
def test_appeal_lookup(total: int, appeal: str, votes: int | None) -> None:
    row = APPEAL.result(total)
    assert (row.appeal, row.appeal_votes) == (appeal, votes)


def test_mob_chits_one_per_point_above_eleven() -> None:
    assert APPEAL.mob_chits_above == 11
    assert [APPEAL.mob_chits(t) for t in (2, 11, 12, 13, 15)] == [0, 0, 1, 2, 4]


def test_advocate_chits_one_per_point_below_three() -> None:
    assert APPEAL.advocate_chits_below == 3
    assert [APPEAL.advocate_chits(t) for t in (3, 2, 1, -1, 12)] == [0, 1, 2, 4, 0]
