"""`ror tournament --game base` (issue 34 item 5): the entries rotate through every seat
position on the same seeds, and the report gives win rates with intervals per entry and per
seat position."""

from __future__ import annotations

from collections import Counter

import pytest
from click.testing import CliRunner

from lab.base_tournament import BaseTournament, play, report
from lab.tournament import make_entries
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


def test_the_cli_refuses_variants_in_a_base_tournament() -> None:
    result = CliRunner().invoke(
        main, ["tournament", "--game", "base", "--player-bots", "random", "--db", "x.db"]
    )
    assert result.exit_code != 0 and "--game base takes Player bots only" in result.output
