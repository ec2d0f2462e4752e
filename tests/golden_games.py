"""Golden games: whole seeded games whose outcomes are stored, like perft counts in chess.

Every scenario and Player count, seeds 1-5, played by the heuristic Player bot and the
NeutralBot, seated as ``ror simulate`` seats them (``bots.seating.seat_agents``), so the stored
numbers are the ones ``ror simulate --player-bot heuristic --seed 1 --games 5`` reports. Built
on the engine and the bots only, so it outlives any move of the command line.

Rewrite the stored file after an intended change (and say why in docs/rulings.md)::

    python -m tests.golden_games --write
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from bots.agent import play
from bots.heuristic import HeuristicPlayer
from bots.seating import seat_agents
from engine.report import state_digest
from solo.game import new_game

GOLDEN_FILE = Path(__file__).parent / "golden" / "games.json"
"""The stored golden games."""

SCENARIOS = ("early", "middle", "late")
PLAYER_COUNTS = (1, 2)
SEEDS = range(1, 6)

DECISION_CAP = 50_000
"""Decisions after which a golden game is a failure (``ror simulate``'s cap)."""

RULINGS_NOTE = "docs/rulings.md"
"""Where every intended change to the golden games is explained."""

GoldenGame = dict[str, object]
"""One game's stored outcome: end reason, winner, turns, decisions and final digest."""


def game_key(scenario: str, players: int, seed: int) -> str:
    """The stored name of one golden game, e.g. ``early/1p/seed-3``."""
    return f"{scenario}/{players}p/seed-{seed}"


def play_golden(scenario: str, players: int, seed: int) -> GoldenGame:
    """Play one golden game to its end; RuntimeError if it stops without a result."""
    game = new_game(scenario, players, seed)
    play(game, seat_agents(game, HeuristicPlayer), DECISION_CAP)
    result = game.result
    if result is None:
        raise RuntimeError(f"{game_key(scenario, players, seed)} ended without a result")
    winner = None if result.winner is None else game.context.faction_name(result.winner)
    return {
        "end_reason": result.reason,
        "winner": winner,
        "turns": game.state.turn,
        "decisions": len(game.choices),
        "digest": state_digest(game.state),
    }


def golden_keys() -> list[tuple[str, int, int]]:
    """Scenario, Player count and seed of every golden game."""
    return [(s, p, seed) for s in SCENARIOS for p in PLAYER_COUNTS for seed in SEEDS]


def play_all() -> dict[str, GoldenGame]:
    """Every golden game as it plays now, by key."""
    return {game_key(*key): play_golden(*key) for key in golden_keys()}


def load_golden() -> dict[str, GoldenGame]:
    """The stored golden games, by key."""
    stored: dict[str, GoldenGame] = json.loads(GOLDEN_FILE.read_text(encoding="utf-8"))
    return stored


def dump(games: dict[str, GoldenGame]) -> str:
    """The file's text: sorted keys, one field per line."""
    return json.dumps(games, indent=2, sort_keys=True) + "\n"


def differences(key: str, stored: GoldenGame | None, played: GoldenGame) -> list[str]:
    """Lines naming each field of one game that differs from the stored one."""
    if stored is None:
        return [f"{key}: not stored"]
    fields = sorted(set(stored) | set(played))
    return [
        f"{key}: {name} stored {stored.get(name)!r}, played {played.get(name)!r}"
        for name in fields
        if stored.get(name) != played.get(name)
    ]


def regenerate_hint() -> str:
    """How to rewrite the stored games after an intended change."""
    return (
        "If the change is intended, run `python -m tests.golden_games --write` and add a line "
        f"to {RULINGS_NOTE} saying why the golden games changed."
    )


def main() -> None:
    """Check the golden games (default) or rewrite the stored file (``--write``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"rewrite {GOLDEN_FILE.name}")
    args = parser.parse_args()
    played = play_all()
    if args.write:
        GOLDEN_FILE.parent.mkdir(exist_ok=True)
        GOLDEN_FILE.write_text(dump(played), encoding="utf-8")
        print(f"wrote {len(played)} golden games to {GOLDEN_FILE}")
        return
    stored = load_golden()
    lines = [line for key in played for line in differences(key, stored.get(key), played[key])]
    lines += [f"{key}: stored but no longer played" for key in stored if key not in played]
    if lines:
        raise SystemExit("\n".join([*lines, regenerate_hint()]))
    print(f"all {len(played)} golden games match")


if __name__ == "__main__":
    main()
