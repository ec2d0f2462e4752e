"""Helpers for the presentation tests: a seeded solitaire game played by bots until the
Player faces a decision of a given kind."""

from __future__ import annotations

from bots.heuristic import HeuristicPlayer
from bots.neutral import NeutralBot
from engine.decision import Decision
from engine.game import Game
from guidelines.loader import GuidelineSet
from solo.game import new_game

PLAYER = 0


def game_at(kind: str, seed: int = 3, turns: int = 6) -> tuple[Game, Decision]:
    """A solitaire game whose pending decision is the Player's first of ``kind``."""
    game = new_game("early", 1, seed)
    neutral, player = NeutralBot(GuidelineSet.default()), HeuristicPlayer()
    while (decision := game.pending) is not None and game.state.turn <= turns:
        seat = decision.actor if decision.delegate_to is None else decision.delegate_to
        if seat == PLAYER and decision.kind == kind:
            return game, decision
        agent = player if seat == PLAYER else neutral
        game.apply(agent.decide(game.view(seat), decision))
    raise AssertionError(f"no {kind} decision for the Player in {turns} turns of seed {seed}")
