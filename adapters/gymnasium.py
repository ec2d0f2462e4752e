"""The solitaire game as a single-agent Gymnasium environment (docs/adapters.md).

``import adapters.gymnasium`` registers ``RepublicOfRome-Solitaire-v0``::

    env = gymnasium.make("RepublicOfRome-Solitaire-v0", scenario="early", max_turns=3)

The agent is the Player (seat 0); the NeutralBot plays the four Neutrals inside the
environment. An action is an option index (``adapters.actions``); the observation is a dict of
the seat's observation vector and the action mask (``adapters.spaces``). The reward comes at
the end (``adapters.table.REWARDS``, ``outcome`` by default); an action outside the mask gets
``ILLEGAL_REWARD`` and changes nothing. ``max_turns`` truncates the episode after that turn and
``max_steps`` after that many answers; ``gymnasium.make`` also caps the steps, refused ones
included, at ``MAX_STEPS`` (``max_episode_steps``). The environment pickles (its game as its
seed and answers, ``adapters.table``).
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np

from adapters.observation import describe
from adapters.spaces import action_space, game_seed, info, observation_space
from adapters.table import ILLEGAL_REWARD, MAX_STEPS, Settings, Table
from engine.decision import IllegalChoice

ENV_ID = "RepublicOfRome-Solitaire-v0"

Observation = dict[str, Any]


class SolitaireEnv(gymnasium.Env[Observation, np.int64]):
    """Solitaire against the four Neutrals: one Player, actions are option indices."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012  (Gymnasium's own)

    def __init__(
        self,
        scenario: str = "early",
        max_turns: int = 0,
        reward: str = "outcome",
        max_steps: int = MAX_STEPS,
        render_mode: str | None = None,
    ) -> None:
        self.settings = Settings(
            scenario, 1, max_turns=max_turns, reward=reward, max_steps=max_steps
        )
        self.observation_space = observation_space()
        self.action_space = action_space()
        self.render_mode = render_mode
        self._table: Table | None = None

    @property
    def table(self) -> Table:
        """The game being played (after ``reset``)."""
        if self._table is None:
            raise RuntimeError("call reset() before step()")
        return self._table

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """A new game, its seed drawn from the environment's generator (seeded by ``seed``)."""
        super().reset(seed=seed)
        self._table = Table(self.settings, game_seed(self.np_random), checkpoints=False)
        return self._observe(), self._info()

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        """Answer the pending decision with option ``action``; run the Neutrals on."""
        table = self.table
        if table.done:
            raise RuntimeError("the episode is over: call reset()")
        try:
            table.answer(int(action))
        except IllegalChoice:
            return self._observe(), ILLEGAL_REWARD, False, False, self._info(illegal=True)
        terminated = table.game.pending is None
        return self._observe(), table.reward(0), terminated, table.truncated, self._info()

    def render(self) -> str | None:
        """The game as text (``ansi``)."""
        if self.render_mode != "ansi" or self._table is None:
            return None
        return describe(self.table.game.view(0), self.table.game.pending)

    def _observe(self) -> Observation:
        return self.table.observation(0)

    def _info(self, illegal: bool = False) -> dict[str, Any]:
        pending = self.table.game.pending
        return info(None if pending is None or self.table.done else pending.kind, illegal)


if ENV_ID not in gymnasium.registry:
    gymnasium.register(
        id=ENV_ID, entry_point="adapters.gymnasium:SolitaireEnv", max_episode_steps=MAX_STEPS
    )
