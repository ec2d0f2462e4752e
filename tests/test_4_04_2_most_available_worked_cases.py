"""4.04.2 and 4.04.21 worked through the engine's bidding (1.07.414): the Neutral's Most
Available Senator counts the defendant's whole Faction Treasury as spent on Counter-Bribes, so a
richly defended Player's Senator loses to a worse-placed Senator of a poor Neutral; and a Neutral
defending its own Senator cuts the Base Number to exactly 4 at each round it can pay for, and
pays nothing at a round it cannot (issue 28 item 4)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.context import Context
from engine.decision import Decision
from engine.persuasion import persuasion_step
from engine.state import Senator
from tests.builders import add_senator, neutral_table
from tests.builders import drive as drive_procedure

PLAYER, PLUTOCRATS, CONSERVATIVES = 0, 2, 3


def drive(ctx: Context, seat: int, answers: Sequence[str] = ()) -> list[Decision]:
    """Run one Step 2 of ``seat``'s Initiative (tests.builders.drive)."""
    return drive_procedure(ctx, lambda c: persuasion_step(c, seat), answers)


def roll_text(ctx: Context) -> str:
    return next(e.text for e in ctx.log if e.act == "persuasion_roll")


def two_targets(player_treasury: int) -> tuple[Context, Senator]:
    """The Plutocrats' persuader (ORA 4 + INF 10 = 14, 10 talents) against the Player's Senator
    "mine" (LOY 5) and the Conservatives' "theirs" (LOY 8, his faction without talents); the
    Player's other Senator holds 30 talents of his own."""
    ctx = neutral_table()
    persuader = add_senator(ctx, PLUTOCRATS, "P", oratory=4, influence=10)
    persuader.talents = 10
    add_senator(ctx, PLAYER, "rich").talents = 30
    add_senator(ctx, PLAYER, "mine").loyalty = 5
    add_senator(ctx, CONSERVATIVES, "theirs").loyalty = 8
    ctx.state.factions[PLAYER].treasury = player_treasury
    ctx.state.factions[CONSERVATIVES].treasury = 0
    ctx.dice.script([6, 6])
    return ctx, persuader


def target_of(ctx: Context) -> object:
    return next(e.data["target"] for e in ctx.log if e.act == "persuasion_attempt")


def test_4_04_2_the_defendants_whole_faction_treasury_decides_the_most_available() -> None:
    # The Player's Senator opens at 14 - 5 - 7 = 2 and would reach 9 for 7 talents, but the
    # Player's Faction Treasury of 10 can cut it to -1 and the Neutral cannot climb back to 7:
    # no bribe, 2 - 10 = -8 expected. The Conservative opens at -1 and nobody can defend him,
    # so 10 talents reach 9. Only the Faction Treasury counts, not the Senators' own talents.
    ctx, _ = two_targets(player_treasury=10)

    drive(ctx, PLUTOCRATS, ["0"])  # the Player may interfere, and does not (1.07.413)

    assert target_of(ctx) == "theirs"
    assert "against Base Number 9" in roll_text(ctx)


def test_4_04_2_with_a_poor_player_his_senator_is_the_most_available() -> None:
    # The same table with the Player's Faction Treasury empty: his Senator reaches 9 for 7.
    ctx, persuader = two_targets(player_treasury=0)

    drive(ctx, PLUTOCRATS)

    assert target_of(ctx) == "mine"
    assert persuader.talents == 3


def test_4_04_21_the_neutral_cuts_to_exactly_4_each_round_it_can_pay() -> None:
    # The Player's persuader: ORA 6 + INF 6 = 12 against an aligned Senator of LOY 0: opens at
    # 5. He bribes 2 (7); the Conservatives pay 3 (4). He bribes 1 (5); they would need 1 and
    # have nothing left, so the bidding ends (1.07.414). The roll is against 5; the target
    # keeps the 3 bribed and the 3 counter-bribed talents.
    ctx = neutral_table()
    persuader = add_senator(ctx, PLAYER, "P", oratory=6, influence=6)
    persuader.talents = 3
    target = add_senator(ctx, CONSERVATIVES, "T")
    target.loyalty = 0
    for seat in (1, 2, 4):
        ctx.state.factions[seat].treasury = 0
    ctx.state.factions[CONSERVATIVES].treasury = 3
    ctx.dice.script([6, 6])

    asked = drive(ctx, PLAYER, ["P@T", "2", "1"])

    counters = [(d.context["base"], d.actor) for d in asked if d.kind == "persuasion.counter_bribe"]
    assert counters == [(7, CONSERVATIVES)]
    assert ctx.state.factions[CONSERVATIVES].treasury == 0
    assert "against Base Number 5" in roll_text(ctx)
    assert target.talents == 3 + 3
