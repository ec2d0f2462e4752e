"""The solitaire and two-player games as a PettingZoo AEC environment (docs/adapters.md).

``adapters.pettingzoo.env(scenario="early", players=2)`` (``raw_env`` unwrapped, as PettingZoo's
classic environments): the agents are the Player seats,
``seat_0`` (and ``seat_2`` in two-player); with ``neutrals=True`` the Neutral seats are agents
too (``seat_0`` ... ``seat_4``), for training Neutral bots, and the NeutralBot plays no seat. The
agent to act is the seat the pending decision asks (a Neutral decision delegated to the Dominant
Player, 4.02.2, asks the Player); it may act many times in a row. An action is an option index
(``adapters.actions``); each agent observes its seat's view and, when it is to act, the decision,
with the action mask (``adapters.spaces``). Rewards come at the end (``adapters.table.REWARDS``);
an action outside the mask gets ``ILLEGAL_REWARD`` and changes nothing. ``max_turns``
truncates the game after that turn, ``max_steps`` (``MAX_STEPS`` by default) after that many
answers.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from adapters.observation import describe
from adapters.spaces import action_space, game_seed, info, observation_space
from adapters.table import ILLEGAL_REWARD, MAX_STEPS, Settings, Table
from engine.decision import IllegalChoice

Observation = dict[str, Any]


def agent_name(seat: int) -> str:
    """The agent of a seat."""
    return f"seat_{seat}"


def raw_env(
    scenario: str = "early",
    players: int = 1,
    neutrals: bool = False,
    max_turns: int = 0,
    reward: str = "outcome",
    max_steps: int = MAX_STEPS,
    render_mode: str | None = None,
) -> RepublicOfRomeEnv:
    """The AEC environment of these settings, unwrapped."""
    return RepublicOfRomeEnv(
        Settings(
            scenario, players, neutrals=neutrals, max_turns=max_turns, reward=reward,
            max_steps=max_steps,
        ),
        render_mode,
    )


def env(**settings: Any) -> AECEnv:
    """``raw_env(**settings)`` wrapped as PettingZoo's classic environments are: an action
    outside the action space is an error, and so are calls out of order (before ``reset``).
    An action in the space but outside the mask stays the environment's: -1, nothing changes."""
    return wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(raw_env(**settings)))


class RepublicOfRomeEnv(AECEnv):  # type: ignore[misc]
    """Players (and optionally Neutrals) as agents, one decision at a time."""

    metadata = {  # noqa: RUF012  (PettingZoo's own class attribute)
        "name": "republic_of_rome_v0",
        "render_modes": ["ansi"],
        "is_parallelizable": False,
    }

    def __init__(self, settings: Settings, render_mode: str | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.render_mode = render_mode
        self.possible_agents = [agent_name(seat) for seat in settings.seats()]
        self._seat = {agent_name(seat): seat for seat in settings.seats()}
        self._observation_space = observation_space()
        self._action_space = action_space()
        self._generator = np.random.default_rng()
        self._table: Table | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same for every agent: the observation vector and the action mask."""
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The same for every agent: an option index."""
        return self._action_space

    @property
    def table(self) -> Table:
        """The game being played (after ``reset``)."""
        if self._table is None:
            raise RuntimeError("call reset() first")
        return self._table

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game, its seed drawn from the environment's generator (seeded by ``seed``)."""
        if seed is not None:
            self._generator = np.random.default_rng(seed)
        self._table = Table(self.settings, game_seed(self._generator), checkpoints=False)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._settle(illegal=False)

    def observe(self, agent: str) -> Observation:
        """The agent's observation: its seat's view and, when it is to act, the decision."""
        return self.table.observation(self._seat[agent])

    def step(self, action: int | None) -> None:
        """The selected agent answers with option ``action`` (None once it is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        try:
            self.table.answer(int(action if action is not None else -1))
        except IllegalChoice:
            self._settle(illegal=True)
            self.rewards[agent] = ILLEGAL_REWARD
            self._accumulate_rewards()
            return
        self._settle(illegal=False)
        self._accumulate_rewards()

    def _settle(self, illegal: bool) -> None:
        """Rewards, ends, infos and the agent to act, after the game has moved (or not)."""
        table = self.table
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if table.done:
            for agent in self.agents:
                self.rewards[agent] = table.reward(self._seat[agent])
                self.terminations[agent] = table.game.pending is None
                self.truncations[agent] = table.truncated
                self.infos[agent] = info(None)
            self.agent_selection = self.agents[0]
            return
        seat = table.seat
        assert seat is not None and table.game.pending is not None
        for agent in self.agents:
            acting = self._seat[agent] == seat
            self.infos[agent] = info(table.game.pending.kind if acting else None, illegal)
        self.agent_selection = agent_name(seat)

    def render(self) -> str | None:
        """The game as the agent to act sees it (``ansi``)."""
        if self.render_mode != "ansi" or self._table is None or self.table.seat is None:
            return None
        return describe(self.table.game.view(self.table.seat), self.table.game.pending)

    def close(self) -> None:
        """Nothing to release."""
