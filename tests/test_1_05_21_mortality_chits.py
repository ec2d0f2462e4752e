"""Rules 1.05.2-1.05.21: the Mortality Chit cup (D2-33: 30 numbered + 4 blank + 2 Draw 2)."""

from collections import Counter

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

MORTALITY = load_data_file("tables", TablesFile).mortality


def test_composition_numbers() -> None:
    assert MORTALITY.total == 36
    assert (MORTALITY.numbered_low, MORTALITY.numbered_high) == (1, 30)
    assert MORTALITY.blank == 4
    assert MORTALITY.draw_two == 2
    assert MORTALITY.draw_two_replacement == 2
    assert MORTALITY.mortality_phase_draws == 1


def test_cup_holds_36_chits_each_number_once() -> None:
    cup = MORTALITY.cup()
    assert len(cup) == 36
    counts = Counter(cup)
    assert all(counts[n] == 1 for n in range(1, 31))
    assert counts["blank"] == 4
    assert counts["draw_two"] == 2
    assert set(counts) == set(range(1, 31)) | {"blank", "draw_two"}
