"""The Game: runs the rules until someone must choose, then waits for ``apply``
(docs/architecture.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from engine.catalog import load_catalog
from engine.checkpoint import GAME_START, Checkpoint
from engine.context import (
    REDERIVE,
    Context,
    GameOptions,
    Interjection,
    Procedure,
    RecordLevel,
)
from engine.decision import (
    CHOICE_CLASSES,
    Amount,
    Choice,
    Decision,
    IllegalChoice,
    Option,
    Reason,
    TieBreak,
    with_reason,
)
from engine.determinize import redeal_hidden
from engine.dice import Dice
from engine.log import NEUTRAL_DECISION, LogEvent
from engine.outcome import GameEnded, GameResult
from engine.state import GameState
from engine.view import GameView, HiddenInformation

if TYPE_CHECKING:
    from engine.rules import Rules


@dataclass(frozen=True, slots=True)
class _Base:
    """The checkpoint a game was last at, and how many answers had been given then."""

    checkpoint: Checkpoint
    answers: int


@dataclass(frozen=True, slots=True)
class _Reseed:
    """A fork's new chance after ``answers`` answers: the dice from ``seed``, and for a
    determinization what ``seat`` cannot see re-dealt with them."""

    answers: int
    seed: int
    seat: int | None


class SeatError(ValueError):
    """A seat that is not in the game, or that is not the one to answer; the game is unchanged."""


@mypyc_attr(native_class=False)
class GameBroken(RuntimeError):
    """A game an exception left in a state it could not restore: it refuses every call. A
    plain Python class in the compiled build (README "Speed"), whose compiler makes no native
    subclass of RuntimeError."""


@mypyc_attr(allow_interpreted_subclasses=True)
class Game:
    """A seeded game of the Republic of Rome under a variant's rules (engine/rules.py).

    ``pending`` is the Decision the game waits on; ``apply`` accepts only one of its options.
    ``fork`` makes an independent copy, as it stands or with new chance. Table mode subclasses
    it outside the compiled modules (play/table.py; the compiled build, README "Speed").
    """

    def __init__(
        self, context: Context, procedure: Callable[[Context], Procedure], seed: int
    ) -> None:
        self._start(context, seed)
        context.resumable(GAME_START, procedure)
        assert context.checkpoint is not None
        self._base = _Base(context.checkpoint, 0)
        self._procedure = procedure(context)
        self._advance(None)

    def _start(self, context: Context, seed: int) -> None:
        self._ctx = context
        self.pending: Decision | None = None
        self.result: GameResult | None = None
        self.choices: list[str] = []
        self.reasons: dict[int, Reason] = {}
        """The Reason given with an answer (a Neutral's, 4.02.1), by its index in ``choices``."""
        self.seed = seed
        self._interjection: Procedure | None = None
        self._interrupted: Decision | None = None
        self._rederive = False
        """Whether the interrupted decision is built again once the interjection ends."""
        self._reseeds: list[_Reseed] = []
        """New chance given since the last checkpoint (``fork``), replayed by a fork of this."""
        self._views: dict[int, GameView] = {}
        """Each seat's view: a live window, kept so its stand-ins are made once a game."""
        self._broken: str | None = None
        """Why the game refuses every call: an answer failed and could not be undone."""

    @classmethod
    def new(
        cls,
        rules: Rules,
        options: GameOptions,
        seed: int,
        phase_hooks: Sequence[Callable[[Context], None]] = (),
        record: RecordLevel = "full",
        dice: Dice | None = None,
        checkpoints: bool = True,
    ) -> Game:
        """Set up a new game under a variant's ``rules`` (3.01-3.03 and theirs) and run it to its
        first decision; ``solo.game.new_game`` does this for section IV.

        ``phase_hooks`` run after every phase (and after set-up) with the rules' context;
        ``record`` is what the log keeps (engine/context.py ``RecordLevel``); ``dice`` replaces
        the seeded ``Dice(seed)`` (table mode enters what the table shows); without
        ``checkpoints`` only the game's start is one, so a fork replays the whole game (for runs
        that never fork: a checkpoint copies the state at every phase start).
        """
        context = Context(
            state=GameState(scenario=options.scenario),
            catalog=load_catalog(),
            dice=Dice(seed) if dice is None else dice,
            options=options,
            rules=rules,
            phase_hooks=list(phase_hooks),
            record_level=record,
            phase_checkpoints=checkpoints,
        )
        return cls(context, rules.game, seed)

    def fork(self, seat: int | None = None, reseed: int | None = None) -> Game:
        """An independent game at the same point: nothing done to one changes the other.

        - ``fork()``: continued with the same answers, it ends exactly as this game does (same
          state, digest and log); a game that is over forks to a copy of its end.
        - ``fork(reseed=K)``: the same present; all chance from now on (dice, chits, draws
          from a reshuffled deck, shuffles) comes from seed ``K``.
        - ``fork(seat=S, reseed=K)``: a determinization for seat ``S``: as ``reseed``, and what
          ``S`` cannot see is re-dealt at random consistently with what it has seen
          (engine/determinize.py); ``S``'s view (1.04.9) is unchanged. Best taken while ``S``
          is to answer: a decision pending for another seat may name its hidden cards.

        The fork copies the latest checkpoint (the last phase start, engine/checkpoint.py) and
        replays the answers given since; its log, answers, reasons and phase hooks are this
        game's so far. A reseeded fork keeps ``seed``, so its answers no longer replay from it.
        """
        if seat is not None and reseed is None:
            raise ValueError(
                "a determinization needs a new seed (reseed=K): future chance is hidden too"
            )
        self._check_working()
        if seat is not None:
            self._check_seat(seat)
        twin = self._replayed()
        if reseed is not None:
            twin._reseed(_Reseed(len(twin.choices), reseed, seat))
        return twin

    def _replayed(self, answers: int | None = None) -> Game:
        """A copy of this game made from its checkpoint and the answers since (``fork``), or
        only the first ``answers`` of them."""
        base = self._base.checkpoint
        own = self._ctx
        dice = own.dice.blank(self.seed)
        dice.setstate(base.dice)
        context = Context(
            state=base.state.clone(),
            catalog=own.catalog,
            dice=dice,
            options=own.options,
            rules=own.rules,
            log=own.log[: base.log_length],
            phase_hooks=list(own.phase_hooks),
            interjections=base.interjections,
            record_level=own.record_level,
            checkpoint=base,
            phase_checkpoints=own.phase_checkpoints,
        )
        twin = Game.__new__(Game)
        twin._start(context, self.seed)
        first = self._base.answers
        twin._base = self._base
        twin.choices = self.choices[:first]
        twin.reasons = {i: why for i, why in self.reasons.items() if i < first}
        twin._procedure = base.resume(context)
        twin._advance(None)
        reseeds = iter(self._reseeds)
        upcoming = next(reseeds, None)
        given = len(self.choices) if answers is None else answers
        for index in range(first, given + 1):
            while upcoming is not None and upcoming.answers == index:
                twin._reseed(upcoming)
                upcoming = next(reseeds, None)
            if index < given:
                twin._replay(self.choices[index], self.reasons.get(index))
        return twin

    def _replay(self, key: str, why: Reason | None) -> None:
        """Give the pending decision an answer given before, with its Reason (``fork``)."""
        if why is None or self.pending is None:
            self.apply(key)
        else:
            self.apply(with_reason(self.pending.resolve(key), why.rule, why.text))

    def _reseed(self, reseed: _Reseed) -> None:
        """New chance from here: new dice, a reshuffled deck and, for a seat, what it cannot
        see re-dealt (``fork``)."""
        dice = Dice(reseed.seed)
        dice.enter(self._ctx.dice.moment)
        redeal_hidden(self._ctx, reseed.seat, dice)
        self._ctx.dice = dice
        self._reseeds.append(reseed)

    @property
    def state(self) -> GameState:
        """The live state (read it; change it only through ``apply``)."""
        return self._ctx.state

    @property
    def context(self) -> Context:
        """The rules' working context (state, data, dice, log)."""
        return self._ctx

    @property
    def options(self) -> GameOptions:
        """Scenario, number of Players and ruling switches."""
        return self._ctx.options

    @property
    def log(self) -> list[LogEvent]:
        """Every event so far, in order."""
        return self._ctx.log

    @property
    def over(self) -> bool:
        """True once a victory or defeat condition has ended the game (1.12, 4.08)."""
        return self.result is not None

    def view(self, seat: object) -> GameView:
        """What the faction in ``seat`` may see (1.04.9, 4.01.1); SeatError for anything but a
        seat in the game (``seat`` may come from a network client: any value is checked)."""
        view = self._views.get(seat) if type(seat) is int else None
        if view is None:
            checked = self._check_seat(seat)
            view = self._views[checked] = GameView(self._ctx, checked, self._determinization)
        return view

    def _check_seat(self, seat: object) -> int:
        """``seat`` if it is a whole number naming a faction of this game; SeatError if not."""
        seats = len(self._ctx.state.factions)
        if type(seat) is not int or not 0 <= seat < seats:
            shown = repr(seat)[:20]
            raise SeatError(f"no faction sits in seat {shown}: seats are 0..{seats - 1}")
        return seat

    def _determinization(self, seat: int, reseed: int) -> Game:
        """``fork(seat=seat, reseed=reseed)`` for the seat that is to answer (GameView
        ``determinized``): a decision pending for another seat may name its hidden cards."""
        pending = self.pending
        if pending is None or seat != pending.seat_to_answer:
            raise HiddenInformation(f"seat {seat} is not to answer: no determinization for it")
        return self.fork(seat=seat, reseed=reseed)

    def apply(self, choice: object, seat: object = None) -> None:
        """Answer the pending decision with one of its options (or its key).

        A Neutral's own answer that carries a Reason (``engine.decision.with_reason``, as the
        NeutralBot's do) is logged as its act, naming the rule (4.02.1). Raises IllegalChoice,
        leaving the game unchanged, for anything else, whatever its type. A caller that names
        its ``seat`` (a network seat, any value checked) may answer only a decision that seat is
        to answer, its own or one delegated to it (4.02.2); SeatError otherwise.

        Atomic: if the rules raise while they carry the answer out, the game is put back as
        it was before the call (state, answers, log, pending decision; by replay from the
        last checkpoint, so it costs nothing until it is needed) and the exception goes on;
        take ``state``, ``context`` and views again. A game that cannot be put back (table
        chance, an interrupt) is marked broken and refuses every further call (GameBroken).
        """
        if self._broken is not None:
            self._check_working()
        decision = self.pending
        if decision is None:
            raise IllegalChoice("no decision is pending: the game is over or not running")
        if seat is not None:
            self._check_seat(seat)
            if seat != decision.seat_to_answer:
                raise SeatError(
                    f"seat {seat} may not answer {decision.kind}: "
                    f"seat {decision.seat_to_answer} is to answer it"
                )
        legal = decision.resolve(choice)
        answered = len(self.choices)
        try:
            self._carry_out(decision, choice, legal)
        except BaseException as failure:
            self._undo(answered, failure)
            raise

    def _carry_out(self, decision: Decision, choice: object, legal: Choice) -> None:
        """Record a legal answer (``choice`` resolved to ``legal``) and run the rules on to the
        next decision (``apply``)."""
        why = choice.why if isinstance(choice, CHOICE_CLASSES) else None
        if why is not None:
            self.reasons[len(self.choices)] = why
        self.choices.append(legal.key)
        if isinstance(legal, TieBreak):
            legal = self._break_tie(decision, legal)
        if why is not None and self._ctx.logs(NEUTRAL_DECISION):  # the ``outcome`` level drops them
            self._record_neutral_decision(decision, legal, why)
        if isinstance(legal, Option) and isinstance(legal.value, Interjection):
            self._interrupted = decision
            self._rederive = self._ctx.rederivable is decision
            self._ctx.interjecting = True
            self._interjection = legal.value.run(self._ctx)
            self._advance(None)
        else:
            self._advance(legal)

    def _undo(self, answered: int, failure: BaseException) -> None:
        """Put the game back as it was with ``answered`` answers given, by replay from the
        last checkpoint; mark it broken when that cannot be done (``apply``)."""
        why = f"answer {answered + 1} failed ({type(failure).__name__}: {str(failure)[:200]})"
        if not isinstance(failure, Exception) or type(self._ctx.dice) is not Dice:
            self._broken = f"{why}; the game cannot be put back"
            return
        del self.choices[answered:]
        self.reasons.pop(answered, None)
        try:
            twin = self._replayed()
        except Exception as replay_failure:  # the replay of good answers failed as well
            self._broken = f"{why}; putting it back failed too ({replay_failure})"
            return
        self._become(twin)

    def _become(self, twin: Game) -> None:
        """Take every attribute of ``twin``, a replay of this game (``_undo``): named one by one,
        as the compiled build's Game has no ``__dict__`` to copy (README "Speed")."""
        self._ctx = twin._ctx
        self.pending = twin.pending
        self.result = twin.result
        self.choices = twin.choices
        self.reasons = twin.reasons
        self.seed = twin.seed
        self._interjection = twin._interjection
        self._interrupted = twin._interrupted
        self._rederive = twin._rederive
        self._reseeds = twin._reseeds
        self._views = twin._views
        self._broken = twin._broken
        self._base = twin._base
        self._procedure = twin._procedure

    def _check_working(self) -> None:
        """GameBroken once an answer left the game in a state it could not put back."""
        if self._broken is not None:
            raise GameBroken(f"this game is broken and refuses every call: {self._broken}")

    def _record_neutral_decision(
        self, decision: Decision, chosen: Option | Amount, why: Reason
    ) -> None:
        """Log a Neutral's own decision with the section IV rule that made it (4.02.1). A
        delegated decision is the Dominant Player's act (4.02.2) and a Player's reasons are his
        own: neither is logged here. Called only where the record level keeps the act."""
        if decision.delegate_to is not None or self._ctx.state.factions[decision.actor].is_player:
            return
        name = (chosen.label or chosen.key) if isinstance(chosen, Option) else chosen.key
        self._ctx.record(
            self._ctx.faction_name(decision.actor),
            NEUTRAL_DECISION,
            why.rule,
            why.explain(name),
            kind=decision.kind,
            choice=chosen.key,
        )

    def _resume(self) -> None:
        """An interjection has finished: ask the interrupted decision again (4.04.1), built
        afresh from the state it left when it was asked through ``Context.choose``."""
        assert self._interrupted is not None
        self._interjection = None
        self._ctx.interjecting = False
        interrupted, self._interrupted = self._interrupted, None
        if self._rederive:
            self._advance(REDERIVE)
        else:
            self.pending = self._ctx.refresh(interrupted)

    def _break_tie(self, decision: Decision, tie: TieBreak) -> Option:
        options = [decision.options.find(k) for k in tie.keys]
        chosen = self._ctx.tie_break(
            [o for o in options if isinstance(o, Option)],
            decision.rule,
            f"{decision.kind} of {self._ctx.faction_name(decision.actor)}",
            name=lambda o: o.label or o.key,
        )
        return chosen

    def _advance(self, choice: Choice | None) -> None:
        procedure = self._interjection or self._procedure
        try:
            if choice is None:
                self.pending = next(procedure)
            else:
                self.pending = procedure.send(choice)
        except StopIteration:
            if self._interjection is not None:
                self._resume()
            else:
                self.pending = None
        except GameEnded as ended:
            self.pending = None
            self.result = ended.result
        checkpoint = self._ctx.checkpoint
        if checkpoint is not self._base.checkpoint:
            assert checkpoint is not None
            self._base = _Base(checkpoint, len(self.choices))
            self._reseeds = []
