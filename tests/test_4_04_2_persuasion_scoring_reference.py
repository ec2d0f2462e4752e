"""4.04.2, 4.07.7: the Neutral's fast scoring of Persuasion Attempts (``_scored``: each part
reckoned once, plans remembered, votes counted only when needed) against a plain one that
scores every attempt from scratch, on every attempt decision of whole seeded games."""

from __future__ import annotations

import pytest

from bots.heuristic import HeuristicPlayer
from bots.neutral_rules.persuasion import (
    LOWEST_ROLL,
    _scored,
    defence_for,
    defenders,
    limits,
    roll_modifier,
    simulate,
)
from bots.seating import seat_agents
from engine.decision import Option
from engine.decisions import PERSUASION_ATTEMPT
from engine.persuasion import Attempt, persuasion_strength, resistance
from engine.queries import faction_votes
from engine.view import GameView
from solo.game import new_game

Score = tuple[int, ...]


def plain_scores(
    view: GameView, seat: int, attempts: list[tuple[Option, Attempt]], lowest: int
) -> tuple[list[Option], Score, list[tuple[Option, str, Score]]]:
    """Every attempt scored from scratch: the equal best plain attempts and their score, and
    the card attempts that can reach the lowest roll."""
    numbers = limits(view, lowest - LOWEST_ROLL)
    senators, defence = view.senators, defenders(view)
    plain: list[tuple[Option, Score]] = []
    carded: list[tuple[Option, str, Score]] = []
    for option, attempt in attempts:
        persuader, target = senators[attempt.persuader], senators[attempt.target]
        opening = persuasion_strength(persuader) - resistance(
            view.catalog, senators, target, seat
        )
        defender = defence_for(defence, target.faction, attempt.card is not None)
        plan = simulate(opening, persuader.talents, defender, True, numbers)
        if plan.final < numbers.least:
            plan = simulate(opening, persuader.talents, defender, False, numbers)
        votes = 0 if target.faction is None else faction_votes(senators.values(), target.faction)
        score = (min(plan.final, numbers.cap), -plan.bribes, target.military + target.oratory)
        if attempt.card is None:
            plain.append((option, (*score, votes)))
        elif plan.final >= lowest:
            carded.append((option, view.catalog.entry(attempt.card).key, (*score, votes)))
    top = max((score for _, score in plain), default=())
    return [option for option, score in plain if score == top], top, carded


@pytest.mark.parametrize(("scenario", "players", "seed"), [("early", 1, 1), ("middle", 2, 2)])
def test_the_fast_scoring_agrees_with_the_plain_one(scenario: str, players: int, seed: int) -> None:
    game = new_game(scenario, players, seed)
    agents = seat_agents(game, HeuristicPlayer)
    compared = 0
    while game.pending is not None and compared < 60:
        decision = game.pending
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        view = game.view(seat)
        if decision.kind == PERSUASION_ATTEMPT and not view.me.is_player:
            attempts = [(o, o.value) for o in decision.options if isinstance(o.value, Attempt)]
            if attempts:
                lowest = LOWEST_ROLL + roll_modifier(view)
                fast = _scored(view, seat, attempts, limits(view, lowest - LOWEST_ROLL), lowest)
                best, top, carded = plain_scores(view, seat, attempts, lowest)
                assert fast.best == best
                assert fast.top[:3] == top[:3]  # the votes part is counted only to break ties
                assert fast.carded == carded
                compared += 1
        game.apply(agents[seat].decide(view, decision))

    assert compared > 0
