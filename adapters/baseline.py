"""A small reproducible learning baseline through the Gymnasium environment (docs/adapters.md,
issue 32): a linear softmax policy over the action slots trained by REINFORCE for a bounded
number of episodes, then played on held-out seeds next to a random agent and the heuristic
Player, each result with its 95% interval. NumPy only.

The policy scores each legal action by its slot's features (``adapters.observation.SLOT``)
weighed by ``w + g @ M``, where ``g`` is the rest of the observation (table, factions, Wars,
hand, decision): a slot's worth depends on the situation. REINFORCE with a running-mean
baseline on the episode's end reward (``outcome`` by default: 1 won, -1 all lose, else the
Influence share). Training games come from the environment's generator seeded by ``--seed``;
the held-out games are dealt from seeds ``HELD_OUT`` + 0, 1, ... which training never meets.

Run as ``python -m adapters.baseline --episodes 2000 --games 100`` (a few CPU minutes; the
numbers are in docs/adapters.md).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import gymnasium
import numpy as np
from numpy.typing import NDArray

import adapters.gymnasium
from adapters.actions import action_for
from adapters.observation import SLOT, SPANS
from adapters.table import Settings, Table
from bots.heuristic import HeuristicPlayer

HELD_OUT = 1_000_000
"""The first seed of the held-out games."""

Vector = NDArray[np.float64]


@dataclass
class LinearPolicy:
    """Softmax over the legal actions of ``slots @ (w + g @ M)``."""

    w: Vector
    m: Vector

    @classmethod
    def zeros(cls) -> LinearPolicy:
        """The uniform policy: every legal action alike."""
        context = SPANS["slots"].start
        return cls(np.zeros(len(SLOT)), np.zeros((context, len(SLOT))))

    def probabilities(
        self, observation: dict[str, NDArray[np.generic]]
    ) -> tuple[Vector, NDArray[np.intp], Vector, Vector]:
        """The legal actions' probabilities, the legal actions, their slot features and the
        context ``g``."""
        vector = observation["observation"].astype(np.float64)
        legal = np.flatnonzero(observation["action_mask"])
        context = vector[: SPANS["slots"].start]
        slots = vector[SPANS["slots"]].reshape(-1, len(SLOT))[legal]
        logits = slots @ (self.w + context @ self.m)
        logits -= logits.max()
        weights = np.exp(logits)
        return weights / weights.sum(), legal, slots, context

    def act(self, observation: dict[str, NDArray[np.generic]], rng: np.random.Generator | None
            ) -> int:
        """An action: sampled with ``rng``, else the most probable."""
        probabilities, legal, _, _ = self.probabilities(observation)
        index = int(rng.choice(len(legal), p=probabilities)) if rng else int(probabilities.argmax())
        return int(legal[index])


def train(episodes: int, seed: int, learning_rate: float, reward: str) -> LinearPolicy:
    """REINFORCE for ``episodes`` whole early solitaire games."""
    policy = LinearPolicy.zeros()
    env = gymnasium.make(adapters.gymnasium.ENV_ID, reward=reward)
    rng = np.random.default_rng(seed)
    baseline = 0.0
    observation, _ = env.reset(seed=seed)
    for episode in range(episodes):
        if episode:
            observation, _ = env.reset()
        grad_w, grad_m = np.zeros_like(policy.w), np.zeros_like(policy.m)
        done, total = False, 0.0
        while not done:
            probabilities, legal, slots, context = policy.probabilities(observation)
            index = int(rng.choice(len(legal), p=probabilities))
            direction = slots[index] - probabilities @ slots
            grad_w += direction
            grad_m += np.outer(context, direction)
            observation, step_reward, terminated, truncated, _ = env.step(int(legal[index]))
            total += float(step_reward)
            done = terminated or truncated
        advantage = total - baseline
        baseline += 0.05 * advantage
        policy.w += learning_rate * advantage * grad_w
        policy.m += learning_rate * advantage * grad_m
    return policy


@dataclass(frozen=True, slots=True)
class Score:
    """One agent's held-out games: the mean reward, the share of falls and of wins, the mean
    turn reached, each with its 95% interval, and each game's reward."""

    reward: tuple[float, float, float]
    fell: tuple[float, float, float]
    won: tuple[float, float, float]
    turns: tuple[float, float, float]
    rewards: tuple[float, ...]


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean and its normal 95% interval."""
    data = np.asarray(values, dtype=np.float64)
    half = 1.96 * data.std(ddof=1) / math.sqrt(len(data)) if len(data) > 1 else 0.0
    return float(data.mean()), float(data.mean() - half), float(data.mean() + half)


def wilson(hits: int, count: int) -> tuple[float, float, float]:
    """A share and its Wilson 95% interval."""
    z = 1.96
    share = hits / count
    centre = (share + z * z / (2 * count)) / (1 + z * z / count)
    half = z * math.sqrt(share * (1 - share) / count + z * z / (4 * count * count))
    half /= 1 + z * z / count
    return share, max(0.0, centre - half), min(1.0, centre + half)


Chooser = Callable[[Table, int], None]
"""Answers the table's pending decision for the agent (game number given)."""


def evaluate(choose: Chooser, games: int, reward: str) -> Score:
    """An agent's score over the held-out games (seeds ``HELD_OUT`` + i)."""
    rewards, fell, won, turns = [], 0, 0, []
    for number in range(games):
        table = Table(Settings("early", 1, reward=reward), HELD_OUT + number)
        while not table.done:
            choose(table, number)
        result = table.game.result
        rewards.append(table.reward(0))
        fell += result is not None and result.winner is None
        won += result is not None and result.winner == 0
        turns.append(float(table.game.state.turn))
    return Score(mean_interval(rewards), wilson(fell, games), wilson(won, games),
                 mean_interval(turns), tuple(rewards))


def policy_chooser(policy: LinearPolicy) -> Chooser:
    """The trained policy, greedy."""
    return lambda table, _: table.answer(policy.act(table.observation(0), None))


def random_chooser(seed: int) -> Chooser:
    """A legal action uniformly at random."""
    rng = np.random.default_rng(seed)

    def choose(table: Table, _: int) -> None:
        table.answer(int(rng.choice(np.flatnonzero(table.observation(0)["action_mask"]))))

    return choose


def heuristic_chooser() -> Chooser:
    """The HeuristicPlayer, seeded by the game's number (its answer as an action when one
    names it, else applied to the game directly)."""
    players: dict[int, HeuristicPlayer] = {}

    def choose(table: Table, number: int) -> None:
        player = players.setdefault(number, HeuristicPlayer(number))
        decision = table.game.pending
        assert decision is not None
        choice = player.decide(table.game.view(0), decision)
        action = action_for(decision, choice)
        if action is not None:
            table.answer(action)
            return
        table.apply(choice)

    return choose


def main(argv: Sequence[str] | None = None) -> int:
    """Train, evaluate, print the table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=2000, help="training games")
    parser.add_argument("--games", type=int, default=100, help="held-out games per agent")
    parser.add_argument("--seed", type=int, default=0, help="training seed")
    parser.add_argument("--learning-rate", type=float, default=0.01)
    parser.add_argument("--reward", default="outcome")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    start = time.process_time()
    policy = train(args.episodes, args.seed, args.learning_rate, args.reward)
    trained = time.process_time() - start
    scores = {
        "linear-reinforce": evaluate(policy_chooser(policy), args.games, args.reward),
        "random": evaluate(random_chooser(args.seed), args.games, args.reward),
        "heuristic": evaluate(heuristic_chooser(), args.games, args.reward),
    }
    report = {
        "episodes": args.episodes, "games": args.games, "seed": args.seed,
        "reward": args.reward, "train_cpu_s": round(trained, 1),
        "scores": {name: vars_of(score) for name, score in scores.items()},
        "learner_minus_random": [round(x, 4) for x in paired(scores)],
    }
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"trained {args.episodes} episodes in {trained:.0f} CPU s; {args.games} held-out games")
    print("agent              reward (95%)            Rome fell          won      mean turn")
    for name, score in scores.items():
        print(f"{name:18} {fmt(score.reward)}  {fmt(score.fell, '.0%')}  "
              f"{fmt(score.won, '.0%')}  {fmt(score.turns, '.1f')}")
    print(f"learner - random, paired by seed: {fmt(paired(scores))}")
    return 0


def paired(scores: dict[str, Score]) -> tuple[float, float, float]:
    """The learner's reward less the random agent's, game by game on the same seeds."""
    learner, rival = scores["linear-reinforce"].rewards, scores["random"].rewards
    return mean_interval([a - b for a, b in zip(learner, rival, strict=True)])


def vars_of(score: Score) -> dict[str, list[float]]:
    """A score as JSON: each measure as [value, low, high]."""
    return {
        name: [round(x, 4) for x in getattr(score, name)]
        for name in Score.__slots__
        if name != "rewards"
    }


def fmt(triple: tuple[float, float, float], spec: str = "+.3f") -> str:
    """``value [low, high]``."""
    value, low, high = triple
    return f"{value:{spec}} [{low:{spec}}, {high:{spec}}]"


if __name__ == "__main__":
    sys.exit(main())
