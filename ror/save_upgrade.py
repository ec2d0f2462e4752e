"""Upgrade a format 1 save file to format 2 (solo/save.py).

A format 1 file held only the answers' keys and replay asked the NeutralBot again for the
Neutrals' reasons (4.02.1). Upgrading replays it that way once, with the Guidelines it was played
with, and writes every answer with its reason, so the new file replays with no bot.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import StrictInt, ValidationError

from bots.neutral import NeutralBot
from bots.neutral_registry import has_neutral_rule
from engine.dataload import describe_validation_error
from engine.decision import Choice
from engine.game import Game
from engine.quoting import named
from engine.report import state_digest
from engine.schemas.common import DataModel
from guidelines.loader import GuidelineSet
from solo.game import new_game
from solo.save import (
    SaveFile,
    SaveFileError,
    Seed,
    problem,
    read_json,
    save_record,
    saved_options,
)


class SaveFileV1(DataModel):
    """What a format 1 save file held."""

    format_version: Literal[1]
    scenario: str
    players: StrictInt
    options: dict[str, object]
    guideline_hashes: dict[str, str]
    seed: Seed
    choices: list[str]
    digest: str


def read_v1(path: Path) -> SaveFileV1:
    """Read and validate a format 1 save file; SaveFileError naming the problem."""
    raw = read_json(path)
    try:
        return SaveFileV1.model_validate(raw)
    except ValidationError as exc:
        raise SaveFileError(f"{named(path)}: {describe_validation_error(exc)}") from None


def upgrade(path: Path, guidelines: GuidelineSet) -> SaveFile:
    """Replay a format 1 file with the NeutralBot under ``guidelines`` and return the format 2
    record of the same game; SaveFileError if it does not replay to its digest."""
    old = read_v1(path)
    expected = guidelines.hashes()
    for role, digest in old.guideline_hashes.items():
        if expected.get(role) != digest:
            raise SaveFileError(
                f"{named(path)}: the {role} Guideline differs from the one the game was saved"
                " with; "
                f"pass the same file with --guidelines {role.lower()}=FILE"
            )
    options = saved_options(old.options, str(path))
    try:
        game = new_game(old.scenario, old.players, old.seed, options)
    except ValueError as exc:
        raise SaveFileError(f"{named(path)}: {exc}") from None
    neutral = NeutralBot(guidelines)
    for number, key in enumerate(old.choices, start=1):
        try:
            game.apply(explained(game, neutral, key))
        except Exception as exc:  # an illegal answer, or one the rules fail on: the file's fault
            raise SaveFileError(
                f"{named(path)}: choice {number} does not replay: {problem(exc)}"
            ) from None
    if state_digest(game.state) != old.digest:
        raise SaveFileError(f"{named(path)}: replayed state does not match the saved digest")
    return save_record(game, expected)


def explained(game: Game, neutral: NeutralBot, key: str) -> Choice | str:
    """The saved key; for a Neutral's own decision, the NeutralBot's answer when it is the same
    choice, so that it carries the Neutral's reason (4.02.1)."""
    decision = game.pending
    if (
        decision is None
        or decision.delegate_to is not None
        or not has_neutral_rule(decision.kind)
        or game.state.factions[decision.actor].is_player
    ):
        return key
    answer = neutral.decide(game.view(decision.actor), decision)
    return answer if answer.key == key else key
