"""`ror tune` and `ror tune report`: tiny studies (2 trials x 4 games) in a tmp SQLite storage."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from guidelines.loader import NEUTRAL_ROLES, load_guideline_file
from lab.stats import wilson
from lab.tune import Objective, Objectives, TuneError
from lab.tune_report import importance_warning
from ror.cli import main

GAMES = "4"


def tune_args(
    storage: str, out: Path | None = None, changed: dict[str, str] | None = None
) -> list[str]:
    options = {
        "--objective": "player_win_rate=0.5",
        "--trials": "2",
        "--games": GAMES,
        "--seed": "13",
        "--storage": storage,
        "--study": "tiny",
        **(changed or {}),
    }
    args = ["tune", *(item for pair in options.items() for item in pair)]
    return [*args, "--out", str(out)] if out is not None else args


@pytest.fixture(scope="module")
def studied(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path]:
    """One tiny study of the Plutocrats' card, its best trial written to a folder."""
    folder = tmp_path_factory.mktemp("tune")
    storage, out = f"sqlite:///{folder / 'tune.db'}", folder / "best"
    result = CliRunner().invoke(main, tune_args(storage, out, changed={"--neutrals": "plutocrats"}))
    assert result.exit_code == 0, result.output
    assert "on 4 fresh seeds" in result.output
    return storage, out


@pytest.fixture
def storage(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tune.db'}"


def report_json(storage: str) -> dict[str, Any]:
    args = ["tune", "report", "--storage", storage, "--study", "tiny", "--json"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    report: dict[str, Any] = json.loads(result.output)
    return report


@pytest.mark.slow
def test_the_best_trial_is_written_as_valid_guideline_files(studied):
    _, out = studied
    names = sorted(f"{role.lower()}.toml" for role in NEUTRAL_ROLES)
    assert sorted(path.name for path in out.iterdir()) == names
    for role in NEUTRAL_ROLES:
        path = out / f"{role.lower()}.toml"
        assert load_guideline_file(path).name == role
        check = CliRunner().invoke(main, ["guidelines", "validate", str(path)])
        assert check.exit_code == 0, check.output
        text = path.read_text(encoding="utf-8")
        assert text.startswith("# Found by `ror tune`")
        assert "objective player_win_rate=0.5" in text
        assert "Measured player_win_rate = " in text
        assert "On the same seeds the printed Guidelines: " in text


@pytest.mark.slow
def test_report_json_shape_and_plot(studied, tmp_path):
    storage, _ = studied
    report = report_json(storage)
    assert report["trials"] == 2
    assert set(report["best"]) >= {"value", "params"}
    assert report["best"]["params"]
    assert all(name.startswith("plutocrats.") for name in report["best"]["params"])
    assert report["config"]["neutrals"] == ["Plutocrats"]
    assert report["config"]["objective"] == "player_win_rate=0.5"
    assert report["direction"] == "minimize"
    measured = report["measured"]
    assert measured["games"] == 4
    assert measured["first_seed"] > 13 + 4
    assert measured["low"] <= measured["rate"] <= measured["high"]
    assert 0 <= measured["printed_hits"] <= 4
    assert measured["difference"] == pytest.approx(
        (measured["hits"] - measured["printed_hits"]) / 4
    )
    assert measured["difference_low"] <= measured["difference"] <= measured["difference_high"]
    assert 0 <= measured["difference_p"] <= 1
    assert [row["number"] for row in report["history"]] == [0, 1]
    assert report["baseline"]["number"] == 0
    metrics = {"player_win_rate", "survival", "neutral_win_rate"}
    assert set(report["history"][0]["metrics"]) == metrics
    plot = tmp_path / "study.png"
    args = ["tune", "report", "--storage", storage, "--study", "tiny", "--plot", str(plot)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "best trial" in result.output
    assert plot.read_bytes().startswith(b"\x89PNG")


@pytest.mark.slow
def test_report_warns_when_trials_are_too_few_for_importances(studied):
    storage, _ = studied
    assert report_json(storage)["importance_warning"].startswith("warning: 2 complete trials")
    args = ["tune", "report", "--storage", storage, "--study", "tiny"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "importances need about" in result.stderr
    assert importance_warning(complete=40, parameters=8) is None
    assert importance_warning(complete=19, parameters=1) is not None


@pytest.mark.slow
def test_the_same_command_resumes_the_study(studied, tmp_path):
    copy = tmp_path / "copy.db"
    shutil.copy(studied[0].removeprefix("sqlite:///"), copy)
    storage = f"sqlite:///{copy}"
    args = tune_args(storage, changed={"--trials": "1", "--neutrals": "plutocrats"})
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "trial 2:" in result.output
    assert report_json(storage)["trials"] == 3


@pytest.mark.slow
def test_a_study_resumed_with_other_settings_is_refused(studied):
    storage, _ = studied
    args = tune_args(storage, changed={"--games": "5", "--neutrals": "plutocrats"})
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert result.output.count("\n") == 1
    assert "games differ" in result.output
    assert report_json(storage)["trials"] == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--objective", "fun"], "unknown objective"),
        (["--objective", "survival=2"], "between 0 and 1"),
        (["--neutrals", "senate"], "unknown guideline"),
        (["--handicaps", "luck=1..2"], "unknown handicap 'luck'"),
        (["--handicaps", "wars_to_fall=3..12"], "wars_to_fall takes 4 or 2..9"),
        (["--handicaps", "wars_to_fall=6..5"], "needs LOW <= HIGH"),
        (["--handicaps", "wars_to_fall=5,wars_to_fall=6"], "more than once"),
        (["--handicaps", "wars_to_fall=5", "--out", "x"], "tunes no Guideline"),
        (["--objective", "survival"], "each need a target"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(storage, args, message):
    result = CliRunner().invoke(main, [*tune_args(storage), *args])
    assert result.exit_code == 2
    assert message in result.output
    assert result.output.count("\n") == 1


def test_report_of_an_unknown_study(storage):
    result = CliRunner().invoke(main, ["tune", "report", "--storage", storage, "--study", "none"])
    assert result.exit_code == 2
    assert "no study 'none'" in result.output


@pytest.mark.parametrize("command", [["tune", "--objective", "survival"], ["tune", "report"]])
def test_a_bad_storage_is_one_line(command, tmp_path):
    bad = f"sqlite:///{tmp_path / 'missing' / 'dir' / 'x.db'}"
    for storage in ("nonsense", bad):
        result = CliRunner().invoke(main, [*command, "--storage", storage, "--study", "x"])
        assert result.exit_code == 2, result.output
        assert result.output.startswith("error: cannot open the storage")
        assert result.output.count("\n") == 1


def test_tune_needs_a_storage():
    result = CliRunner().invoke(main, ["tune", "--objective", "survival", "--study", "x"])
    assert result.exit_code == 2
    assert "--storage" in result.output


def test_objectives():
    assert Objective.parse("survival").direction == "maximize"
    target = Objective.parse("player_win_rate=0.5")
    assert target.direction == "minimize"
    assert target.score({"player_win_rate": 0.2}) == pytest.approx(0.3)
    assert str(target) == "player_win_rate=0.5"
    with pytest.raises(TuneError):
        Objective.parse("survival=x")


def test_wilson_interval():
    # ror tune's rates use the lab's one Wilson interval (lab.stats).
    estimate = wilson(10, 1000)
    assert estimate.low == pytest.approx(0.00544, abs=1e-4)
    assert estimate.high == pytest.approx(0.01828, abs=1e-4)
    assert wilson(0, 20).low == 0.0
    assert wilson(20, 20).high == 1.0


@pytest.mark.slow
def test_handicap_study_searches_magnitudes_against_two_targets(storage):
    """A handicap study: the sampled handicaps are the only parameters, every trial plays the
    same seeds, the best is re-measured on fresh seeds against the printed game, and the
    report shows both objectives' metrics."""
    args = tune_args(
        storage,
        changed={
            "--objective": "survival=0.5",
            "--handicaps": "state_revenue_bonus=0..100/50,wars_to_fall=4..5,player_influence=10",
            "--games": "3",
        },
    )
    result = CliRunner().invoke(main, [*args, "--objective", "player_win_rate=0.2"])
    assert result.exit_code == 0, result.output
    assert "printed game on those seeds" in result.output
    assert "--rule player_influence=10" in result.output
    report = report_json(storage)
    assert report["config"]["objective"] == "survival=0.5,player_win_rate=0.2"
    assert report["config"]["neutrals"] == []
    assert report["baseline"] is None
    assert set(report["best"]["params"]) <= {
        "handicap.state_revenue_bonus",
        "handicap.wars_to_fall",
    }
    assert report["best"]["handicaps"]["player_influence"] == "10"
    assert report["best"]["value"] == pytest.approx(
        abs(report["best"]["metrics"]["survival"] - 0.5)
        + abs(report["best"]["metrics"]["player_win_rate"] - 0.2)
    )
    measured = report["measured"]
    assert measured["handicaps"] == report["best"]["handicaps"]
    assert set(measured["estimates"]) == {"player_win_rate", "survival", "neutral_win_rate"}
    table = CliRunner().invoke(main, ["tune", "report", "--storage", storage, "--study", "tiny"])
    assert "player_win_rate" in table.output


def test_several_objectives_sum_their_distances():
    both = Objectives.parse("survival=0.5,player_win_rate=0.2")
    assert both.direction == "minimize"
    assert both.score({"survival": 0.4, "player_win_rate": 0.5}) == pytest.approx(0.4)
    assert str(both) == "survival=0.5,player_win_rate=0.2"
    with pytest.raises(TuneError, match="twice"):
        Objectives.parse("survival=0.5,survival=0.2")
