"""A yes-or-no question to a faction in the Senate (a consent, an agreement, an appeal): two
options, the first meaning yes."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.decisions import DecisionKind


def ask_yes_no(
    ctx: Context,
    seat: int,
    kind: DecisionKind[Any],
    rule: str,
    yes: tuple[str, str],
    no: tuple[str, str],
    prompt: str,
    **context: object,
) -> Generator[Decision, Choice, bool]:
    """Ask ``seat`` a ``kind`` decision with the options ``yes`` and ``no`` (key, label); True
    for yes."""
    answer = yield ctx.ask(
        seat,
        kind,
        rule,
        [Option(yes[0], True, yes[1]), Option(no[0], False, no[1])],
        prompt,
        **context,
    )
    return answer.key == yes[0]
