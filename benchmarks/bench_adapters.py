"""The research adapters' speed (docs/adapters.md, issue 32): Gymnasium env steps per CPU second
for a random agent that samples the action mask (solitaire), the same games answered through
``adapters.table`` without observations (the ceiling of any adapter), the same agent through the
PettingZoo environment of two-player games, and the CPU cost of an observation and of an OpenSpiel
``state.clone()`` (alone, and answered once) and ``observation_tensor``.

CPU time (``time.process_time``), so the load of other processes on the machine counts less.
``--trees A B`` runs this script on each checkout (``--tree``) in its own process, alternately
(A B, B A, A B ...), and reports each measure's median per tree and the median of the per-round
ratios B/A; each checkout is measured through its own adapters' public calls.

Run as ``python -m benchmarks.bench_adapters`` or ``python benchmarks/bench_adapters.py
--trees /work/main . --rounds 5``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
"""This checkout: measured unless ``--tree`` names another."""

MEASURES = (
    "env_steps_per_cpu_s", "table_steps_per_cpu_s", "aec_steps_per_cpu_s", "observation_ms",
    "clone_ms",
    "clone_and_answer_ms",
    "observation_tensor_ms",
)
"""What one run reports: rates are higher-is-better, times lower-is-better."""


def env_rate(episodes: int) -> float:
    """Random masked agent through ``gymnasium.make``: steps per CPU second over whole early
    solitaire games, resets included (seeds 0..episodes-1)."""
    import gymnasium
    import numpy as np

    import adapters.gymnasium

    env = gymnasium.make(adapters.gymnasium.ENV_ID)
    rng = np.random.default_rng(0)
    steps = 0
    start = time.process_time()
    for episode in range(episodes):
        observation, _ = env.reset(seed=episode)
        done = False
        while not done:
            action = rng.choice(np.flatnonzero(observation["action_mask"]))
            observation, _, terminated, truncated, _ = env.step(action)
            steps += 1
            done = terminated or truncated
    return steps / (time.process_time() - start)


def table_rate(episodes: int) -> float:
    """The ceiling of ``env_rate`` for any adapter: the same random masked agent answering the
    same games (the env's game seeds for seeds 0..episodes-1) through ``adapters.table``, the
    engine and the NeutralBot, building no observation, only the action mask."""
    import numpy as np
    from gymnasium.utils.seeding import np_random

    from adapters.actions import action_mask
    from adapters.spaces import game_seed
    from adapters.table import Settings, Table

    settings = Settings("early", 1)
    seeds = [game_seed(np_random(episode)[0]) for episode in range(episodes)]
    rng = np.random.default_rng(0)
    steps = 0
    start = time.process_time()
    for seed in seeds:
        table = Table(settings, seed, checkpoints=False)
        while not table.done:
            table.answer(int(rng.choice(np.flatnonzero(action_mask(table.game.pending)))))
            steps += 1
    return steps / (time.process_time() - start)


def aec_rate(episodes: int) -> float:
    """Random masked agents through PettingZoo's ``env(players=2)``: answers per CPU second over
    whole early two-player games, resets included (seeds 0..episodes-1)."""
    import numpy as np

    import adapters.pettingzoo

    env = adapters.pettingzoo.env(players=2)
    rng = np.random.default_rng(0)
    steps = 0
    start = time.process_time()
    for episode in range(episodes):
        env.reset(seed=episode)
        for _ in env.agent_iter():
            observation, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
            steps += 1
    return steps / (time.process_time() - start)


def openspiel_costs(states: int) -> dict[str, float]:
    """Mean CPU ms of an observation, a ``state.clone()``, a clone answered once (its first
    legal action: a clone shares its game until it changes) and an ``observation_tensor`` at
    the states a random player passes through in two-player games (every third state)."""
    import numpy as np
    import pyspiel

    import adapters.openspiel

    rng = np.random.default_rng(1)
    kept: list[Any] = []
    seed = 0
    while len(kept) < states:
        state = pyspiel.load_game(adapters.openspiel.SHORT_NAME, {"players": 2, "seed": seed})
        state = state.new_initial_state()
        while not state.is_terminal() and len(kept) < states:
            kept.append(state.clone())
            for _ in range(3):
                if not state.is_terminal():
                    state.apply_action(int(rng.choice(state.legal_actions())))
        seed += 1
    costs = {}
    acts: tuple[tuple[str, Callable[[Any], object]], ...] = (
        ("observation_ms", lambda s: s.table.observation(s.table.seat or 0)),
        ("clone_ms", lambda s: s.clone()),
        ("clone_and_answer_ms", lambda s: s.clone().apply_action(s.legal_actions()[0])),
        ("observation_tensor_ms", lambda s: s.observation_tensor(max(s.current_player(), 0))),
    )
    for name, act in acts:
        start = time.process_time()
        for state in kept:
            act(state)
        costs[name] = (time.process_time() - start) / len(kept) * 1e3
    return costs


def measure(episodes: int, states: int) -> dict[str, float]:
    """One run of every measure in this process."""
    return {
        "env_steps_per_cpu_s": env_rate(episodes),
        "table_steps_per_cpu_s": table_rate(episodes),
        "aec_steps_per_cpu_s": aec_rate(episodes),
        **openspiel_costs(states),
    }


def alternate(trees: Sequence[Path], rounds: int, episodes: int, states: int) -> dict[str, Any]:
    """Each tree's runs, alternating the order each round; medians and median ratios B/A."""
    runs: dict[int, list[dict[str, float]]] = {0: [], 1: []}
    for round_no in range(rounds):
        order = (0, 1) if round_no % 2 == 0 else (1, 0)
        for index in order:
            command = [
                sys.executable, __file__, "--json", "--tree", str(trees[index]),
                "--episodes", str(episodes), "--states", str(states),
            ]
            done = subprocess.run(
                command, cwd=trees[index], capture_output=True, text=True, check=True
            )
            runs[index].append(json.loads(done.stdout))
    return {
        measure_name: {
            "a": statistics.median(r[measure_name] for r in runs[0]),
            "b": statistics.median(r[measure_name] for r in runs[1]),
            "b/a": statistics.median(
                b[measure_name] / a[measure_name] for a, b in zip(runs[0], runs[1], strict=True)
            ),
        }
        for measure_name in MEASURES
    }


def positive(text: str) -> int:
    """A whole number above 0 (argparse type; nothing of the engine is imported before
    ``--tree`` picks the checkout)."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive whole number")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Measure a checkout (``--tree``, this one by default), or alternate two (``--trees``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", type=Path, default=HERE, help="the checkout to measure")
    parser.add_argument("--episodes", type=positive, default=20)
    parser.add_argument("--states", type=positive, default=150)
    parser.add_argument("--trees", nargs=2, type=Path, metavar=("A", "B"))
    parser.add_argument("--rounds", type=positive, default=3)
    parser.add_argument("--json", action="store_true", help="print the raw numbers as JSON")
    args = parser.parse_args(argv)
    if args.trees:
        trees = [tree.resolve() for tree in args.trees]
        result: dict[str, Any] = alternate(trees, args.rounds, args.episodes, args.states)
    else:
        sys.path.insert(0, str(args.tree.resolve()))
        result = measure(args.episodes, args.states)
    print(json.dumps(result, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
