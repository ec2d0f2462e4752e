"""What `ror play` runs: check the arguments, make or resume the session before any screen
opens (a bad argument is one line, exit 2, in ror/cli.py), then run the app in this terminal.
`ror play --web` is `ror serve` (ror/serve.py), which opens the session the same way."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from engine.context import GameOptions
from engine.quoting import named
from guidelines.loader import GuidelineSet
from guidelines.presets import PRESETS, preset_guidelines
from play.session import PlaySession, PlaySetup, default_save_path
from solo.save import SaveFileError, read_save
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

    @property
    def save_path(self) -> Path:
        """Where the game is autosaved: --save, else the file resumed, else the default."""
        return self.save or self.resume or default_save_path()


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
    PlayApp(open_session(args)).run()
