"""Golden games: whole seeded games whose outcomes are stored, like perft counts in chess.

Every scenario and Player count, seeds 1-5, played by the heuristic Player bot and the
NeutralBot, seated as ``ror simulate`` seats them (``bots.seating.seat_agents``), so the stored
numbers are the ones ``ror simulate --player-bot heuristic --seed 1 --games 5`` reports. Built
on the engine and the bots only, so it outlives any move of the command line.

Besides the outcomes (``games.json``: end reason, winner, turns, decisions, final digest), the
first seed of each scenario and Player count is stored as a playthrough a person reads turn by
turn, like OpenSpiel's playthroughs: each decision, who answered it under which rule and what,
then the acts that followed with their rules and dice (``playthroughs/``); a change to the game
shows in review as a diff of these files. ``--show KEY`` prints any golden game so.

Rewrite the stored files after an intended change (and say why in docs/rulings.md)::

    python -m tests.golden_games --write
"""

from __future__ import annotations

import argparse
import json
import os
from dataclasses import dataclass
from pathlib import Path

from bots.heuristic import HeuristicPlayer
from bots.seating import seat_agents
from engine.decision import Choice, Decision
from engine.game import Game
from engine.log import LogEvent
from engine.report import state_digest
from solo.game import new_game

GOLDEN_FILE = Path(__file__).parent / "golden" / "games.json"
"""The stored golden games."""

PLAYTHROUGHS = GOLDEN_FILE.parent / "playthroughs"
"""The stored playthroughs, one text file a game (``early-1p-seed-1.txt``)."""

PLAYTHROUGH_SEEDS = (1,)
"""The seeds whose games are stored as playthroughs too: one game of each scenario and Player
count keeps the files a size a reviewer reads (about 1 MB); ``--show`` prints any other."""

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


@dataclass(frozen=True, slots=True)
class Played:
    """One golden game played: its stored outcome and its playthrough."""

    outcome: GoldenGame
    playthrough: str


def play_golden(scenario: str, players: int, seed: int) -> GoldenGame:
    """Play one golden game to its end; RuntimeError if it stops without a result."""
    return play_through(scenario, players, seed).outcome


def play_through(scenario: str, players: int, seed: int) -> Played:
    """Play one golden game to its end as ``bots.agent.play`` does, writing down each decision
    and the acts that followed it; RuntimeError if it stops without a result."""
    game = new_game(scenario, players, seed)
    agents = seat_agents(game, HeuristicPlayer)
    lines = [f"# {game_key(scenario, players, seed)}: the heuristic Player and the NeutralBot"]
    where = ""
    logged = _acts(game.log, 0, lines)
    answered = 0
    while game.pending is not None and answered < DECISION_CAP:
        decision = game.pending
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        choice = agents[seat].decide(game.view(seat), decision)
        now = f"Turn {game.state.turn}, {game.state.phase} Phase"
        if now != where:
            lines.append(f"\n== {now}")
            where = now
        lines.append(_answer(game, decision, choice))
        game.apply(choice)
        answered += 1
        logged = _acts(game.log, logged, lines)
    result = game.result
    if result is None:
        raise RuntimeError(f"{game_key(scenario, players, seed)} ended without a result")
    winner = None if result.winner is None else game.context.faction_name(result.winner)
    outcome: GoldenGame = {
        "end_reason": result.reason,
        "winner": winner,
        "turns": game.state.turn,
        "decisions": len(game.choices),
        "digest": state_digest(game.state),
    }
    lines.append(f"\n== The end: {result.reason} ({result.rule}), won by {winner or 'nobody'}")
    lines.append(f"digest {outcome['digest']}")
    return Played(outcome, "\n".join(lines) + "\n")


def _answer(game: Game, decision: Decision, choice: Choice) -> str:
    """One decision and its answer: who, which kind under which rule, and the option chosen."""
    who = game.context.faction_name(decision.actor)
    if decision.delegate_to is not None:
        who += f" (for it {game.context.faction_name(decision.delegate_to)})"
    option = decision.options.find(choice.key) if not choice.key.startswith("tie:") else None
    label = getattr(option, "label", "")
    shown = f"{choice.key} ({label})" if label and label != choice.key else choice.key
    return f"? {who} | {decision.kind} ({decision.rule}): {shown}"


def _acts(log: list[LogEvent], start: int, lines: list[str]) -> int:
    """Append the acts logged since ``start``, one a line with its rule and dice; the new
    start."""
    for event in log[start:]:
        dice = f" [dice {' '.join(map(str, event.dice))}]" if event.dice else ""
        lines.append(f"    {event.actor}: {event.act}: {event.text} ({event.rule}){dice}")
    return len(log)


def playthrough_file(key: str) -> Path:
    """Where a golden game's playthrough is stored: ``early/1p/seed-1`` -> early-1p-seed-1.txt."""
    return PLAYTHROUGHS / (key.replace("/", "-") + ".txt")


def playthrough_keys() -> list[str]:
    """The golden games stored as playthroughs."""
    return [game_key(*key) for key in golden_keys() if key[2] in PLAYTHROUGH_SEEDS]


def write_atomically(path: Path, text: str) -> None:
    """Write through a temporary file in the same folder, synced, then renamed over ``path``."""
    temporary = path.with_name(path.name + ".tmp")
    with temporary.open("w", encoding="utf-8") as out:
        out.write(text)
        out.flush()
        os.fsync(out.fileno())
    temporary.replace(path)


def first_difference(key: str, stored: str, played: str) -> list[str]:
    """Where a playthrough first differs from the stored one: the decision before and both
    lines (the whole diff: ``git diff`` after ``--write``)."""
    old, new = stored.splitlines(), played.splitlines()
    for number, (was, now) in enumerate(zip(old, new, strict=False)):
        if was != now:
            before = next((line for line in reversed(new[:number]) if line.startswith("?")), "")
            return [
                f"{key}: playthrough line {number + 1}, after {before!r}:",
                f"  stored {was!r}",
                f"  played {now!r}",
            ]
    if len(old) != len(new):
        return [f"{key}: playthrough stored {len(old)} lines, played {len(new)}"]
    return []


def golden_keys() -> list[tuple[str, int, int]]:
    """Scenario, Player count and seed of every golden game."""
    return [(s, p, seed) for s in SCENARIOS for p in PLAYER_COUNTS for seed in SEEDS]


def play_all() -> dict[str, Played]:
    """Every golden game as it plays now, by key."""
    return {game_key(*key): play_through(*key) for key in golden_keys()}


def outcomes(played: dict[str, Played]) -> dict[str, GoldenGame]:
    """The stored outcomes of games played."""
    return {key: game.outcome for key, game in played.items()}


def load_playthrough(key: str) -> str | None:
    """A stored playthrough, or None if there is none."""
    path = playthrough_file(key)
    return path.read_text(encoding="utf-8") if path.exists() else None


def write_all(played: dict[str, Played]) -> None:
    """Rewrite games.json and the playthroughs, removing those no longer stored."""
    GOLDEN_FILE.parent.mkdir(exist_ok=True)
    PLAYTHROUGHS.mkdir(exist_ok=True)
    write_atomically(GOLDEN_FILE, dump(outcomes(played)))
    kept = {playthrough_file(key) for key in playthrough_keys()}
    for key in playthrough_keys():
        write_atomically(playthrough_file(key), played[key].playthrough)
    for stale in set(PLAYTHROUGHS.glob("*.txt")) - kept:
        stale.unlink()


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
    parser.add_argument(
        "--write", action="store_true", help=f"rewrite {GOLDEN_FILE.name} and the playthroughs"
    )
    parser.add_argument(
        "--show", metavar="KEY", help="print one game's playthrough, e.g. late/2p/seed-3"
    )
    args = parser.parse_args()
    if args.show:
        scenario, players, seed = args.show.split("/")
        print(
            play_through(scenario, int(players.rstrip("p")), int(seed.split("-")[1])).playthrough,
            end="",
        )
        return
    played = play_all()
    if args.write:
        write_all(played)
        print(f"wrote {len(played)} golden games to {GOLDEN_FILE}, playthroughs to {PLAYTHROUGHS}")
        return
    stored = load_golden()
    lines = [
        line for key in played for line in differences(key, stored.get(key), played[key].outcome)
    ]
    lines += [f"{key}: stored but no longer played" for key in stored if key not in played]
    for key in playthrough_keys():
        lines += first_difference(key, load_playthrough(key) or "", played[key].playthrough)
    if lines:
        raise SystemExit("\n".join([*lines, regenerate_hint()]))
    print(f"all {len(played)} golden games match")


if __name__ == "__main__":
    main()
