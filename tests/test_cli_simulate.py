"""`ror simulate`: whole seeded games with bot Players; the same arguments give the same results
(timings aside) on one process or several; bad input gets one line and exit status 2 (README)."""

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from common.conformance import run_game
from common.simulate import ERROR, Setup, simulate
from engine.decision import Choice, Decision
from engine.report import state_digest
from engine.view import GameView
from ror.cli import main

RESULT_KEYS = {"seed", "end_reason", "winner", "turns", "digest"}
TIMINGS = {"seconds", "games_per_second", "decisions_per_second"}

Summary = dict[str, object]


class Broken:
    """A user's Player bot whose every decision fails."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def decide(self, view: GameView, decision: Decision) -> Choice:
        raise RuntimeError(f"no idea what to do about {decision.kind}")


def ror(*args: str) -> Result:
    return CliRunner().invoke(main, ["simulate", *args])


def simulate_json(*args: str) -> Summary:
    result = ror("--json", *args)
    assert result.exit_code == 0, result.stderr
    summary = json.loads(result.stdout)
    assert isinstance(summary, dict)
    return summary


def without_timings(summary: Summary) -> Summary:
    return {k: v for k, v in summary.items() if k not in TIMINGS}


def results_of(summary: Summary) -> list[dict[str, object]]:
    results = summary["results"]
    assert isinstance(results, list)
    return results


def test_json_reports_counts_speed_outcomes_and_each_game() -> None:
    summary = simulate_json("--games", "3", "--seed", "5")

    assert {"games", "errors", "games_per_second", "decisions_per_second"} <= set(summary)
    assert (summary["games"], summary["errors"]) == (3, 0)
    outcomes = summary["outcomes"]
    assert isinstance(outcomes, dict)
    assert sum(outcomes["by_reason"].values()) == sum(outcomes["by_winner"].values()) == 3
    results = results_of(summary)
    assert [r["seed"] for r in results] == [5, 6, 7]
    assert all(set(r) >= RESULT_KEYS for r in results)
    assert ERROR not in [r["end_reason"] for r in results]
    assert 0 not in [r["turns"] for r in results]


@pytest.mark.parametrize("players", ["1", "2"])
def test_the_same_arguments_give_the_same_results(players: str) -> None:
    args = ("--games", "4", "--seed", "11", "--players", players)

    assert without_timings(simulate_json(*args)) == without_timings(simulate_json(*args))


def test_two_jobs_give_the_results_of_one() -> None:
    args = ("--games", "6", "--seed", "3", "--player-bot", "random")

    one = simulate_json(*args, "--jobs", "1")
    two = simulate_json(*args, "--jobs", "2")

    assert without_timings(one) == without_timings(two)


def test_a_random_player_plays_the_game_of_the_conformance_runner() -> None:
    summary = simulate_json("--games", "2", "--seed", "8", "--player-bot", "random")

    expected = [state_digest(run_game("early", 1, seed).state) for seed in (8, 9)]
    assert [r["digest"] for r in results_of(summary)] == expected


def test_a_user_class_named_module_colon_class_plays_the_player() -> None:
    by_name = simulate_json("--games", "2", "--player-bot", "random")
    by_class = simulate_json("--games", "2", "--player-bot", "bots.random_agent:RandomAgent")

    assert results_of(by_name) == results_of(by_class)


def test_games_that_fail_are_counted_as_errors_with_their_message_and_exit_1() -> None:
    result = ror("--json", "--games", "2", "--player-bot", "tests.test_cli_simulate:Broken")

    assert result.exit_code == 1
    summary = json.loads(result.stdout)
    assert summary["errors"] == 2
    errors = [str(r["error"]) for r in results_of(summary)]
    assert all(e.startswith("RuntimeError: no idea what to do about") for e in errors)


def test_a_game_over_the_decision_cap_is_an_error() -> None:
    run = simulate(Setup(max_decisions=10), first_seed=1, games=1)

    (game,) = run.records
    assert (game.end_reason, game.error, game.decisions) == (
        ERROR,
        "decision cap of 10 reached",
        10,
    )


def test_the_text_output_is_a_summary_table() -> None:
    result = ror("--games", "2")

    assert result.exit_code == 0, result.stderr
    assert "2 early games" in result.stdout
    assert "ended by" in result.stdout and "games / second" in result.stdout


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            "nonsense",
            "--player-bot takes heuristic, heuristic-v1, random, search, base-faction, guideline, "
            "name:key=value,... or module:Class, "
            "got 'nonsense'",
        ),
        ("search:width=1", "search: a search budget needs rollouts >= 1, horizon >= 0"),
        ("no_such_module:Bot", "cannot import 'no_such_module'"),
        ("bots.random_agent:NoSuchBot", "module 'bots.random_agent' has no class 'NoSuchBot'"),
        ("engine.decision:Decision", "engine.decision:Decision(seed) fails"),
        ("engine.dice:Dice", "engine.dice:Dice has no decide(view, decision) method"),
    ],
)
def test_a_bad_player_bot_gets_one_line_and_exit_2(spec: str, message: str) -> None:
    result = ror("--player-bot", spec)

    assert result.exit_code == 2
    assert result.stderr.startswith(f"error: {message}")
    assert result.stderr.count("\n") == 1


def test_a_bad_guidelines_file_gets_one_line_and_exit_2(tmp_path: Path) -> None:
    missing = tmp_path / "missing.toml"

    result = ror("--guidelines", f"plutocrats={missing}")

    assert result.exit_code == 2
    assert result.stderr == f"error: {missing}: file not found\n"


def test_a_bad_guidelines_pair_gets_one_line_and_exit_2() -> None:
    result = ror("--guidelines", "plutocrats")

    assert result.exit_code == 2
    assert result.stderr == "error: --guidelines takes NAME=FILE, got 'plutocrats'\n"
