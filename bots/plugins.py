"""Player bots from outside the project: a class in a file, in a module of the current folder, or
offered by an installed package through the ``ror.player_bots`` entry-point group (docs/bots.md).

Each loader returns the object named, unchecked; ``bots.seating.player_bot`` checks that it makes
agents. A failure is a ``PluginError`` with a one-line message.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path
from types import ModuleType
from typing import Final

from bots.extras import install_hint, missing_extra
from engine.quoting import named, quoted

ENTRY_POINT_GROUP: Final = "ror.player_bots"
"""The entry-point group an installed package names its Player bots in: ``name = module:Class``."""


class PluginError(ValueError):
    """A bot that cannot be loaded; the message is one line."""


ONE_LINE_LIMIT: Final = 200
"""Characters of an exception's message an error line shows (it may repeat a long value)."""


def one_line(exc: BaseException) -> str:
    """An exception as one line: its type and message (its first ONE_LINE_LIMIT characters)."""
    text = " ".join(str(exc).split())[:ONE_LINE_LIMIT]
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


@dataclass(frozen=True, slots=True)
class InstalledBot:
    """A Player bot an installed package offers: its name, where it points, the package and the
    extras it needs."""

    name: str
    target: str
    package: str
    extras: tuple[str, ...] = ()
    """The extras the entry point declares (``name = module:Class [rl]``)."""

    def load(self) -> object:
        """The object the entry point names (PluginError if its module fails to import)."""
        try:
            return _entry_point(self.name).load()
        except ModuleNotFoundError as exc:
            extra = ",".join(self.extras) or missing_extra(exc)
            if not extra:
                raise PluginError(f"installed bot {self.name!r}: {one_line(exc)}") from None
            raise PluginError(install_hint(f"the {self.name} bot", extra)) from None
        except Exception as exc:  # an installed package's module may fail in any way
            where = f"installed bot {self.name!r} ({self.target})"
            raise PluginError(f"{where}: {one_line(exc)}") from None


def _entry_point(name: str) -> EntryPoint:
    return next(ep for ep in entry_points(group=ENTRY_POINT_GROUP) if ep.name == name)


def installed_bots() -> dict[str, InstalledBot]:
    """The Player bots installed packages offer, by name (the first of a repeated name)."""
    found: dict[str, InstalledBot] = {}
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        package = ep.dist.name if ep.dist is not None else "?"
        target = f"{ep.module}:{ep.attr}"
        found.setdefault(ep.name, InstalledBot(ep.name, target, package, tuple(ep.extras)))
    return found


def is_file_spec(module: str) -> bool:
    """True for the module part of ``path/to/file.py:Class``."""
    return module.endswith(".py")


@contextmanager
def current_folder_importable() -> Iterator[None]:
    """Let ``import`` find modules in the current folder, as ``python -m`` would, while inside."""
    folder = os.getcwd()
    added = folder not in sys.path and "" not in sys.path
    if added:
        sys.path.insert(0, folder)
    try:
        yield
    finally:
        if added:
            sys.path.remove(folder)


def load_module(name: str) -> ModuleType:
    """The module ``name``, found on the path or in the current folder."""
    try:
        with current_folder_importable():
            return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is None or not name.startswith(exc.name):
            raise PluginError(f"cannot import {quoted(name)}: {one_line(exc)}") from None
        raise PluginError(f"cannot import {quoted(name)}: no module {quoted(exc.name)}") from None
    except Exception as exc:  # a user's module may fail in any way while it loads
        raise PluginError(f"cannot import {quoted(name)}: {one_line(exc)}") from None


def load_file(path: str) -> ModuleType:
    """The module in the file ``path`` (``.py``), loaded once per process under a name of its
    own; its folder is importable while it loads, so it may import its neighbours."""
    file = Path(path).resolve()
    if not file.is_file():
        raise PluginError(f"no bot file {named(path)}")
    name = "ror_bot_file_" + hashlib.sha1(str(file).encode()).hexdigest()[:12]
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, file)
    if spec is None or spec.loader is None:
        raise PluginError(f"cannot load {named(path)} as Python")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    sys.path.insert(0, str(file.parent))
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # the user's file may fail in any way while it runs
        del sys.modules[name]
        raise PluginError(f"cannot load {path}: {one_line(exc)}") from None
    finally:
        sys.path.remove(str(file.parent))
    return module
