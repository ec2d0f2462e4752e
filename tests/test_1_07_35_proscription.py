"""1.07.35, the Intrigue cards: Proscription, played right after a Civil War Victory, lets the HRAO
(victorious Commanders count as in Rome) remove every Knight for 1d6 talents each; his faction
may never attract Knights again and every other faction adds 1 to its Knight rolls (4.04.3)."""

import pytest

from engine.knights import attractors, knights_step
from engine.proscription import after_civil_war_victory
from engine.state import Location, Office
from tests.builders import add_senator, drive, neutral_table

PROSCRIPTION = 144


@pytest.mark.effect("intrigue", "proscription")
def test_the_hrao_proscribes_every_knight_and_is_barred_from_knights() -> None:
    ctx = neutral_table()
    player = add_senator(ctx, 0, "P")
    player.knights = 1
    victor = add_senator(ctx, 1, "V", influence=3)
    victor.location, victor.offices = Location.WAR, [Office.FIELD_CONSUL]
    ctx.state.victors.append("V")
    other = add_senator(ctx, 2, "O", influence=9)
    other.knights = 3
    ctx.state.factions[0].hand.append(PROSCRIPTION)
    ctx.dice.script([1, 2, 3, 4])

    asked = drive(ctx, after_civil_war_victory, ["play"])

    assert [d.kind for d in asked] == ["intrigue.proscription_play", "intrigue.proscription"]
    assert asked[1].actor == 1 and asked[1].delegate_to == 0
    assert (player.knights, other.knights) == (0, 0)
    assert victor.talents == 10
    assert ctx.state.proscriber == 1
    assert PROSCRIPTION in ctx.state.discard
    victor.location = Location.ROME
    assert attractors(ctx, ctx.state.factions[1]) == []
    ctx.dice.script([5])
    drive(ctx, lambda c: knights_step(c, 0), ["attract:P"])
    assert player.knights == 1


@pytest.mark.effect("intrigue", "proscription")
def test_a_player_may_hold_it_and_a_declined_proscription_does_nothing() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "P", influence=9).knights = 4
    ctx.state.factions[0].hand.append(PROSCRIPTION)

    drive(ctx, after_civil_war_victory, ["hold"])
    assert PROSCRIPTION in ctx.state.factions[0].hand

    drive(ctx, after_civil_war_victory, ["play", "decline"])
    assert ctx.state.senators["P"].knights == 4
    assert ctx.state.proscriber is None
