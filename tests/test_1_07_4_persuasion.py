"""1.07.4-1.07.414: Persuasion Attempts: targets, Base Number, bribes, counter-bribe bidding,
the roll with its natural failure on 10+ (9+ after Era Ends), and the rulebook's example."""

from collections.abc import Sequence

import pytest

from engine.context import Context
from engine.decision import AmountOptions, Decision
from engine.persuasion import base_number, legal_targets, persuasion_step
from engine.senators import family_senator, statesman_senator
from engine.state import Location, Senator
from tests.builders import add_senator, neutral_table
from tests.builders import drive as drive_procedure


def drive(ctx: Context, seat: int, answers: Sequence[str] = ()) -> list[Decision]:
    """Run one Step 2 of ``seat``'s Initiative (tests.builders.drive)."""
    return drive_procedure(ctx, lambda c: persuasion_step(c, seat), answers)


def place(ctx: Context, key: str, seat: int | None, talents: int = 0) -> Senator:
    senator = family_senator(ctx.catalog, key)
    senator.faction = seat
    senator.location = Location.FORUM if seat is None else Location.ROME
    senator.talents = talents
    ctx.state.senators[key] = senator
    return senator


def test_example_1_07_414_fabius_fails_against_claudius_who_keeps_24_talents() -> None:
    ctx = neutral_table(players=2)
    fabius = place(ctx, "fam-02-fabius", 0, talents=16)
    claudius = place(ctx, "fam-05-claudius", None)
    ctx.state.factions[2].treasury = 8
    ctx.dice.script([4, 5])

    asked = drive(ctx, 0, ["fam-02-fabius@fam-05-claudius", "9", "8", "7"])

    assert [d.kind for d in asked] == [
        "persuasion.attempt",
        "persuasion.bribe",
        "persuasion.counter_bribe",
        "persuasion.bribe",
    ]
    assert asked[1].context["base"] == 0
    assert asked[3].context["base"] == 1
    assert ctx.log[-1].text.startswith("rolls 9 against Base Number 8")
    assert claudius.location is Location.FORUM and claudius.faction is None
    assert claudius.talents == 24
    assert fabius.talents == 0
    assert ctx.state.factions[2].treasury == 0


def test_base_number_is_oratory_plus_influence_minus_loyalty_and_target_talents() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, 0, "P", oratory=3, influence=6)
    target = add_senator(ctx, None, "T")
    target.talents = 2

    assert base_number(ctx.catalog, ctx.state.senators, persuader, target) == 3 + 6 - 7 - 2


def test_an_aligned_target_costs_seven_more() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, 0, "P", oratory=3, influence=6)
    target = add_senator(ctx, 1, "T")

    assert base_number(ctx.catalog, ctx.state.senators, persuader, target) == 3 + 6 - 7 - 7


@pytest.mark.effect("statesman", "opposed_to")
def test_opposed_statesman_in_his_own_faction_has_loyalty_zero_but_still_minus_seven() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, 0, "P", oratory=3, influence=6)
    for code in ("1C", "27A"):
        statesman = statesman_senator(ctx.catalog, code)
        statesman.faction, statesman.location = 1, Location.ROME
        ctx.state.senators[code] = statesman
    marius = ctx.state.senators["27A"]

    assert base_number(ctx.catalog, ctx.state.senators, persuader, marius) == 3 + 6 - 0 - 7


@pytest.mark.effect("statesman", "allied_with")
def test_gracchus_has_loyalty_zero_against_the_faction_holding_his_brother() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, 0, "P", oratory=3, influence=6)
    tiberius, gaius = statesman_senator(ctx.catalog, "25A"), statesman_senator(ctx.catalog, "25B")
    tiberius.faction, gaius.faction = 0, 1
    tiberius.location = gaius.location = Location.ROME
    ctx.state.senators.update({"25A": tiberius, "25B": gaius})

    assert base_number(ctx.catalog, ctx.state.senators, persuader, gaius) == 3 + 6 - 0 - 7


def test_targets_are_forum_senators_and_other_factions_non_leaders_in_rome() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "own")
    add_senator(ctx, None, "forum")
    add_senator(ctx, 1, "leader")
    add_senator(ctx, 1, "member")
    add_senator(ctx, 1, "governor").location = Location.PROVINCE
    ctx.state.factions[1].leader = "leader"
    leaders = {f.leader for f in ctx.state.factions}

    targets = legal_targets(ctx.state.senators.values(), leaders, 0)

    assert sorted(s.key for s in targets) == ["forum", "member"]


def test_only_senators_in_rome_may_persuade() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "away").location = Location.PROVINCE
    add_senator(ctx, None, "T")

    assert drive(ctx, 0) == []


def test_success_brings_a_forum_senator_into_the_faction_in_rome_with_the_bribes() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "P", oratory=4, influence=5).talents = 5
    target = add_senator(ctx, None, "T")
    ctx.dice.script([3, 3])

    drive(ctx, 0, ["P@T", "5"])

    assert target.faction == 0 and target.location is Location.ROME
    assert target.talents == 5


def test_success_takes_an_aligned_senator_from_his_faction() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "P", oratory=9, influence=9)
    target = add_senator(ctx, 1, "T")
    ctx.dice.script([1, 1])

    drive(ctx, 0, ["P@T"])

    assert target.faction == 0 and target.location is Location.ROME


@pytest.mark.parametrize(
    ("dice", "era_ends", "success"),
    [([4, 5], False, True), ([5, 5], False, False), ([3, 5], True, True), ([4, 5], True, False)],
)
def test_a_natural_10_fails_whatever_the_base_number_and_9_after_era_ends(
    dice: list[int], era_ends: bool, success: bool
) -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "P", oratory=9, influence=9)
    target = add_senator(ctx, None, "T")
    ctx.state.era_ends_drawn = era_ends
    ctx.dice.script(dice)

    drive(ctx, 0, ["P@T"])

    assert (target.faction == 0) is success


def test_evil_omens_add_one_to_the_persuasion_roll() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "P", oratory=4, influence=11)
    target = add_senator(ctx, None, "T")
    ctx.state.events["evt-evil-omens"] = 1
    ctx.dice.script([4, 4])

    drive(ctx, 0, ["P@T"])

    assert target.faction is None
    assert "Evil Omens 1" in ctx.log[-1].text


def test_counter_bribes_come_from_faction_treasuries_clockwise_and_go_to_the_target() -> None:
    ctx = neutral_table(players=2)
    add_senator(ctx, 2, "P", oratory=4, influence=10).talents = 3
    target = add_senator(ctx, None, "T")
    ctx.state.factions[0].treasury = 6
    ctx.dice.script([6, 6])

    asked = drive(ctx, 2, ["P@T", "3", "5"])

    assert [(d.actor, d.kind) for d in asked] == [
        (2, "persuasion.attempt"),
        (2, "persuasion.bribe"),
        (0, "persuasion.counter_bribe"),
    ]
    assert ctx.state.factions[0].treasury == 1
    assert target.talents == 8


def test_bidding_goes_round_again_after_a_raise_and_ends_when_nobody_counters() -> None:
    ctx = neutral_table(players=2)
    add_senator(ctx, 0, "P", oratory=4, influence=10).talents = 10
    add_senator(ctx, None, "T")
    ctx.state.factions[2].treasury = 6
    ctx.dice.script([1, 1])

    asked = drive(ctx, 0, ["P@T", "4", "3", "2", "0"])

    assert [(d.actor, d.kind) for d in asked] == [
        (0, "persuasion.attempt"),
        (0, "persuasion.bribe"),
        (2, "persuasion.counter_bribe"),
        (0, "persuasion.bribe"),
        (2, "persuasion.counter_bribe"),
    ]
    counter = asked[2].options
    assert isinstance(counter, AmountOptions) and (counter.low, counter.high) == (0, 6)
    assert asked[4].context["base"] == 7 + 4 - 3 + 2


def test_declining_to_raise_after_a_counter_bribe_rolls_at_once() -> None:
    ctx = neutral_table(players=2)
    add_senator(ctx, 0, "P", oratory=4, influence=10).talents = 10
    add_senator(ctx, None, "T")
    ctx.state.factions[2].treasury = 6
    ctx.dice.script([1, 1])

    asked = drive(ctx, 0, ["P@T", "4", "3", "0"])

    assert [d.kind for d in asked][-1] == "persuasion.bribe"
    roll = next(e for e in ctx.log if e.act == "persuasion_roll")
    assert "against Base Number 8" in roll.text


def test_a_player_may_make_no_attempt() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "P")
    target = add_senator(ctx, None, "T")

    asked = drive(ctx, 0, ["none"])

    assert len(asked) == 1 and target.faction is None
