"""What `ror play` runs: check the arguments, make or resume the session before any screen
opens (a bad argument is one line, exit 2, in ror/cli.py), then run the app in this terminal
or serve it to a browser on 127.0.0.1 (textual-serve)."""

from __future__ import annotations

import shlex
import sys
from dataclasses import dataclass, field
from pathlib import Path

from engine.context import GameOptions
from guidelines.loader import GuidelineSet
from guidelines.presets import PRESETS, preset_guidelines
from play.app import PlayApp
from play.session import PlaySession, PlaySetup, default_save_path
from solo.save import SaveFileError, read_save
from solo.scenario import GameSetupError, check_scenario_arguments

WEB_HOST = "127.0.0.1"


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
            return PlaySession.resume(args.resume, args.save_path, guidelines=saved_level(args))
        check_scenario_arguments(args.scenario, args.players)
        setup = PlaySetup(args.scenario, args.players, args.seed, args.options, args.table)
        return PlaySession.new(setup, args.save_path)
    except (SaveFileError, GameSetupError) as exc:
        raise PlayError(str(exc)) from None


def saved_level(args: PlayArgs) -> GuidelineSet:
    """The Guidelines a save was played with, found by their hashes: the printed cards (also
    when the save names none) or a preset an older ``--difficulty`` picked
    (guidelines/presets.py); PlayError for other Guidelines."""
    assert args.resume is not None
    hashes = read_save(args.resume).guideline_hashes
    printed = GuidelineSet.default()
    if not hashes or printed.hashes() == hashes:
        return printed
    for name in PRESETS:
        guidelines = preset_guidelines(name)
        if guidelines.hashes() == hashes:
            return guidelines
    raise PlayError(
        f"{args.resume}: its Neutrals played by Guidelines neither printed nor a preset "
        f"({', '.join(PRESETS)}); replay it with `ror replay`"
    )


def terminal_command(args: PlayArgs) -> str:
    """The shell command that plays the same game in a terminal: what the web server runs for
    each browser tab. It resumes the autosave, which ``open_session`` has just written."""
    return shlex.join([sys.executable, "-m", "play", "--resume", str(args.save_path)])


def run(args: PlayArgs) -> None:
    """Play in this terminal, or serve the game to a browser with --web."""
    session = open_session(args)
    if args.web:
        serve(args)
        return
    PlayApp(session).run()


def serve(args: PlayArgs) -> None:
    """Serve the game at http://127.0.0.1:PORT until interrupted (textual-serve)."""
    from textual_serve.server import Server

    Server(terminal_command(args), host=WEB_HOST, port=args.port, title="Republic of Rome").serve()
