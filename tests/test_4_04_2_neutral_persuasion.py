"""4.04.2: a Neutral persuades the Most Available Senator, bribing only to reach 7 and then up
to 9 (spec T16-T20, T55)."""

from collections.abc import Sequence

import pytest

from bots.neutral import NeutralBot
from engine.context import Context
from engine.decision import Decision, TieBreak
from engine.game import Game
from engine.persuasion import persuasion_step
from engine.state import Location
from engine.view import GameView, HiddenInformation
from tests.builders import add_senator, bare_context, neutral_table
from tests.builders import drive as drive_procedure


def drive(ctx: Context, seat: int, answers: Sequence[str] = ()) -> list[Decision]:
    """Run one Step 2 of ``seat``'s Initiative (tests.builders.drive)."""
    return drive_procedure(ctx, lambda c: persuasion_step(c, seat), answers)


def roll_text(ctx: Context) -> str:
    return next(e.text for e in ctx.log if e.act == "persuasion_roll")


def attempt_target(ctx: Context) -> object:
    return next(e.data["target"] for e in ctx.log if e.act == "persuasion_attempt")


def test_no_bribe_when_seven_is_out_of_reach() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, 1, "P", oratory=3, influence=6)
    persuader.talents = 4
    add_senator(ctx, None, "T")
    ctx.dice.script([6, 6])

    drive(ctx, 1)

    assert "against Base Number 2" in roll_text(ctx)
    assert persuader.talents == 4


def test_bribes_up_to_nine_and_keeps_the_rest() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, 1, "P", oratory=4, influence=5)
    persuader.talents = 8
    add_senator(ctx, None, "T").loyalty = 6
    ctx.dice.script([6, 6])

    drive(ctx, 1)

    assert "against Base Number 9" in roll_text(ctx)
    assert persuader.talents == 2


def test_player_defendant_is_assumed_to_spend_all_and_the_neutral_re_raises() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, 1, "P", oratory=4, influence=15)
    persuader.talents = 10
    target = add_senator(ctx, 0, "T")
    target.loyalty, target.talents = 6, 1
    ctx.state.factions[0].treasury = 5
    ctx.dice.script([6, 6])

    asked = drive(ctx, 1, ["5"])

    assert [(d.actor, d.kind) for d in asked] == [
        (1, "persuasion.attempt"),
        (1, "persuasion.bribe"),
        (0, "persuasion.counter_bribe"),
        (1, "persuasion.bribe"),
    ]
    assert asked[2].context["base"] == 9
    assert asked[3].context["base"] == 4
    assert "against Base Number 9" in roll_text(ctx)
    assert persuader.talents == 1
    assert target.talents == 1 + 9 + 5


def test_a_neutral_defender_that_cannot_afford_the_defence_is_ignored() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, 2, "P", oratory=3, influence=10)
    persuader.talents = 10
    add_senator(ctx, 3, "T").loyalty = 5
    ctx.state.factions[3].treasury = 3
    ctx.dice.script([6, 6])

    drive(ctx, 2)

    assert "against Base Number 9" in roll_text(ctx)
    assert persuader.talents == 2
    assert ctx.state.factions[3].treasury == 3


def test_a_defence_that_would_bring_it_to_four_means_no_bribes() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, 2, "P", oratory=3, influence=10)
    persuader.talents = 10
    add_senator(ctx, 3, "T").loyalty = 5
    ctx.state.factions[3].treasury = 6
    ctx.dice.script([6, 6])

    drive(ctx, 2)

    assert "against Base Number 1" in roll_text(ctx)
    assert persuader.talents == 10
    assert ctx.state.factions[3].treasury == 6


def test_equal_targets_go_to_the_more_powerful_senator() -> None:
    ctx = neutral_table()
    add_senator(ctx, 1, "P", oratory=2, influence=5)
    add_senator(ctx, None, "T1", military=2, oratory=3)
    add_senator(ctx, None, "T2", military=4, oratory=2)
    ctx.dice.script([6, 6])

    drive(ctx, 1)

    assert attempt_target(ctx) == "T2"


def test_equal_power_goes_to_the_target_whose_faction_has_more_votes() -> None:
    ctx = neutral_table()
    add_senator(ctx, 1, "P", oratory=9, influence=9)
    add_senator(ctx, 2, "T2", military=2, oratory=3)
    add_senator(ctx, 3, "T3", military=2, oratory=3)
    add_senator(ctx, 3, "leader3", oratory=4)
    ctx.state.factions[3].leader = "leader3"
    ctx.dice.script([6, 6])

    drive(ctx, 1)

    assert attempt_target(ctx) == "T3"


def test_complete_ties_are_left_to_the_engine_to_roll() -> None:
    ctx = neutral_table()
    add_senator(ctx, 1, "P", oratory=2, influence=5)
    add_senator(ctx, None, "T1")
    add_senator(ctx, None, "T2")
    game = Game(ctx, lambda c: persuasion_step(c, 1), 0)
    assert game.pending is not None

    choice = NeutralBot().decide(game.view(1), game.pending)

    assert choice == TieBreak(("P@T1", "P@T2"))


def test_the_persuader_is_the_one_reaching_the_highest_number_for_least_money() -> None:
    ctx = neutral_table()
    add_senator(ctx, 1, "rich", oratory=1, influence=7).talents = 10
    add_senator(ctx, 1, "able", oratory=4, influence=7).talents = 5
    add_senator(ctx, None, "T")
    ctx.dice.script([6, 6])

    drive(ctx, 1)

    attempt = next(e for e in ctx.log if e.act == "persuasion_attempt")
    assert attempt.data["persuader"] == "able"
    assert "against Base Number 9" in roll_text(ctx)


def test_highest_base_number_first_then_least_bribe_money() -> None:
    ctx = neutral_table()
    add_senator(ctx, 1, "rich", oratory=1, influence=5).talents = 6
    add_senator(ctx, 1, "poor", oratory=4, influence=5)
    add_senator(ctx, None, "A").loyalty = 3
    add_senator(ctx, None, "B").loyalty = 1
    ctx.dice.script([6, 6])

    drive(ctx, 1)

    attempt = next(e for e in ctx.log if e.act == "persuasion_attempt")
    assert (attempt.data["persuader"], attempt.data["target"]) == ("rich", "B")
    assert ctx.state.senators["rich"].talents == 2


def test_an_attempt_is_made_even_at_a_hopeless_base_number() -> None:
    ctx = neutral_table()
    add_senator(ctx, 1, "P")
    add_senator(ctx, 0, "T")
    ctx.dice.script([1, 1])

    drive(ctx, 1)

    assert "against Base Number -12" in roll_text(ctx)
    assert ctx.state.senators["T"].faction == 0


def test_no_attempt_without_a_senator_in_rome() -> None:
    ctx = neutral_table()
    add_senator(ctx, 1, "P").location = Location.PROVINCE
    add_senator(ctx, None, "T")

    assert drive(ctx, 1) == []


def test_after_era_ends_the_cap_is_eight() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, 1, "P", oratory=5, influence=7)
    persuader.talents = 6
    add_senator(ctx, None, "T")
    ctx.state.era_ends_drawn = True
    ctx.dice.script([6, 6])

    drive(ctx, 1)

    assert "against Base Number 8" in roll_text(ctx)
    assert persuader.talents == 3


def test_evil_omens_lift_the_cap_back_to_nine() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, 1, "P", oratory=5, influence=7)
    persuader.talents = 6
    add_senator(ctx, None, "T")
    ctx.state.era_ends_drawn = True
    ctx.state.events["evt-evil-omens"] = 1
    ctx.dice.script([6, 6])

    drive(ctx, 1)

    assert "against Base Number 9" in roll_text(ctx)
    assert persuader.talents == 2


def test_a_neutral_may_count_a_players_treasury_but_another_player_may_not() -> None:
    ctx = bare_context(players=2)
    ctx.state.factions[0].treasury = 7

    assert GameView(ctx, 1).counter_bribe_funds(0) == 7
    with pytest.raises(HiddenInformation):
        GameView(ctx, 2).counter_bribe_funds(0)
