"""4.04.21: a Neutral counter-bribes an attempt on its own Senator down to exactly 4 if its
Faction Treasury can pay for it, else not at all (spec T21)."""

from collections.abc import Sequence

import pytest

from bots.neutral import NeutralBot
from engine.context import Context
from engine.decision import Amount, AmountOptions, Decision
from engine.persuasion import persuasion_step
from engine.view import GameView
from tests.builders import add_senator, neutral_table
from tests.builders import drive as drive_procedure


def drive(ctx: Context, seat: int, answers: Sequence[str] = ()) -> list[Decision]:
    """Run one Step 2 of ``seat``'s Initiative (tests.builders.drive)."""
    return drive_procedure(ctx, lambda c: persuasion_step(c, seat), answers)


def counter_decision(seat: int, treasury: int, base: int, target: str) -> Decision:
    return Decision(
        actor=seat,
        kind="persuasion.counter_bribe",
        rule="4.04.21",
        options=AmountOptions(0, treasury),
        prompt="",
        context={"target": target, "base": base},
    )


@pytest.mark.parametrize(
    ("treasury", "base", "paid"),
    [(5, 7, 3), (2, 7, 0), (5, 4, 0), (3, 7, 3), (9, 2, 0)],
)
def test_defence_to_exactly_four_or_nothing(treasury: int, base: int, paid: int) -> None:
    ctx = neutral_table()
    add_senator(ctx, 3, "T")
    ctx.state.factions[3].treasury = treasury

    choice = NeutralBot().decide(GameView(ctx, 3), counter_decision(3, treasury, base, "T"))

    assert choice == Amount(paid)


def test_a_neutral_does_not_defend_another_factions_senator() -> None:
    ctx = neutral_table()
    add_senator(ctx, 2, "T")
    ctx.state.factions[3].treasury = 9

    choice = NeutralBot().decide(GameView(ctx, 3), counter_decision(3, 9, 8, "T"))

    assert choice == Amount(0)


def test_a_players_attempt_on_a_neutral_senator_meets_the_defence() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "P", oratory=9, influence=12)
    target = add_senator(ctx, 1, "T")
    for seat in range(1, 5):
        ctx.state.factions[seat].treasury = 10 if seat != 1 else 5
    ctx.dice.script([2, 2])

    asked = drive(ctx, 0, ["P@T"])

    counters = [d for d in asked if d.kind == "persuasion.counter_bribe"]
    assert [d.actor for d in counters] == [1, 2, 3, 4]
    assert ctx.state.factions[1].treasury == 2
    assert [ctx.state.factions[s].treasury for s in (2, 3, 4)] == [10, 10, 10]
    assert "against Base Number 4" in next(e.text for e in ctx.log if e.act == "persuasion_roll")
    assert target.faction == 0 and target.talents == 3


def test_no_defence_spent_once_a_player_has_brought_the_number_to_four() -> None:
    ctx = neutral_table()
    add_senator(ctx, 4, "P", oratory=9, influence=12)
    add_senator(ctx, 3, "T")
    ctx.state.factions[0].treasury = 3
    ctx.state.factions[3].treasury = 10
    ctx.dice.script([6, 6])

    asked = drive(ctx, 4, ["3"])

    assert [(d.actor, d.context["base"]) for d in asked if d.actor != 4] == [(0, 7), (3, 4)]
    assert ctx.state.factions[3].treasury == 10
