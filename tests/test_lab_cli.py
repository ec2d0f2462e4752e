"""`ror tournament` and `ror tournament report`: the JSON the issue asks for, the report
recomputed from --db, CSV and plot files, and one line with exit status 2 for bad input."""

import csv
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from lab.stats import holm
from lab.store import Store
from ror.cli import main

RATE = {"rate", "low", "high"}
MEAN = {"mean", "low", "high"}
GAME_KEYS = {"entry", "seed", "seats", "digest", "winner", "end_reason", "turns", "decisions"}
COMPARISON_KEYS = {
    "a",
    "b",
    "metric",
    "difference",
    "low",
    "high",
    "interval_correction",
    "p_value",
    "p_unadjusted",
    "p_correction",
    "endpoint",
    "method",
    "pairing",
}


def ror(*args: str) -> Result:
    return CliRunner().invoke(main, ["tournament", *args])


def tournament_json(*args: str) -> dict[str, Any]:
    result = ror("--json", "--jobs", "1", *args)
    assert result.exit_code == 0, result.stderr
    found: dict[str, Any] = json.loads(result.stdout)
    return found


def test_a_small_tournament_reports_entries_comparisons_and_games() -> None:
    report = tournament_json("--player-bots", "heuristic,random", "--games", "3", "--seed", "4")

    assert set(report) >= {"entries", "comparisons", "games"}
    heuristic, random = report["entries"]
    assert (heuristic["name"], random["name"]) == ("heuristic", "random")
    for entry in report["entries"]:
        assert entry["games"] == 3
        assert set(entry["player_win"]) == RATE
        assert set(entry["republic_falls"]) == RATE
        assert set(entry["player_lost_alone"]) == RATE
        assert set(entry["mean_turns"]) == MEAN
        assert set(entry["mean_decisions"]) == MEAN
        assert set(entry["influence_share"]) == MEAN
        assert 0 <= entry["influence_share"]["mean"] <= 1
        assert all(set(rate) == RATE for rate in entry["neutral_wins"].values())
        assert sum(reason["games"] for reason in entry["end_reasons"].values()) == 3
    assert report["endpoints"]["primary"] == "survival"
    assert report["endpoints"]["secondary"] == [
        "player_win",
        "player_lost_alone",
        "influence_share",
        "turns",
    ]
    metrics = [c["metric"] for c in report["comparisons"]]
    assert metrics == ["survival", *report["endpoints"]["secondary"]]
    assert [c["endpoint"] for c in report["comparisons"]] == ["primary"] + ["secondary"] * 4
    for comparison in report["comparisons"]:
        assert set(comparison) >= COMPARISON_KEYS
        assert (comparison["a"], comparison["b"]) == ("heuristic", "random")
        assert comparison["low"] <= comparison["difference"] <= comparison["high"]
        assert 0 <= comparison["p_value"] <= 1
    games = report["games"]
    assert len(games) == 6
    assert all(set(game) >= GAME_KEYS | {"seconds"} for game in games)
    assert all(len(game["influence"]) == 5 for game in games)
    assert [(g["seed"], g["seats"]) for g in games[:2]] == [(4, ["heuristic"]), (4, ["random"])]


def test_secondary_p_values_are_holm_corrected_across_the_secondary_metrics() -> None:
    report = tournament_json(
        "--player-bots", "heuristic,random,heuristic-v1", "--games", "3", "--primary", "turns"
    )
    rows = report["comparisons"]
    primary = [r for r in rows if r["endpoint"] == "primary"]
    secondary = [r for r in rows if r["endpoint"] == "secondary"]
    assert {r["metric"] for r in primary} == {"turns"} and len(primary) == 3
    assert len(secondary) == 4 * 3
    assert holm([r["p_unadjusted"] for r in secondary]) == [r["p_value"] for r in secondary]
    assert holm([r["p_unadjusted"] for r in primary]) == [r["p_value"] for r in primary]
    assert secondary[0]["p_correction"] == "Holm over the 12 secondary comparisons"


def test_a_primary_endpoint_not_compared_is_refused_in_one_line() -> None:
    result = ror("--players", "2", "--player-bots", "heuristic,random", "--primary", "turns")
    assert result.exit_code == 2
    assert "--primary 'turns' is not compared with 2 Player(s)" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_two_player_tournament_reports_seats_and_ratings() -> None:
    report = tournament_json("--players", "2", "--player-bots", "heuristic,random", "--games", "2")
    games = report["games"]
    assert [g["seats"] for g in games] == [["heuristic", "random"], ["random", "heuristic"]] * 2
    assert games[0]["entry"] == "heuristic vs random"
    for entry in report["entries"]:
        assert entry["games"] == 4
        assert set(entry["per_seat"]) == {"Player 1", "Player 2"}
        assert [seat["games"] for seat in entry["per_seat"].values()] == [2, 2]
    ratings = report["ratings"]
    assert set(ratings["strengths"]) == {"heuristic", "random"}
    [difference] = ratings["differences"]
    assert (difference["a"], difference["b"]) == ("heuristic", "random")
    assert difference["low"] <= difference["log_odds"] <= difference["high"]
    assert difference["a_ahead"] + difference["b_ahead"] <= 4
    assert difference["separated"] == (min(difference["a_ahead"], difference["b_ahead"]) == 0)
    seat = ratings["seat_effect"]
    assert seat["low"] <= seat["log_odds"] <= seat["high"]
    assert 0 < seat["first_seat_wins"] < 1
    assert report["endpoints"] == {
        "primary": "player_win",
        "secondary": ["influence_share"],
        "correction": report["endpoints"]["correction"],
    }
    assert [c["metric"] for c in report["comparisons"]] == ["player_win", "influence_share"]
    assert report["comparisons"][0]["pairs"] == 4
    assert report["comparisons"][0]["seeds"] == 2
    assert report["comparisons"][0]["method"] == "paired t by seed"


def test_the_report_of_a_db_is_the_tournament_s(tmp_path: Path) -> None:
    db = str(tmp_path / "t.db")
    args = ("--player-bots", "random,heuristic", "--games", "2", "--db", db)
    played = tournament_json(*args)
    result = ror("report", "--db", db, "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout) == played
    assert tournament_json(*args) == played


def test_the_report_of_an_unfinished_db_says_how_many_games_are_in(tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    tournament_json("--player-bots", "random,heuristic", "--games", "2", "--db", str(db))
    with sqlite3.connect(db) as connection:
        connection.execute("DELETE FROM games WHERE seed = 2")
    connection.close()

    result = ror("report", "--db", str(db), "--json")

    assert json.loads(result.stdout)["stored"] == {
        "games": 2,
        "planned": 4,
        "complete": False,
        "note": f"{db}: 2 of 4 games are in (seeds 1-2); unfinished: run the tournament's"
        " command again to finish it",
    }
    assert "2 of 4 games are in" in ror("report", "--db", str(db)).stderr


def test_csv_and_plot_files(tmp_path: Path) -> None:
    table, picture = tmp_path / "games.csv", tmp_path / "games.png"
    result = ror(
        "--player-bots", "random", "--games", "3", "--jobs", "1",
        "--csv", str(table), "--plot", str(picture),
    )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    assert "random" in result.stdout
    with table.open(newline="") as rows:
        games = list(csv.DictReader(rows))
    assert [g["seed"] for g in games] == ["1", "2", "3"]
    assert picture.read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--games", "2"], "--player-bots is required"),
        (["--player-bots", "nobody"], "nobody"),
        (["--player-bots", "random,"], "--player-bots takes"),
        (["--player-bots", "random", "--guidelines-variant", "v"], "NAME=DIR"),
        (["--player-bots", "random", "--guidelines-variant", "v=/no/such/dir"], "not a folder"),
        (["--player-bots", "random", "--players", "2"], "at least two"),
        (["--player-bots", "random", "--address", "tcp://h:8786"], "--backend dask"),
        (["--player-bots", "random", "--backend", "ray"], "--backend"),
        (["--player-bots", "random", "--games", "0"], "--games"),
        (["--player-bots", "random", "--rule", "build_reserve=all"], "rule build_reserve takes"),
        (["report"], "--db"),
        (["report", "--db", "/no/such.db"], "no such file"),
        (["report", "--db", __file__], "not a tournament's SQLite file"),
    ],
)
def test_bad_input_gets_one_line_and_status_2(args: list[str], message: str) -> None:
    result = ror(*args)
    assert result.exit_code == 2
    assert result.stderr.startswith("error: ")
    assert len(result.stderr.strip().splitlines()) == 1
    assert message in result.stderr


def test_a_db_of_another_tournament_is_refused(tmp_path: Path) -> None:
    db = str(tmp_path / "t.db")
    tournament_json("--player-bots", "random", "--games", "1", "--db", db)
    result = ror("--player-bots", "heuristic", "--games", "1", "--db", db)
    assert result.exit_code == 2
    assert "another configuration" in result.stderr
    report = json.loads(ror("report", "--db", db, "--json").stdout)
    assert [e["name"] for e in report["entries"]] == ["random"]
    assert len(report["games"]) == 1


def test_the_chosen_rules_are_the_tournaments_and_its_stores(tmp_path: Path) -> None:
    db = str(tmp_path / "t.db")
    tournament_json("--player-bots", "random", "--games", "1", "--db", db)
    rule = ("--rule", "build_reserve=none")
    refused = ror("--player-bots", "random", "--games", "1", "--db", db, *rule)
    assert refused.exit_code == 2 and "rulings differ" in refused.stderr
    other = str(tmp_path / "rules.db")
    tournament_json("--player-bots", "random", "--games", "1", "--db", other, *rule)
    with Store(Path(other), read_only=True) as store:
        configuration = store.configuration()
    assert configuration is not None and configuration["rulings"] == {"build_reserve": "none"}


def test_a_bot_spec_with_several_settings_is_one_entry() -> None:
    spec = "search:rollouts=1,horizon=0,width=2"
    report = tournament_json("--player-bots", f"random,{spec}", "--games", "1")

    assert [e["name"] for e in report["entries"]] == ["random", spec]
