"""The replay digest (``engine.report.state_digest``, issue 33) writes its JSON with the keys
sorted as it makes the plain values, not by ``json.dumps``: the text hashed is the same."""

from __future__ import annotations

import hashlib
import json

from bots.agent import play
from bots.seating import default_agents
from engine.report import _plain, state_digest
from engine.state import GameState
from solo.game import new_game


def _sorted_by_json(state: GameState) -> str:
    """The digest as it was made: json.dumps sorting every dict's keys."""
    text = json.dumps(_plain(state), sort_keys=True, separators=(",", ":"), check_circular=False)
    return hashlib.sha256(text.encode()).hexdigest()


def _keys_sorted(value: object) -> bool:
    if isinstance(value, dict):
        keys = list(value)
        return keys == sorted(keys) and all(_keys_sorted(v) for v in value.values())
    if isinstance(value, list):
        return all(_keys_sorted(v) for v in value)
    return True


def test_the_digest_hashes_the_text_json_sorts() -> None:
    for seed in (1, 2):
        game = new_game("early", 1, seed)
        start = game.state.clone()
        play(game, default_agents(game), max_decisions=150)
        for state in (start, game.state):
            assert _keys_sorted(_plain(state))
            assert state_digest(state) == _sorted_by_json(state)
