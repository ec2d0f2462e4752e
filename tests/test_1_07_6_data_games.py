"""Rule 1.07.6 (and 4.04.4): Games Table."""

import pytest

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

GAMES = load_data_file("tables", TablesFile).games


def test_games_rows_match_the_board() -> None:
    got = [(g.key, g.name, g.cost, g.popularity, g.unrest) for g in GAMES.rows]
    assert got == [
        ("games-slice-and-dice", "Slice and Dice", 7, 1, -1),
        ("games-blood-fest", "Blood Fest", 13, 2, -2),
        ("games-gladiator-gala", "Gladiator Gala", 18, 3, -3),
    ]


def test_games_by_key() -> None:
    assert GAMES.get("games-blood-fest").cost == 13
    with pytest.raises(KeyError):
        GAMES.get("games-chariot-race")


@pytest.mark.parametrize(
    ("talents", "key"),
    [
        (6, None),
        (7, "games-slice-and-dice"),
        (12, "games-slice-and-dice"),
        (13, "games-blood-fest"),
        (18, "games-gladiator-gala"),
        (50, "games-gladiator-gala"),
    ],
)
def test_best_affordable_games(talents: int, key: str | None) -> None:
    best = GAMES.best_affordable(talents)
    assert (best.key if best else None) == key
