"""Every base game ends by a rule of 1.12 whatever the answers (1.09.131 and the proposal
budgets bound the Senate; 1.06.3 offers each transfer once a phase): a faction that always
answers the first option, or always the last, still reaches an ending."""

from __future__ import annotations

import pytest

from engine.base.game import new_base_game
from engine.outcome import END_REASONS

ANSWERS_AT_MOST = 20_000
"""Far above the longest such game seen (1,661 answers, six factions)."""


@pytest.mark.parametrize(("factions", "seed", "last"), [(3, 1, False), (6, 2, False), (5, 3, True)])
def test_1_12_a_base_game_answered_blindly_ends(factions: int, seed: int, last: bool) -> None:
    game = new_base_game("early", factions, seed)
    for _ in range(ANSWERS_AT_MOST):
        pending = game.pending
        if pending is None:
            break
        options = pending.options
        game.apply(options[len(options) - 1] if last else options[0])
    assert game.pending is None
    assert game.result is not None and game.result.reason in END_REASONS
