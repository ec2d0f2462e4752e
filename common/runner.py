"""One whole game played by bots, from what it depends on to how it ended: the shared core of
``ror simulate``, ``ror tournament`` and the tuning runs.

A game is fixed by its ``GameSpec``: scenario, Player count, seed, the Player bot in each Player
seat (seeded from the game's seed, as ``ror new`` seeds its agents) and the Guidelines the
Neutrals play by. It ends by a rule (``GameResult.reason``) or as an error: an exception, or the
decision cap reached. The record holds everything but ``seconds`` the spec determines, so a game
gives the same record on any process, machine or backend.
"""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path
from typing import Final

from mypy_extensions import mypyc_attr

from bots.agent import AgentFactory, play
from bots.plugins import one_line
from bots.seating import player_bot, seat_each_player, seat_every_faction
from engine.base.game import new_base_game
from engine.catalog import load_catalog
from engine.context import Context, GameOptions, RecordLevel
from engine.game import Game
from engine.report import state_digest
from engine.victory import influence_totals
from guidelines.loader import GuidelineSet
from solo.game import new_game
from solo.save import save_game


def workers(jobs: int, tasks: int) -> int:
    """The processes to start for ``tasks`` chunks of games when ``jobs`` are asked: never
    more than the chunks or the machine's cores, at least one."""
    return max(1, min(jobs, tasks, os.cpu_count() or 1))


DECISION_CAP: Final = 50_000
"""Decisions after which an unfinished game counts as an error (a game takes a few hundred)."""

DEFAULT_OPTIONS: Final = GameOptions()
"""A whole game by the default readings."""

BASE: Final = "base"
"""``GameSpec.variant`` of a base game for 3-6 factions."""

ERROR: Final = "error"
"""The end reason of a game that raised an exception or reached the decision cap."""


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class GameSpec:
    """What one game depends on: scenario, Players, seed, the Player bot spec in each Player
    seat (seat order), the Neutrals' Guidelines (the printed cards when None) and the cap.
    Pickled to worker processes: a plain class in the compiled build (README "Speed")."""

    scenario: str
    players: int
    seed: int
    bots: tuple[str, ...]
    guidelines: GuidelineSet | None = None
    max_decisions: int = DECISION_CAP
    options: GameOptions = DEFAULT_OPTIONS
    """Switchable rulings (``common.rulings_cli.parse_rules``); scenario and Players come from the
    fields above."""
    record: RecordLevel = "outcome"
    """What the log keeps: only what rules read back, unless a benchmark compares."""
    phase_hooks: tuple[Callable[[Context], None], ...] = ()
    """Run after every phase (invariant checks, ``ror soak``); module functions, so the spec
    can go to another process."""
    save_dir: str | None = None
    """A folder to write the game's save file to once it ends (``ror simulate --save-dir``)."""
    variant: str = "solo"
    """``solo`` (section IV: ``players`` Players, Neutrals in the other seats) or ``base`` (the
    base game, engine/base: ``players`` factions, ``bots`` one per seat)."""


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class GameRecord:
    """How one game ended: reason (or ``error`` with its message), the winner's name and seat
    (None when no faction won: all lose, or a solitaire Player is out, engine/outcome.py),
    turns, decisions answered, the digest of the final state, each faction's combined Influence
    at the end (by seat, the Era Ends measure of 1.12.2, kept whatever ended the game) and the
    wall time it took. Pickled to worker processes: a plain class in the compiled build
    (README "Speed")."""

    seed: int
    end_reason: str
    winner: str | None
    turns: int
    decisions: int
    digest: str
    error: str | None = None
    winner_seat: int | None = None
    seconds: float = 0.0
    influence: tuple[int, ...] = ()

    def outcome(self) -> dict[str, object]:
        """What the seed determines, JSON-ready: the record without its seat and timing."""
        found = asdict(self)
        del found["winner_seat"], found["seconds"]
        found["influence"] = list(self.influence)
        return found


@cache
def bot_factory(spec: str) -> AgentFactory:
    """The agent class of a Player bot spec, looked up once per process (PlayerBotError)."""
    return player_bot(spec)


def play_game(spec: GameSpec) -> GameRecord:
    """Play one seeded game to its end, the decision cap or an exception."""
    start = time.perf_counter()
    base = spec.variant == BASE
    try:
        game = (new_base_game if base else new_game)(
            spec.scenario,
            spec.players,
            spec.seed,
            spec.options,
            spec.phase_hooks,
            record=spec.record,
            checkpoints=False,
        )
    except Exception as exc:  # a failing set-up is a result to report, like a failing turn
        return GameRecord(spec.seed, ERROR, None, 0, 0, "", one_line(exc), None, _since(start))
    error = None
    try:
        factories = [bot_factory(bot) for bot in spec.bots]
        agents = (
            seat_every_faction(game, factories)
            if base
            else seat_each_player(game, factories, spec.guidelines)
        )
        play(game, agents, spec.max_decisions)
    except Exception as exc:  # any failure of the rules or the bots is a result to report
        error = one_line(exc)
    if spec.save_dir is not None:
        name = f"{spec.variant}-{spec.scenario}-{spec.players}-seed{spec.seed}.json"
        save_game(game, Path(spec.save_dir) / name)
    if error is None and game.result is None:
        error = (
            f"decision cap of {spec.max_decisions} reached"
            if game.pending is not None
            else "the game stopped without a result"
        )
    return record(game, spec.seed, error, _since(start))


def record(game: Game, seed: int, error: str | None = None, seconds: float = 0.0) -> GameRecord:
    """The record of a finished or failed game."""
    result = game.result
    winner_seat = None
    if error is None and result is not None:
        winner_seat = result.winner
    return GameRecord(
        seed=seed,
        end_reason=ERROR if error is not None or result is None else result.reason,
        winner=None if winner_seat is None else game.context.faction_name(winner_seat),
        turns=game.state.turn,
        decisions=len(game.choices),
        digest=state_digest(game.state),
        error=error,
        winner_seat=winner_seat,
        seconds=seconds,
        influence=influence_totals(game.context),
    )


def play_chunk(specs: Sequence[GameSpec]) -> list[GameRecord]:
    """Play several games in order (one task of a worker process or a cluster), with the card
    data loaded and frozen first (``freeze_once``). The games are never forked, so they take no
    phase checkpoints."""
    freeze_once()
    return [play_game(spec) for spec in specs]


@cache
def freeze_once() -> None:
    """Load the card data and keep it and the code out of the garbage collector's sweeps for the
    life of the process (``gc.freeze``): the games make and drop many small objects, and each
    full sweep would walk them all. Once per process only: freezing again at each chunk would
    trap the garbage of the games before it, for good (issue 33: 137 KB a game). No collection
    first: a worker has little garbage yet, and in a long-lived process (a test session) one
    would walk everything it holds."""
    load_catalog()
    gc.freeze()


def _since(start: float) -> float:
    return round(time.perf_counter() - start, 6)
