"""Handicaps (issue 21): open departures from the printed game, each a `--rule` switch of kind
`handicap` with a magnitude; the difficulty levels are named sets of them, `normal` none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from bots.agent import play
from bots.heuristic import HeuristicPlayer
from bots.seating import default_agents, seat_agents
from engine.context import GameOptions
from engine.game import Game
from engine.outcome import GameEnded
from engine.persuasion import attempt_options
from engine.report import state_digest
from engine.state import WarStatus
from engine.victory import check_collapse
from ror.cli import main
from solo.game import new_game
from solo.handicaps import LEVELS, NORMAL, Handicaps, chosen_handicaps, level_options
from solo.rulings import HANDICAPS, RulingError, parse_assignments, recorded, with_rulings
from solo.save import saved_options
from tests.builders import add_senator, neutral_table


def set_up(seed: int = 3, **values: str) -> Game:
    options = with_rulings(GameOptions(setup_only=True), values)
    game = new_game("early", 1, seed, options)
    play(game, default_agents(game))
    return game


def test_every_handicap_is_a_switch_of_kind_handicap_with_a_magnitude():
    for switch in HANDICAPS:
        assert switch.kind == "handicap"
        assert switch.magnitude is not None
        assert len(switch.readings) == len(switch.shown_values) == 2


def test_a_magnitude_out_of_range_or_not_a_number_is_one_error():
    with pytest.raises(RulingError, match=r"wars_to_fall takes 4 or 2\.\.9, got '10'"):
        parse_assignments(["wars_to_fall=10"])
    with pytest.raises(RulingError, match="state_revenue_bonus takes"):
        parse_assignments(["state_revenue_bonus=lots"])
    assert parse_assignments(["state_revenue_bonus=+07"]) == {"state_revenue_bonus": "7"}


def test_normal_is_the_printed_game():
    assert level_options(GameOptions(), NORMAL) == GameOptions()
    normal = new_game("early", 1, 3, level_options(GameOptions(setup_only=True), NORMAL))
    play(normal, default_agents(normal))
    assert state_digest(set_up().state) == state_digest(normal.state)


def test_levels_are_sets_of_handicaps_and_an_unknown_one_is_refused():
    assert list(LEVELS) == ["easy", "normal", "hard"]
    for level in ("easy", "hard"):
        assert chosen_handicaps(level_options(GameOptions(), level))
    with pytest.raises(ValueError, match="unknown difficulty 'brutal'"):
        level_options(GameOptions(), "brutal")


def test_3_01_3_state_treasury_start():
    printed = set_up().state.state_treasury
    assert set_up(state_treasury_start="50").state.state_treasury == printed + 50
    assert set_up(state_treasury_start="-100").state.state_treasury == max(0, printed - 100)


def test_3_01_7_player_influence():
    def leader_influence(game: Game) -> int:
        leader = game.state.factions[0].leader
        assert leader is not None
        return game.state.senators[leader].influence

    assert leader_influence(set_up(player_influence="5")) == leader_influence(set_up()) + 5
    assert leader_influence(set_up(player_influence="-10")) >= 0


def test_4_01_2_player_extra_senators():
    def player_senators(game: Game) -> int:
        return len(game.state.faction_senators(0))

    assert player_senators(set_up(player_extra_senators="2")) == player_senators(set_up()) + 2


def test_1_06_state_revenue_bonus_each_revenue_phase():
    options = with_rulings(GameOptions(), {"state_revenue_bonus": "30"})
    game = new_game("early", 1, 5, options)
    play(game, seat_agents(game, HeuristicPlayer))
    bonuses = [e for e in game.log if e.act == "handicap" and e.phase == "Revenue"]
    revenue_phases = {e.turn for e in game.log if e.phase == "Revenue"}
    assert len(bonuses) == len(revenue_phases) > 0
    assert all("+30 T to the State Treasury" in e.text for e in bonuses)


@pytest.mark.parametrize(("limit", "wars", "falls"), [("4", 4, True), ("5", 4, False)])
def test_1_12_1_wars_to_fall(limit: str, wars: int, falls: bool) -> None:
    game = set_up(wars_to_fall=limit)
    game.state.wars = {1000 + card: WarStatus.ACTIVE for card in range(wars)}
    if falls:
        with pytest.raises(GameEnded):
            check_collapse(game.context)
    else:
        check_collapse(game.context)


def test_a_save_records_the_handicaps_and_loads_them_back():
    options = level_options(GameOptions(), "easy")
    saved = recorded(options)
    assert saved["wars_to_fall"] == Handicaps.of(options).wars_to_fall
    assert saved_options(json.loads(json.dumps(saved)), "save").rulings == options.rulings


def test_rules_list_shows_the_handicaps():
    result = CliRunner().invoke(main, ["rules", "list", "--json"])
    rows = {row["name"]: row for row in json.loads(result.output)}
    assert rows["wars_to_fall"]["kind"] == "handicap"
    assert rows["wars_to_fall"]["values"] == ["4", "2..9"]
    assert rows["build_reserve"]["kind"] == "ruling"


def test_simulate_and_new_take_a_difficulty():
    runner = CliRunner()
    digests = {}
    for level in LEVELS:
        result = runner.invoke(main, ["new", "--seed", "3", "--json", "--difficulty", level])
        assert result.exit_code == 0, result.output
        digests[level] = json.loads(result.output)["digest"]
    default = runner.invoke(main, ["new", "--seed", "3", "--json"])
    assert json.loads(default.output)["digest"] == digests["normal"]
    assert digests["easy"] != digests["normal"] != digests["hard"]
    bad = runner.invoke(main, ["simulate", "--difficulty", "brutal"])
    assert bad.exit_code == 2


def test_every_handicap_and_level_is_recorded_in_the_rulings_file():
    text = (Path(__file__).parent.parent / "docs" / "rulings.md").read_text(encoding="utf-8")
    section = text.split("## Handicaps", 1)[1].split("\n## ", 1)[0]
    for switch in HANDICAPS:
        low, high = switch.magnitude or (0, 0)
        assert f"| `{switch.name}` | {switch.rule} |" in section
        assert f"| {low}..{high} |" in section
    for level, values in LEVELS.items():
        shown = ", ".join(f"`{name}={value}`" for name, value in values.items())
        assert f"| `{level}` | {shown or 'none: the printed game'} |" in section


@pytest.mark.parametrize(("floor", "offered"), [("0", True), ("3", True), ("4", False)])
def test_1_07_41_neutral_persuasion_floor(floor: str, offered: bool) -> None:
    """A Plutocrat (Oratory 4, Influence 5, 8 T) against a Player's Senator (Loyalty 7, no
    talents, Aligned +7): Base Number 9 - 14 = -5, with all 8 T bribed 3. A floor of 3 lets the
    attempt be made, 4 withholds it; the Unaligned Senator in the Forum is always open."""
    ctx = neutral_table()
    ctx.options = with_rulings(ctx.options, {"neutral_persuasion_floor": floor})
    add_senator(ctx, 0, "leader")
    ctx.state.factions[0].leader = "leader"
    add_senator(ctx, 0, "mine")
    add_senator(ctx, None, "free")
    add_senator(ctx, 2, "plu", oratory=4, influence=5).talents = 8
    keys = {o.key for o in attempt_options(ctx, ctx.state.factions[2])}
    assert "plu@free" in keys
    assert ("plu@mine" in keys) is offered
    withheld = [e for e in ctx.log if e.act == "handicap"]
    assert len(withheld) == (0 if offered else 1)
    assert all("below Base Number 4" in e.text for e in withheld)
