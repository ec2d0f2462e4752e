"""4.04.4: a Neutral whose Charity lists Games has its spending Senator sponsor the costliest
Games he can afford in each Initiative, if the Unrest Level is above his Popularity (spec T23)."""

from bots.agent import play
from bots.neutral import NeutralBot
from engine.context import Context
from engine.game import Game
from engine.games import games_step
from engine.state import Location
from tests.builders import add_senator, neutral_table


def table(unrest: int) -> Context:
    ctx = neutral_table()
    ctx.state.unrest = unrest
    return ctx


def run(ctx: Context, seat: int) -> list[str]:
    """The Neutral's Games step, answered by its Guideline; the answers it gave."""
    game = Game(ctx, lambda c: games_step(c, seat), 0)
    play(game, {seat: NeutralBot()})
    return game.choices


def test_plutocrats_hold_a_blood_fest_when_unrest_is_above_the_payers_popularity() -> None:
    ctx = table(unrest=4)
    payer = add_senator(ctx, 2, "A", popularity=2)
    payer.talents = 15
    add_senator(ctx, 2, "B").talents = 9

    assert run(ctx, 2) == ["sponsor", "A:games-blood-fest"]

    assert (payer.talents, payer.popularity, ctx.state.unrest) == (2, 4, 2)


def test_no_games_when_unrest_does_not_exceed_his_popularity() -> None:
    ctx = table(unrest=2)
    payer = add_senator(ctx, 2, "A", popularity=2)
    payer.talents = 15

    run(ctx, 2)

    assert (payer.talents, payer.popularity, ctx.state.unrest) == (15, 2, 2)


def test_the_richest_pays_even_if_a_poorer_senator_is_less_popular() -> None:
    ctx = table(unrest=3)
    add_senator(ctx, 4, "rich", popularity=5).talents = 20
    poorer = add_senator(ctx, 4, "poor", popularity=0)
    poorer.talents = 10

    run(ctx, 4)

    assert (poorer.talents, ctx.state.unrest) == (10, 3)


def test_the_payer_need_not_be_in_rome() -> None:
    ctx = table(unrest=6)
    governor = add_senator(ctx, 1, "G")
    governor.talents, governor.location = 18, Location.PROVINCE
    add_senator(ctx, 1, "A").talents = 10

    run(ctx, 1)

    assert (governor.talents, governor.popularity, ctx.state.unrest) == (0, 3, 3)


def test_conservatives_never_sponsor_games() -> None:
    ctx = table(unrest=9)
    payer = add_senator(ctx, 3, "A")
    payer.talents = 30

    assert run(ctx, 3) == ["none"]  # games.charity: no games.sponsor is asked
    assert payer.talents == 30


def test_too_poor_for_any_games_means_no_decision() -> None:
    ctx = table(unrest=9)
    add_senator(ctx, 2, "A").talents = 6

    assert Game(ctx, lambda c: games_step(c, 2), 0).pending is None
