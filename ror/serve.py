"""`ror serve` (and `ror play --web`): make or resume the play session as `ror play` does, then
serve it as a board in the browser (web/). A game saved at the autosave is resumed, with
the same links, unless --new: so a restarted server picks the game up where it stopped."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import click

from play.command import PlayArgs, PlayError, open_session
from play.session import default_save_path
from solo.save import SaveFileError, read_save

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


def with_resume(args: ServeArgs) -> PlayArgs:
    """The session arguments: resume the game saved at the autosave unless --new or
    --resume says otherwise; PlayError when set-up options would be ignored silently (the
    opponent bot and --guidelines are not set-up: they are given again on resuming)."""
    save = args.play.save or default_table_path()
    play = replace(args.play, save=save)
    if args.new or play.resume is not None or not holds_game(save):
        return play
    kept = PlayArgs(save=save, port=play.port, web=play.web, opponent=play.opponent)
    if replace(play, guidelines=None) != kept:
        raise PlayError(
            f"{save} holds a saved game: add --new to start another, "
            "or leave out the set-up options to resume it"
        )
    return replace(play, resume=save)


def run_serve(args: ServeArgs) -> None:
    """Open the session and serve it; PlayError naming a bad argument or file."""
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
        table = table_host(session, args.hotseat, fresh=play.resume is None)
        serve(table, args.host, play.port, click.echo)
    except (SeatFileError, ServeError) as exc:
        raise PlayError(str(exc)) from None
