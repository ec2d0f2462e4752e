"""The tunable Guideline space (`ror tune`, section IV): every marked field has a valid range and
every sampled Guideline validates."""

from __future__ import annotations

from typing import Any

import optuna
import pytest

from guidelines.loader import NEUTRAL_ROLES, GuidelineSet, load_builtin
from guidelines.schema import TUNABLE, Guideline, guideline_json_schema
from lab.tunable import card_params, parse_roles, suggest_guideline, suggest_set, tunable_fields

KINDS = {"int", "choice", "subset", "ranked_subset", "graft_die"}


def with_value(base: Guideline, path: str, value: Any) -> Guideline:
    data = base.model_dump(mode="json")
    *parents, last = path.split(".")
    target = data
    for key in parents:
        target = target[key]
    target[last] = value
    return Guideline.model_validate(data)


@pytest.mark.parametrize("role", NEUTRAL_ROLES)
def test_every_marked_field_has_a_valid_range(role):
    base = load_builtin(role)
    fields = tunable_fields(base)
    assert len(fields) >= 8
    for field in fields:
        spec = field.spec
        assert spec["kind"] in KINDS, field.path
        if spec["kind"] == "int":
            assert spec["low"] < spec["high"], field.path
            for end in (spec["low"], spec["high"]):
                with_value(base, field.path, end)
        elif spec["kind"] in ("choice", "subset", "ranked_subset"):
            assert len(spec["choices"]) >= 2, field.path
            for choice in spec["choices"]:
                with_value(base, field.path, choice if spec["kind"] == "choice" else [choice])
        elif spec["kind"] == "graft_die":
            assert (spec["low"], spec["high"]) == (1, 7)


def test_the_printed_values_lie_inside_their_ranges():
    for role in NEUTRAL_ROLES:
        base = load_builtin(role)
        for field in tunable_fields(base):
            value: Any = base
            for key in field.path.split("."):
                value = getattr(value, key)
            if field.spec["kind"] == "int":
                assert field.spec["low"] <= value <= field.spec["high"], (role, field.path)
            if field.spec["kind"] == "choice":
                assert value in field.spec["choices"], (role, field.path)


def test_setup_order_and_the_temporary_consul_are_not_tunable():
    paths = {field.path for field in tunable_fields(load_builtin("Plutocrats"))}
    assert "setup.order" not in paths
    assert "setup.temporary_rome_consul" not in paths
    assert "setup.assigned_by" not in paths
    assert {"knights_talents", "initiative_modifier", "spoils", "charity"} <= paths
    assert "revenue.remainder_to" in paths  # tuned within the card's own revenue mode


def test_the_json_schema_shows_the_marks():
    schema = guideline_json_schema()
    assert schema["properties"]["knights_talents"][TUNABLE] == {"kind": "int", "low": 0, "high": 4}
    assert schema["properties"]["spoils"][TUNABLE]["kind"] == "ranked_subset"
    assert len(schema["properties"]["spoils"][TUNABLE]["choices"]) == 6
    assert schema["properties"]["spoils"]["uniqueItems"] is True


@pytest.mark.parametrize("seed", range(20))
def test_a_sampled_guideline_set_validates(seed):
    study = optuna.create_study(sampler=optuna.samplers.RandomSampler(seed=seed))
    trial = study.ask()
    chosen = suggest_set(trial, GuidelineSet.default(), NEUTRAL_ROLES)
    for role in NEUTRAL_ROLES:
        sampled, printed = chosen[role], load_builtin(role)
        assert Guideline.model_validate(sampled.model_dump(mode="json")) == sampled
        assert 1 <= len(sampled.spoils) <= 6
        assert sampled.setup.order == printed.setup.order
        assert type(sampled.revenue) is type(printed.revenue)


def test_a_fixed_trial_rebuilds_the_same_guideline():
    study = optuna.create_study(sampler=optuna.samplers.RandomSampler(seed=3))
    trial = study.ask()
    sampled = suggest_guideline(trial, "Populists", load_builtin("Populists"))
    fixed = optuna.trial.FixedTrial(trial.params)
    assert suggest_guideline(fixed, "Populists", load_builtin("Populists")) == sampled


def test_graft_die_ends_mean_always_and_never():
    base = load_builtin("Imperials")
    study = optuna.create_study(sampler=optuna.samplers.RandomSampler(seed=0))
    trial = study.ask()
    suggest_guideline(trial, "Imperials", base)
    for at_least, mode in ((1, "always"), (7, "never"), (4, "die")):
        fixed = optuna.trial.FixedTrial({**trial.params, "imperials.provincial_spoils": at_least})
        assert suggest_guideline(fixed, "Imperials", base).provincial_spoils.mode == mode


def test_parse_roles():
    assert parse_roles(None) == NEUTRAL_ROLES
    assert parse_roles("plutocrats, imperials") == ("Plutocrats", "Imperials")
    with pytest.raises(ValueError, match="unknown guideline"):
        parse_roles("senate")


@pytest.mark.parametrize("role", NEUTRAL_ROLES)
def test_card_params_rebuild_the_printed_card(role):
    printed = load_builtin(role)
    fixed = optuna.trial.FixedTrial(card_params(role, printed))
    assert suggest_guideline(fixed, role, printed) == printed


def test_a_spoils_list_keeps_at_least_one_kind():
    base = load_builtin("Conservatives")
    params = card_params("Conservatives", base)
    dropped = {name: 0 for name in params if name.endswith(".kept")}
    params |= dropped | {"conservatives.spoils.governor": 0.01}
    fixed = optuna.trial.FixedTrial(params)
    assert suggest_guideline(fixed, "Conservatives", base).spoils == ("governor",)
