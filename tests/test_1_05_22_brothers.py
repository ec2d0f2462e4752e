"""1.05.22: when both Gracchi (25A/25B) or both Licinii (29A/29B) are in play, 2d6 decides which
brother chit 25 or 29 names."""

from engine.context import Context
from engine.mortality import kill_by_chits
from engine.queries import in_rome
from engine.senators import enter_statesman
from engine.state import Location
from tests.builders import bare_context


def brothers(first: str, second: str) -> Context:
    ctx = bare_context(scenario="late")
    enter_statesman(ctx.state, ctx.catalog, 1, first)
    enter_statesman(ctx.state, ctx.catalog, 2, second)
    return ctx


def test_the_higher_2d6_roll_names_the_first_brother() -> None:
    ctx = brothers("25A", "25B")
    ctx.dice.script([6, 6, 1, 1])

    killed = kill_by_chits(ctx, [25], "1.05.2", "Mortality Phase")

    assert killed == ["25A"]
    assert "25B" in ctx.state.senators
    assert any(e.act == "tie_break" and "1.05.22" in e.text for e in ctx.log)


def test_the_higher_2d6_roll_names_the_second_brother() -> None:
    ctx = brothers("29A", "29B")
    ctx.dice.script([1, 2, 5, 6])

    killed = kill_by_chits(ctx, [29], "1.05.2", "Mortality Phase")

    assert killed == ["29B"]
    assert "29A" in ctx.state.senators


def test_equal_rolls_are_rolled_again() -> None:
    ctx = brothers("25A", "25B")
    ctx.dice.script([3, 4, 2, 5, 1, 1, 6, 5])

    killed = kill_by_chits(ctx, [25], "1.05.2", "Mortality Phase")

    assert killed == ["25B"]
    assert ctx.dice.scripted_left == 0


def test_a_lone_brother_is_named_without_a_roll() -> None:
    ctx = bare_context(scenario="late")
    enter_statesman(ctx.state, ctx.catalog, 1, "29A")
    ctx.dice.script([6, 6])

    killed = kill_by_chits(ctx, [29], "1.05.2", "Mortality Phase")

    assert killed == ["29A"]
    assert ctx.dice.scripted_left == 2


def test_the_roll_names_a_brother_even_if_he_is_out_of_reach() -> None:
    # Ruling: 2d6 picks the brother the chit names; a Mob then spares him if he is away.
    ctx = brothers("25A", "25B")
    ctx.state.senators["25A"].location = Location.WAR
    ctx.dice.script([6, 6, 1, 1])

    killed = kill_by_chits(ctx, [25], "1.08.2", "Mob", where=in_rome)

    assert killed == []
    assert {"25A", "25B"} <= set(ctx.state.senators)
