"""4.02.2 Dominant Player: with two Players, the one in the Ruling Coalition if only one is, else
the one with the better Faction Dominance marker; before the first Senate Phase the ranks are
computed on demand (spec ruling). Spec T51."""

from solo.dominance import dominant_player
from tests.senate_support import IMPERIALS, PLAYER, senator, solitaire_table

SECOND_PLAYER = 2


def test_the_only_player_is_dominant() -> None:
    ctx = solitaire_table()
    ctx.state.dominance = {PLAYER: 5, 1: 1, 2: 2, 3: 3, 4: 4}

    assert dominant_player(ctx) == PLAYER


def test_the_player_in_the_coalition() -> None:
    ctx = solitaire_table(players=2)
    ctx.state.dominance = {PLAYER: 3, 1: 1, SECOND_PLAYER: 2, 3: 4, 4: 5}
    ctx.state.coalition = [1, PLAYER]

    assert dominant_player(ctx) == PLAYER


def test_both_out_the_better_dominance_rank() -> None:
    ctx = solitaire_table(players=2)
    ctx.state.dominance = {PLAYER: 4, 1: 1, SECOND_PLAYER: 2, 3: 3, 4: 5}
    ctx.state.coalition = [1, 3]

    assert dominant_player(ctx) == SECOND_PLAYER


def test_both_in_the_coalition_the_better_dominance_rank() -> None:
    ctx = solitaire_table(players=2)
    ctx.state.dominance = {PLAYER: 1, 1: 3, SECOND_PLAYER: 2, 3: 4, 4: 5}
    ctx.state.coalition = [PLAYER, SECOND_PLAYER]

    assert dominant_player(ctx) == PLAYER


def test_before_the_first_senate_phase_votes_then_money() -> None:
    ctx = solitaire_table(players=2)
    senator(ctx, PLAYER, "a", oratory=2)
    senator(ctx, SECOND_PLAYER, "b", oratory=3)
    senator(ctx, IMPERIALS, "c", oratory=9)

    assert dominant_player(ctx) == SECOND_PLAYER
