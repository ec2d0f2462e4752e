"""How an error quotes what it was given: a short prefix only, so a 100,000-character key makes
a one-line message, not a page."""

from __future__ import annotations

from typing import Final

QUOTE_LIMIT: Final = 40
"""Characters of a bad key or value an error message shows."""

PATH_LIMIT: Final = 160
"""Characters of a file's path an error message shows: a real path whole (the person must know
which file), a path of thousands of characters cut."""


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)``, cut to ``limit`` characters with an ellipsis when longer."""
    return shown(repr(value), limit)


def shown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``str(value)`` (a file's path, a host), cut to ``limit`` characters with an ellipsis when
    longer."""
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def named(path: object, limit: int = PATH_LIMIT) -> str:
    """A file's path as an error names it: whole, or its last ``limit`` characters (the file's
    name) after an ellipsis when longer."""
    text = str(path)
    return text if len(text) <= limit else "…" + text[-(limit - 1) :]
