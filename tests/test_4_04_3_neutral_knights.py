"""4.04.3: every Initiative a Neutral's spending Senator in Rome spends the Knights Guideline's
talents on an attempt to attract a Knight; Neutrals never pressure Knights (spec T22)."""

from bots.agent import play
from bots.neutral import NeutralBot
from engine.context import Context
from engine.game import Game
from engine.knights import knights_step
from engine.state import Location
from tests.builders import add_senator, neutral_table


def run(ctx: Context, seat: int) -> None:
    game = Game(ctx, lambda c: knights_step(c, seat), 0)
    play(game, {seat: NeutralBot()})


def test_plutocrats_pay_what_their_richest_has_when_short_of_two() -> None:
    ctx = neutral_table()
    payer = add_senator(ctx, 2, "A")
    payer.talents = 1
    ctx.dice.script([5])

    run(ctx, 2)

    assert (payer.talents, payer.knights) == (0, 1)


def test_conservatives_roll_without_paying() -> None:
    ctx = neutral_table()
    senator = add_senator(ctx, 3, "A")
    senator.talents = 4
    ctx.dice.script([5, 6])

    run(ctx, 3)
    assert (senator.talents, senator.knights) == (4, 0)
    run(ctx, 3)
    assert (senator.talents, senator.knights) == (4, 1)


def test_the_richest_senator_in_rome_pays_not_a_richer_governor() -> None:
    ctx = neutral_table()
    governor = add_senator(ctx, 1, "G")
    governor.talents, governor.location = 20, Location.PROVINCE
    a, b = add_senator(ctx, 1, "A"), add_senator(ctx, 1, "B")
    a.talents, b.talents = 3, 5
    ctx.dice.script([5])

    run(ctx, 1)

    assert (b.talents, b.knights) == (4, 1)
    assert (a.talents, a.knights, governor.talents) == (3, 0, 20)


def test_tied_richest_senators_dice_for_who_pays() -> None:
    ctx = neutral_table()
    a, b = add_senator(ctx, 2, "A"), add_senator(ctx, 2, "B")
    a.talents = b.talents = 3
    ctx.dice.script([1, 1, 6, 6, 4])

    run(ctx, 2)

    assert (a.talents, b.talents, b.knights) == (3, 1, 1)
    assert any(e.act == "tie_break" and e.rule == "1.04.8" for e in ctx.log)


def test_a_neutral_with_knights_attracts_rather_than_pressures() -> None:
    ctx = neutral_table()
    senator = add_senator(ctx, 4, "A")
    senator.knights, senator.talents = 3, 2
    ctx.dice.script([1])

    run(ctx, 4)

    assert (senator.knights, senator.talents) == (3, 1)


def test_no_attempt_without_a_senator_in_rome() -> None:
    ctx = neutral_table()
    add_senator(ctx, 1, "G").location = Location.PROVINCE

    game = Game(ctx, lambda c: knights_step(c, 1), 0)

    assert game.pending is None and not ctx.log[1:]
