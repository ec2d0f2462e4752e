"""`ror serve` (and `ror play --web`): make or resume the play session as `ror play` does, then
serve it as a board in the browser (web/). An unfinished game saved at the autosave is resumed,
with the same links, unless --new: so a restarted server picks the game up where it stopped, and
no unfinished saved game is replaced without --new (issue 30, 6; play.command.guarded)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import click

from guidelines.loader import GuidelineSet
from play.command import (
    PlayArgs,
    PlayError,
    guarded,
    open_session,
    resuming,
    same_file,
    saved_guidelines,
)
from play.session import default_save_path
from solo.save import SaveFileError

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
    hotseat: bool = False
    host: str = LOCAL


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
    play = guarded(args.play, default_table_path())
    resuming(args.play, play)
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
