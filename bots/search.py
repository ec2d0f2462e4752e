"""A Player bot that looks ahead: flat Monte Carlo over determinized forks of the game.

For a decision that matters (a kind in ``SEARCHED`` with more than one candidate answer), each
candidate is tried in ``rollouts`` determinizations of the game as the seat sees it
(``GameView.determinized``: the deck order, the other Player's hand and all future chance are
re-dealt at random, so the bot never reads what its seat may not see, 1.04.9). Each fork is
played on by the HeuristicPlayer in the Player seats and the NeutralBot in the Neutral seats to
the end of the turn ``horizon`` turns ahead, or the game's end, and scored by ``outcome_value``:
the seat's share of all factions' Influence (the Era Ends measure, 1.12.2 #3), plus ``WIN`` if
the seat has won. The Republic's survival is not scored, so decisions whose worth is Rome's
survival a turn or more later are left to the heuristic: a Commander's consent to a Force below
his War (1.09.643), which the heuristic refuses, saves far more games than a rollout to the end
of the turn can see (issue 21). The best total wins if it beats the heuristic's own answer's
by ``MARGIN`` per rollout. Every candidate meets the same reseeds (common random numbers), so
candidates are compared under the same chance. Every other decision is the HeuristicPlayer's.
All the bot's chance comes from its seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import partial
from typing import Final

from bots.agent import AgentFactory
from bots.heuristic import HeuristicPlayer
from bots.heuristic_registry import AVOIDED_KEYS, SAFE_KEYS
from bots.neutral import NeutralBot
from engine.context import Interjection
from engine.decision import Amount, AmountOptions, Choice, Decision, Option
from engine.decisions import (
    CONCESSION_ASSIGN,
    GAMES_SPONSOR,
    PERSUASION_ATTEMPT,
    REVENUE_CONTRIBUTE,
    REVENUE_CONTRIBUTE_AMOUNT,
    REVENUE_GRAIN_DOUBLE,
)
from engine.dice import make_rng
from engine.events.choices import HRAO_CHOICE
from engine.events.fleets import RHODIAN_VOTE
from engine.game import Game
from engine.setup_factions import SETUP_PLAY_CARD
from engine.victory import influence_totals
from engine.view import GameView
from solo.decisions import COALITION_JOIN, SPOILS_PICK
from solo.deployment import NO_PLAN_BUILDS

SEARCHED: Final = frozenset(
    {
        PERSUASION_ATTEMPT,
        REVENUE_CONTRIBUTE,
        REVENUE_CONTRIBUTE_AMOUNT,
        REVENUE_GRAIN_DOUBLE,
        GAMES_SPONSOR,
        CONCESSION_ASSIGN,
        SPOILS_PICK,
        COALITION_JOIN,
        SETUP_PLAY_CARD,
        NO_PLAN_BUILDS,
        RHODIAN_VOTE,
        HRAO_CHOICE,
    }
)
"""The decision kinds searched: the Persuasion Attempt (which Senator the faction tries to win,
1.07.41: the largest lever on its Influence), and those that move offices, talents, Unrest and
the legions (1.06.5, 1.07.6, 4.05.4). Counter-Bribes, transfers and Knights are left to the
heuristic: they come often and searching them costs most. So is Minimum Force consent: its worth
is the Republic's survival, which the rollouts do not score."""

WIN: Final = 1.0
"""Added to a rollout's value when the seat has won (1.12.2)."""

MARGIN: Final = 0.01
"""How much more, per rollout, an answer's values must total than the heuristic's to be
preferred: a point of Influence share, so that noise alone seldom overrules the heuristic."""

ROLLOUT_CAP: Final = 5_000
"""Decisions after which a rollout stops, whatever its horizon (a turn takes about a hundred)."""


@dataclass(frozen=True, slots=True)
class Budget:
    """How much the bot searches a decision: ``rollouts`` per candidate, to the end of the turn
    ``horizon`` turns after this one, among at most ``width`` candidates."""

    rollouts: int = 12
    horizon: int = 1
    width: int = 5

    def __post_init__(self) -> None:
        if self.rollouts < 1 or self.horizon < 0 or self.width < 2:
            raise ValueError(
                f"a search budget needs rollouts >= 1, horizon >= 0 and width >= 2: {self}"
            )

    @classmethod
    def of(cls, settings: Mapping[str, str]) -> Budget:
        """The budget the settings of a spec (``search:rollouts=8,horizon=0``) name."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(settings) - known)
        if unknown:
            raise ValueError(
                f"unknown search setting(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}"
            )
        try:
            numbers = {key: int(value) for key, value in settings.items()}
        except ValueError as exc:
            raise ValueError(f"search settings are whole numbers: {exc}") from None
        return cls(**numbers)


def search_bot(settings: Mapping[str, str]) -> AgentFactory:
    """The SearchPlayer class with the budget of a spec's settings (bots/seating.py)."""
    return partial(SearchPlayer, budget=Budget.of(settings))


class SearchPlayer:
    """Plays a Player faction by flat Monte Carlo over its own view's determinizations; the same
    seed and budget give the same choices."""

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        self.budget = budget or Budget()
        self._rng = make_rng(seed)
        self._heuristic = HeuristicPlayer(seed)
        self._neutral = NeutralBot()

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """The heuristic's answer, unless the decision is searched and has several candidates:
        then the candidate whose rollouts score best, if by more than ``MARGIN``."""
        default = self._heuristic.decide(view, decision)
        if decision.kind not in SEARCHED:
            return default
        tried = candidates(decision, default, self.budget.width, self._rng)
        if len(tried) < 2:
            return default
        seeds = [self._rng.getrandbits(63) for _ in range(self.budget.rollouts)]
        totals = [sum(self.rollout(view, choice, seed) for seed in seeds) for choice in tried]
        best = max(range(1, len(tried)), key=lambda i: totals[i])
        margin = MARGIN * self.budget.rollouts
        return tried[best] if totals[best] > totals[0] + margin else default

    def rollout(self, view: GameView, choice: Choice, seed: int) -> float:
        """Answer ``choice`` in a determinization from ``seed`` and play on by the heuristic and
        the NeutralBot to the horizon; the value for the seat (``outcome_value``)."""
        game = view.determinized(seed)
        stop = view.turn + self.budget.horizon
        game.apply(choice.key)
        player = HeuristicPlayer(seed)
        steps = 0
        while game.pending is not None and game.state.turn <= stop and steps < ROLLOUT_CAP:
            decision = game.pending
            seat = decision.actor if decision.delegate_to is None else decision.delegate_to
            agent = player if game.state.factions[seat].is_player else self._neutral
            game.apply(agent.decide(game.view(seat), decision))
            steps += 1
        return outcome_value(game, view.seat)


def outcome_value(game: Game, seat: int) -> float:
    """How good a rollout's end (or horizon) is for ``seat``: its share of all factions'
    combined Influence (1.12.2 #3), plus ``WIN`` if it has won."""
    totals = influence_totals(game.context)
    total = sum(totals)
    share = totals[seat] / total if total > 0 else 0.0
    result = game.result
    return share + (WIN if result is not None and result.winner == seat else 0.0)


def candidates(decision: Decision, default: Choice, width: int, rng: random.Random) -> list[Choice]:
    """At most ``width`` answers worth trying, the heuristic's ``default`` first: for an amount,
    the range's ends, then points evenly between; else a safe option and the others (a random
    sample of them when there are too many). A held card the heuristic plays (4.04.1) is not
    searched."""
    options = decision.options
    if isinstance(options, AmountOptions):
        step = (options.high - options.low) / (width - 1)
        between = [options.low + round(step * i) for i in range(1, width - 1)]
        first = default.value if isinstance(default, Amount) else options.low
        values = dict.fromkeys([first, options.low, options.high, *between])
        amounts: list[Choice] = [Amount(v) for v in values]
        return amounts[:width]
    if not isinstance(default, Option) or isinstance(default.value, Interjection):
        return [default]
    own = [
        o
        for o in options
        if not isinstance(o.value, Interjection) and o.key not in AVOIDED_KEYS and o != default
    ]
    safe = [o for key in SAFE_KEYS for o in own if o.key == key][:1]
    rest = [o for o in own if o not in safe]
    room = width - 1 - len(safe)
    return [default, *safe, *(rest if len(rest) <= room else rng.sample(rest, room))]
