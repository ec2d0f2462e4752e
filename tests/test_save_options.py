"""Save files record every GameOption (switchable rulings), and replay honours them."""

import json
from pathlib import Path

import pytest

from bots.agent import play
from bots.seating import default_agents
from engine.context import GameOptions
from solo.game import new_game
from solo.rulings import with_rulings
from solo.save import SaveFileError, load_game, save_game


def test_non_default_options_survive_a_round_trip(tmp_path: Path) -> None:
    options = with_rulings(
        GameOptions(setup_only=True), {"opening_bid_cap": "always", "build_reserve": "none"}
    )
    game = new_game("early", 1, 9, options)
    play(game, default_agents(game))
    path = tmp_path / "game.json"
    save_game(game, path)

    loaded = load_game(path)

    assert loaded.options == game.options


def test_an_unknown_option_is_named(tmp_path: Path) -> None:
    game = new_game("early", 1, 9, GameOptions(setup_only=True))
    play(game, default_agents(game))
    path = tmp_path / "game.json"
    save_game(game, path)
    record = json.loads(path.read_text())
    record["options"]["house_rule"] = True
    path.write_text(json.dumps(record))

    with pytest.raises(SaveFileError, match="unknown option 'house_rule'"):
        load_game(path)
