"""`ror serve` (and `ror play --web`): make or resume the play session as `ror play` does, then
serve it as a board in the browser (web/). A game saved at the autosave is resumed, with
the same links, unless --new: so a restarted server picks the game up where it stopped, and no
saved game is replaced without --new (issue 30, 6)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import click

from guidelines.loader import GuidelineSet
from play.command import PlayArgs, PlayError, open_session, saved_guidelines
from play.session import default_save_path
from solo.save import SaveFileError, read_save, saved_options

if TYPE_CHECKING:
    from play.review import Review

LOCAL = "127.0.0.1"
"""Where the server listens unless --host says otherwise: this machine only."""

WEB_EXTRA = "ror serve needs the web extra: pip install 'republic-of-rome-solo[web]'"


def default_table_path() -> Path:
    """The served table's autosave, beside the terminal's: .../ror/table.json."""
    return default_save_path().with_name("table.json")


@dataclass(frozen=True, slots=True)
class ServeArgs:
    """The `ror serve` arguments: the game's as for `ror play`, then the server's."""

    play: PlayArgs
    new: bool = False
    hotseat: bool = False
    host: str = LOCAL


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


def with_resume(args: ServeArgs) -> PlayArgs:
    """The session arguments. A saved game is never replaced without --new: --resume FILE goes
    on saving in FILE unless --save names another file, which must not hold a game; else the
    game at the autosave is resumed when the command's set-up options are none or the saved
    game's own (the command that started it starts it again), and PlayError names a clash."""
    given = args.play
    if given.resume is not None:
        save = given.save or given.resume
        if not args.new and not same_file(save, given.resume) and holds_game(save):
            raise PlayError(
                f"{save} holds another saved game: add --new to replace it, "
                f"or leave out --save to go on saving in {given.resume}"
            )
        return replace(given, save=save)
    save = given.save or default_table_path()
    play = replace(given, save=save)
    if args.new or not holds_game(save):
        return play
    if setup_of(play) not in (setup_of(PlayArgs()), saved_setup(save)):
        raise PlayError(
            f"{save} holds another saved game: add --new to start this one instead, "
            "or leave out the set-up options to resume it"
        )
    return replace(play, resume=save)


def same_file(one: Path, other: Path) -> bool:
    """True if both paths name the same file."""
    return one.resolve() == other.resolve()


def reviewed(path: Path, guidelines: GuidelineSet) -> Review:
    """The game saved at ``path`` as a review: the served game's, read back for the link at
    its end."""
    from play.review import Review

    return Review.load(path, guidelines)


def run_review(path: Path, args: ServeArgs) -> None:
    """Serve the review of the game saved at ``path`` (web/review.py); PlayError naming a bad
    file or address."""
    try:
        from web.server import ServeError, serve_review
    except ImportError:
        raise PlayError(WEB_EXTRA) from None
    try:
        review = reviewed(path, saved_guidelines(path, args.play.guidelines))
        serve_review(review, str(path), args.host, args.play.port, click.echo)
    except (SaveFileError, ServeError) as exc:
        raise PlayError(str(exc)) from None


def run_serve(args: ServeArgs) -> None:
    """Open the session and serve it, or the review of a saved game (--review); PlayError
    naming a bad argument or file."""
    if args.play.review is not None:
        run_review(args.play.review, args)
        return
    play = with_resume(args)
    if play.resume is not None:
        click.echo(f"Resuming the game saved in {play.resume} (--new starts another).")
    try:
        from web.seats import SeatFileError
        from web.server import ServeError, serve, table_host
    except ImportError:
        raise PlayError(WEB_EXTRA) from None
    session = open_session(play)
    if args.hotseat and len(session.humans) != 2:
        raise PlayError("--hotseat is for two Players at one screen: add --players 2")
    try:
        fresh = play.resume is None or play.save is None or not same_file(play.save, play.resume)
        table = table_host(session, args.hotseat, fresh=fresh)
        table.review = partial(reviewed, session.save_path, session.neutral_guidelines)
        serve(table, args.host, play.port, click.echo)
    except (SeatFileError, ServeError) as exc:
        raise PlayError(str(exc)) from None
