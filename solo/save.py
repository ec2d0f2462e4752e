"""Save files and replay: {format version, scenario, players, options, Guideline hashes, seed,
answers, digest}; loading replays the answers and checks the digest (docs/architecture.md).

Every answer is saved, the Neutrals' included, with the Reason a Neutral gave (4.02.1), so a
replay asks no bot and logs every act as the game did. The Guideline hashes only record which
Guidelines the Neutrals played by. Format 1 files (which asked the NeutralBot again on replay)
are upgraded by ``ror replay OLD --upgrade NEW`` (ror/save_upgrade.py)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, StrictInt, ValidationError

from engine.base.game import new_base_game
from engine.base.rules import BaseRules
from engine.context import GameOptions
from engine.dataload import describe_validation_error
from engine.decision import IllegalChoice, with_reason
from engine.durable import write_text
from engine.game import Game
from engine.quoting import named, quoted
from engine.report import state_digest
from engine.schemas.common import DataModel
from solo.game import new_game
from solo.rulings import BY_NAME, RulingError, chosen, recorded

FORMAT_VERSION = 2

Answer = str | tuple[str, str, str]
"""A saved answer: the option's key, or [key, rule, text] when it came with a Reason."""


class SaveFileError(ValueError):
    """A save file is unreadable, corrupt, or does not replay to the state it recorded."""


BASE = "base"
"""``SaveFile.game`` of a base game."""

SETUP_ONLY = "setup_only"
"""The one saved option that is not a switchable ruling (solo/rulings.py)."""


MAX_SAVE_BYTES = 16 * 2**20
"""The largest save file read (16 MB): a whole game's answers with their reasons take well
under 1 MB, and a file is held in memory several times over while it is checked."""

SEED_LIMIT = 2**63
"""Saved seeds lie in -SEED_LIMIT < seed < SEED_LIMIT (the generator takes any, a file must not
hold a number of thousands of digits)."""

Seed = Annotated[StrictInt, Field(gt=-SEED_LIMIT, lt=SEED_LIMIT)]
"""A saved seed: a whole number (not true, not "1") in range."""


MAX_ENTRIES = 64
"""The most options or Guideline hashes a save file holds (a game has a few dozen rulings and
five factions): a larger table is refused before its entries are checked."""


def _at_most_entries(value: object) -> object:
    """A table of at most MAX_ENTRIES entries, as given (its entries are checked next)."""
    if isinstance(value, dict) and len(value) > MAX_ENTRIES:
        raise ValueError(f"at most {MAX_ENTRIES} entries, got {len(value)}")
    return value


OptionTable = Annotated[dict[str, object], BeforeValidator(_at_most_entries)]
"""A save file's options: a short table of names to values."""

Hashes = Annotated[dict[str, str], BeforeValidator(_at_most_entries)]
"""A save file's Guideline hashes: a short table of names to hex digests."""

Answers = Annotated[list[Answer], Field(fail_fast=True)]
"""A save file's answers, checked up to the first bad one: a file of a million bad answers is
refused as fast as one of a single bad answer."""


class SaveFile(DataModel):
    """What a save file holds; seed and players are whole numbers, never true or "1"."""

    format_version: Literal[2]
    scenario: str
    players: StrictInt
    options: OptionTable
    guideline_hashes: Hashes
    seed: Seed
    answers: Answers
    digest: str
    table_chance: Annotated[list[str], Field(fail_fast=True)] | None = None
    """Table mode only (play/table.py): every chance entry made at the table, in order; the
    seed is then unused. Absent from the file of a seeded game."""
    game: Literal["base"] | None = None
    """``base`` for the base game of ``players`` factions (engine/base); absent from a section
    IV game's file."""


def saved_answers(game: Game) -> list[Answer]:
    """Every answer given so far, each with the Reason it came with, if any."""
    return [
        key if (why := game.reasons.get(index)) is None else (key, why.rule, why.text)
        for index, key in enumerate(game.choices)
    ]


def save_record(game: Game, guideline_hashes: Mapping[str, str] | None = None) -> SaveFile:
    """The save record of a game as it stands; ``guideline_hashes`` name the Guidelines the
    Neutrals played by (for the record: replay does not need them)."""
    return SaveFile(
        format_version=FORMAT_VERSION,
        scenario=game.options.scenario,
        players=game.options.players,
        options={"setup_only": game.options.setup_only, **recorded(game.options)},
        guideline_hashes=dict(guideline_hashes or {}),
        seed=game.seed,
        answers=saved_answers(game),
        digest=state_digest(game.state),
        game=BASE if isinstance(game.context.rules, BaseRules) else None,
    )


def save_game(game: Game, path: Path, guideline_hashes: Mapping[str, str] | None = None) -> None:
    """Write a save file (JSON)."""
    write_save(save_record(game, guideline_hashes), path)


def write_save(record: SaveFile, path: Path) -> None:
    """Write a save record as JSON, whole or not at all and readable by its owner only (its
    seed reveals every hidden hand; engine/durable.py); SaveFileError if the file cannot be
    written, the old file left as it was."""
    try:
        unset = {name for name in ("table_chance", "game") if getattr(record, name) is None}
        write_text(path, record.model_dump_json(indent=1, exclude=unset) + "\n", private=True)
    except OSError as exc:
        raise SaveFileError(f"{named(path)}: cannot write save file: {exc.strerror}") from None


def read_json(path: Path) -> object:
    """A save file's JSON, at most MAX_SAVE_BYTES; SaveFileError with one line naming the
    problem (unreadable, too large, not UTF-8, not JSON, nested too deeply, a huge number)."""
    try:
        with path.open("rb") as stream:
            data = stream.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise SaveFileError(f"{named(path)}: cannot read save file: {exc.strerror}") from None
    if len(data) > MAX_SAVE_BYTES:
        raise SaveFileError(
            f"{named(path)}: larger than the {MAX_SAVE_BYTES // 2**20} MB a save file may have"
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveFileError(f"{named(path)}: not a JSON save file (not UTF-8 text)") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError(
            f"{named(path)}: not a JSON save file ({exc.msg}, line {exc.lineno})"
        ) from None
    except RecursionError:
        raise SaveFileError(f"{named(path)}: not a save file (JSON nested too deeply)") from None
    except ValueError as exc:  # an integer of more digits than Python converts
        raise SaveFileError(f"{named(path)}: not a save file ({str(exc)[:80]})") from None


def read_save(path: Path) -> SaveFile:
    """Read and validate a save file; SaveFileError with one line naming the problem."""
    raw = read_json(path)
    if isinstance(raw, dict) and raw.get("format_version") == 1:
        raise SaveFileError(
            f"{named(path)}: format 1 save file (answers without the Neutrals' reasons); "
            "upgrade it with `ror replay FILE --upgrade NEW`"
        )
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        raise SaveFileError(f"{named(path)}: {describe_validation_error(exc)}") from None


RECORDED_TYPES: dict[str, type] = {
    name: type(value) for name, value in recorded(GameOptions()).items()
}
"""The JSON type a save records each switch in: true/false, a whole number (a handicap), or
text (a ruling's reading)."""

TYPE_WORDS = {bool: "true or false", int: "a whole number", str: "text"}
"""How a refusal names each recorded type."""


def saved_options(options: Mapping[str, object], source: str) -> GameOptions:
    """Recorded options as GameOptions: ``setup_only`` and every switchable ruling's value
    (solo/rulings.py); SaveFileError naming an unknown or bad option."""
    unknown = sorted(set(options) - {SETUP_ONLY, *BY_NAME})
    if unknown:
        raise SaveFileError(f"{named(source)}: unknown option {quoted(unknown[0])}")
    setup_only = options.get(SETUP_ONLY, False)
    if not isinstance(setup_only, bool):
        raise SaveFileError(f"{named(source)}: options: setup_only must be true or false")
    values = {name: value for name, value in options.items() if name != SETUP_ONLY}
    for name, value in values.items():
        expected = RECORDED_TYPES[name]
        if type(value) is not expected:
            raise SaveFileError(
                f"{named(source)}: options: {name} must be {TYPE_WORDS[expected]},"
                f" got {quoted(value)}"
            )
    try:
        return GameOptions(setup_only=setup_only, rulings=chosen(values))
    except RulingError as exc:
        raise SaveFileError(f"{named(source)}: options: {exc}") from None


def replay(record: SaveFile, source: str = "save") -> Game:
    """Re-run a saved game from its seed and answers, asking no bot, and verify its digest."""
    if record.table_chance is not None:
        raise SaveFileError(
            f"{named(source)}: a table-mode save (chance entered at the table, no seed)"
        )
    options = saved_options(record.options, source)
    start = new_base_game if record.game == BASE else new_game
    try:
        game = start(record.scenario, record.players, record.seed, options=options)
    except ValueError as exc:
        raise SaveFileError(f"{named(source)}: {exc}") from None
    for number, answer in enumerate(record.answers, start=1):
        try:
            apply_answer(game, answer)
        except Exception as exc:  # an illegal answer, or one the rules fail on: the file's fault
            raise SaveFileError(
                f"{named(source)}: choice {number} does not replay: {problem(exc)}"
            ) from None
    if state_digest(game.state) != record.digest:
        raise SaveFileError(f"{named(source)}: replayed state does not match the saved digest")
    return game


def problem(exc: Exception) -> str:
    """An answer's failure in one short line: an illegal choice as itself, any other with the
    exception's type."""
    text = " ".join(str(exc).split())[:300]
    return text if isinstance(exc, IllegalChoice) else f"{type(exc).__name__}: {text}"


def apply_answer(game: Game, answer: Answer) -> None:
    """Give the pending decision a saved answer, with its Reason if it had one (4.02.1)."""
    if isinstance(answer, str):
        game.apply(answer)
        return
    key, rule, text = answer
    if game.pending is None:
        raise IllegalChoice("no decision is pending: the game is over or not running")
    game.apply(with_reason(game.pending.resolve(key), rule, text))


def load_game(path: Path) -> Game:
    """Read a save file and replay it."""
    return replay(read_save(path), source=str(path))
