"""Save files and replay: {format version, scenario, players, options, guideline hashes, seed,
choices, digest}; loading replays the choices and checks the digest (DESIGN.md). The Neutrals'
reasons are not saved: replay asks the NeutralBot again, so the log reads as the game's did."""

from __future__ import annotations

import json
from dataclasses import asdict, fields
from pathlib import Path
from typing import Literal

from pydantic import TypeAdapter, ValidationError

from bots.neutral import NeutralBot
from bots.neutral_registry import NEUTRAL_RULES
from engine.context import GameOptions
from engine.dataload import describe_validation_error
from engine.decision import Choice, IllegalChoice
from engine.game import Game
from engine.report import state_digest
from engine.schemas.common import DataModel
from guidelines.loader import GuidelineSet, content_hash

FORMAT_VERSION = 1


class SaveFileError(ValueError):
    """A save file is unreadable, corrupt, or does not replay to the state it recorded."""


SAVED_OPTIONS = TypeAdapter(GameOptions)
"""Validates the options of a save file against engine.context.GameOptions itself."""


class SaveFile(DataModel):
    """What a save file holds."""

    format_version: Literal[1]
    scenario: str
    players: int
    options: dict[str, object]
    guideline_hashes: dict[str, str]
    seed: int
    choices: list[str]
    digest: str


def guideline_hashes(guidelines: GuidelineSet) -> dict[str, str]:
    """Content hash of every Guideline in force, by role."""
    return {role: content_hash(g) for role, g in guidelines.items()}


def save_record(game: Game) -> SaveFile:
    """The save record of a game as it stands."""
    return SaveFile(
        format_version=FORMAT_VERSION,
        scenario=game.options.scenario,
        players=game.options.players,
        options={
            name: value
            for name, value in asdict(game.options).items()
            if name not in ("scenario", "players")
        },
        guideline_hashes=guideline_hashes(game.context.guidelines),
        seed=game.seed,
        choices=list(game.choices),
        digest=state_digest(game.state),
    )


def save_game(game: Game, path: Path) -> None:
    """Write a save file (JSON)."""
    try:
        path.write_text(save_record(game).model_dump_json(indent=1) + "\n", encoding="utf-8")
    except OSError as exc:
        raise SaveFileError(f"{path}: cannot write save file: {exc.strerror}") from None


def read_save(path: Path) -> SaveFile:
    """Read and validate a save file; SaveFileError with one line naming the problem."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveFileError(f"{path}: cannot read save file: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise SaveFileError(f"{path}: not a JSON save file (not UTF-8 text)") from None
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError(
            f"{path}: not a JSON save file ({exc.msg}, line {exc.lineno})"
        ) from None
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        raise SaveFileError(f"{path}: {describe_validation_error(exc)}") from None


def saved_options(record: SaveFile, source: str) -> GameOptions:
    """The recorded options as GameOptions; SaveFileError naming an unknown or bad option."""
    known = {f.name for f in fields(GameOptions)} - {"scenario", "players"}
    unknown = sorted(set(record.options) - known)
    if unknown:
        raise SaveFileError(f"{source}: unknown option {unknown[0]!r}")
    try:
        return SAVED_OPTIONS.validate_python(record.options)
    except ValidationError as exc:
        raise SaveFileError(f"{source}: options: {describe_validation_error(exc)}") from None


def replay(record: SaveFile, guidelines: GuidelineSet | None = None, source: str = "save") -> Game:
    """Re-run a saved game from its seed and choices and verify its digest."""
    in_force = guidelines or GuidelineSet.default()
    expected = guideline_hashes(in_force)
    if set(record.guideline_hashes) != set(expected):
        raise SaveFileError(
            f"{source}: guideline_hashes must name exactly {', '.join(expected)}; "
            f"got {', '.join(record.guideline_hashes) or 'none'}"
        )
    for role, digest in record.guideline_hashes.items():
        if expected[role] != digest:
            raise SaveFileError(
                f"{source}: the {role} Guideline differs from the one the game was saved with; "
                f"pass the same file with --guidelines {role.lower()}=FILE"
            )
    options = saved_options(record, source)
    try:
        game = Game.new(
            record.scenario, record.players, record.seed, options=options, guidelines=in_force
        )
    except ValueError as exc:
        raise SaveFileError(f"{source}: {exc}") from None
    neutral = NeutralBot()
    for number, key in enumerate(record.choices, start=1):
        try:
            game.apply(explained(game, neutral, key))
        except IllegalChoice as exc:
            raise SaveFileError(f"{source}: choice {number} does not replay: {exc}") from None
    if state_digest(game.state) != record.digest:
        raise SaveFileError(f"{source}: replayed state does not match the saved digest")
    return game


def explained(game: Game, neutral: NeutralBot, key: str) -> Choice | str:
    """The saved choice; for a Neutral's own decision, the NeutralBot's answer when it is the
    same choice, so that the replay logs the Neutral's act and its rule as the game did
    (4.02.1). Neither the state nor the dice depend on it."""
    decision = game.pending
    if (
        decision is None
        or decision.delegate_to is not None
        or decision.kind not in NEUTRAL_RULES
        or game.state.factions[decision.actor].is_player
    ):
        return key
    answer = neutral.decide(game.view(decision.actor), decision)
    return answer if answer.key == key else key


def load_game(path: Path, guidelines: GuidelineSet | None = None) -> Game:
    """Read a save file and replay it."""
    return replay(read_save(path), guidelines, source=str(path))
