"""Every file the program writes is written whole or not at all: into a temporary file in the
same folder, flushed to the disk (fsync), then renamed over the target, so a crash, a kill or a
full disk leaves the old file as it was; on failure the temporary file is removed, and one a
killed write left behind is removed when the file is next written.

A private file (a save, whose seed reveals every hidden hand; the seat tokens) is readable by
its owner only from its first byte: the temporary file is created 0600 and keeps that mode."""

from __future__ import annotations

import glob
import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO, Final

PART: Final = ".part"
"""The suffix of a file being written (``.<name>.<random>.part`` beside its target)."""

PRIVATE: Final = 0o600
"""The mode of a private file: its owner reads and writes it, no one else."""

STALE_SECONDS: Final = 60.0
"""A temporary file left this long is a killed write's, not one in progress: it is removed
when its target is next written."""


@contextmanager
def replacing_text(path: str | Path, *, private: bool = False) -> Iterator[IO[str]]:
    """A file to write ``path``'s new text into (UTF-8, newlines as written); ``path`` is
    replaced only once the block ends without an exception. ``private``: mode 0600 from the
    first byte, whatever the old file's mode."""
    with (
        _replacing(Path(path), private) as handle,
        os.fdopen(handle, "w", encoding="utf-8", newline="") as out,
    ):
        yield out
        _flush(out)


@contextmanager
def replacing_bytes(path: str | Path) -> Iterator[IO[bytes]]:
    """``replacing_text`` for bytes (an image)."""
    with _replacing(Path(path), False) as handle, os.fdopen(handle, "wb") as out:
        yield out
        _flush(out)


@contextmanager
def _replacing(path: Path, private: bool) -> Iterator[int]:
    """The handle of a temporary file beside ``path`` (mkstemp creates it 0600), renamed over
    it if the block ends without an exception (the caller flushes and closes it), else
    removed; stale temporary files of ``path`` are removed first."""
    folder = path.parent
    _remove_stale_parts(path)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=PART, dir=folder)
    try:
        yield handle
        os.chmod(temporary, PRIVATE if private else _mode(path))
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(folder)


def _remove_stale_parts(path: Path) -> None:
    """Remove the temporary files of ``path`` older than STALE_SECONDS: writes killed during
    their fsync or rename."""
    pattern = os.path.join(glob.escape(str(path.parent)), f".{glob.escape(path.name)}.*{PART}")
    cutoff = time.time() - STALE_SECONDS
    for part in glob.glob(pattern):
        with suppress(OSError):
            if os.stat(part).st_mtime < cutoff:
                os.unlink(part)


def _flush(out: IO[str] | IO[bytes]) -> None:
    out.flush()
    os.fsync(out.fileno())


def write_text(path: str | Path, text: str, *, private: bool = False) -> None:
    """Replace ``path`` with ``text`` (UTF-8), whole or not at all; OSError on failure, the old
    file intact. ``private``: readable by its owner only, from the first byte."""
    with replacing_text(path, private=private) as out:
        out.write(text)


def _mode(path: Path) -> int:
    """The permissions the file has, or a new file's under the umask."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _sync_folder(folder: Path) -> None:
    """Flush the rename to the disk where the system allows it (POSIX)."""
    with suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)
