"""`ror simulate --game base` and `ror soak --game base` (issue 34): whole base games with a bot
in every seat; bad seat lists get one error line and a non-zero exit."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from ror.cli import main


def test_simulate_base_games_with_a_bot_per_seat() -> None:
    result = CliRunner().invoke(
        main,
        [
            "simulate",
            "--game",
            "base",
            "--seat-bots",
            "base-faction,random,heuristic",
            "--games",
            "2",
            "--check",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["game"] == "base" and summary["players"] == 3
    assert summary["seat_bots"] == ["base-faction", "random", "heuristic"]
    assert summary["errors"] == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "base", "--seat-bots", "random,random"], "3 to 6 bots"),
        (["--game", "base", "--factions", "4", "--seat-bots", "random,random,random"], "for 4"),
        (["--factions", "4"], "go with --game base"),
    ],
)
def test_a_bad_seat_list_gets_one_line(args: list[str], message: str) -> None:
    result = CliRunner().invoke(main, ["simulate", "--games", "1", *args])
    assert result.exit_code != 0
    assert message in result.output and len(result.output.strip().splitlines()) == 1


def test_soak_base_games() -> None:
    result = CliRunner().invoke(
        main, ["soak", "--game", "base", "--games", "4", "--scenarios", "early", "--json"]
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["errors"] == 0 and summary["violations"] == 0
    assert {c["players"] for c in summary["combinations"]} == {3, 4, 5, 6}
