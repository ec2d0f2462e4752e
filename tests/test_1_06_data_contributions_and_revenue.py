"""Rules 1.06.11-1.06.53 (and 1.09.63, 3.01.3): Contributions table and State Treasury flows."""

import pytest

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

TABLES = load_data_file("tables", TablesFile)
CONTRIBUTIONS = TABLES.contributions
REVENUE = TABLES.state_revenue


def test_contribution_rows_match_the_board() -> None:
    got = [(r.key, r.min_talents, r.influence) for r in CONTRIBUTIONS.rows]
    assert got == [("contrib-10", 10, 1), ("contrib-25", 25, 3), ("contrib-50", 50, 7)]
    assert CONTRIBUTIONS.per_senator_per_phase == 1


@pytest.mark.parametrize(
    ("talents", "influence"),
    [(0, 0), (9, 0), (10, 1), (24, 1), (25, 3), (49, 3), (50, 7), (120, 7)],
)
def test_contribution_influence(talents: int, influence: int) -> None:
    assert CONTRIBUTIONS.influence(talents) == influence


def test_state_revenue_numbers() -> None:
    assert REVENUE.starting_treasury == 100
    assert REVENUE.annual_revenue == 100
    assert REVENUE.active_war_cost == 20
    assert REVENUE.unit_maintenance == 2
    assert REVENUE.rebel_unit_maintenance == 2
    assert REVENUE.low_treasury_warning == 70
    assert REVENUE.unit_cost == 10
    assert REVENUE.manpower_shortage_surcharge == 10
    assert REVENUE.faction_leader_income == 3
    assert REVENUE.senator_income == 1
    assert REVENUE.knight_income == 1
    assert REVENUE.development_min_roll == 6
    assert REVENUE.development_uncorrupt_bonus == 1


def test_raise_cost_by_manpower_shortage_level() -> None:
    assert [REVENUE.raise_cost(level) for level in (0, 1, 2)] == [10, 20, 30]


def test_land_bill_debits() -> None:
    assert [(b.type, b.cost, b.recurring) for b in TABLES.land_bills.rows] == [
        ("I", 20, False),
        ("II", 5, True),
        ("III", 10, True),
    ]
