"""The Agent protocol and the loop that lets agents play a game (docs/architecture.md)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from engine.decision import Choice, Decision
from engine.game import Game
from engine.view import GameView


class Agent(Protocol):
    """Anything that answers decisions: a bot, a person at a terminal, a user's class."""

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """Return one of ``decision.options`` (or a TieBreak among them, for Neutrals). A
        Neutral's own answer may carry its Reason (``engine.decision.with_reason``), which the
        game logs as the Neutral's act (4.02.1); any other agent just returns the option."""
        ...


AgentFactory = Callable[[int], Agent]
"""Makes the agent for a seat."""


def play(game: Game, agents: Mapping[int, Agent], max_decisions: int | None = None) -> int:
    """Answer pending decisions until none is left (or ``max_decisions``); return how many."""
    count = 0
    while game.pending is not None and (max_decisions is None or count < max_decisions):
        decision = game.pending
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        game.apply(agents[seat].decide(game.view(seat), decision))
        count += 1
    return count
