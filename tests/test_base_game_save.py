"""Base games saved, replayed and forked (issue 34 item 1): the save file names the base game,
replays to the same digest asking no bot, and a fork ends as its game does."""

from __future__ import annotations

from pathlib import Path

from bots.base_faction import BaseFactionBot
from engine.base.game import new_base_game
from engine.game import Game
from engine.report import state_digest
from solo.save import load_game, read_save, save_game


def played(decisions: int) -> Game:
    game = new_base_game("middle", 4, 21)
    agents = [BaseFactionBot(seat) for seat in range(4)]
    for _ in range(decisions):
        decision = game.pending
        if decision is None:
            break
        game.apply(agents[decision.actor].decide(game.view(decision.actor), decision))
    return game


def test_a_base_game_save_replays_to_its_digest(tmp_path: Path) -> None:
    game = played(600)
    path = tmp_path / "base.json"
    save_game(game, path)
    assert read_save(path).game == "base" and read_save(path).players == 4
    again = load_game(path)
    assert state_digest(again.state) == state_digest(game.state)
    assert len(again.reasons) == len(game.reasons)


def test_a_fork_of_a_base_game_ends_as_it_does() -> None:
    game = played(300)
    twin = game.fork()
    for copy in (game, twin):
        bots = [BaseFactionBot(seat) for seat in range(4)]
        while copy.pending is not None:
            decision = copy.pending
            copy.apply(bots[decision.actor].decide(copy.view(decision.actor), decision))
    assert state_digest(twin.state) == state_digest(game.state)


def test_a_determinization_keeps_the_seats_own_hand_and_redeals_the_others() -> None:
    game = played(200)
    decision = game.pending
    assert decision is not None
    seat = decision.seat_to_answer
    twin = game.fork(seat=seat, reseed=99)
    assert twin.state.factions[seat].hand == game.state.factions[seat].hand
    others = [f.seat for f in game.state.factions if f.seat != seat]
    assert all(len(twin.state.factions[s].hand) == len(game.state.factions[s].hand) for s in others)
