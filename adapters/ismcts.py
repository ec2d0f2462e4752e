"""OpenSpiel's ISMCTS as a Player bot (``--player-bot openspiel-ismcts[:simulations=N]``),
playing through the OpenSpiel adapter (docs/adapters.md).

The decisions the search bot searches (``bots.search.SEARCHED``) with several candidates are
searched by OpenSpiel's information-set MCTS: the root offers the search bot's candidates (the
heuristic's answer first, at most ``width``), every world is a determinization of the seat's view
(``resample_from_infostate``), the tree runs to the end of the turn ``horizon`` turns ahead and
a leaf is valued by a rollout of the HeuristicPlayer and the NeutralBot to that turn's end,
scored by the Influence-share reward (``bots.search.outcome_value``). Every other decision is
the heuristic's. The tree offers no interjections (4.04.1), as the search bot tries none: a
decision re-asked after one (``Context.refresh``) keeps its own options, which may name a
Senator the interjection removed, and the heuristic's rollout then fails on him. All chance
comes from the bot's seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from functools import partial
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts

from adapters.actions import action_for, choice_of
from adapters.openspiel import SHORT_NAME, RepublicOfRomeState
from adapters.table import Settings, Table
from bots.agent import AgentFactory
from bots.heuristic import HeuristicPlayer
from bots.search import SEARCHED, candidates
from engine.decision import Choice, Decision
from engine.view import GameView


@dataclass(frozen=True, slots=True)
class Budget:
    """The search of one decision: ``simulations``, root ``width``, tree ``horizon`` (turns
    after this one) and the UCT exploration constant ``uct`` (x1000)."""

    simulations: int = 20
    width: int = 5
    horizon: int = 0
    uct: int = 100

    def __post_init__(self) -> None:
        if self.simulations < 1 or self.width < 2 or self.horizon < 0 or self.uct < 0:
            raise ValueError(
                "an ISMCTS budget needs simulations >= 1, width >= 2, horizon >= 0, uct >= 0"
            )


class HeuristicRollouts:
    """An OpenSpiel evaluator: the heuristic's answer as the prior's favourite, and a rollout
    of the HeuristicPlayer (Players) and the NeutralBot (Neutrals) to the tree's turn cap as the
    value (the state is played on in place: ISMCTS drops a leaf after valuing it)."""

    def __init__(self, seed: int) -> None:
        self._player = HeuristicPlayer(seed)

    def evaluate(self, state: RepublicOfRomeState) -> np.ndarray[Any, np.dtype[np.float64]]:
        """Each player's reward at the end of the rollout."""
        table = state.table
        while not table.done:
            seat = table.seat
            decision = table.game.pending
            assert seat is not None and decision is not None
            table.apply(self._player.decide(table.game.view(seat), decision))
        return np.array(table.rewards(table.seats))

    def prior(self, state: RepublicOfRomeState) -> list[tuple[int, float]]:
        """Half the weight on the heuristic's answer, the rest spread evenly."""
        actions = state.legal_actions()
        table = state.table
        decision = table.game.pending
        assert table.seat is not None and decision is not None
        favourite = action_for(decision, self._player.decide(table.game.view(table.seat), decision))
        even = 1.0 / len(actions)
        if favourite not in actions or len(actions) == 1:
            return [(a, even) for a in actions]
        rest = 0.5 / (len(actions) - 1)
        return [(a, 0.5 if a == favourite else rest) for a in actions]


class OpenSpielISMCTS:
    """Plays a Player faction by OpenSpiel's ISMCTS on the searched decisions and by the
    heuristic elsewhere; the same seed and budget give the same choices."""

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        self.budget = budget or Budget()
        self._seed = seed
        self._rng = random.Random(seed)
        self._heuristic = HeuristicPlayer(seed)

    @classmethod
    def from_settings(cls, settings: Mapping[str, str]) -> AgentFactory:
        """The bot with the budget a spec's settings name (``simulations=50,width=4``)."""
        known = {f.name for f in fields(Budget)}
        unknown = sorted(set(settings) - known)
        if unknown:
            raise ValueError(f"unknown setting(s) {', '.join(unknown)}; known: {sorted(known)}")
        try:
            numbers = {key: int(value) for key, value in settings.items()}
        except ValueError as exc:
            raise ValueError(f"settings are whole numbers: {exc}") from None
        return partial(cls, budget=replace(Budget(), **numbers))

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """The heuristic's answer, or ISMCTS's among the candidates of a searched decision."""
        default = self._heuristic.decide(view, decision)
        if decision.kind not in SEARCHED:
            return default
        tried = candidates(decision, default, self.budget.width, self._rng)
        actions = [a for a in (action_for(decision, c) for c in tried) if a is not None]
        if len(set(actions)) < 2:
            return default
        root = self.root(view, sorted(set(actions)))
        bot = self.bot(root.get_game())
        return choice_of(decision, int(bot.step(root)))

    def root(self, view: GameView, actions: list[int]) -> RepublicOfRomeState:
        """The OpenSpiel state of a determinization of the seat's view, offering ``actions``."""
        game = view.determinized(self._rng.getrandbits(62))
        settings = Settings(
            view.scenario, view.players, max_turns=view.turn + self.budget.horizon,
            reward="influence",
        )
        params = {"scenario": view.scenario, "players": view.players, "reward": "influence",
                  "max_turns": settings.max_turns}
        state = RepublicOfRomeState(pyspiel.load_game(SHORT_NAME, params), Table(settings, 0, game))
        state.restrict(actions)
        state.interjections = False
        return state

    def bot(self, game: Any) -> ismcts.ISMCTSBot:
        """OpenSpiel's ISMCTS bot with this budget, its chance from the bot's generator."""
        random_state = np.random.RandomState(self._rng.getrandbits(32))
        bot = ismcts.ISMCTSBot(
            game,
            HeuristicRollouts(self._rng.getrandbits(32)),
            uct_c=self.budget.uct / 1000,
            max_simulations=self.budget.simulations,
            random_state=random_state,
            child_selection_policy=ismcts.ChildSelectionPolicy.PUCT,
        )
        bot.set_resampler(
            lambda state, player: state.resample_from_infostate(player, random_state.uniform)
        )
        return bot
