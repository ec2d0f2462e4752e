"""The learning baseline (adapters/baseline.py, docs/adapters.md): it trains, scores the three
agents on held-out seeds with intervals, and the same seed gives the same numbers."""

from __future__ import annotations

import json

import pytest

from adapters.baseline import main, wilson


def report(capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    assert main(["--episodes", "2", "--games", "2", "--json"]) == 0
    result: dict[str, object] = json.loads(capsys.readouterr().out)
    return result


def test_the_baseline_reports_three_agents_with_intervals_and_repeats(
    capsys: pytest.CaptureFixture[str],
) -> None:
    first = report(capsys)

    scores = first["scores"]
    assert isinstance(scores, dict)
    assert set(scores) == {"linear-reinforce", "random", "heuristic"}
    for score in scores.values():
        for low_high in score.values():
            value, low, high = low_high
            assert low <= value <= high
    first.pop("train_cpu_s")
    second = report(capsys)
    second.pop("train_cpu_s")
    assert first == second


def test_the_wilson_interval_brackets_the_share() -> None:
    share, low, high = wilson(88, 100)

    assert share == 0.88 and 0.80 < low < 0.81 and 0.92 < high < 0.94
