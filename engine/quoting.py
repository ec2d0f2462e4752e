"""How an error quotes what it was given: a short prefix only, so a 100,000-character key makes
a one-line message, not a page."""

from __future__ import annotations

QUOTE_LIMIT = 40
"""Characters of a bad key or value an error message shows."""


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)``, cut to ``limit`` characters with an ellipsis when longer."""
    return shown(repr(value), limit)


def shown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``str(value)`` (a file's path, a host), cut to ``limit`` characters with an ellipsis when
    longer."""
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
