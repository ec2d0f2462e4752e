"""The catalogue's index of declared decision kinds and the checks that read it at every decision
(``engine/decisions.py`` declares the kinds into it).

Apart from the catalogue so the compiled build (README "Speed") compiles them: it leaves
decisions.py interpreted, and every decision asked passes through ``declared`` and most
bots' answers through ``context_of``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from engine.decision import Decision

if TYPE_CHECKING:
    from engine.decisions import DecisionKind

C = TypeVar("C", bound=Mapping[str, object])

KINDS: dict[str, DecisionKind[Any]] = {}
"""Every declared kind by name: the engine's (``engine/decisions.py``), section IV's in
``solo/decisions.py``."""


class UndeclaredKind(ValueError):
    """A decision kind that is not in the catalogue."""


def declared(kind: DecisionKind[Any]) -> str:
    """The kind's name if it is the declared kind of that name; UndeclaredKind otherwise."""
    if KINDS.get(kind) is not kind:
        raise UndeclaredKind(f"decision kind {kind!r} is not declared in the catalogue")
    return kind._name  # ``name`` without the property's call: every decision asked passes here


def context_of(decision: Decision, kind: DecisionKind[C]) -> C:
    """The decision's context typed as ``kind`` declares it; ValueError for another kind."""
    if decision.kind != kind:
        raise ValueError(f"a {decision.kind} decision read as {kind.name}")
    return cast(C, decision.context)
