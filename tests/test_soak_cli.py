"""`ror soak` and `ror simulate --check`: whole games over scenarios x Players x Player bots
with the turn invariants after every phase; failures by kind, each with the command that
replays it; exit 1 on any failure, 2 on bad input; README and --help name the same options."""

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from common.conformance import phase_invariants
from common.runner import GameRecord
from common.simulate import Setup
from engine.decision import Choice, Decision
from engine.view import GameView
from ror.cli import main
from ror.soak import Combination, Failure, combinations, game_specs
from ror.soak_cli import soak as soak_command

README = Path(__file__).resolve().parent.parent / "README.md"


class Broken:
    """A Player bot whose every decision fails."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def decide(self, view: GameView, decision: Decision) -> Choice:
        raise RuntimeError(f"broken bot {self.seed} at {decision.kind}")


def ror(*args: str) -> Result:
    return CliRunner().invoke(main, ["soak", *args])


def test_a_clean_soak_reports_every_figure_and_exits_0() -> None:
    result = ror("--games", "4", "--scenarios", "early,late", "--players", "1", "--json")

    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["games"] == 4 and summary["errors"] == 0 and summary["violations"] == 0
    assert summary["decisions"] > 0 and summary["kinds"] == []
    assert len(summary["combinations"]) == 4  # 2 scenarios x 1 count x 2 bots


def test_failures_come_by_kind_with_a_reproducer_and_exit_1() -> None:
    bot = f"{__name__}:Broken"
    result = ror("--games", "3", "--scenarios", "early", "--players", "1", "--player-bots", bot)

    assert result.exit_code == 1
    assert "3 x error: RuntimeError: broken bot … at " in result.stdout
    assert f"--seed 1 --scenario early --players 1 --player-bot {bot}" in result.stdout


def test_games_go_to_the_combinations_in_turn_on_their_own_seeds() -> None:
    chosen = combinations(["early", "middle"], [1, 2], ["random"])

    planned = game_specs(chosen, 10, 6)

    assert [(c.scenario, c.players, spec.seed) for c, spec in planned] == [
        ("early", 1, 10),
        ("early", 2, 11),
        ("middle", 1, 12),
        ("middle", 2, 13),
        ("early", 1, 14),
        ("early", 2, 15),
    ]
    assert all(spec.phase_hooks == (phase_invariants,) for _, spec in planned)


def test_a_broken_invariant_is_a_violation_of_its_own_kind() -> None:
    combination = Combination("late", 2, "random")
    failures = [
        Failure(combination, GameRecord(seed, "error", None, 3, 9, "", error))
        for seed, error in (
            (
                7,
                "InvariantViolation: turn 3, after Senate: fam-27-marius governs prov-bithynia",
            ),
            (
                9,
                "InvariantViolation: turn 2, after Senate: fam-09-aurel governs prov-africa",
            ),
            (8, "KeyError: '27A'"),
        )
    ]

    assert [f.violation for f in failures] == [True, True, False]
    assert failures[0].kind == failures[1].kind
    assert combination.reproducer(7) == (
        "ror simulate --check --games 1 --seed 7 --scenario late --players 2 --player-bot random"
    )


def test_simulate_check_checks_the_invariants() -> None:
    assert Setup(check=True).game(1).phase_hooks == (phase_invariants,)
    assert Setup().game(1).phase_hooks == ()
    result = CliRunner().invoke(
        main,
        [
            "simulate",
            "--check",
            "--games",
            "1",
            "--scenario",
            "middle",
            "--seed",
            "30109",
            "--player-bot",
            "random",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["errors"] == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--scenarios", "nowhere"], "unknown scenario 'nowhere'"),
        (["--scenarios", ","], "needs at least one value"),
        (["--players", "3"], "--players takes 1 or 2"),
        (["--player-bots", "nobody"], "--player-bot takes"),
        (["--games", "0"], "--games"),
    ],
)
def test_bad_input_gets_one_line_and_status_2(args: list[str], message: str) -> None:
    result = ror(*args)

    assert result.exit_code == 2
    assert len(result.stderr.splitlines()) == 1 and message in result.stderr


def test_the_readme_names_every_option_of_soak_help() -> None:
    text = README.read_text(encoding="utf-8")
    usage = re.search(r"^ror soak .*?(?=^ror |^```)", text, re.MULTILINE | re.DOTALL)
    assert usage is not None, "the README's command list has no ror soak line"
    for param in soak_command.params:
        for flag in getattr(param, "opts", []):
            if flag.startswith("--"):
                assert flag in usage.group(0), f"README's ror soak line lacks {flag}"
