"""1.07.6: one Senator, in Rome or not, pays for Games from his own talents once per Initiative,
gaining Popularity and lowering the Unrest Level as the Games Table says."""

import pytest

from bots.agent import play
from bots.random_agent import RandomAgent
from engine.context import Context
from engine.decision import OptionList
from engine.game import Game
from engine.games import games_step
from engine.senators import statesman_senator
from engine.state import Location
from tests.builders import add_senator, bare_context


def game_for(ctx: Context, seat: int = 0) -> Game:
    return Game(ctx, lambda c: games_step(c, seat), 0)


def test_only_games_the_senator_can_afford_are_offered() -> None:
    ctx = bare_context()
    add_senator(ctx, 0, "A").talents = 13
    add_senator(ctx, 0, "B").talents = 6

    game = game_for(ctx)

    assert game.pending is not None and game.pending.kind == "games.sponsor"
    assert isinstance(game.pending.options, OptionList)
    assert game.pending.options.keys() == [
        "none",
        "A:games-slice-and-dice",
        "A:games-blood-fest",
    ]


def test_the_sponsor_pays_gains_popularity_and_unrest_falls() -> None:
    ctx = bare_context()
    sponsor = add_senator(ctx, 0, "A", popularity=1)
    sponsor.talents = 20
    ctx.state.unrest = 5

    game_for(ctx).apply("A:games-gladiator-gala")

    assert (sponsor.talents, sponsor.popularity, ctx.state.unrest) == (2, 4, 2)


def test_popularity_stops_at_nine_and_unrest_at_zero() -> None:
    ctx = bare_context()
    sponsor = add_senator(ctx, 0, "A", popularity=8)
    sponsor.talents = 18
    ctx.state.unrest = 1

    game_for(ctx).apply("A:games-gladiator-gala")

    assert (sponsor.popularity, ctx.state.unrest) == (9, 0)


def test_a_governor_away_from_rome_may_sponsor_but_a_captive_may_not() -> None:
    ctx = bare_context()
    add_senator(ctx, 0, "G").location = Location.PROVINCE
    add_senator(ctx, 0, "C").location = Location.CAPTIVE
    for senator in ctx.state.senators.values():
        senator.talents = 7

    game = game_for(ctx)

    assert game.pending is not None
    assert isinstance(game.pending.options, OptionList)
    assert game.pending.options.keys() == ["none", "G:games-slice-and-dice"]


@pytest.mark.effect("statesman", "double_popularity_changes")
def test_pompey_gains_double_popularity() -> None:
    ctx = bare_context()
    pompey = statesman_senator(ctx.catalog, "30A")
    pompey.faction, pompey.location, pompey.talents = 0, Location.ROME, 13
    ctx.state.senators["30A"] = pompey
    before = pompey.popularity

    game_for(ctx).apply("30A:games-blood-fest")

    assert pompey.popularity == min(9, before + 4)


def test_no_decision_when_nobody_can_pay_for_games() -> None:
    ctx = bare_context()
    add_senator(ctx, 0, "A").talents = 6

    assert game_for(ctx).pending is None


def test_choosing_none_changes_nothing() -> None:
    ctx = bare_context()
    sponsor = add_senator(ctx, 0, "A")
    sponsor.talents = 10
    ctx.state.unrest = 3

    game_for(ctx).apply("none")

    assert (sponsor.talents, ctx.state.unrest) == (10, 3)


def test_games_are_sponsored_at_most_once_per_step() -> None:
    ctx = bare_context()
    add_senator(ctx, 0, "A").talents = 40
    game = game_for(ctx)

    decisions = play(game, {0: RandomAgent(3)})

    assert decisions == 1
