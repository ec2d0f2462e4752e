"""Switchable rulings (docs/rulings.md, "Switchable rulings"): `--rule NAME=VALUE` on new and
simulate, `parse_rules` for any command, the values recorded in save files, `ror rules list`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from bots.agent import play
from bots.seating import default_agents
from common.rulings_cli import RulingError, parse_rules
from engine.context import GameOptions
from ror.cli import main
from solo.game import new_game
from solo.rulings import ALL_SWITCHES, BASE_SWITCHES, BY_NAME, SWITCHES, Rulings, rulings_of
from solo.save import load_game, save_game

RULINGS_DOC = Path(__file__).parent.parent / "docs" / "rulings.md"


def test_no_rule_is_the_default_game() -> None:
    assert parse_rules([]) == GameOptions()
    assert rulings_of(GameOptions()) == Rulings()


def test_every_switch_default_is_the_rulings_default() -> None:
    defaults = parse_rules([f"{s.name}={s.default}" for s in SWITCHES])
    assert defaults == GameOptions()


def test_a_rule_changes_only_its_own_reading() -> None:
    options = parse_rules(["crisis_strength=combined", "dictator_requires_1_09_3=false"])
    assert rulings_of(options) == Rulings(
        crisis_strength="combined", dictator_requires_1_09_3=False
    )


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("crisis_strength", "--rule takes NAME=VALUE, got 'crisis_strength'"),
        ("house_rule=1", "unknown rule 'house_rule'"),
        ("crisis_strength=sum", "rule crisis_strength takes max or combined, got 'sum'"),
    ],
)
def test_a_bad_rule_is_named(value: str, message: str) -> None:
    with pytest.raises(RulingError, match=message):
        parse_rules([value])


@pytest.mark.parametrize("command", ["new", "simulate"])
def test_the_command_line_refuses_a_bad_rule_in_one_line(command: str) -> None:
    result = CliRunner().invoke(main, [command, "--rule", "build_reserve=all"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "error: rule build_reserve takes next_debits or none, got 'all'"
    ]


def test_a_chosen_rule_is_saved_and_replayed(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = CliRunner().invoke(
        main, ["new", "--rule", "opening_bid_cap=always", "--save", str(path), "--json"]
    )
    assert result.exit_code == 0, result.output
    saved = json.loads(path.read_text())["options"]
    assert saved["opening_bid_cap"] == "always"
    assert saved["dictator_requires_1_09_3"] is True
    assert rulings_of(load_game(path).options).opening_bid_cap == "always"


def test_a_save_written_before_switches_existed_still_replays(tmp_path: Path) -> None:
    """Format 2 files always held the four readings as option keys; booleans as JSON booleans."""
    game = new_game("early", 1, 5, GameOptions(setup_only=True))
    play(game, default_agents(game))
    path = tmp_path / "old.json"
    save_game(game, path)
    record = json.loads(path.read_text())
    record["options"] = {
        "setup_only": True,
        "opening_bid_cap": "literal",
        "crisis_strength": "max",
        "dictator_requires_1_09_3": True,
        "build_reserve": "next_debits",
    }
    path.write_text(json.dumps(record))
    assert load_game(path).options == game.options


def test_simulate_plays_by_the_chosen_rules() -> None:
    result = CliRunner().invoke(
        main, ["simulate", "--games", "2", "--json", "--rule", "build_reserve=none"]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["rules"] == {"build_reserve": "none"}


def test_rules_list_shows_every_switch_its_values_and_default() -> None:
    result = CliRunner().invoke(main, ["rules", "list", "--json"])
    assert result.exit_code == 0
    rows = json.loads(result.output)
    assert [row["name"] for row in rows] == list(BY_NAME)
    for row, switch in zip(rows, ALL_SWITCHES, strict=True):
        assert row["default"] == switch.values[0] == row["values"][0]
        assert set(row["readings"]) == set(switch.shown_values)
        assert row["kind"] == ("ruling" if switch in SWITCHES + BASE_SWITCHES else "handicap")


def test_every_switch_is_recorded_in_the_rulings_file() -> None:
    text = RULINGS_DOC.read_text(encoding="utf-8")
    section = text.split("## Switchable rulings", 1)[1].split("\n## ", 1)[0]
    for switch in SWITCHES:
        assert f"| `{switch.name}` | {switch.rule} |" in section


def test_every_rulings_field_is_a_switch() -> None:
    assert set(Rulings.__dataclass_fields__) == {switch.name for switch in SWITCHES}
    assert set(BY_NAME) == {switch.name for switch in ALL_SWITCHES}


def test_every_switch_gives_the_reason_for_its_default() -> None:
    # docs/rulings.md's policy: the spec's ruling, else the printed reading, else the more
    # accepted one; each switch's row says which (issue 18 item 8).
    text = RULINGS_DOC.read_text(encoding="utf-8")
    section = text.split("## Switchable rulings", 1)[1].split("\n## ", 1)[0]
    assert "A switch's default is, in this order: the spec's ruling" in text
    for switch in SWITCHES:
        row = next(line for line in section.splitlines() if line.startswith(f"| `{switch.name}` |"))
        assert "Default: " in row, switch.name
