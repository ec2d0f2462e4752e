"""The search Player bot (bots/search.py): its spec, legal answers, a whole game on a tiny
budget, and no peeking: in two-player its choices and forward models depend only on its seat's
view (1.04.9, 4.01.1), never on the other Player's hand or the deck order."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NoReturn

import pytest

from bots.agent import play
from bots.random_agent import RandomAgent
from bots.search import (
    SEARCHED,
    WIN,
    Budget,
    SearchPlayer,
    candidates,
    outcome_value,
)
from bots.seating import PlayerBotError, player_bot, seat_agents
from engine.decision import Amount, AmountOptions, Decision, Option, OptionList
from engine.dice import make_rng
from engine.game import Game
from engine.report import state_digest
from engine.victory import influence_total
from engine.view import GameView, HiddenInformation
from solo.game import new_game
from solo.scenario import player_seats

TINY = Budget(rollouts=1, horizon=0, width=2)
HEURISTIC = player_bot("heuristic")


def tiny_bot(seed: int = 0) -> SearchPlayer:
    """A search bot on the smallest budget."""
    return SearchPlayer(seed, TINY)


def searched_points(game: Game, seat: int, count: int) -> Iterator[Game]:
    """Play on with the heuristic bots, stopping (up to ``count`` times) where ``seat`` is to
    answer a searched decision with several options."""
    agents = seat_agents(game, HEURISTIC)
    while game.pending is not None and count > 0:
        decision = game.pending
        actor = decision.actor if decision.delegate_to is None else decision.delegate_to
        if actor == seat and decision.kind in SEARCHED and len(decision.options) > 1:
            yield game
            count -= 1
        game.apply(agents[actor].decide(game.view(actor), decision))


def test_the_spec_names_the_bot_and_its_budget() -> None:
    assert player_bot("search") is SearchPlayer
    bot = player_bot("search:rollouts=2,horizon=0")(7)

    assert isinstance(bot, SearchPlayer)
    assert bot.budget == Budget(rollouts=2, horizon=0, width=Budget().width)
    assert player_bot("bots.random_agent:RandomAgent") is RandomAgent


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("search:rollouts=many", "whole numbers"),
        ("search:depth=3", "unknown search setting"),
        ("search:rollouts", "key=value"),
        ("search:rollouts=0", "rollouts >= 1"),
        ("random:rollouts=2", "takes no settings"),
        ("heuristic:rollouts=2", "unknown Policy field 'rollouts'"),
    ],
)
def test_a_bad_spec_says_what_is_wrong(spec: str, message: str) -> None:
    with pytest.raises(PlayerBotError, match=message):
        player_bot(spec)


def test_candidates_put_the_heuristic_first_and_stay_legal() -> None:
    amounts = Decision(0, "revenue.contribute_amount", "1.06.52", AmountOptions(0, 20), "")
    assert [c.key for c in candidates(amounts, Amount(7), 4, make_rng(1))] == ["7", "0", "20", "13"]
    assert [c.key for c in candidates(amounts, Amount(0), 2, make_rng(1))] == ["0", "20"]

    options = OptionList([Option(k) for k in ("a", "b", "none", "quit", "c", "d")])
    listed = Decision(0, "games.sponsor", "1.07.6", options, "")
    tried = candidates(listed, options[1], 3, make_rng(1))
    assert [c.key for c in tried][:2] == ["b", "none"] and len(tried) == 3
    assert all(c.key != "quit" for c in tried)


def test_the_bot_answers_legally_and_searches() -> None:
    game = new_game("early", 1, 3, record="outcome")
    bot = tiny_bot(3)
    searched = 0
    for point in searched_points(game, 0, 6):
        decision = point.pending
        assert decision is not None
        choice = bot.decide(point.view(0), decision)
        assert decision.resolve(choice.key) is not None
        searched += 1
    assert searched == 6


def test_a_whole_game_on_a_tiny_budget_ends_by_a_rule() -> None:
    game = new_game("early", 1, 4, record="outcome")

    play(game, seat_agents(game, tiny_bot))

    assert game.over


def test_two_worlds_the_seat_sees_alike_give_the_same_forward_models_and_choices() -> None:
    seat, other = player_seats(2)
    game = new_game("early", 2, 21, record="outcome")
    compared = 0
    for point in searched_points(game, seat, 4):
        # Another world consistent with all the seat has seen: the other Player's hand, the
        # deck order and the dice re-dealt by the engine.
        twin = point.fork(seat=seat, reseed=1000 + compared)
        assert twin.state.factions[other].hand != point.state.factions[other].hand
        for reseed in (1, 2):
            models = [g.view(seat).determinized(reseed) for g in (point, twin)]
            assert state_digest(models[0].state) == state_digest(models[1].state)
        decision, twin_decision = point.pending, twin.pending
        assert decision is not None and twin_decision is not None
        asked = ((point, decision), (twin, twin_decision))
        answers = [tiny_bot(5).decide(g.view(seat), d) for g, d in asked]
        assert answers[0] == answers[1]
        compared += 1
    assert compared == 4


class Sentinel(list[int]):
    """A hand nobody may read: only its size is public (1.04.9)."""

    def __getitem__(self, index: object) -> NoReturn:
        raise AssertionError("the other Player's hand was read")

    def __iter__(self) -> NoReturn:
        raise AssertionError("the other Player's hand was read")

    def __contains__(self, card: object) -> NoReturn:
        raise AssertionError("the other Player's hand was read")


def test_the_bot_never_reads_the_other_players_live_hand() -> None:
    seat, other = player_seats(2)
    game = new_game("early", 2, 22, record="outcome")
    searched = 0
    for point in searched_points(game, seat, 3):
        faction = point.state.factions[other]
        hand = faction.hand
        faction.hand = Sentinel(hand)
        try:
            decision = point.pending
            assert decision is not None
            tiny_bot(6).decide(point.view(seat), decision)
        finally:
            faction.hand = hand
        searched += 1
    assert searched == 3


def test_only_the_seat_to_answer_gets_a_determinization() -> None:
    seat, other = player_seats(2)
    point = next(searched_points(new_game("early", 2, 23), seat, 1))

    with pytest.raises(HiddenInformation, match=f"seat {other} is not to answer"):
        point.view(other).determinized(1)
    with pytest.raises(HiddenInformation, match="not made by a Game"):
        GameView(point.context, seat).determinized(1)


def test_a_rollout_scores_the_seats_influence_share_and_a_win_above_it() -> None:
    game = new_game("early", 1, 3, record="outcome")
    play(game, seat_agents(game, HEURISTIC), 100)
    assert not game.over
    totals = [influence_total(game.context, f.seat) for f in game.state.factions]
    assert outcome_value(game, 0) == totals[0] / sum(totals)

    play(game, seat_agents(game, HEURISTIC))
    assert game.result is not None
    totals = [influence_total(game.context, f.seat) for f in game.state.factions]
    won = WIN if game.result.winner == 0 else 0.0
    assert outcome_value(game, 0) == totals[0] / sum(totals) + won
    assert 0 <= outcome_value(game, 1) - (WIN if game.result.winner == 1 else 0.0) <= 1
