"""`ror cards show NAME` (issue 13, item 7): a card's data and the rules that use it, the card
matched by name or id ignoring case; one line on stderr and exit 2 when no single card matches."""

import json

from click.testing import CliRunner

from ror.cards import cards


def show(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cards, ["show", *args])
    return result.exit_code, result.stdout, result.stderr


def test_a_law_by_name_in_any_case_shows_its_data_and_handlers() -> None:
    code, out, _ = show("SERVILIAN law", "--json")
    assert code == 0
    shown = json.loads(out)
    assert shown["card"] == "Servilian Law"
    assert shown["data"]["effect"]["type"] == "servilian_choice"
    (rule,) = shown["rules"]
    assert rule["effect"] == "law:servilian_choice" and rule["status"] == "implemented"
    functions = {h["function"] for h in rule["handlers"]}
    assert {"engine.laws.servilian_choice", "engine.knights.knight_roll_modifier"} <= functions


def test_a_statesman_by_id_lists_each_ability_as_text() -> None:
    code, out, _ = show("29b")
    assert code == 0
    assert out.startswith("29B L. Licinius Lucullus")
    assert "statesman:ds_losses_void_then_recalled: implemented (rule 1.10.21)" in out
    assert "engine.phases.combat_results.voids_losses" in out


def test_a_not_applicable_effect_shows_its_reason() -> None:
    code, out, _ = show("28A")
    assert code == 0
    assert "not_applicable" in out and "4.01.1" in out


def test_an_unknown_or_ambiguous_name_is_a_one_line_error_with_exit_2() -> None:
    code, out, err = show("plague of frogs")
    assert (code, out) == (2, "")
    assert err.strip().count("\n") == 0 and "matches no card" in err
    code, _, err = show("gracchus")
    assert code == 2 and "matches 2 cards" in err
