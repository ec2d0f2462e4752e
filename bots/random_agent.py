"""A seeded agent that picks uniformly among the legal options (conformance and soak tests)."""

from __future__ import annotations

from engine.decision import Choice, Decision
from engine.dice import make_rng
from engine.view import GameView


class RandomAgent:
    """Chooses any legal option with equal chance; same seed, same choices."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = make_rng(seed)

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """A uniformly random legal option (amount ranges included)."""
        return decision.options[self._rng.randrange(len(decision.options))]
