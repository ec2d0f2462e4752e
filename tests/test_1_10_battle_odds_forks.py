"""The battle odds a military decision shows are the odds that happen (1.10.11, 1.10.12,
1.10.21, 1.10.31): each result's shown chance is compared with its rate over reseeded forks of
the game (``Game.fork``), the Commander sent and the game played on with the bots to his
battle."""

from __future__ import annotations

import re

from bots.heuristic import HeuristicPlayer
from bots.neutral import NeutralBot
from engine.decision import Decision
from engine.game import Game
from guidelines.loader import GuidelineSet
from presentation.options import decision_view
from tests.presentation_support import PLAYER, game_at

FORKS = 400
"""Forks of the decision: a rate's standard deviation is under 0.025 for any chance."""

SHOWN = re.compile(r"(Victory|Stalemate|Defeat|Disaster|Standoff) (\d+)%")
"""A result and its chance as the figure's text shows them ("Defeat 56%")."""


def first_battle(game: Game, decision: Decision, reseed: int, war_name: str) -> str:
    """The result of the first battle against ``war_name`` in a fork reseeded with ``reseed``,
    after the Commander consents and the bots play on."""
    neutral, player = NeutralBot(GuidelineSet.default()), HeuristicPlayer()
    fork = game.fork(reseed=reseed)
    start = len(fork.log)
    fork.apply("consent")
    while True:
        fought = [e for e in fork.log[start:] if e.act == "battle" and war_name in e.text]
        if fought:
            return str(fought[0].data["result"])
        pending = fork.pending
        assert pending is not None, "the game ended before the battle"
        seat = pending.actor if pending.delegate_to is None else pending.delegate_to
        agent = player if seat == PLAYER else neutral
        fork.apply(agent.decide(fork.view(seat), pending))


def test_1_10_11_the_shown_battle_odds_are_the_rates_over_forks() -> None:
    game, decision = game_at("military.minimum_force_consent", turns=12)
    outline = decision.context["force"]
    assert isinstance(outline, dict)
    first = "at sea" if outline["enemy_sea"] else "on land"
    text = {f.name: f for f in decision_view(game, PLAYER, decision).figures}[first].text
    shown = {result.lower(): int(percent) / 100 for result, percent in SHOWN.findall(text)}
    assert shown, text
    name = game.context.catalog.card_name(outline["war"])
    results = [first_battle(game, decision, reseed, name) for reseed in range(FORKS)]
    for result in ("victory", "stalemate", "defeat", "disaster", "standoff"):
        rate = results.count(result) / FORKS
        assert abs(rate - shown.get(result, 0.0)) < 0.08, (result, rate, shown, text)
