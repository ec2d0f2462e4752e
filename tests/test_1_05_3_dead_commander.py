"""1.05.3, 1.09.641: a Commander who dies leaves nothing naming him: his place in the dispatch
order goes and his Force stays on its War without a Commander; the soak's turn invariants check
it (issue 29, item 8: extended-middle-late, 2 Players, seed 700025 kept a dead Commander in
``dispatched`` until the next Senate Phase)."""

import pytest

from common.conformance import check_commands, run_game
from engine.death import kill_senator
from engine.state import Location
from tests.builders import add_family
from tests.military_support import IMPERIALS, at_war, official, senate_table, units_at, war
from tests.test_soak_games import agents_of


def test_a_dead_commander_leaves_the_dispatch_order_and_his_force() -> None:
    ctx = senate_table(treasury=0)
    gallic = war(ctx, "war-gallic-1")
    commander = add_family(ctx, IMPERIALS, "fam-03-valerius")
    at_war(ctx, gallic, commander, legions=4)
    for unit in ctx.state.legions[:4]:
        unit.commander = commander.key

    kill_senator(ctx, commander.key, "1.05.2", "Mortality Phase")

    assert commander.key not in ctx.state.dispatched
    assert units_at(ctx, f"war:{gallic}") == (4, 0)
    assert all(unit.commander is None for unit in ctx.state.legions)
    check_commands(ctx.state)


def test_the_invariant_names_a_stale_commander() -> None:
    ctx = senate_table(treasury=0)
    senator = official(ctx, IMPERIALS, "pro")
    ctx.state.dispatched.append(senator.key)
    assert senator.location is Location.ROME

    with pytest.raises(AssertionError, match="dispatched names pro"):
        check_commands(ctx.state)


def test_the_reproducer_keeps_the_invariants() -> None:
    game = run_game("extended-middle-late", 2, 700025, agents_for=agents_of("random"))

    assert game.over
