"""3.02.4, 3.03.4 with ruling D4 (docs/rulings.md): a Neutral gives a Province dealt at game start
to its eligible Senator with the fewest votes, then least Influence, and sets the term dial to 4
minus its Guideline's starting year (Imperials 1; Plutocrats and Conservatives 3; Populists 3
for a Developed Province, 1 for an Undeveloped one)."""

import pytest

from bots.neutral import NeutralBot
from engine.context import Context
from engine.decision import Decision, Option, OptionList
from engine.view import GameView
from tests.builders import add_senator, neutral_table

SEATS = {"Imperials": 1, "Plutocrats": 2, "Conservatives": 3, "Populists": 4}


def governor_decision(ctx: Context, seat: int, developed: bool) -> Decision:
    keys = [s.key for s in ctx.state.faction_senators(seat)]
    options = [Option(f"{k}@{term}", (k, term), "") for k in keys for term in (1, 2, 3)]
    return Decision(
        actor=seat,
        kind="province.governor",
        rule="4.01",
        options=OptionList(options),
        prompt="",
        context={"province": "prov-sicilia", "developed": developed},
    )


@pytest.mark.parametrize(
    ("role", "developed", "dial"),
    [
        ("Imperials", False, 1),
        ("Imperials", True, 1),
        ("Plutocrats", False, 3),
        ("Conservatives", True, 3),
        ("Populists", True, 3),
        ("Populists", False, 1),
    ],
)
def test_the_term_dial_is_four_minus_the_guidelines_starting_year(
    role: str, developed: bool, dial: int
) -> None:
    ctx = neutral_table(scenario="middle")
    seat = SEATS[role]
    add_senator(ctx, seat, "only")

    choice = NeutralBot().decide(GameView(ctx, seat), governor_decision(ctx, seat, developed))

    assert choice.key == f"only@{dial}"


def test_the_senator_with_fewest_votes_then_least_influence_governs() -> None:
    ctx = neutral_table(scenario="middle")
    add_senator(ctx, 2, "orator", oratory=5, influence=1)
    add_senator(ctx, 2, "heavy", oratory=2, influence=9)
    add_senator(ctx, 2, "light", oratory=2, influence=4)

    choice = NeutralBot().decide(GameView(ctx, 2), governor_decision(ctx, 2, False))

    assert choice.key == "light@3"
