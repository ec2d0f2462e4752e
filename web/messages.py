"""What a page may send over its WebSocket, checked before anything acts on it: a text frame of
at most MAX_MESSAGE_CHARS, one JSON object, of a known type with fields of the right types.
Anything else is a ``Malformed`` whose message is the refusal sent back (quoting at most 40
characters of what came), never an exception that closes the connection. A connection from a
page served by another site is refused by its Origin (the seat's token is still required)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from urllib.parse import urlsplit

from engine.quoting import quoted

MAX_MESSAGE_CHARS = 4096
"""The longest message read: a page's longest, an answer with its key, takes about 200."""

MAX_FRAME_BYTES = 64 * 1024
"""The largest frame the server takes in at all (uvicorn's ``ws_max_size``): a larger one closes
the connection before it is held in memory; up to this, a message too long is refused."""

FIELDS: dict[str, dict[str, type]] = {
    "answer": {"key": str, "version": int},
    "undo": {"version": int},
    "auto_pass": {"on": bool, "version": int},
    "log": {"filter": str},
    "reveal": {},
}
"""Each message type's fields and their JSON types (web/app.py's docstring)."""

MAX_DEPTH = 8
"""The deepest nesting of arrays and objects read: a page's messages are flat objects."""

TYPE_WORDS = {str: "text", int: "a whole number", bool: "true or false"}
"""How a refusal names each field's type."""


class Malformed(ValueError):
    """A message the page should not have sent; the text is the refusal sent back."""


def read_message(frame: Mapping[str, object]) -> dict[str, object]:
    """The checked message of one received WebSocket frame (Starlette's ``receive()``);
    Malformed naming the first problem."""
    text = frame.get("text")
    if not isinstance(text, str):
        raise Malformed("a message must be JSON text, not a binary frame")
    if len(text) > MAX_MESSAGE_CHARS:
        raise Malformed(f"a message may have at most {MAX_MESSAGE_CHARS} characters")
    if nesting_depth(text) > MAX_DEPTH:
        raise Malformed("a message must be a JSON object, not nested this deeply")
    try:
        message = json.loads(text)
    except (RecursionError, ValueError):
        raise Malformed("a message must be a JSON object") from None
    if not isinstance(message, dict):
        raise Malformed("a message must be a JSON object")
    kind = message.get("type")
    fields = FIELDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise Malformed(f"unknown message type {quoted(kind)}")
    for name, expected in fields.items():
        value = message.get(name)
        if name == "filter" and value is None:
            continue
        if type(value) is not expected:
            if name == "version":
                raise Malformed("a message must carry the version of the board it answers")
            raise Malformed(f"{kind}: {name} must be {TYPE_WORDS[expected]}, got {quoted(value)}")
    return message


def nesting_depth(text: str) -> int:
    """The deepest nesting of JSON arrays and objects in ``text``, brackets inside strings not
    counted: checked before parsing, so the answer never depends on the interpreter's recursion
    limit."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def same_origin(headers: Mapping[str, str]) -> bool:
    """True unless the connection names an Origin other than the host it was made to: a page
    of another site may not open a seat's socket (a program that sends no Origin may, with the
    token)."""
    origin = headers.get("origin")
    if origin is None:
        return True
    host = headers.get("host", "")
    try:
        return urlsplit(origin).netloc.lower() == host.lower() and host != ""
    except ValueError:
        return False
