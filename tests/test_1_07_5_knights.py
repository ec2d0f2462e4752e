"""1.07.5-1.07.51: attract one Knight (1d6 + talents paid >= 6, by a Senator in Rome) or pressure
Knights (1d6 talents each, Knights back to the Bank)."""

from collections.abc import Sequence

import pytest

from engine.context import Context
from engine.decision import Decision, OptionList
from engine.game import Game
from engine.knights import knights_step
from engine.senators import statesman_senator
from engine.state import Location
from tests.builders import add_senator, bare_context
from tests.builders import drive as drive_procedure


def drive(ctx: Context, seat: int, answers: Sequence[str] = ()) -> list[Decision]:
    """Run one Step 3 of ``seat``'s Initiative (tests.builders.drive)."""
    return drive_procedure(ctx, lambda c: knights_step(c, seat), answers)


def test_talents_paid_plus_the_die_reaching_six_attract_a_knight() -> None:
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A")
    senator.talents = 5
    ctx.dice.script([4])

    drive(ctx, 0, ["attract:A", "2"])

    assert senator.knights == 1
    assert senator.talents == 3


def test_a_total_below_six_attracts_nobody_and_the_talents_are_spent() -> None:
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A")
    senator.talents = 5
    ctx.dice.script([3])

    drive(ctx, 0, ["attract:A", "2"])

    assert senator.knights == 0
    assert senator.talents == 3


def test_a_senator_without_talents_just_rolls() -> None:
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A")
    ctx.dice.script([6])

    asked = drive(ctx, 0, ["attract:A"])

    assert [d.kind for d in asked] == ["knights.action"]
    assert senator.knights == 1


def test_only_senators_in_rome_may_attract_a_knight() -> None:
    ctx = bare_context()
    add_senator(ctx, 0, "A")
    add_senator(ctx, 0, "G").location = Location.PROVINCE
    game = Game(ctx, lambda c: knights_step(c, 0), 0)

    assert game.pending is not None
    assert isinstance(game.pending.options, OptionList)
    assert game.pending.options.keys() == ["none", "attract:A"]


@pytest.mark.effect("statesman", "knight_roll_bonus_in_rome")
def test_marius_adds_one_in_rome() -> None:
    ctx = bare_context()
    marius = statesman_senator(ctx.catalog, "27A")
    marius.faction, marius.location = 0, Location.ROME
    ctx.state.senators["27A"] = marius
    ctx.dice.script([5])

    drive(ctx, 0, ["attract:27A"])

    assert marius.knights == 1


def test_evil_omens_subtract_one_from_the_knight_roll() -> None:
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A")
    senator.talents = 1
    ctx.state.events["evt-evil-omens"] = 1
    ctx.dice.script([5])

    drive(ctx, 0, ["attract:A", "1"])

    assert senator.knights == 0


def test_pressure_is_announced_per_senator_then_each_knight_gives_1d6() -> None:
    ctx = bare_context()
    a, b, c = add_senator(ctx, 0, "A"), add_senator(ctx, 0, "B"), add_senator(ctx, 0, "C")
    a.knights, b.knights, c.knights = 2, 1, 1
    b.location = Location.PROVINCE
    ctx.dice.script([3, 4, 6])

    asked = drive(ctx, 0, ["pressure", "2", "1", "0"])

    assert [(d.kind, d.context.get("senator")) for d in asked] == [
        ("knights.action", None),
        ("knights.pressure", "A"),
        ("knights.pressure", "B"),
        ("knights.pressure", "C"),
    ]
    assert (a.knights, a.talents) == (0, 7)
    assert (b.knights, b.talents) == (0, 6)
    assert (c.knights, c.talents) == (1, 0)


def test_a_captive_cannot_be_pressured_for_money() -> None:
    ctx = bare_context()
    captive = add_senator(ctx, 0, "A")
    captive.knights, captive.location = 2, Location.CAPTIVE
    game = Game(ctx, lambda c: knights_step(c, 0), 0)

    assert game.pending is None


def test_a_player_may_do_nothing() -> None:
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A")
    senator.knights = 1

    drive(ctx, 0, ["none"])

    assert senator.knights == 1
    assert ctx.dice.scripted_left == 0
