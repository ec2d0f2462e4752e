"""Rules 1.09.62-1.09.621: Land Bills Table (D2-08: Type I cannot be repealed)."""

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

LAND_BILLS = load_data_file("tables", TablesFile).land_bills

# Independent transcription of tbl-land-bills, one tuple per type:
# (cost, recurring, markers, pass Unrest, sponsor Pop, co-sponsor Pop, against Pop, repealable,
#  repeal sponsor Pop, repeal voting-for Pop, repeal Unrest, repeal sponsor minimum Popularity)
BILLS = {
    "I": (20, False, 1, -1, 2, 1, -1, False, None, None, None, None),
    "II": (5, True, 2, -2, 2, 1, -1, True, -2, -1, 2, 3),
    "III": (10, True, 3, -3, 4, 2, -2, True, -4, -2, 3, 6),
}


def test_land_bill_rows_match_the_board() -> None:
    got = {}
    for b in LAND_BILLS.rows:
        got[b.type] = (
            b.cost,
            b.recurring,
            b.markers,
            b.pass_unrest,
            b.sponsor_popularity,
            b.cosponsor_popularity,
            b.against_popularity,
            b.repealable,
            b.repeal_sponsor_popularity,
            b.repeal_for_popularity,
            b.repeal_unrest,
            b.repeal_min_popularity,
        )
    assert got == BILLS
    assert [b.type for b in LAND_BILLS.rows] == ["I", "II", "III"]


def test_land_bill_limits() -> None:
    assert LAND_BILLS.proposals_per_type_per_turn == 1
    assert LAND_BILLS.repeals_per_turn == 1


def test_bill_lookup() -> None:
    assert LAND_BILLS.bill("III").sponsor_popularity == 4
    assert not LAND_BILLS.bill("I").repealable
