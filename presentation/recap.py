"""What happened since a seat last decided: the phases passed and what matters in them, the
seat's own losses first and then the results of its own acts, each marked, the State Treasury
before and after with its main flows, Wars activated or ended, battles with their rolls,
offices, Laws, Unrest, and the decisions the program answered for the seat (auto-pass).
``mark`` is taken when the seat answers; ``recap`` compares the game with it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from engine.game import Game
from engine.log import LogEvent
from presentation import words
from presentation.log import line_text, log_entries, shown_event
from presentation.model import Line

ORDER = ("death", "senator", "treasury", "war", "battle", "office", "law", "unrest")
"""The recap's order of topics, after the seat's own Senators' deaths."""

RESULTS = frozenset(
    {
        "persuasion_roll",
        "persuaded",
        "attract_knight",
        "pressure_knights",
        "games",
        "battle",
        "losses",
        "glory",
        "assassination_roll",
        "assassination_result",
        "catch_roll",
        "prosecution",
        "ransom",
    }
)
"""The acts whose outcome a seat is told as the result of its own act (1.07.4-1.07.6, 1.09.4,
1.09.72, 1.10): rolls it chose to make and what they brought."""

MAIN_FLOWS = 6
"""Treasury movements listed: the largest."""


@dataclass(frozen=True, slots=True)
class Mark:
    """The game when a seat last decided: the log's length, turn, phase, State Treasury and
    Unrest, and each faction's Concessions (card numbers by seat)."""

    log_size: int
    turn: int
    phase: str
    treasury: int
    unrest: int
    concessions: Mapping[int, frozenset[int]] = field(default_factory=dict)


def concessions_held(game: Game) -> dict[int, frozenset[int]]:
    """Each faction's Concessions, held by its Senators (1.07.32)."""
    held: dict[int, set[int]] = {}
    for senator in game.state.senators.values():
        if senator.faction is not None and senator.concessions:
            held.setdefault(senator.faction, set()).update(senator.concessions)
    return {seat: frozenset(cards) for seat, cards in held.items()}


def concession_losses(game: Game, seat: int, since: Mark) -> list[Line]:
    """The Concessions the seat held at the mark and holds no more: destroyed, returned to the
    Forum or the Curia with their holder, or taken (1.07.32, 1.07.321)."""
    had = since.concessions.get(seat, frozenset())
    gone = had - concessions_held(game).get(seat, frozenset())
    name = game.context.catalog.card_name
    return [
        Line(f"{name(card)} is no longer yours", "1.07.32", (), "treasury", "", "loss")
        for card in sorted(gone)
    ]


@dataclass(frozen=True, slots=True)
class Recap:
    """What happened since the mark: the phases passed (full names), Treasury and Unrest
    before and after, and the lines that matter, most important first. Empty ``lines`` and
    ``phases``: nothing worth telling."""

    phases: tuple[str, ...]
    treasury: tuple[int, int]
    unrest: tuple[int, int]
    lines: tuple[Line, ...]

    @property
    def empty(self) -> bool:
        """True when nothing happened worth a recap."""
        return not self.lines and len(self.phases) <= 1


def mark(game: Game) -> Mark:
    """The game as it stands, to recap from later."""
    state = game.state
    return Mark(
        len(game.log),
        state.turn,
        state.phase,
        state.state_treasury,
        state.unrest,
        concessions_held(game),
    )


def flow_size(line: Line) -> int:
    """The talents a Treasury line names (its first "<n> T"), for ranking the main flows."""
    for word, after in zip(line.text.split(), line.text.split()[1:], strict=False):
        if after.rstrip(",.:;") == "T" and word.isdigit():
            return int(word)
    return 0


SUFFERED = frozenset({"fine", "markers_lost"})
"""Acts logged under the faction that suffers them: a fine (1.07.36), the Knights, Concessions
and markers a dead Senator's faction loses to the Bank (1.05.3)."""

CONVICTED = frozenset({"1.09.441", "1.09.442"})
"""The rules of a conviction's consequences, logged under the Accused's faction."""


def own_mark(
    line: Line, event: LogEvent, seat: int, me: str, governed: frozenset[str] = frozenset()
) -> str:
    """ "loss" for what the seat lost (its Senators' deaths and captures, a Senator persuaded
    away, a fine, the Knights and markers of its dead, a conviction, a Province it governs
    overrun, 1.05.2, 1.05.3, 1.07.36, 1.07.41, 1.09.441, 1.10.7, 1.07.21), "result" for the
    outcome of its own act (``RESULTS``: a Persuasion, a Knight, Games, a battle of its
    Commander), else ""; ``governed`` are the Provinces its Senators govern."""
    if line.actor == me and line.topic == "death":
        return "loss"
    if event.act == "persuaded" and event.data.get("was") == seat and line.actor != me:
        return "loss"
    if line.actor == me and (
        event.act in SUFFERED or (event.act == "prosecution" and event.rule in CONVICTED)
    ):
        return "loss"
    if event.act == "province_overrun" and event.data.get("province") in governed:
        return "loss"
    if line.actor == me and event.act in RESULTS:
        return "result"
    return ""


def governed_by(game: Game, seat: int) -> frozenset[str]:
    """The Provinces the seat's Senators govern now (1.09.5)."""
    senators = game.state.senators
    return frozenset(
        key
        for key, province in game.state.provinces.items()
        if province.governor in senators and senators[province.governor].faction == seat
    )


def recap(game: Game, seat: int, since: Mark, auto: Sequence[Line] = ()) -> Recap:
    """What happened in ``game`` since ``since`` that ``seat`` should know, with the
    decisions answered for it (``auto``)."""
    me = game.context.faction_name(seat)
    events = game.log[since.log_size :]
    lines = [(entry.line(), shown_event(entry)) for entry in log_entries(events)]
    governed = governed_by(game, seat)
    marked = [
        replace(ln, mark=m) for ln, event in lines if (m := own_mark(ln, event, seat, me, governed))
    ]
    losses = [ln for ln in marked if ln.mark == "loss"]
    results = [ln for ln in marked if ln.mark == "result"]
    rest = [
        ln
        for ln, event in lines
        if ln.topic in ORDER and not own_mark(ln, event, seat, me, governed)
    ]
    ordered = [*losses, *concession_losses(game, seat, since), *results]
    for name in ORDER:
        of_topic = [ln for ln in rest if ln.topic == name]
        if name == "treasury":
            largest = sorted(of_topic, key=flow_size, reverse=True)[:MAIN_FLOWS]
            of_topic = [ln for ln in of_topic if ln in largest]
        ordered += of_topic
    phases = [(since.turn, since.phase)]
    for event in events:
        if (event.turn, event.phase) != phases[-1] and event.phase:
            phases.append((event.turn, event.phase))
    state = game.state
    return Recap(
        phases=tuple(f"Turn {turn}, {words.phase(phase)}" for turn, phase in phases),
        treasury=(since.treasury, state.state_treasury),
        unrest=(since.unrest, state.unrest),
        lines=(*ordered, *auto),
    )


def recap_text(summary: Recap) -> list[str]:
    """The recap as lines of text: the phases, the Treasury and Unrest, then what happened."""
    before, after = summary.treasury
    calm, now = summary.unrest
    head = [
        "Since your last decision: " + " > ".join(summary.phases),
        f"State Treasury {before} T -> {after} T, Unrest {calm} -> {now}",
    ]
    return head + [line_text(ln) for ln in summary.lines]
