"""The lab's names for how games end, each against its rule: the Republic falls only when all
lose (1.12.1, 1.12.3); a Player out on his own (1.05.4) is his own line; survival in ``ror tune``
is the Republic standing, one function for every count of it; two-player ratings rank by final
Influence when no Player won."""

from __future__ import annotations

import pytest

from common.runner import GameRecord
from engine.outcome import ALL_LOSE, END_REASONS, republic_survives
from lab.analysis import falls, lost_alone, match, survives
from lab.ranking import Ranked
from lab.store import StoredGame
from lab.tune import hits


def game(reason: str, winner_seat: int | None = None, players: int = 1, **kw: object) -> StoredGame:
    seats = ("a",) if players == 1 else ("a", "b")
    winner = None if winner_seat is None else "Player"
    record = GameRecord(1, reason, winner, 4, 100, "d", winner_seat=winner_seat, **kw)  # type: ignore[arg-type]
    return StoredGame(seats, record)


@pytest.mark.parametrize(
    "reason", ["four_active_wars", "bankruptcy", "people_revolt", "republic_falls"]
)
def test_1_12_1_every_all_lose_ending_is_a_fall(reason: str) -> None:
    assert falls(game(reason))
    assert not lost_alone(game(reason), 0)
    assert not hits(game(reason).record)["survival"]


@pytest.mark.parametrize("reason", ["player_eliminated", "player_quit"])
def test_1_05_4_a_player_out_on_his_own_is_no_fall(reason: str) -> None:
    alone = game(reason)
    assert not falls(alone)
    assert lost_alone(alone, 0)
    assert hits(alone.record)["survival"]
    assert not hits(alone.record)["player_win_rate"]


def test_1_05_4_in_two_player_the_other_player_wins_and_only_the_one_out_lost_alone() -> None:
    out = game("player_eliminated", winner_seat=0, players=2)  # seat 0 is Player 1
    assert not lost_alone(out, 0)
    assert lost_alone(out, 1)
    assert not falls(out)


def test_an_error_is_neither_a_fall_nor_survival() -> None:
    broken = game("error", error="boom")
    assert not falls(broken)
    assert not hits(broken.record)["survival"]
    assert not survives(broken)


@pytest.mark.parametrize("reason", [*END_REASONS, "error"])
def test_one_meaning_of_survives_for_the_tournament_and_tune(reason: str) -> None:
    # issue 31: the sweep counted "some faction won" (a solitaire Player out is no win, yet
    # Rome stands), tune and tournament "not all lose"; now all ask engine.outcome
    ended = game(reason)
    assert survives(ended) == hits(ended.record)["survival"] == republic_survives(reason)
    assert survives(ended) == (reason not in {"error", *ALL_LOSE})


def test_ratings_rank_by_final_influence_when_no_player_won() -> None:
    # two-player seats: Player 1 in faction seat 0, Player 2 in faction seat 2 (solo/scenario)
    ahead = game("four_active_wars", players=2, influence=(20, 9, 31, 9, 9))
    level = game("four_active_wars", players=2, influence=(20, 9, 20, 9, 9))
    won = game("era_ends", winner_seat=0, players=2, influence=(1, 9, 50, 9, 9))
    assert match(ahead) == Ranked(1, ("a", "b"), (1.0, 0.0))
    assert match(level) == Ranked(1, ("a", "b"), (0.0, 0.0))
    assert match(won) == Ranked(1, ("a", "b"), (0.0, 1.0))
