"""1.12.2 condition 3, 4.08.1: the game ends with the Forum Phase in which Era Ends was
revealed; a living Consul for Life wins (even Captive); else the faction with most Influence of
non-rebel, non-Captive Senators, ties to the best such Senator, then most votes, then 2d6. A
Neutral can win."""

import pytest

import engine.phases.forum as forum
from engine.outcome import GameResult
from engine.phases.forum import forum_phase
from engine.state import Location, Office
from engine.victory import era_ends_result
from tests.builders import add_senator
from tests.forum_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    POPULISTS,
    acts,
    quiet_steps,
    run,
    solitaire_table,
)
from tests.interpreted_support import PATCHES_A_FUNCTION

ERA_ENDS, TRIBUNE = 65, 38


@PATCHES_A_FUNCTION
@pytest.mark.effect("event", "era_ends")
def test_the_phase_finishes_then_the_game_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = solitaire_table()
    add_senator(ctx, PLAYER, "consul", influence=3).offices.append(Office.ROME_CONSUL)
    add_senator(ctx, IMPERIALS, "imperial", influence=9)
    ctx.state.deck = [TRIBUNE] * 5 + [ERA_ENDS]
    calls = quiet_steps(monkeypatch)
    order: list[str] = []
    monkeypatch.setattr(forum, "put_rome_in_order", lambda c: order.append("order"))
    ctx.dice.script([2, 3] * 5 + [2, 3])

    game = run(ctx, forum_phase)

    assert game.result == GameResult("era_ends", IMPERIALS, "1.12.2")
    assert len([c for c in calls if c[0] == "games_step"]) == 6
    assert order == ["order"]
    assert acts(game, "victory") == ["wins: the Era Ends with its Senators at 9 Influence"]


def test_consul_for_life_wins_even_captive() -> None:
    ctx = solitaire_table()
    cfl = add_senator(ctx, PLUTOCRATS, "cfl", influence=2, location=Location.CAPTIVE)
    cfl.offices.append(Office.CONSUL_FOR_LIFE)
    add_senator(ctx, PLAYER, "rich", influence=30)

    assert era_ends_result(ctx) == GameResult("era_ends_consul_for_life", PLUTOCRATS, "1.12.2")


def test_rebels_and_captives_do_not_count() -> None:
    ctx = solitaire_table()
    add_senator(ctx, PLAYER, "rebel", influence=20, location=Location.REBEL)
    add_senator(ctx, PLAYER, "captive", influence=20, location=Location.CAPTIVE)
    add_senator(ctx, PLAYER, "home", influence=5)
    add_senator(ctx, CONSERVATIVES, "conservative", influence=6)

    assert era_ends_result(ctx).winner == CONSERVATIVES


def test_influence_tie_goes_to_the_best_single_senator() -> None:
    ctx = solitaire_table()
    add_senator(ctx, PLAYER, "a", influence=5)
    add_senator(ctx, PLAYER, "b", influence=5)
    add_senator(ctx, POPULISTS, "c", influence=7)
    add_senator(ctx, POPULISTS, "d", influence=3)

    assert era_ends_result(ctx).winner == POPULISTS


def test_then_to_the_most_votes_not_counting_talents() -> None:
    ctx = solitaire_table()
    add_senator(ctx, PLAYER, "a", influence=7, oratory=2).talents = 50
    add_senator(ctx, IMPERIALS, "b", influence=7, oratory=3)

    assert era_ends_result(ctx).winner == IMPERIALS


def test_then_2d6() -> None:
    ctx = solitaire_table()
    add_senator(ctx, PLAYER, "a", influence=7)
    add_senator(ctx, IMPERIALS, "b", influence=7)
    ctx.dice.script([1, 1, 6, 6])

    assert era_ends_result(ctx).winner == IMPERIALS
