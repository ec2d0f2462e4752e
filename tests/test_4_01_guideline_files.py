"""User Guideline files (4.01.3: Neutrals follow their Guideline cards; cards are data files).

A user copies a built-in card, edits it and loads it; every broken file is reported in one line
naming the file, the failing field and the reason.
"""

import json
from importlib.resources import files
from pathlib import Path

import pytest

from guidelines.loader import (
    GuidelineFileError,
    GuidelineSet,
    content_hash,
    load_builtin,
    load_guideline_file,
)
from guidelines.schema import guideline_json_schema


def builtin_text(role: str) -> str:
    return (files("guidelines") / f"{role.lower()}.toml").read_text(encoding="utf-8")


def write_variant(
    tmp_path: Path, role: str, old: str, new: str, name: str = "variant.toml"
) -> Path:
    text = builtin_text(role)
    assert old in text, f"{old!r} not in the built-in {role} file"
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def load_error(path: Path) -> str:
    with pytest.raises(GuidelineFileError) as caught:
        load_guideline_file(path)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: ")
    return message


def test_copied_builtin_file_loads_unchanged(tmp_path):
    path = tmp_path / "imperials.toml"
    path.write_text(builtin_text("Imperials"), encoding="utf-8")
    assert load_guideline_file(path) == load_builtin("Imperials")


def test_edited_copy_changes_only_the_edited_value(tmp_path):
    path = write_variant(tmp_path, "Plutocrats", "knights_talents = 2", "knights_talents = 3")
    variant = load_guideline_file(str(path))
    builtin = load_builtin("Plutocrats")
    assert variant.knights_talents == 3
    assert variant.model_copy(update={"knights_talents": 2}) == builtin
    assert content_hash(variant) != content_hash(builtin)


def test_variant_revenue_rule_is_expressible(tmp_path):
    # Ruling D3: the rejected S4 reading sends the Populists' remainder to the Treasury.
    path = write_variant(
        tmp_path, "Populists", 'remainder_to = "leader"', 'remainder_to = "treasury"'
    )
    assert load_guideline_file(path).revenue.model_dump() == {
        "mode": "one_each",
        "per_senator": 1,
        "to_treasury": 1,
        "remainder_to": "treasury",
    }


def test_guideline_set_override_replaces_one_role(tmp_path):
    path = write_variant(
        tmp_path, "Conservatives", "initiative_modifier = -1", "initiative_modifier = 0"
    )
    default = GuidelineSet.default()
    changed = default.with_override("conservatives", load_guideline_file(path))
    assert changed["Conservatives"].initiative_modifier == 0
    assert default["Conservatives"].initiative_modifier == -1
    assert {role: changed[role] for role in ("Imperials", "Plutocrats", "Populists")} == {
        role: default[role] for role in ("Imperials", "Plutocrats", "Populists")
    }
    assert list(changed) == ["Imperials", "Plutocrats", "Conservatives", "Populists"]
    assert changed != default


def test_4_01_2_override_must_keep_assignment_orders_distinct():
    with pytest.raises(ValueError, match=r"Imperials and Plutocrats both have setup\.order 1"):
        GuidelineSet.default().with_override("Plutocrats", load_builtin("Imperials"))


def test_4_01_2_only_one_neutral_supplies_the_temporary_rome_consul():
    plutocrats = load_builtin("Plutocrats")
    rival = plutocrats.model_copy(
        update={"name": "Rich Imperials", "setup": plutocrats.setup.model_copy(update={"order": 1})}
    )
    with pytest.raises(ValueError, match="true for Imperials and Plutocrats"):
        GuidelineSet.default().with_override("Imperials", rival)


def test_guideline_set_needs_all_four_roles():
    with pytest.raises(ValueError, match="missing: Conservatives, Populists"):
        GuidelineSet({role: load_builtin(role) for role in ("Imperials", "Plutocrats")})


def test_override_of_unknown_role_is_rejected():
    with pytest.raises(ValueError, match="unknown guideline 'Optimates'"):
        GuidelineSet.default().with_override("Optimates", load_builtin("Imperials"))


def test_content_hash_is_stable_sha256():
    first = content_hash(load_builtin("Populists"))
    assert first == content_hash(load_builtin("Populists").model_copy())
    assert len(first) == 64 and set(first) <= set("0123456789abcdef")
    assert len({content_hash(g) for g in GuidelineSet.default().values()}) == 4


def test_content_hash_ignores_toml_layout(tmp_path):
    path = write_variant(
        tmp_path, "Imperials", 'charity = ["treasury", "games"]', 'charity = ["games","treasury"]'
    )
    assert content_hash(load_guideline_file(path)) == content_hash(load_builtin("Imperials"))


@pytest.mark.parametrize(
    ("role", "old", "new", "expected"),
    [
        pytest.param(
            "Plutocrats",
            "knights_talents = 2",
            'knights_talents = "two"',
            "field knights_talents: Input should be a valid integer",
            id="wrong-type",
        ),
        pytest.param(
            "Plutocrats",
            "initiative_modifier = 2",
            "initiative_modifier = 2\nbribe_limit = 9",
            "field bribe_limit: Extra inputs are not permitted",
            id="unknown-field",
        ),
        pytest.param(
            "Plutocrats",
            'faction_leader = "max_influence"\n',
            "",
            "field faction_leader: Field required",
            id="missing-field",
        ),
        pytest.param(
            "Imperials",
            "at_least = 4",
            "at_least = 8",
            "field provincial_spoils.die.at_least: Input should be less than or equal to 7",
            id="out-of-range",
        ),
        pytest.param(
            "Conservatives",
            "leader_percent = 50",
            "leader_percent = 150",
            "field revenue.share_to_leader.leader_percent: "
            "Input should be less than or equal to 100",
            id="percent-over-100",
        ),
        pytest.param(
            "Conservatives",
            'mode = "share_to_leader"',
            'mode = "all_to_leader"',
            "field revenue: Input tag 'all_to_leader' found using 'mode' does not match",
            id="unknown-revenue-mode",
        ),
        pytest.param(
            "Imperials",
            '"censor", "concession"',
            '"censor", "censor"',
            "field spoils: Value error, spoils lists 'censor' more than once",
            id="duplicate-spoils",
        ),
        pytest.param(
            "Imperials",
            '"land_bill"]',
            '"proconsul"]',
            "field spoils.5: Input should be 'rome_consul', 'field_consul', 'censor', "
            "'governor', 'concession' or 'land_bill'",
            id="unknown-spoils-item",
        ),
        pytest.param(
            "Imperials",
            'charity = ["treasury", "games"]',
            'charity = ["games", "games"]',
            "field charity: Value error, charity lists 'games' more than once",
            id="duplicate-charity",
        ),
        pytest.param(
            "Populists",
            "order = 4",
            "order = 3",
            "field setup: Value error, assigned_by 'remaining' needs order 4",
            id="remaining-not-last",
        ),
        pytest.param(
            "Populists",
            "format_version = 1",
            "format_version = 2",
            "field format_version: Input should be 1",
            id="future-format",
        ),
    ],
)
def test_bad_file_gives_one_line_naming_field_and_reason(tmp_path, role, old, new, expected):
    path = write_variant(tmp_path, role, old, new, name="my.toml")
    assert expected in load_error(path)


def test_bad_toml_is_reported_with_its_position(tmp_path):
    path = write_variant(tmp_path, "Imperials", "knights_talents = 1", "knights_talents =")
    message = load_error(path)
    assert "not valid TOML" in message
    assert "line" in message


def test_missing_file_is_reported(tmp_path):
    path = tmp_path / "nowhere.toml"
    assert load_error(path) == f"{path}: file not found"


def test_directory_is_reported_as_unreadable(tmp_path):
    assert "cannot read the file" in load_error(tmp_path)


def test_json_schema_export():
    schema = guideline_json_schema()
    text = json.dumps(schema)
    assert json.loads(text) == schema
    assert schema["additionalProperties"] is False
    assert set(schema["required"]) == set(load_builtin("Imperials").model_dump())
    assert "discriminator" in schema["properties"]["revenue"]


@pytest.mark.parametrize("role", ["Imperials", "Plutocrats", "Conservatives", "Populists"])
def test_builtin_cards_satisfy_the_exported_schema(role):
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.validate(load_builtin(role).model_dump(mode="json"), guideline_json_schema())
