"""`ror tournament --game base` (issue 34 item 5): the entries rotate through every seat
position on the same seeds, and the report gives win rates with intervals per entry and per
seat position, and ranks the entries by a Plackett-Luce fit of the finishing orders (each
entry's strength and each seat position's advantage, with intervals)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from common.runner import GameRecord
from lab.base_tournament import BaseTournament, finishing_order, play, report
from lab.store import Store, StoreError
from lab.tournament import Entry, make_entries
from ror.cli import main


@pytest.mark.parametrize(
    ("factions", "bots"), [(3, ["random", "base-faction"]), (4, ["random"] * 5)]
)
def test_every_entry_sits_in_every_seat_equally(factions: int, bots: list[str]) -> None:
    tournament = BaseTournament("early", factions, tuple(make_entries(bots, [])))
    schedule = tournament.schedule([1, 2])
    names = [e.name for e in tournament.entries]
    assert len(schedule) == 2 * len(names)
    counts = Counter((name, seat) for seats, _ in schedule for seat, name in enumerate(seats))
    assert len(set(counts.values())) == 1 and len(counts) == len(names) * factions


def test_the_report_counts_wins_by_entry_and_seat() -> None:
    tournament = BaseTournament("early", 3, tuple(make_entries(["random", "base-faction"], [])))
    games = play(tournament, [1], jobs=1, backend="local", address=None)
    result = report(tournament, games)
    assert result["games"] == 2 and result["errors"] == 0
    wins = sum(row["wins"] for row in result["entries"].values())
    assert wins == sum(1 for _, r in games if r.winner_seat is not None)
    assert set(result["ranking"]) == {"random", "base-faction"}
    ratings = result["ratings"]
    assert ratings["games"] == 2 and set(ratings["strengths"]) == {"random", "base-faction"}
    assert len(ratings["seat_advantages"]) == 3


def record(seed: int, winner_seat: int | None, influence: tuple[int, ...]) -> GameRecord:
    """A finished game's record, as far as the report reads it."""
    return GameRecord(seed, "era", None, 5, 100, "", winner_seat=winner_seat, influence=influence)


def test_the_finishing_order_is_the_winner_then_influence() -> None:
    ranked = finishing_order(("a", "b", "c", "d"), record(1, 2, (9, 14, 3, 9)))
    assert ranked.ranks == (2.0, 1.0, 0.0, 2.0)
    all_lose = finishing_order(("a", "b", "c"), record(1, None, (4, 8, 8)))
    assert all_lose.ranks == (2.0, 0.0, 0.0)


def test_the_entries_are_ranked_by_strength_with_intervals_and_seat_advantages() -> None:
    tournament = BaseTournament("early", 3, tuple(Entry(n, "random") for n in ("x", "y", "z")))
    influence = {"x": 10, "y": 5, "z": 20}
    games = [
        # "z" wins four seeds in five and has the most Influence; "x" more than "y".
        (
            seats,
            record(
                seed, seats.index("z") if seed % 5 else None, tuple(influence[n] for n in seats)
            ),
        )
        for seats, seed in tournament.schedule(range(1, 31))
    ]
    result = report(tournament, games)
    assert result["ranking"] == ["z", "x", "y"]
    strengths = result["ratings"]["strengths"]
    assert strengths["z"]["low"] <= strengths["z"]["log_odds"] <= strengths["z"]["high"]
    assert strengths["x"]["low"] > strengths["y"]["high"]
    first, *later = result["ratings"]["seat_advantages"]
    assert first["log_odds"] == 0 and len(later) == 2
    assert [d["a_ahead"] for d in result["ratings"]["differences"]] == [90, 0, 0]


def test_the_cli_refuses_variants_in_a_base_tournament() -> None:
    result = CliRunner().invoke(
        main, ["tournament", "--game", "base", "--player-bots", "random", "--csv", "x.csv"]
    )
    assert result.exit_code != 0 and "--game base takes Player bots only" in result.output


def test_the_json_report_carries_the_ratings() -> None:
    args = ["tournament", "--game", "base", "--factions", "3", "--games", "1", "--jobs", "1"]
    result = CliRunner().invoke(main, [*args, "--player-bots", "base-faction,random", "--json"])
    assert result.exit_code == 0, result.output
    ratings = json.loads(result.output)["ratings"]
    assert set(ratings["strengths"]["random"]) == {"log_odds", "low", "high"}
    assert len(ratings["seat_advantages"]) == 3 and ratings["seat_advantages"][0]["log_odds"] == 0


def test_a_base_tournament_resumes_from_its_store(tmp_path: Path) -> None:
    db = tmp_path / "base.db"
    tournament = BaseTournament("early", 3, tuple(make_entries(["random", "base-faction"], [])))
    with Store(db) as store:
        first = play(tournament, [1], jobs=1, backend="local", address=None, store=store)
    heard: list[tuple[int, int]] = []
    with Store(db) as store:
        games = play(tournament, [1, 2], 1, "local", None, store, lambda *done: heard.append(done))
    assert heard[0] == (2, 4)  # the first seed's two games were found stored
    assert games[:2] == first
    fresh = play(tournament, [1, 2], jobs=1, backend="local", address=None)
    assert [(s, r.digest) for s, r in games] == [(s, r.digest) for s, r in fresh]
    other = BaseTournament("early", 4, tournament.entries)
    with Store(db) as store, pytest.raises(StoreError, match="factions"):
        play(other, [1], 1, "local", None, store)


def test_the_cli_resumes_a_base_tournament_and_its_report_names_the_way(tmp_path: Path) -> None:
    db = str(tmp_path / "base.db")
    args = [
        "tournament",
        "--game",
        "base",
        "--factions",
        "3",
        "--player-bots",
        "random,base-faction",
    ]
    runner = CliRunner()
    first = runner.invoke(main, [*args, "--games", "1", "--db", db, "--json"])
    again = runner.invoke(main, [*args, "--games", "2", "--db", db, "--json"])
    assert first.exit_code == 0 and again.exit_code == 0
    assert json.loads(again.output)["games"] == 4
    report = runner.invoke(main, ["tournament", "report", "--db", db])
    assert report.exit_code != 0 and "base-game tournament" in report.output
