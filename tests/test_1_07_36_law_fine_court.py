"""1.07.36, the Law cards: the Calpurnian Law's court lets the Censor fine one corrupt Governor back
in Rome this turn 1d6 talents (no appeal, no veto): his own talents, then his faction's, then as
much Popularity and Influence; the Acilian Law gives the power to the faction with most Knights."""

import pytest

from engine.fine_court import fine_court
from engine.state import Office
from tests.builders import add_senator, drive, neutral_table

CALPURNIAN = 107
ACILIAN = 111


@pytest.mark.effect("law", "fine_court")
def test_the_censor_fines_a_corrupt_ex_governor_then_his_faction_then_his_standing() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "C").offices = [Office.CENSOR]
    governor = add_senator(ctx, 1, "G", influence=5, popularity=4)
    governor.talents = 2
    ctx.state.factions[1].treasury = 1
    ctx.state.laws.append(CALPURNIAN)
    ctx.dice.script([6])

    asked = drive(ctx, lambda c: fine_court(c, {"G"}), ["G"])

    assert [d.kind for d in asked] == ["law.fine"]
    assert asked[0].actor == 0
    assert (governor.talents, ctx.state.factions[1].treasury) == (0, 0)
    assert (governor.popularity, governor.influence) == (1, 2)


@pytest.mark.effect("law", "fine_court")
def test_under_the_acilian_law_the_faction_with_most_knights_fines() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "C").offices = [Office.CENSOR]
    add_senator(ctx, 2, "K").knights = 3
    rich = add_senator(ctx, 0, "R")
    rich.talents = 9
    poor = add_senator(ctx, 3, "P")
    own = add_senator(ctx, 2, "O")
    own.talents = 20
    ctx.state.laws.extend([CALPURNIAN, ACILIAN])
    ctx.dice.script([4])

    asked = drive(ctx, lambda c: fine_court(c, {"R", "P", "O"}))

    assert asked[0].actor == 2 and asked[0].delegate_to == 0
    assert (rich.talents, poor.talents, own.talents) == (5, 0, 20)


def test_without_a_fining_law_nobody_is_asked() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "C").offices = [Office.CENSOR]
    add_senator(ctx, 1, "G").talents = 5

    assert drive(ctx, lambda c: fine_court(c, {"G"})) == []
