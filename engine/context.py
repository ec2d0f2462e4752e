"""What every rule function works on: state, card data, the one generator, the log, options."""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, Final, Literal, TypeVar

from mypy_extensions import mypyc_attr

from engine.catalog import Catalog
from engine.checkpoint import Checkpoint, Position
from engine.decision import AmountOptions, Choice, Decision, Option, OptionList
from engine.decisions import DecisionKind
from engine.declared_kinds import declared
from engine.dice import Dice
from engine.log import READ_BY_RULES, Act, LogEvent
from engine.readonly import SenatorView
from engine.rules import Rules
from engine.state import GameState

T = TypeVar("T")

Procedure = Generator[Decision, Choice, None]
"""A rule procedure: runs the rules, yields a Decision whenever someone must choose, and
receives the chosen option back (docs/architecture.md)."""

RecordLevel = Literal["full", "outcome"]
"""What a game records: ``full`` logs every act with its text (play, replay, saves); ``outcome``
logs only the acts a rule reads back (``engine.log.READ_BY_RULES``), for runs that need only
results and digests. The state, and so the digest, is the same either way."""


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class GameOptions:
    """Game-wide switches: scenario, number of Players and switchable rulings (docs/rulings.md).
    Pickled to worker processes: a plain class in the compiled build (README "Speed"), as
    mypyc's pickling of a native class assigns its frozen fields."""

    scenario: str = "early"
    players: int = 1
    setup_only: bool = False
    """Stop once set-up is complete (``ror new``); otherwise play the turns."""
    rulings: tuple[tuple[str, str], ...] = ()
    """Switchable rulings chosen away from their defaults, as sorted (name, value) pairs; the
    variant's rules give them meaning (solo/rulings.py)."""


@dataclass(frozen=True, slots=True, eq=False)
class Interjection:
    """The value of an option that lets a Player act between two decisions (4.04.1): choosing
    it runs ``run`` to its end, then the interrupted decision is asked again. Two are equal when
    they run the same function on the same arguments, so the option a game offered is accepted
    by a fork of it, which builds its own (Game.fork)."""

    run: Callable[[Context], Procedure]

    def _call(self) -> tuple[object, ...]:
        """What ``run`` does: a partial's function and arguments, else the callable itself."""
        run = self.run
        if isinstance(run, partial):
            return (run.func, run.args, tuple(sorted(run.keywords.items())))
        return (run,)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Interjection):
            return NotImplemented
        return self._call() == other._call()

    def __hash__(self) -> int:
        return hash(self._call())


REDERIVE: Final = Option("rederive", None, "the decision is asked again")
"""Sent to a procedure waiting in ``Context.choose`` when an interjection has run: it builds its
decision again from the state the interjection left (4.04.1)."""

Interjections = Callable[["Context", int], list[Option]]
"""The interjection options open to a Player's seat right now."""

SETUP_ONLY: Final = GameOptions(setup_only=True)
"""Options for a game that stops once set-up is complete."""


@dataclass(slots=True)
class Context:
    """The live game as rule functions see it."""

    state: GameState
    catalog: Catalog
    dice: Dice
    options: GameOptions
    rules: Rules
    """The variant's extension points of the turn sequence (engine/rules.py)."""
    log: list[LogEvent] = field(default_factory=list)
    phase_hooks: list[Callable[[Context], None]] = field(default_factory=list)
    """Called after every phase with the context (invariant checks, statistics); empty in play."""
    interjections: Interjections | None = None
    """Offers Players acts they may take between any two decisions (4.04.1)."""
    interjecting: bool = False
    """True while an interjection runs: its own decisions offer no further interjections."""
    record_level: RecordLevel = "full"
    checkpoint: Checkpoint | None = None
    """The latest point the game can be continued from by the state alone (Game.fork)."""
    phase_checkpoints: bool = True
    """Take a checkpoint at every phase start; without them (a run that never forks) a fork
    replays every answer from the game's start."""
    rederivable: Decision | None = None
    """The decision last asked through ``choose``: after an interjection it is built again."""
    rederiving: bool = False
    """True while ``choose`` builds its decision: an interjection that may kill a Senator (an
    Assassination) is offered only on such a decision, which nothing can leave stale."""

    def end_phase(self) -> None:
        """Run the phase hooks: the phase just finished is ``state.phase``."""
        for hook in self.phase_hooks:
            hook(self)

    def logs(self, act: Act) -> bool:
        """Whether ``record`` keeps an event of this act: ask before building a costly text."""
        return self.record_level == "full" or act in READ_BY_RULES

    def resumable(self, at: Position, resume: Callable[[Context], Procedure]) -> None:
        """Take a checkpoint: the game can go on from here by ``resume`` and the state alone.
        A game resumed from the checkpoint at ``at`` does not take it again."""
        if self.checkpoint is not None and (self.checkpoint.at == at or not self.phase_checkpoints):
            return
        self.checkpoint = Checkpoint(
            at, self.state.clone(), self.dice.getstate(), len(self.log), self.interjections, resume
        )

    def record(
        self,
        actor: str,
        act: Act,
        rule: str,
        text: str,
        dice: Sequence[int] = (),
        **data: object,
    ) -> None:
        """Append a log event at the current turn and phase (at the ``outcome`` record level,
        only an act some rule reads back)."""
        if not self.logs(act):
            return
        self.log.append(
            LogEvent(self.state.turn, self.state.phase, actor, act, rule, text, tuple(dice), data)
        )

    def ask(
        self,
        seat: int,
        kind: DecisionKind[Any],
        rule: str,
        options: Sequence[Option],
        prompt: str,
        **context: object,
    ) -> Decision:
        """A Decision of a declared ``kind`` (``engine/decisions.py``) for the faction in
        ``seat``; a Neutral may answer it with a tie (4.01.3), a Player may also take an
        interjection (4.04.1)."""
        is_player = self.state.factions[seat].is_player
        offered = OptionList([*options, *self.open_interjections(seat)] if is_player else options)
        # by position, as every decision of the game is made here: actor, kind, rule, options,
        # prompt, delegate_to, allow_tie, context
        return Decision(seat, declared(kind), rule, offered, prompt, None, not is_player, context)

    def open_interjections(self, seat: int) -> list[Option]:
        """The interjection options a Player's seat has now (none inside an interjection)."""
        if self.interjections is None or self.interjecting:
            return []
        return self.interjections(self, seat)

    def choose(self, build: Callable[[], Decision]) -> Generator[Decision, Choice, Choice]:
        """Ask the decision ``build`` makes from the current state and return the answer. If a
        Player's interjection runs first (an Assassination, a card played, 4.04.1), the
        decision is built again from the state it left: no option it offers is stale.
        ``build`` only reads the state."""
        while True:
            choice = yield from self.ask_afresh(build)
            if choice is not REDERIVE:
                return choice

    def ask_afresh(self, build: Callable[[], Decision]) -> Generator[Decision, Choice, Choice]:
        """Ask the decision ``build`` makes from the current state, once, with the interjections
        only such a decision offers; ``REDERIVE`` if one ran first (``choose`` asks again)."""
        self.rederiving = True
        try:
            decision = self.rederivable = build()
        finally:
            self.rederiving = False
        return (yield decision)

    def refresh(self, decision: Decision) -> Decision:
        """The same decision with its interjection options brought up to date."""
        if not isinstance(decision.options, OptionList):
            return decision
        own = [o for o in decision.options if not isinstance(o.value, Interjection)]
        return replace(
            decision, options=OptionList([*own, *self.open_interjections(decision.actor)])
        )

    def ask_amount(
        self,
        seat: int,
        kind: DecisionKind[Any],
        rule: str,
        low: int,
        high: int,
        prompt: str,
        **context: object,
    ) -> Decision:
        """A Decision of a declared ``kind`` on a whole amount from ``low`` to ``high``
        (talents, units)."""
        # by position, as in ``ask``: actor, kind, rule, options, prompt, delegate_to, allow_tie,
        # context
        amounts = AmountOptions(low, high)
        return Decision(seat, declared(kind), rule, amounts, prompt, None, False, context)

    def faction_name(self, seat: int) -> str:
        """A faction's display name: its role, with the Player number for Players."""
        faction = self.state.factions[seat]
        if faction.player is not None and self.options.players > 1:
            return f"Player {faction.player}"
        return faction.role

    def senator_actor(self, senator: SenatorView) -> str:
        """Who a Senator's act is logged under: his faction, or the Forum for an Unaligned one
        (1.07.311)."""
        return "Forum" if senator.faction is None else self.faction_name(senator.faction)

    def tie_break(
        self, candidates: Sequence[T], rule: str, why: str, name: Callable[[T], str] = str
    ) -> T:
        """Break a tie by 2d6 per candidate, highest wins, tied highs re-roll (1.04.8)."""
        contenders = list(candidates)
        if not contenders:
            raise ValueError("tie_break needs at least one candidate")
        while len(contenders) > 1:
            rolls = [sum(self.dice.roll(2, "tie_break", rule)) for _ in contenders]
            if self.logs("tie_break"):
                self.record(
                    "Game",
                    "tie_break",
                    "1.04.8",
                    f"2d6 tie-break for {why} ({rule}): "
                    + ", ".join(f"{name(c)} {r}" for c, r in zip(contenders, rolls, strict=True)),
                    dice=rolls,
                )
            best = max(rolls)
            contenders = [c for c, r in zip(contenders, rolls, strict=True) if r == best]
        return contenders[0]

    def best_by(
        self,
        candidates: Sequence[T],
        score: Callable[[T], tuple[int, ...] | int],
        rule: str,
        why: str,
        name: Callable[[T], str] = str,
    ) -> T:
        """The candidate with the highest score; ties broken by 2d6 (1.04.8)."""
        top = max(score(c) for c in candidates)
        return self.tie_break([c for c in candidates if score(c) == top], rule, why, name)
