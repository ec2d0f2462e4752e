"""1.04.8: ties not settled otherwise go to the highest 2d6 roller; tied highs roll again."""

from tests.builders import bare_context


def test_highest_2d6_wins() -> None:
    ctx = bare_context()
    ctx.dice.script([4, 4, 2, 3])  # first 8, second 5
    winner = ctx.tie_break(["first", "second"], "4.01.2", "a test")
    assert winner == "first"


def test_tied_high_rolls_are_rerolled_among_the_tied_only() -> None:
    ctx = bare_context()
    ctx.dice.script([3, 3, 1, 1, 2, 4, 1, 1, 6, 6])  # 6, 2, 6 -> a and c re-roll: 2, 12
    winner = ctx.tie_break(["a", "b", "c"], "1.04.8", "a test")
    assert winner == "c"
    assert ctx.dice.scripted_left == 0


def test_every_tie_roll_is_logged_with_its_rule() -> None:
    ctx = bare_context()
    ctx.dice.script([6, 6, 1, 1])
    ctx.tie_break(["x", "y"], "4.01.3", "Faction Leader")
    event = ctx.log[-1]
    assert (event.act, event.rule, event.dice) == ("tie_break", "1.04.8", (12, 2))
    assert "4.01.3" in event.text


def test_a_single_candidate_needs_no_roll() -> None:
    ctx = bare_context()
    logged = len(ctx.log)
    assert ctx.tie_break(["only"], "1.04.8", "a test") == "only"
    assert len(ctx.log) == logged
