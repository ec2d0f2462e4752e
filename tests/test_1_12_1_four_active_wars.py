"""1.12.1 Losing condition 1: four or more Active Wars at the end of a Combat Phase and the
Republic collapses: all players lose. Unprosecuted Wars and a Civil War count; Inactive and
Imminent Wars do not (1.07.334). The check comes after the Senate's battles against a Rebel
(engine/victory.py, 1.11.36)."""

from __future__ import annotations

from engine.game import Game
from engine.outcome import GameResult
from engine.phases.combat import combat_phase
from engine.state import CIVIL_WAR, Location, WarStatus
from tests.combat_support import IMPERIALS, PLAYER, combat_table, commander, send
from tests.event_support import war_in_play

FOUR = ("war-punic-2", "war-gallic-1", "war-illyrian-2", "war-syrian")


def test_four_active_wars_end_the_game_with_every_player_losing() -> None:
    ctx = combat_table()
    for key in FOUR:
        war_in_play(ctx, key)
    game = Game(ctx, combat_phase, 0)
    assert game.result == GameResult("four_active_wars", None, "1.12.1")
    assert game.log[-1].act == "collapse"


def test_unprosecuted_wars_count_as_active() -> None:
    ctx = combat_table()
    for key in FOUR:
        war_in_play(ctx, key, WarStatus.UNPROSECUTED)
    assert Game(ctx, combat_phase, 0).result is not None


def test_inactive_and_imminent_wars_do_not_count() -> None:
    ctx = combat_table()
    war_in_play(ctx, "war-punic-2")
    war_in_play(ctx, "war-gallic-1")
    war_in_play(ctx, "war-illyrian-2")
    war_in_play(ctx, "war-illyrian-1", WarStatus.INACTIVE)
    war_in_play(ctx, "war-macedonian-2", WarStatus.IMMINENT)
    assert Game(ctx, combat_phase, 0).result is None


def test_a_civil_war_still_raging_counts_as_an_active_war() -> None:
    ctx = combat_table()
    for key in FOUR[:3]:
        war_in_play(ctx, key)
    rebel = commander(ctx, IMPERIALS, military=2, office=None)
    rebel.location = Location.REBEL
    ctx.state.primary_rebel = rebel.key
    for unit in ctx.state.legions[:6]:
        unit.location = "rebel"
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, CIVIL_WAR, legions=6)
    ctx.dice.script([3, 3, 4])
    game = Game(ctx, combat_phase, 0)
    assert [e.data["result"] for e in game.log if e.act == "battle"] == ["stalemate"]
    assert game.result == GameResult("four_active_wars", None, "1.12.1")


def test_a_victory_that_brings_the_count_below_four_saves_the_republic() -> None:
    ctx = combat_table()
    numbers = [war_in_play(ctx, key) for key in FOUR]
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, numbers[1], legions=15)
    ctx.dice.script([6, 6, 6])
    game = Game(ctx, combat_phase, 0)
    assert game.result is None
    assert numbers[1] not in ctx.state.wars
