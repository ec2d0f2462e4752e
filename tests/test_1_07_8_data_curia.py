"""Rule 1.07.8: Putting Rome in Order, Curia rolls (D2-07: revival on 5-6)."""

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

CURIA = load_data_file("tables", TablesFile).curia


def test_curia_thresholds() -> None:
    assert CURIA.revival_min_roll == 5
    assert CURIA.leader_death_min_roll == 5


def test_curia_rolls_on_1d6() -> None:
    assert [roll for roll in range(1, 7) if CURIA.revives(roll)] == [5, 6]
    assert [roll for roll in range(1, 7) if CURIA.leader_dies(roll)] == [5, 6]
