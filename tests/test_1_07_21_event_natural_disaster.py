"""Natural Disaster / Widespread Natural Disaster (1.07.21, 1.07.321, the Concession cards):
the State pays 50T (not again on the severe side) and a 1d6 roll, never modified by Evil Omens,
destroys Mining (1-2), Harbor Fees (3-4), Armaments (5) or Ship Building (6)."""

from __future__ import annotations

import pytest

from engine.state import Location
from tests.builders import add_senator
from tests.event_support import PLAYER, card_no, place, table


@pytest.mark.effect("concession", "natural_disaster_rolls")
@pytest.mark.effect("event", "natural_disaster")
def test_relief_is_paid_and_a_held_concession_goes_to_the_curia() -> None:
    ctx = table()
    mining = card_no(ctx, "con-mining")
    holder = add_senator(ctx, PLAYER, "holder", location=Location.ROME)
    holder.concessions.append(mining)
    ctx.dice.script([2])
    place(ctx, "evt-natural-disaster")
    assert ctx.state.state_treasury == 50
    assert holder.concessions == []
    assert ctx.state.curia_concessions == [mining]


def test_a_concession_lying_in_the_forum_is_destroyed_too() -> None:
    ctx = table()
    harbor = card_no(ctx, "con-harbor-fees")
    ctx.state.forum_concessions.append(harbor)
    ctx.dice.script([4])
    place(ctx, "evt-natural-disaster")
    assert ctx.state.forum_concessions == []
    assert ctx.state.curia_concessions == [harbor]


def test_a_concession_not_in_play_means_no_further_effect() -> None:
    ctx = table()
    ctx.state.factions[PLAYER].hand.append(card_no(ctx, "con-ship-building"))
    ctx.dice.script([6])
    place(ctx, "evt-natural-disaster")
    assert ctx.state.curia_concessions == []
    assert ctx.log[-1].act == "no_effect"


@pytest.mark.effect("event", "natural_disaster")
def test_widespread_disaster_destroys_another_without_a_second_payment() -> None:
    ctx = table()
    ctx.state.events["evt-natural-disaster"] = 1
    armaments = card_no(ctx, "con-armaments")
    ctx.state.forum_concessions.append(armaments)
    ctx.dice.script([5])
    place(ctx, "evt-natural-disaster")
    assert ctx.state.events["evt-natural-disaster"] == 2
    assert ctx.state.state_treasury == 100
    assert ctx.state.curia_concessions == [armaments]


def test_evil_omens_do_not_modify_the_concession_roll() -> None:
    ctx = table()
    ctx.state.events.update({"evt-natural-disaster": 2, "evt-evil-omens": 2})
    mining = card_no(ctx, "con-mining")
    ctx.state.forum_concessions.append(mining)
    ctx.dice.script([1])
    place(ctx, "evt-natural-disaster")
    assert ctx.state.curia_concessions == [mining]


def test_a_treasury_that_cannot_pay_is_bankrupt_and_all_lose() -> None:
    ctx = table()
    ctx.state.state_treasury = 49
    game = place(ctx, "evt-natural-disaster")
    assert game.result is not None
    assert (game.result.reason, game.result.winner) == ("bankruptcy", None)


def test_players_are_warned_below_seventy_talents() -> None:
    ctx = table()
    ctx.state.state_treasury = 110
    ctx.dice.script([1])
    place(ctx, "evt-natural-disaster")
    assert ctx.state.state_treasury == 60
    assert any(e.act == "low_treasury" and e.rule == "1.06.53" for e in ctx.log)
