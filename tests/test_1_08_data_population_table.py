"""Rules 1.08.1-1.08.2: Population Table (State of the Republic) and Unrest adjustments."""

import pytest

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

TABLES = load_data_file("tables", TablesFile)
POPULATION = TABLES.population

# Independent transcription of tbl-population: (key, low, high, Unrest change, extra results).
ROWS = [
    ("pop-lt0", None, -1, None, ("people_revolt",)),
    ("pop-0", 0, 0, 6, ("no_recruitment", "mob")),
    ("pop-1", 1, 1, 5, ("no_recruitment", "mob")),
    ("pop-2", 2, 2, 5, ("no_recruitment",)),
    ("pop-3", 3, 3, 5, ("manpower_shortage",)),
    ("pop-4", 4, 4, 5, ()),
    ("pop-5", 5, 5, 4, ("manpower_shortage",)),
    ("pop-6", 6, 6, 4, ()),
    ("pop-7", 7, 7, 3, ("manpower_shortage",)),
    ("pop-8", 8, 8, 3, ()),
    ("pop-9", 9, 9, 2, ()),
    ("pop-10", 10, 10, 1, ()),
    ("pop-11-15", 11, 15, 0, ()),
    ("pop-16", 16, 16, -1, ()),
    ("pop-17", 17, 17, -2, ()),
    ("pop-ge18", 18, None, -3, ()),
]


def test_population_rows_match_the_board() -> None:
    got = [(r.key, r.low, r.high, r.unrest, r.effects) for r in POPULATION.rows]
    assert got == ROWS


def test_population_roll_and_mob_chits() -> None:
    assert POPULATION.dice == 3
    assert POPULATION.mob_chits == 6


@pytest.mark.parametrize(
    ("total", "unrest", "effects"),
    [
        (-5, None, ("people_revolt",)),
        (-1, None, ("people_revolt",)),
        (0, 6, ("no_recruitment", "mob")),
        (3, 5, ("manpower_shortage",)),
        (10, 1, ()),  # D2-02: 10 raises Unrest by 1
        (11, 0, ()),
        (15, 0, ()),
        (16, -1, ()),
        (18, -3, ()),
        (27, -3, ()),
    ],
)
def test_population_lookup_by_modified_total(
    total: int, unrest: int | None, effects: tuple[str, ...]
) -> None:
    row = POPULATION.result(total)
    assert (row.unrest, row.effects) == (unrest, effects)


def test_unrest_adjustments_kept_outside_other_tables() -> None:
    unrest = TABLES.unrest
    assert unrest.minimum == 0
    assert unrest.per_unprosecuted_war == 1
    assert unrest.per_drought_effect == 1
    assert unrest.provincial_defeat == 0


def test_unrest_from_games_and_land_bills() -> None:
    assert [g.unrest for g in TABLES.games.rows] == [-1, -2, -3]
    assert [b.pass_unrest for b in TABLES.land_bills.rows] == [-1, -2, -3]
    assert [b.repeal_unrest for b in TABLES.land_bills.rows] == [None, 2, 3]
