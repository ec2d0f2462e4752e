"""The game's log as a person reads it: grouped by turn and phase (full phase names with their
rule), oldest first within a phase, each Neutral's reasoned decision merged with the act it
explains, and filtered to what the reader wants (``FILTERS``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.log import NEUTRAL_DECISION, LogEvent
from presentation import words
from presentation.model import Line
from solo.forum import NEUTRAL_BID

REASONED = frozenset({NEUTRAL_DECISION, NEUTRAL_BID})
"""The acts that explain a Neutral's choice with its section IV rule."""

DETAILS = " ("
"""Where an act's text turns to details: a rule it cites, ratings, a total."""

TOPICS: dict[str, frozenset[str]] = {
    "death": frozenset(
        {"death", "captured", "eliminated", "assassination_result", "statesman_removed", "heir"}
    ),
    "treasury": frozenset(
        {
            "annual_revenue",
            "debit",
            "contribution",
            "raise_units",
            "taxes",
            "low_treasury",
            "bankruptcy",
            "spoils_of_war",
            "allied_enthusiasm",
            "rebel_maintenance",
        }
    ),
    "war": frozenset(
        {
            "war",
            "war_defeated",
            "peace",
            "collapse",
            "war_halved",
            "leader",
            "leader_dies",
            "naval_victory",
            "province_created",
            "province_revolts",
            "revolt",
            "refuge",
        }
    ),
    "battle": frozenset({"battle", "losses", "glory", "deploy", "no_battle", "military_plan"}),
    "office": frozenset(
        {
            "office",
            "temporary_rome_consul",
            "consul_for_life",
            "ruling_coalition",
            "governor",
            "proconsul",
            "faction_leader",
            "new_leader",
        }
    ),
    "law": frozenset({"play_law", "repeal_law", "land_bill", "land_bill_fails"}),
    "unrest": frozenset(
        {
            "unrest",
            "state_of_the_republic",
            "manpower_shortage",
            "no_recruitment",
            "mob_violence",
            "people_revolt",
        }
    ),
    "senator": frozenset({"persuaded", "play_statesman", "family_card"}),
}
"""What each act is about, for the recap's order and the log's filters; other acts are
"other"."""

TOPIC_OF = {act: topic for topic, acts in TOPICS.items() for act in acts}

ROME_TOPICS = frozenset({"treasury", "law", "unrest", "office"})
WAR_TOPICS = frozenset({"war", "battle"})


def topic(event: LogEvent) -> str:
    """What an event is about."""
    return TOPIC_OF.get(event.act, "other")


@dataclass(frozen=True, slots=True)
class PhaseGroup:
    """The log of one phase of one turn, oldest first."""

    turn: int
    phase: str
    title: str
    lines: tuple[Line, ...]


Filter = Callable[[LogEvent, str], bool]
"""Keeps an event, given the reader's faction name."""

FILTERS: dict[str, Filter] = {
    "all": lambda event, me: True,
    "yours": lambda event, me: event.actor == me or me in event.text,
    "rome": lambda event, me: event.actor == "State" or topic(event) in ROME_TOPICS,
    "wars": lambda event, me: topic(event) in WAR_TOPICS,
}
"""The log's filters by name: everything, your faction's, Rome's affairs, the Wars."""


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One entry of the log: an event, and the act it stands for too when it is a Neutral's
    reasoned decision (``act``)."""

    event: LogEvent
    act: LogEvent | None = None

    @property
    def reasoned(self) -> bool:
        """True for a Neutral's decision with its reason."""
        return self.event.act in REASONED

    def line(self) -> Line:
        """The entry's line: the event's text, rule and dice, plus what the act it explains
        adds (its parenthesised details, its own rule when another, its dice)."""
        event, act = self.event, self.act
        if act is None:
            return Line(event.text, event.rule, event.dice, topic(event), event.actor)
        text, rule = event.text, event.rule
        _, cut, details = act.text.partition(DETAILS)
        if cut:
            text += DETAILS + details
        if act.rule != event.rule:
            rule = f"{rule}, {act.rule}"
        return Line(text, rule, event.dice or act.dice, topic(act), event.actor)

    def explain(self) -> str:
        """The sentence a person reads: who did what, every rule, the dice."""
        return line_text(self.line())


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


def shown_event(entry: LogEntry) -> LogEvent:
    """The event a filter judges an entry by: the act a reasoned decision explains."""
    return entry.act if entry.act is not None else entry.event


def phase_groups(events: Sequence[LogEvent], me: str = "", shown: str = "all") -> list[PhaseGroup]:
    """The log grouped by turn and phase, in play order, oldest first within each, kept by the
    filter ``shown`` (a key of ``FILTERS``; ValueError for another) for the faction ``me``."""
    keep = FILTERS.get(shown)
    if keep is None:
        raise ValueError(f"unknown log filter {shown!r}: one of {', '.join(FILTERS)}")
    groups: list[tuple[int, str, list[Line]]] = []
    for entry in log_entries(events):
        event = shown_event(entry)
        if event.act == "phase" or not keep(event, me):
            continue
        if not groups or groups[-1][:2] != (event.turn, event.phase):
            groups.append((event.turn, event.phase, []))
        groups[-1][2].append(entry.line())
    return [
        PhaseGroup(turn, phase, f"Turn {turn}, {words.phase(phase)}", tuple(found))
        for turn, phase, found in groups
    ]


MARKS = {"loss": "YOUR LOSS", "result": "YOUR RESULT"}
"""How a recap marks the seat's own losses and the results of its own acts."""


def line_text(line: Line) -> str:
    """A line as plain text: "[YOUR RESULT] actor: text (rule) [dice 3 5]"."""
    rolled = f" [dice {' '.join(map(str, line.dice))}]" if line.dice else ""
    rule = f" ({line.rule})" if line.rule else ""
    who = f"{line.actor}: " if line.actor else ""
    marked = f"[{MARKS[line.mark]}] " if line.mark in MARKS else ""
    return f"{marked}{who}{words.readable(line.text)}{rule}{rolled}"
