"""Which optional extra (pyproject.toml) brings each third-party module a command or a bot may
need, and the one line that tells a user to install it (issue 22: the core install needs only
what the engine, section IV, the bots and the command line use)."""

from __future__ import annotations

from typing import Final

DISTRIBUTION: Final = "republic-of-rome-solo"

EXTRAS: Final = {
    "textual": "play",
    "textual_serve": "web",
    "starlette": "web",
    "uvicorn": "web",
    "websockets": "web",
    "jinja2": "web",
    "scipy": "lab",
    "optuna": "lab",
    "matplotlib": "lab",
    "numpy": "lab",
    "dask": "dask",
    "distributed": "dask",
    "pyspiel": "rl",
    "open_spiel": "rl",
    "gymnasium": "rl",
    "pettingzoo": "rl",
}
"""Top-level module -> the extra that installs it (numpy comes with both lab and rl)."""


def missing_extra(exc: ModuleNotFoundError) -> str | None:
    """The extra that would install the module ``exc`` found missing, or None if no extra does."""
    return EXTRAS.get((exc.name or "").partition(".")[0])


def install_hint(what: str, extra: str) -> str:
    """One line: ``what`` needs ``extra``, and the command that installs it."""
    return (
        f"{what} needs the [{extra}] extra: pip install '{DISTRIBUTION}[{extra}]'"
        f" (in a checkout: pip install -e '.[{extra}]')"
    )
