"""`ror guidelines` command group: show, validate, schema (Guideline cards of section IV)."""

import json
from importlib.resources import files

import pytest
from click.testing import CliRunner

from guidelines.loader import load_builtin
from ror.guidelines_cli import guidelines


@pytest.fixture
def runner():
    return CliRunner()


def test_show_lists_all_four(runner):
    result = runner.invoke(guidelines, ["show"], env={"COLUMNS": "160"})
    assert result.exit_code == 0
    for text in ("Imperials", "Plutocrats", "Conservatives", "Populists", "max_military"):
        assert text in result.output
    assert "revenue.leader_percent" in result.output


def test_show_one_by_case_insensitive_name(runner):
    result = runner.invoke(guidelines, ["show", "PLUTOCRATS"], env={"COLUMNS": "160"})
    assert result.exit_code == 0
    assert "Plutocrats" in result.output
    assert "Imperials" not in result.output
    assert "setup.temporary_rome_consul" in result.output


def test_show_json_one(runner):
    result = runner.invoke(guidelines, ["show", "populists", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.output) == load_builtin("Populists").model_dump(mode="json")


def test_show_json_all(runner):
    result = runner.invoke(guidelines, ["show", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert list(data) == ["Imperials", "Plutocrats", "Conservatives", "Populists"]
    assert data["Conservatives"]["spoils"][0] == "rome_consul"


def test_show_unknown_name_exits_2_with_one_line(runner):
    result = runner.invoke(guidelines, ["show", "optimates"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        "error: unknown guideline 'optimates'"
        " (choose from imperials, plutocrats, conservatives, populists)"
    ]


def test_validate_ok(runner, tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text((files("guidelines") / "imperials.toml").read_text(encoding="utf-8"))
    result = runner.invoke(guidelines, ["validate", str(path)])
    assert result.exit_code == 0
    assert result.output == "ok: Imperials\n"


def test_validate_bad_exits_2_with_one_line(runner, tmp_path):
    text = (files("guidelines") / "conservatives.toml").read_text(encoding="utf-8")
    path = tmp_path / "my.toml"
    path.write_text(text.replace("extra_senators = 2", "extra_senators = -2"))
    result = runner.invoke(guidelines, ["validate", str(path)])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        f"error: {path}: field setup.extra_senators: Input should be greater than or equal to 0"
    ]


def test_validate_missing_file_exits_2(runner, tmp_path):
    path = tmp_path / "absent.toml"
    result = runner.invoke(guidelines, ["validate", str(path)])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [f"error: {path}: file not found"]


def test_schema_prints_json_schema(runner):
    result = runner.invoke(guidelines, ["schema"])
    assert result.exit_code == 0
    schema = json.loads(result.output)
    assert schema["title"] == "Guideline"
    assert "spoils" in schema["properties"]
