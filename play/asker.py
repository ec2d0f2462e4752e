"""Who asks for a chance event, and under which rule, read from the rules code that asks: the
table needs to know whose die or draw it is, and the rules call the dice deep inside their
procedures without saying. Walking out from the call, the first rules function (in engine/ or
solo/) whose docstring cites a rule gives the rule; the first frame naming a faction's ``seat``
or a Senator of a faction gives the faction, named by the game's ``ctx``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from types import FrameType

from engine.context import Context
from engine.state import Senator

RULE = re.compile(r"\b(\d\.\d\d(?:\.\d+)*(?: [A-Z]\b)?)")
"""A rule number in a docstring: 1.07.41, 3.01.4 C."""

RULES_PACKAGES = ("engine.", "solo.")
"""Where the rules code lives."""

NOT_RULES = frozenset({"engine.dice", "engine.context", "engine.game"})
"""Modules in those packages that ask for chance on another's behalf."""

SENATOR_NAMES = ("senator", "commander", "persuader", "candidate", "target", "victim")
"""Local names that hold the Senator a chance event is about, the likeliest first."""


@dataclass(frozen=True, slots=True)
class Asker:
    """The faction (its name, or "" if none was found) and the rule ("" if none); for a 2d6
    tie-break (1.04.8), what it breaks and between whom, in ``who``."""

    who: str
    rule: str


def tie_break(frame: FrameType) -> Asker | None:
    """The tie-break ``Context.tie_break`` is rolling in this frame, if it is that frame."""
    if frame.f_code.co_name != "tie_break" or frame.f_globals.get("__name__") != "engine.context":
        return None
    names = frame.f_locals
    name = names.get("name", str)
    contenders = names.get("contenders", [])
    shown = ", ".join(name(c) for c in contenders) if callable(name) else ""
    return Asker(
        f"Tie-break for {names.get('why', '')} ({names.get('rule', '')}), "
        f"2d6 for each of {shown} in turn",
        "1.04.8",
    )


def docstring_rule(frame: FrameType) -> str:
    """The first rule number the docstring of the frame's function cites, or ""."""
    code = frame.f_code
    function = frame.f_globals.get(code.co_name)
    doc = (
        getattr(function, "__doc__", None) if getattr(function, "__code__", None) is code else None
    )
    found = RULE.search(doc or "")
    return found.group(1) if found else ""


def faction_seat(names: dict[str, object]) -> int | None:
    """The faction a frame's locals name: its ``seat``, or the faction of its Senator."""
    seat = names.get("seat")
    if isinstance(seat, int) and not isinstance(seat, bool):
        return seat
    for name in SENATOR_NAMES:
        senator = names.get(name)
        if isinstance(senator, Senator) and senator.faction is not None:
            return senator.faction
    return None


def asker(frame: FrameType | None) -> Asker:
    """The faction and rule of the rules code below ``frame`` on the stack."""
    rule, seat, ctx = "", None, None
    while frame is not None and not (rule and seat is not None and ctx is not None):
        tie = tie_break(frame)
        if tie is not None:
            return tie
        module = str(frame.f_globals.get("__name__", ""))
        if module.startswith(RULES_PACKAGES) and module not in NOT_RULES:
            rule = rule or docstring_rule(frame)
            names = frame.f_locals
            found = names.get("ctx")
            ctx = ctx if ctx is not None else (found if isinstance(found, Context) else None)
            seat = seat if seat is not None else faction_seat(names)
        frame = frame.f_back
    who = ctx.faction_name(seat) if ctx is not None and seat is not None else ""
    return Asker(who, rule)
