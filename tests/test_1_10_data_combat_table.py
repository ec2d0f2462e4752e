"""Rule 1.10 (with 1.11.37, 1.12.1): Combat Results Table, consequences, other combat numbers."""

import pytest

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

COMBAT = load_data_file("tables", TablesFile).combat

# Independent transcription of tbl-combat: (key, low, high, result, losses per unit type).
CRT = [
    ("crt-le3", None, 3, "defeat", "all"),
    ("crt-4", 4, 4, "defeat", 4),
    ("crt-5", 5, 5, "defeat", 3),
    ("crt-6", 6, 6, "defeat", 2),
    ("crt-7", 7, 7, "defeat", 1),
    ("crt-8", 8, 8, "stalemate", 5),
    ("crt-9", 9, 9, "stalemate", 4),
    ("crt-10", 10, 10, "stalemate", 3),
    ("crt-11", 11, 11, "stalemate", 2),
    ("crt-12", 12, 12, "stalemate", 1),
    ("crt-13", 13, 13, "stalemate", 0),
    ("crt-14", 14, 14, "victory", 4),
    ("crt-15", 15, 15, "victory", 3),
    ("crt-16", 16, 16, "victory", 2),
    ("crt-17", 17, 17, "victory", 1),
    ("crt-ge18", 18, None, "victory", 0),
]


def test_crt_rows_match_the_board() -> None:
    got = [(r.key, r.low, r.high, r.result, r.losses) for r in COMBAT.rows]
    assert got == CRT


@pytest.mark.parametrize(
    ("total", "result", "losses"),
    [
        (-10, "defeat", "all"),
        (3, "defeat", "all"),
        (4, "defeat", 4),
        (7, "defeat", 1),
        (8, "stalemate", 5),
        (12, "stalemate", 1),
        (13, "stalemate", 0),
        (14, "victory", 4),
        (17, "victory", 1),
        (18, "victory", 0),
        (40, "victory", 0),
    ],
)
def test_crt_lookup_by_modified_total(total: int, result: str, losses: int | str) -> None:
    row = COMBAT.result(total)
    assert (row.result, row.losses) == (result, losses)


def test_crt_example_1_10_4_marius_stalemate_loses_one_legion() -> None:
    # Marius: 9 Legions + MIL 4 = 13 vs Gladiator Revolt 6 + Spartacus 5 = 11; rolls 10 -> 12.
    row = COMBAT.result(13 - 11 + 10)
    assert row.result == "stalemate"
    assert row.units_lost(9) == 1
    assert row.units_lost(0) == 0


def test_crt_losses_cap_at_units_present_and_all_means_all() -> None:
    assert COMBAT.result(8).units_lost(3) == 3
    assert COMBAT.result(2).units_lost(17) == 17


# Independent transcription of the result consequences: (unrest, loss divisor, glory basis,
# the flags that hold). Flags not listed are false.
CONSEQUENCES = {
    "defeat": (2, None, None, {"commander_killed"}),
    "stalemate": (
        0,
        None,
        None,
        {"commander_proconsul", "draws_mortality_chits", "capture_possible", "creates_veteran"},
    ),
    "victory_land": (
        -1,
        None,
        "printed_land_strength",
        {"war_eliminated", "spoils_of_war", "draws_mortality_chits", "creates_veteran"},
    ),
    "victory_naval": (
        -1,
        None,
        "printed_fleet_strength",
        {"naval_victory_marker", "draws_mortality_chits"},
    ),
    "disaster": (1, 2, None, {"commander_proconsul", "draws_mortality_chits", "capture_possible"}),
    "standoff": (
        0,
        4,
        None,
        {"commander_proconsul", "draws_mortality_chits", "capture_possible", "creates_veteran"},
    ),
    "senate_victory": (
        -1,
        None,
        "rebel_army_strength",
        {
            "war_eliminated",
            "rebels_killed",
            "rebel_takes_losses",
            "draws_mortality_chits",
            "creates_veteran",
        },
    ),
    "civil_war_stalemate": (
        0,
        None,
        None,
        {"rebel_takes_losses", "draws_mortality_chits", "capture_possible", "creates_veteran"},
    ),
    "senate_defeat": (
        0,
        None,
        None,
        {"commander_killed", "draws_mortality_chits", "creates_veteran"},
    ),
}


def test_result_consequences() -> None:
    got = {}
    for c in COMBAT.consequences:
        flags = {name for name, value in c.model_dump().items() if value is True}
        got[c.outcome] = (c.unrest, c.loss_divisor, c.glory, flags)
    assert got == CONSEQUENCES


def test_disaster_halves_and_standoff_quarters_rounding_up_each_type() -> None:
    disaster = COMBAT.consequence("disaster")
    standoff = COMBAT.consequence("standoff")
    assert [disaster.fraction_lost(n) for n in (0, 1, 5, 9, 10)] == [0, 1, 3, 5, 5]
    assert [standoff.fraction_lost(n) for n in (0, 1, 4, 5, 9)] == [0, 1, 1, 2, 3]


def test_fraction_lost_refused_for_table_results() -> None:
    with pytest.raises(ValueError, match="Combat Results Table"):
        COMBAT.consequence("stalemate").fraction_lost(4)


def test_other_combat_numbers() -> None:
    assert COMBAT.dice == 3  # D2-01
    assert COMBAT.glory_divisor == 2
    assert COMBAT.legions_per_popularity_loss == 2
    assert COMBAT.veteran_strength == 2
    assert COMBAT.veterans_per_battle == 1
    assert COMBAT.capture_min_chits == 2
    assert COMBAT.collapse_active_wars == 4


def test_glory_is_half_printed_strength_rounded_up() -> None:
    assert [COMBAT.glory(s) for s in (0, 1, 5, 6, 11)] == [0, 1, 3, 3, 6]


def test_commander_popularity_loss_per_two_legions_rounded_down() -> None:
    assert [COMBAT.popularity_loss(n) for n in (0, 1, 2, 3, 5)] == [0, 0, 1, 1, 2]
