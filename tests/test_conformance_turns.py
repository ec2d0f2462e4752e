"""Whole games of the phases built so far (1.05-1.08 with 4.03-4.04), invariants after every
phase: cards and Senators each in one place, talents only through the Bank's flows, ratings
and units in range. Random Players, Guideline Neutrals, one and two Players."""

import pytest

from common.conformance import run_game

FAST_SEEDS = range(12)
SOAK_SEEDS = range(250)


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("seed", FAST_SEEDS)
def test_games_keep_the_invariants_after_every_phase(players: int, seed: int) -> None:
    game = run_game("early", players, seed)
    assert game.over, f"seed {seed} did not finish: pending {game.pending}"


@pytest.mark.soak
@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("seed", SOAK_SEEDS)
def test_soak_games_keep_the_invariants(players: int, seed: int) -> None:
    game = run_game("early", players, seed)
    assert game.over
