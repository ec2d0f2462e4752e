"""Every file the program writes is written whole or not at all: into a temporary file in the
same folder, flushed to the disk (fsync), then renamed over the target, so a crash, a kill or a
full disk leaves the old file as it was; on failure the temporary file is removed."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO

PART = ".part"
"""The suffix of a file being written (``.<name>.<random>.part`` beside its target)."""


@contextmanager
def replacing_text(path: str | Path) -> Iterator[IO[str]]:
    """A file to write ``path``'s new text into (UTF-8, newlines as written); ``path`` is
    replaced only once the block ends without an exception."""
    with (
        _replacing(Path(path)) as handle,
        os.fdopen(handle, "w", encoding="utf-8", newline="") as out,
    ):
        yield out
        _flush(out)


@contextmanager
def replacing_bytes(path: str | Path) -> Iterator[IO[bytes]]:
    """``replacing_text`` for bytes (an image)."""
    with _replacing(Path(path)) as handle, os.fdopen(handle, "wb") as out:
        yield out
        _flush(out)


@contextmanager
def _replacing(path: Path) -> Iterator[int]:
    """The handle of a temporary file beside ``path``, renamed over it if the block ends
    without an exception (the caller flushes and closes it), else removed."""
    folder = path.parent
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=PART, dir=folder)
    try:
        yield handle
        os.chmod(temporary, _mode(path))
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(folder)


def _flush(out: IO[str] | IO[bytes]) -> None:
    out.flush()
    os.fsync(out.fileno())


def write_text(path: str | Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8), whole or not at all; OSError on failure, the old
    file intact."""
    with replacing_text(path) as out:
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
