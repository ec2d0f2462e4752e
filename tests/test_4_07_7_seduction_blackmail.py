"""4.07.7 and 1.07.413: Seduction and Blackmail make a Persuasion Attempt unopposed; a Neutral
plays one in the turn it is drawn if some target can reach a Base Number of 2, else retries
once each later turn; a failed Blackmail costs the target 2d6 Influence and Popularity (T50)."""

from collections.abc import Sequence

import pytest

from engine.context import Context
from engine.decision import Decision, OptionList
from engine.game import Game
from engine.persuasion import persuasion_step
from tests.builders import add_senator, neutral_table
from tests.builders import drive as drive_procedure

SEDUCTION, BLACKMAIL = 50, 51



def drive(ctx: Context, seat: int, answers: Sequence[str] = ()) -> list[Decision]:
    """Run one Step 2 of ``seat``'s Initiative (tests.builders.drive)."""
    return drive_procedure(ctx, lambda c: persuasion_step(c, seat), answers)


def t50_table() -> Context:
    ctx = neutral_table()
    add_senator(ctx, 1, "I", oratory=4, influence=14).talents = 6
    add_senator(ctx, 0, "P1").loyalty = 5
    y = add_senator(ctx, None, "Y")
    y.loyalty, y.talents = 9, 4
    ctx.state.factions[0].treasury = 10
    ctx.dice.script([6, 6])
    return ctx


def attempt_of(ctx: Context) -> tuple[object, object]:
    event = next(e for e in ctx.log if e.act == "persuasion_attempt")
    return event.data["persuader"], event.data["target"]


def roll_text(ctx: Context) -> str:
    return next(e.text for e in ctx.log if e.act == "persuasion_roll")


def test_without_a_card_the_imperials_go_for_the_unaligned_senator() -> None:
    ctx = t50_table()

    drive(ctx, 1, ["0"])

    assert attempt_of(ctx) == ("I", "Y")


def test_seduction_turns_them_on_the_players_senator_unopposed() -> None:
    ctx = t50_table()
    ctx.state.factions[1].hand.append(SEDUCTION)

    asked = drive(ctx, 1)

    assert attempt_of(ctx) == ("I", "P1")
    assert asked[0].options.find("seduction:I@P1") is not None
    assert "persuasion.counter_bribe" not in [d.kind for d in asked]
    assert "against Base Number 9" in roll_text(ctx)
    assert ctx.state.factions[0].treasury == 10
    assert SEDUCTION not in ctx.state.factions[1].hand and SEDUCTION in ctx.state.discard


@pytest.mark.effect("intrigue", "unopposed_persuasion")
def test_a_player_may_play_seduction_and_nobody_counter_bribes() -> None:
    ctx = neutral_table()
    ctx.state.factions[0].hand.append(SEDUCTION)
    add_senator(ctx, 0, "P", oratory=9, influence=9)
    target = add_senator(ctx, 1, "T")
    ctx.state.factions[1].treasury = 20
    ctx.dice.script([2, 2])

    asked = drive(ctx, 0, ["seduction:P@T"])

    assert [d.kind for d in asked] == ["persuasion.attempt"]
    assert target.faction == 0 and ctx.state.factions[1].treasury == 20


@pytest.mark.effect("intrigue", "unopposed_persuasion")
def test_a_failed_blackmail_costs_the_target_one_2d6_roll_of_influence_and_popularity() -> None:
    ctx = neutral_table()
    ctx.state.factions[0].hand.append(BLACKMAIL)
    add_senator(ctx, 0, "P")
    target = add_senator(ctx, 1, "T", influence=5, popularity=-4)
    ctx.dice.script([6, 6, 3, 4])

    drive(ctx, 0, ["blackmail:P@T"])

    assert target.faction == 1
    assert (target.influence, target.popularity) == (0, -9)
    penalty = next(e for e in ctx.log if e.act == "blackmail_penalty")
    assert penalty.dice == (3, 4)


def test_a_failed_seduction_costs_nothing_more() -> None:
    ctx = neutral_table()
    ctx.state.factions[0].hand.append(SEDUCTION)
    add_senator(ctx, 0, "P")
    target = add_senator(ctx, 1, "T", influence=5, popularity=2)
    ctx.dice.script([6, 6])

    drive(ctx, 0, ["seduction:P@T"])

    assert (target.influence, target.popularity) == (5, 2)
    assert ctx.dice.scripted_left == 0


def test_a_neutral_holding_both_plays_blackmail() -> None:
    ctx = t50_table()
    ctx.state.factions[1].hand += [SEDUCTION, BLACKMAIL]

    drive(ctx, 1)

    assert ctx.state.factions[1].hand == [SEDUCTION]


def test_with_no_valid_target_the_neutral_keeps_the_card_until_next_turn() -> None:
    ctx = neutral_table()
    ctx.state.factions[1].hand.append(SEDUCTION)
    add_senator(ctx, 1, "I")
    add_senator(ctx, 0, "T")
    ctx.dice.script([6, 6, 6, 6])

    first = drive(ctx, 1)
    again = drive(ctx, 1)

    assert first[0].options.find("seduction:I@T") is not None
    assert SEDUCTION in ctx.state.factions[1].hand
    assert isinstance(again[0].options, OptionList)
    assert again[0].options.find("seduction:I@T") is None

    ctx.state.turn += 1
    game = Game(ctx, lambda c: persuasion_step(c, 1), 0)
    assert game.pending is not None
    assert game.pending.options.find("seduction:I@T") is not None


def test_a_player_may_use_his_card_in_any_initiative() -> None:
    ctx = neutral_table()
    ctx.state.factions[0].hand.append(BLACKMAIL)
    add_senator(ctx, 0, "P")
    add_senator(ctx, 1, "T")
    ctx.dice.script([6, 6])

    drive(ctx, 0, ["P@T"])
    game = Game(ctx, lambda c: persuasion_step(c, 0), 0)

    assert game.pending is not None
    assert game.pending.options.find("blackmail:P@T") is not None
