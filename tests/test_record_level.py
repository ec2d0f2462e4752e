"""The record level: an ``outcome`` game logs only the acts a rule reads back, and ends exactly
like a ``full`` one (same answers, result and digest); ``ror simulate`` plays at it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bots.agent import play
from bots.seating import player_bot, seat_agents
from common.runner import play_game
from common.simulate import Setup
from engine.context import RecordLevel
from engine.game import Game
from engine.log import READ_BY_RULES
from engine.report import state_digest
from solo.game import new_game

ROOT = Path(__file__).resolve().parent.parent

LOG_READERS = {
    "engine/context.py": 2,  # record() appends; a checkpoint notes the length
    "engine/game.py": 2,  # the log property and a fork's copy
    "engine/senate/offices.py": 1,  # governors_returned reads governor_returns (1.06.6)
}
"""Every place in the rules' packages that touches a game's log, and how often: a new read
must add its act to READ_BY_RULES, or the ``outcome`` level would hide it from the rules."""


def finished(scenario: str, players: int, seed: int, record: RecordLevel) -> Game:
    game = new_game(scenario, players, seed, record=record)
    play(game, seat_agents(game, player_bot("heuristic")))
    return game


@pytest.mark.parametrize(
    ("scenario", "players", "seed"),
    [("early", 1, 1), ("early", 2, 2), ("middle", 1, 3), ("middle", 2, 4), ("late", 1, 5)],
)
def test_both_record_levels_end_the_same_game(scenario: str, players: int, seed: int) -> None:
    full = finished(scenario, players, seed, "full")
    outcome = finished(scenario, players, seed, "outcome")

    assert state_digest(outcome.state) == state_digest(full.state)
    assert outcome.result == full.result
    assert outcome.choices == full.choices
    assert outcome.log == [e for e in full.log if e.act in READ_BY_RULES]
    assert len(outcome.log) < len(full.log)


def test_simulate_plays_at_the_outcome_level_with_the_full_levels_records() -> None:
    fast = play_game(Setup().game(6)).outcome()
    slow = play_game(Setup(record="full").game(6)).outcome()

    assert Setup().record == "outcome"
    assert fast == slow


def test_a_fork_keeps_its_games_record_level() -> None:
    game = new_game("early", 1, 7, record="outcome")
    play(game, seat_agents(game, player_bot("heuristic")), 60)

    twin = game.fork()

    assert twin.context.record_level == "outcome"
    assert twin.log == game.log


def test_only_the_known_places_touch_the_log() -> None:
    found: dict[str, int] = {}
    for package in ("engine", "solo", "bots", "guidelines"):
        for path in sorted((ROOT / package).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            count = len(re.findall(r"(?:ctx|context|self|own|game)\.(?:_ctx\.)?log\b", text))
            if count:
                found[str(path.relative_to(ROOT))] = count

    assert found == LOG_READERS
