"""The heuristic Player's Persuasion Attempt with its parts read once (issue 33): each
persuader's and target's numbers, each faction's defence and the chances read once a decision,
and a plan without a bribe defended once, score and choose as the plain reckoning of every
option does (1.07.4, 1.07.41, 4.04.21)."""

from __future__ import annotations

import random

from bots.agent import play
from bots.heuristic_registry import Ask, Policy, Score
from bots.heuristic_rules.forum import (
    attempt_plan,
    attempt_scores,
    defence,
    persuasion_attempt,
    planned_bribe,
    reckon_chance,
    success_chance,
)
from bots.neutral_rules.persuasion import roll_modifier
from bots.seating import player_bot, seat_each_player
from engine.decision import Choice, Decision, Option
from engine.decisions import PERSUASION_ATTEMPT
from engine.persuasion import Attempt, base_number
from engine.readonly import SenatorView
from engine.view import GameView, HiddenInformation
from solo.game import new_game


def _plain_defended(ask: Ask, target: SenatorView, base: int, unopposed: bool) -> int:
    """The Base Number left after the target's faction defends, read from scratch (4.04.21)."""
    view = ask.view
    if unopposed or target.faction is None or target.faction == view.seat:
        return base
    try:
        funds = view.counter_bribe_funds(target.faction)
    except HiddenInformation:
        return min(base, ask.policy.defend_to)
    floor = view.catalog.tables.initiative.neutral_counter_bribe_target
    return floor if base > floor and funds >= base - floor else base


def _plain_chance(view: GameView, base: int) -> float:
    """The success chance of a Base Number, reckoned from the table (1.07.41)."""
    numbers = view.catalog.tables.initiative
    return reckon_chance(numbers, roll_modifier(view), view.era_ends_drawn, base)


def _plain_scores(ask: Ask) -> dict[str, Score]:
    """Every attempt option planned and scored from scratch: the chance and bribe of its plan,
    plain before a card, the target's Influence and Oratory."""
    view = ask.view
    scores: dict[str, Score] = {}
    for option in ask.options:
        attempt = option.value
        if not isinstance(attempt, Attempt):
            continue
        persuader, target = view.senators[attempt.persuader], view.senators[attempt.target]
        opening = base_number(view.catalog, view.senators, persuader, target)
        unopposed = attempt.card is not None
        bribe = planned_bribe(ask, persuader, opening, 0)
        bribed = _plain_defended(ask, target, opening + bribe, unopposed)
        plain = _plain_defended(ask, target, opening, unopposed)
        if bribed < opening + bribe:
            chance, bribe = _plain_chance(view, plain), 0
        else:
            chance = _plain_chance(view, bribed)
        prize = target.influence + target.oratory
        scores[option.key] = (chance, -bribe, attempt.card is None, prize)
    return scores


def _plain_choice(ask: Ask, scores: dict[str, Score]) -> Choice:
    """The best of the attempts with a chance, a card's only with a fair one."""
    worth: list[Option] = []
    for option in ask.options:
        score = scores.get(option.key)
        if score is not None and score[0] > 0 and (score[2] or score[0] >= ask.policy.card_chance):
            worth.append(option)
    return ask.best(worth, lambda option: scores[option.key])


def test_the_choice_is_the_plain_reckonings_through_whole_games() -> None:
    asked = bribed = 0
    for seed in range(8):
        game = new_game("early", 1, seed)
        agents = seat_each_player(game, [player_bot("heuristic")])
        while game.pending is not None:
            decision: Decision = game.pending
            if decision.kind == PERSUASION_ATTEMPT and decision.actor == 0:
                view: GameView = game.view(0)
                ask = Ask.of(view, decision, Policy(), random.Random(seed))
                plain = _plain_scores(ask)
                assert attempt_scores(ask) == plain
                kept = persuasion_attempt(Ask.of(view, decision, Policy(), random.Random(seed)))
                assert kept == _plain_choice(ask, plain)
                bribed += any(score[1] for score in plain.values())
                asked += 1
            play(game, agents, max_decisions=1)
    assert asked > 20 and bribed  # plans with and without bribes were met


def test_a_plan_without_a_bribe_is_the_plan_defended_once() -> None:
    game = new_game("early", 1, 2)
    view = game.view(0)
    assert game.pending is not None
    ask = Ask.of(view, game.pending, Policy(bribe_floor=99), random.Random(0))  # never bribes
    persuader = next(s for s in view.senators.values() if s.faction == 0)

    def odds(base: int) -> float:
        return success_chance(view, base)

    for target in view.senators.values():
        if target.faction not in (None, 0):
            for opening in range(-3, 14):
                for unopposed in (False, True):
                    defend = defence(ask, target.faction, unopposed)
                    chance, bribe = attempt_plan(ask, persuader, opening, defend, odds)
                    assert bribe == 0
                    defended = _plain_defended(ask, target, opening, unopposed)
                    assert chance == _plain_chance(view, defended)


def test_each_factions_defence_is_the_plain_one_hidden_treasury_included() -> None:
    game = new_game("early", 2, 5)  # the other Player's Faction Treasury is hidden (1.04.9)
    hidden = 0
    for seat in (0, 2):
        view = game.view(seat)
        assert game.pending is not None
        ask = Ask.of(view, game.pending, Policy(), random.Random(0))
        for target in view.senators.values():
            for unopposed in (False, True):
                defend = defence(ask, target.faction, unopposed)
                for base in range(-3, 16):
                    assert defend(base) == _plain_defended(ask, target, base, unopposed)
            hidden += target.faction == 2 - seat
    assert hidden  # a target of the other Player was met
    for base in range(-3, 16):
        assert success_chance(game.view(0), base) == _plain_chance(game.view(0), base)
