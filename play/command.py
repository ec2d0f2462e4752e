"""What `ror play` runs: check the arguments, make or resume the session before any screen
opens (a bad argument is one line, exit 2, in ror/cli.py), then run the app in this terminal.
`ror play --web` is `ror serve` (ror/serve.py), which opens the session the same way. Neither
replaces an unfinished saved game without --new (issue 30, 6)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

import click

from engine.context import GameOptions
from engine.quoting import named
from guidelines.loader import GuidelineSet
from guidelines.presets import PRESETS, preset_guidelines
from play.session import PlaySession, PlaySetup, default_save_path
from solo.save import SaveFileError, read_save, saved_options
from solo.scenario import GameSetupError, check_scenario_arguments


class PlayError(ValueError):
    """A bad `ror play` argument or save file; the message is one line."""


@dataclass(frozen=True, slots=True)
class PlayArgs:
    """The `ror play` arguments; ``options`` holds the --rule settings."""

    scenario: str = "early"
    players: int = 1
    seed: int = 1
    save: Path | None = None
    resume: Path | None = None
    web: bool = False
    port: int = 8000
    table: bool = False
    options: GameOptions = field(default_factory=GameOptions)
    """The --rule settings over the --difficulty level's handicaps (solo/handicaps.py)."""
    guidelines: GuidelineSet | None = None
    """The Neutrals' Guidelines when --guidelines NAME=FILE replaces printed cards."""
    opponent: str | None = None
    """The Player bot playing the second Player (--players 2 --opponent SPEC)."""
    review: Path | None = None
    """A saved or finished game to step through (--review FILE)."""
    new: bool = False
    """--new: start another game even if the save file holds an unfinished one, replacing it."""

    @property
    def save_path(self) -> Path:
        """Where the game is autosaved: --save, else the file resumed, else the default."""
        return self.save or self.resume or default_save_path()


def holds_game(path: Path) -> bool:
    """True if ``path`` holds a readable save file."""
    if not path.exists():
        return False
    try:
        read_save(path)
    except SaveFileError:
        return False
    return True


def setup_of(play: PlayArgs) -> tuple[object, ...]:
    """The set-up options of a command: what a saved game fixes once and for all."""
    return (play.scenario, play.players, play.seed, play.table, play.options)


def saved_setup(path: Path) -> tuple[object, ...]:
    """The set-up a saved game was started with, as ``setup_of`` gives it."""
    record = read_save(path)
    options = saved_options(record.options, str(path))
    table = record.table_chance is not None
    return (record.scenario, record.players, record.seed, table, options)


def same_file(one: Path, other: Path) -> bool:
    """True if both paths name the same file."""
    return one.resolve() == other.resolve()


def guarded(given: PlayArgs, autosave: Path) -> PlayArgs:
    """The session arguments, saving at --save or else ``autosave`` (the command's default).
    An unfinished saved game is never replaced without --new (issue 30, 6): --resume FILE goes
    on saving in FILE unless --save names another file, which must not hold one; else the game
    at the save file is resumed when the command's set-up options are none or the saved game's
    own (the command that started it starts it again), and PlayError names a clash. A finished
    game's file is replaced by the new game."""
    if given.resume is not None:
        save = given.save or given.resume
        if not (given.new or same_file(save, given.resume) or replaceable(save)):
            raise PlayError(
                f"{named(save)} holds another saved game: add --new to replace it, "
                f"or leave out --save to go on saving in {named(given.resume)}"
            )
        return replace(given, save=save)
    play = replace(given, save=given.save or autosave)
    save = play.save_path
    if play.new or replaceable(save):
        return play
    if setup_of(play) not in (setup_of(PlayArgs()), saved_setup(save)):
        raise PlayError(
            f"{named(save)} holds another saved game: add --new to start this one instead, "
            f"or leave out the set-up options (or give --resume {named(save)}) to resume it"
        )
    return replace(play, resume=save)


def replaceable(path: Path) -> bool:
    """True if a new game may be saved at ``path``: it holds no game, or a finished one (one
    replay; a file that cannot be read holds no game)."""
    if not path.exists():
        return True
    try:
        return PlaySession.resume(path).over
    except SaveFileError:
        return not holds_game(path)
    except GameSetupError:
        return False


def resuming(given: PlayArgs, play: PlayArgs) -> None:
    """Say so when ``guarded`` resumes the saved game no --resume named."""
    if given.resume is None and play.resume is not None:
        click.echo(f"Resuming the game saved in {named(play.resume)} (--new starts another).")


def open_session(args: PlayArgs) -> PlaySession:
    """The session the arguments ask for; PlayError naming the problem."""
    try:
        if args.resume is not None:
            if args.table or args.options != GameOptions():
                raise PlayError(
                    "--table, --rule and --difficulty are not for --resume: the save has them"
                )
            return PlaySession.resume(
                args.resume,
                args.save_path,
                guidelines=saved_guidelines(args.resume, args.guidelines),
                opponent=args.opponent,
            )
        check_scenario_arguments(args.scenario, args.players)
        setup = PlaySetup(
            args.scenario, args.players, args.seed, args.options, args.table, args.opponent
        )
        return PlaySession.new(setup, args.save_path, guidelines=args.guidelines)
    except (SaveFileError, GameSetupError) as exc:
        raise PlayError(str(exc)) from None


def saved_guidelines(path: Path, given: GuidelineSet | None = None) -> GuidelineSet:
    """The Guidelines a save was played with, found by their hashes: those ``given`` (from
    --guidelines) if they match, else the printed cards (also when the save names none) or a
    preset an older ``--difficulty`` picked (guidelines/presets.py); PlayError for Guidelines
    that match none."""
    hashes = read_save(path).guideline_hashes
    if given is not None:
        if given.hashes() != hashes:
            raise PlayError(
                f"{named(path)}: its Neutrals played by other Guidelines than those given"
            )
        return given
    printed = GuidelineSet.default()
    if not hashes or printed.hashes() == hashes:
        return printed
    for name in PRESETS:
        guidelines = preset_guidelines(name)
        if guidelines.hashes() == hashes:
            return guidelines
    raise PlayError(
        f"{named(path)}: its Neutrals played by Guidelines neither printed nor a preset "
        f"({', '.join(PRESETS)}); give them with --guidelines NAME=FILE, or replay it with "
        "`ror replay`"
    )


def run(args: PlayArgs) -> None:
    """Play in this terminal, or review a saved game with --review (the browser's board is
    `ror serve`, web/). The screens need the [play] extra (textual), imported only here."""
    from play.app import PlayApp
    from play.review import Review, ReviewApp

    if args.review is not None:
        try:
            review = Review.load(args.review, saved_guidelines(args.review, args.guidelines))
        except SaveFileError as exc:
            raise PlayError(str(exc)) from None
        ReviewApp(review).run()
        return
    play = guarded(args, default_save_path())
    resuming(args, play)
    PlayApp(open_session(play)).run()
