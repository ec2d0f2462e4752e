"""4.02.2 and 1.04.9 at the API: a caller that names its seat answers only the decision that
seat is to answer (its own, or one delegated to it as the Dominant Player), and a view is only
for a seat of the game."""

import pytest

from bots.seating import default_agents
from engine.game import Game, SeatError
from engine.report import state_digest
from solo.game import new_game

NOT_SEATS: tuple[object, ...] = (-1, 99, None, "0", 1.5, True)


def _answered_with_seats(game: Game) -> set[bool]:
    """Play the game to its end, each answer first tried from every other seat (refused, the
    game unchanged), then given by its own seat; returns whether each was delegated."""
    agents = default_agents(game)
    delegated: set[bool] = set()
    while game.pending is not None:
        decision = game.pending
        seat = decision.seat_to_answer
        answer = agents[seat].decide(game.view(seat), decision)
        before = (state_digest(game.state), len(game.choices), len(game.log))
        for other in range(len(game.state.factions)):
            if other != seat:
                with pytest.raises(SeatError, match=f"seat {seat} is to answer"):
                    game.apply(answer, seat=other)
        assert (state_digest(game.state), len(game.choices), len(game.log)) == before
        assert game.pending is decision
        game.apply(answer, seat=seat)
        delegated.add(decision.delegate_to is not None)
    return delegated


def test_only_the_seat_to_answer_may_answer() -> None:
    game = new_game("early", 2, seed=5)
    delegated = _answered_with_seats(game)
    assert delegated == {False, True}, "the run must meet a decision delegated to a Player"


def test_a_named_seat_must_be_in_the_game() -> None:
    game = new_game("early", 1, seed=1)
    assert game.pending is not None
    key = game.pending.options.keys()[0]
    for seat in NOT_SEATS[:-1]:
        if seat is None:
            continue
        with pytest.raises(SeatError, match="no faction sits in seat"):
            game.apply(key, seat=seat)
    assert game.choices == []


@pytest.mark.parametrize("seat", NOT_SEATS)
def test_view_refuses_a_seat_not_in_the_game(seat: object) -> None:
    game = new_game("early", 1, seed=1)
    with pytest.raises(SeatError, match="no faction sits in seat"):
        game.view(seat)


def test_view_of_every_seat_in_the_game() -> None:
    game = new_game("early", 2, seed=1)
    assert [game.view(seat).seat for seat in range(5)] == [0, 1, 2, 3, 4]


def test_an_error_quotes_only_a_short_prefix_of_the_seat() -> None:
    game = new_game("early", 1, seed=1)
    with pytest.raises(SeatError) as refused:
        game.view("x" * 10_000)
    assert len(str(refused.value)) < 100
