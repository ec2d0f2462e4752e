"""Save and replay of whole games: every choice (tie-breaks and interjections included)
replays to the same final state and result (solo/save.py)."""

from pathlib import Path

import pytest

from bots.agent import play
from bots.seating import default_agents
from engine.report import state_digest
from solo.game import new_game
from solo.save import load_game, save_game


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("seed", range(3))
def test_a_finished_game_replays_to_the_same_end(tmp_path: Path, players: int, seed: int) -> None:
    game = new_game("early", players, seed)
    play(game, default_agents(game))
    path = tmp_path / "game.json"
    save_game(game, path)

    replayed = load_game(path)

    assert replayed.result == game.result is not None
    assert state_digest(replayed.state) == state_digest(game.state)
