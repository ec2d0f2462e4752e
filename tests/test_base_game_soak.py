"""Whole base games (issue 34): 3-6 factions over every scenario, bots in every seat, the turn
invariants after every phase and one holder per office; every game ends by a rule of 1.12."""

from __future__ import annotations

import pytest

from bots.base_faction import BaseFactionBot
from bots.random_agent import RandomAgent
from common.conformance import base_invariants, invariants_hook
from engine.base.game import BaseSetupError, new_base_game
from engine.context import Context
from engine.outcome import END_REASONS
from engine.state import Office


def one_holder_per_office(ctx: Context) -> None:
    """No Major Office is held twice; a Senate Phase leaves two Consuls where two could be
    elected (1.09.2, 1.09.173)."""
    holders = [o for s in ctx.state.senators.values() for o in s.offices]
    for office in (Office.ROME_CONSUL, Office.FIELD_CONSUL, Office.CENSOR, Office.DICTATOR):
        assert holders.count(office) <= 1, f"{office} held {holders.count(office)} times"


@pytest.mark.parametrize(
    ("scenario", "factions", "seed"),
    [("early", 3, 1), ("middle", 4, 2), ("late", 6, 3), ("early", 5, 4), ("late", 3, 5)],
)
def test_whole_base_game_ends_by_a_rule_of_1_12(scenario: str, factions: int, seed: int) -> None:
    hooks = [invariants_hook(f"seed {seed}"), base_invariants, one_holder_per_office]
    game = new_base_game(scenario, factions, seed, phase_hooks=hooks)
    agents = [BaseFactionBot(seed + i) if i % 2 else RandomAgent(seed + i) for i in range(factions)]
    for _ in range(20_000):
        if game.over:
            break
        decision = game.pending
        assert decision is not None
        game.apply(agents[decision.actor].decide(game.view(decision.actor), decision))
    assert game.result is not None and game.result.reason in END_REASONS
    acts = {event.act for event in game.log}
    assert {"vote", "office"} <= acts


def test_base_game_replays_from_its_answers() -> None:
    game = new_base_game("early", 4, 11)
    agents = [RandomAgent(i) for i in range(4)]
    for _ in range(400):
        decision = game.pending
        if decision is None:
            break
        game.apply(agents[decision.actor].decide(game.view(decision.actor), decision))
    twin = new_base_game("early", 4, 11)
    for key in game.choices:
        twin.apply(key)
    assert twin.state == game.state


def test_hidden_hands_per_seat() -> None:
    game = new_base_game("early", 3, 2)
    view = game.view(0)
    assert view.factions[0].visible and not view.factions[1].visible


@pytest.mark.parametrize("factions", [2, 7])
def test_faction_count_outside_3_to_6_is_refused(factions: int) -> None:
    with pytest.raises(BaseSetupError, match="3 to 6"):
        new_base_game("early", factions, 0)
