"""Difficulty levels (`--difficulty easy|normal|hard`): normal is the printed Guidelines; easy and
hard are shipped Guideline presets found with `ror tune`."""

from __future__ import annotations

import json
from importlib.resources import files

import pytest
from click.testing import CliRunner

from guidelines.loader import NEUTRAL_ROLES, GuidelineSet, load_guideline_file
from lab.difficulty import LEVELS, difficulty_guidelines
from ror.cli import main


def simulate_digests(*args: str) -> list[str]:
    command = ["simulate", "--games", "3", "--seed", "2", "--json", *args]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    return [game["digest"] for game in json.loads(result.output)["results"]]


def test_normal_is_the_printed_guidelines():
    assert difficulty_guidelines("normal").hashes() == GuidelineSet.default().hashes()


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_a_preset_is_a_full_set_that_differs_from_the_printed_one(level):
    chosen = difficulty_guidelines(level)
    printed = GuidelineSet.default()
    assert set(chosen) == set(NEUTRAL_ROLES)
    assert chosen.hashes() != printed.hashes()
    for role in NEUTRAL_ROLES:
        assert chosen[role].name == role
        tuned, card = chosen[role].setup, printed[role].setup
        assert (tuned.order, tuned.assigned_by) == (card.order, card.assigned_by)
        assert tuned.temporary_rome_consul == card.temporary_rome_consul


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_preset_files_validate_and_say_how_they_were_found(level):
    for role in NEUTRAL_ROLES:
        resource = files("guidelines") / "presets" / level / f"{role.lower()}.toml"
        text = resource.read_text(encoding="utf-8")
        assert text.startswith(f"# Difficulty preset {level!r}")
        assert "# Measured: Player wins " in text
        with_path = load_guideline_file(str(resource))
        assert with_path == difficulty_guidelines(level)[role]


def test_unknown_level():
    with pytest.raises(ValueError, match="unknown difficulty 'brutal'"):
        difficulty_guidelines("brutal")
    assert LEVELS == ("easy", "normal", "hard")


def test_simulate_difficulty_changes_the_guidelines_used():
    default = simulate_digests()
    assert simulate_digests("--difficulty", "normal") == default
    assert simulate_digests("--difficulty", "easy") != default
    assert simulate_digests("--difficulty", "hard") != default


def test_new_takes_a_difficulty():
    runner = CliRunner()
    digests = {}
    for level in LEVELS:
        result = runner.invoke(main, ["new", "--seed", "3", "--json", "--difficulty", level])
        assert result.exit_code == 0, result.output
        digests[level] = json.loads(result.output)["digest"]
    default = runner.invoke(main, ["new", "--seed", "3", "--json"])
    assert json.loads(default.output)["digest"] == digests["normal"]


def test_a_bad_difficulty_is_a_usage_error():
    result = CliRunner().invoke(main, ["simulate", "--difficulty", "brutal"])
    assert result.exit_code == 2
    assert result.output.count("\n") == 1
