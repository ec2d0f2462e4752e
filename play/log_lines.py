"""The play screen's log entries: one per event, except that a Neutral's reasoned decision and
the act it makes are one entry (4.02.1).

A Neutral's answer is logged twice: first the ``neutral_decision`` event (or the ``neutral_bid``
of 4.04.5) with the section IV rule and the reason, then the rule's own event of the act ("names
Valerius Faction Leader: the highest Influence, 10 (4.01.3)", then "names Valerius Faction
Leader (4.01.3)"). When the very next event is by the same actor and its text, up to its first
parenthesis, begins the reasoned text, it is the same act: the entry shows the reasoned line
followed by what the act adds (its parenthesised details, its rule when another, its dice).
Every rule number stays."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.log import NEUTRAL_DECISION, LogEvent
from solo.forum import NEUTRAL_BID

REASONED = frozenset({NEUTRAL_DECISION, NEUTRAL_BID})
"""The acts that explain a Neutral's choice with its section IV rule."""

DETAILS = " ("
"""Where an act's text turns to details: a rule it cites, ratings, a total."""


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the log: an event, and the act it stands for too when it is a Neutral's
    reasoned decision (``act``)."""

    event: LogEvent
    act: LogEvent | None = None

    @property
    def reasoned(self) -> bool:
        """True for a Neutral's decision with its reason."""
        return self.event.act in REASONED

    def explain(self) -> str:
        """The sentence a person reads: every rule the events name, and their dice."""
        text = self.event.explain()
        act = self.act
        if act is None:
            return text
        _, cut, details = act.text.partition(DETAILS)
        if cut:
            text += DETAILS + details
        if act.rule != self.event.rule:
            text += f" ({act.rule})"
        if act.dice:
            text += f" [dice {' '.join(map(str, act.dice))}]"
        return text


def repeats(decision: LogEvent, act: LogEvent) -> bool:
    """True if ``act`` is the rule's event of the act a Neutral's ``decision`` event explains:
    the same actor, and the act's text before its details begins the decision's text."""
    if decision.act not in REASONED or act.act in REASONED:
        return False
    head = act.text.partition(DETAILS)[0]
    return act.actor == decision.actor and bool(head) and decision.text.startswith(head)


def log_entries(events: Sequence[LogEvent]) -> list[LogEntry]:
    """The entries of ``events`` (oldest first), each reasoned decision merged with the act
    that follows it and repeats it."""
    entries: list[LogEntry] = []
    index = 0
    while index < len(events):
        event = events[index]
        following = events[index + 1] if index + 1 < len(events) else None
        if following is not None and repeats(event, following):
            entries.append(LogEntry(event, following))
            index += 2
        else:
            entries.append(LogEntry(event))
            index += 1
    return entries


def newest_entries(events: Sequence[LogEvent], count: int) -> list[LogEntry]:
    """The last ``count`` entries, the newest first (read from the tail of the log only)."""
    return log_entries(events[-2 * count :])[::-1][:count]
