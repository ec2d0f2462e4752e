"""The card-effect registry (engine/effects.py) and `ror cards coverage` (ror/cards.py): every tag
of the card data has an entry, the named tests exist, and the report lists every card effect."""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.catalog import load_catalog
from engine.effects import FAMILIES, HANDLERS, handles_effect, known_tags
from engine.events.resolve import FORUM_PHASE_END, LATER, NOW, SENATE_PHASE_END
from ror import effect_tests
from ror.card_coverage import card_effects, coverage_of
from ror.cards import HANDLER_PACKAGES, cards, coverage_rows
from ror.effect_evidence import MISSING, NOT_APPLICABLE, Key
from ror.effect_tests import CHECKOUT, evidence, index_text, marked_tests, shipped

FIELDS = {"card", "effect", "status", "rule", "tests", "reason"}


@pytest.fixture(scope="module", autouse=True)
def _handlers() -> None:
    coverage_rows()


def every_tag() -> Iterator[Key]:
    for family in FAMILIES:
        for tag in sorted(known_tags(family)):
            yield family, tag


def test_every_tag_in_the_data_is_a_known_tag() -> None:
    for effect in card_effects(load_catalog()):
        assert effect.tag in known_tags(effect.family), effect


def test_every_known_tag_has_a_registry_entry() -> None:
    unlisted = [
        key
        for key in every_tag()
        if key not in HANDLERS and key not in NOT_APPLICABLE and key not in MISSING
    ]
    assert unlisted == []


def test_no_tag_is_both_handled_and_left_out_or_missing() -> None:
    for key in every_tag():
        entries = [key in HANDLERS, key in NOT_APPLICABLE, key in MISSING]
        assert sum(entries) <= 1, key


def test_tests_are_named_only_for_handled_tags() -> None:
    assert [key for key in evidence() if key not in HANDLERS] == []


def test_every_event_the_resolver_dispatches_has_a_handler() -> None:
    for table in (NOW, FORUM_PHASE_END, SENATE_PHASE_END):
        assert [tag for tag in table if ("event", tag) not in HANDLERS] == []


def test_an_event_said_to_act_later_is_handled_or_declared_missing() -> None:
    # resolve.LATER says when each lasting event acts; the registry shows whether anything does.
    unhandled = {tag for tag in LATER if ("event", tag) not in HANDLERS}
    assert unhandled == {tag for family, tag in MISSING if family == "event"}


def test_the_shipped_index_is_the_tests_marks() -> None:
    """An installed package reads the index: rewrite it with ``python -m ror.effect_tests
    --write`` after changing a mark."""
    marks = marked_tests(CHECKOUT)

    assert shipped() == marks
    assert CHECKOUT.joinpath("ror", "effect_tests.json").read_text() == index_text(marks)
    assert sum(len(tests) for tests in marks.values()) >= 121


def test_every_named_test_exists() -> None:
    for names in evidence().values():
        for name in names:
            path, function = name.split("::")
            module = importlib.import_module(path.removesuffix(".py").replace("/", "."))
            assert callable(getattr(module, function, None)), name


def test_a_handled_tag_without_tests_is_missing_not_implemented(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delitem(evidence(), ("war", "inactive_until_attacked"))
    status, _, tests, reason = coverage_of("war", "inactive_until_attacked")
    assert (status, tests) == ("missing", ())
    assert "engine.forum_cards.can_activate" in reason
    assert "engine.events.refuge.activate_by_leader" in reason


def test_a_tag_with_handler_and_tests_is_implemented_under_the_handlers_rule() -> None:
    status, rule, tests, _ = coverage_of("event", "mob_violence")
    assert (status, rule) == ("implemented", "1.07.21")
    assert tests == evidence()[("event", "mob_violence")]


def test_an_advanced_rule_is_not_applicable_with_its_reason() -> None:
    status, rule, _, reason = coverage_of("statesman", "law_vote_bonus_6")
    assert (status, rule) == ("not_applicable", "2.06")
    assert "4.01.1" in reason


def test_an_unknown_tag_cannot_be_registered() -> None:
    with pytest.raises(ValueError, match="not a event tag"):
        handles_effect("event", "plague_of_frogs", rule="1.07.21")


def test_handlers_live_in_the_rules_packages() -> None:
    for entries in HANDLERS.values():
        for handler in entries:
            assert handler.function.split(".")[0] in HANDLER_PACKAGES, handler


def test_the_json_report_lists_every_card_effect() -> None:
    result = CliRunner().invoke(cards, ["coverage", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)
    assert len(rows) == len(list(card_effects(load_catalog())))
    assert all(set(row) == FIELDS for row in rows)
    by_effect = {(row["card"], row["effect"]): row for row in rows}
    marius = by_effect[("27A C. Marius", "statesman:knight_roll_bonus_in_rome")]
    assert marius["status"] == "implemented"
    assert marius["tests"] == ["tests/test_1_07_5_knights.py::test_marius_adds_one_in_rome"]
    cato = by_effect[("22B M. Porcius Cato the Younger", "statesman:law_knight_votes_double")]
    assert cato["status"] == "not_applicable" and cato["reason"]
    raids = by_effect[("Barbarian Raids", "event:barbarian_raids")]
    assert raids["status"] == "implemented" and raids["rule"] == "1.07.21"
    for row in rows:
        assert row["status"] in {"implemented", "not_applicable", "missing"}
        assert bool(row["tests"]) == (row["status"] == "implemented"), row
        assert bool(row["reason"]) == (row["status"] != "implemented"), row


def test_the_table_names_the_counts_and_the_statuses() -> None:
    result = CliRunner().invoke(cards, ["coverage"])
    assert result.exit_code == 0, result.output
    assert "implemented" in result.output
    assert "not_applicable" in result.output
    assert "Lucullus" in result.output


def test_an_installed_package_reads_the_shipped_index(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(effect_tests, "CHECKOUT", tmp_path)  # site-packages: no tests beside it

    assert not effect_tests.in_checkout()
    assert effect_tests.evidence.__wrapped__() == shipped()
