"""The Game: runs the rules until someone must choose, then waits for ``apply`` (DESIGN.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from engine.catalog import load_catalog
from engine.context import Context, GameOptions, Interjection, Procedure
from engine.decision import Amount, Choice, Decision, IllegalChoice, Option, Reason, TieBreak
from engine.dice import Dice
from engine.log import NEUTRAL_DECISION, LogEvent
from engine.outcome import GameEnded, GameResult
from engine.state import GameState
from engine.view import GameView

if TYPE_CHECKING:
    from engine.rules import Rules


class Game:
    """A seeded game of the Republic of Rome under a variant's rules (engine/rules.py).

    ``pending`` is the Decision the game waits on; ``apply`` accepts only one of its options.
    """

    def __init__(
        self, context: Context, procedure: Callable[[Context], Procedure], seed: int
    ) -> None:
        self._ctx = context
        self._procedure = procedure(context)
        self.pending: Decision | None = None
        self.result: GameResult | None = None
        self.choices: list[str] = []
        self.reasons: dict[int, Reason] = {}
        """The Reason given with an answer (a Neutral's, 4.02.1), by its index in ``choices``."""
        self.seed = seed
        self._interjection: Procedure | None = None
        self._interrupted: Decision | None = None
        self._advance(None)

    @classmethod
    def new(
        cls,
        rules: Rules,
        options: GameOptions,
        seed: int,
        phase_hooks: Sequence[Callable[[Context], None]] = (),
        dice: Dice | None = None,
    ) -> Game:
        """Set up a new game under a variant's ``rules`` (3.01-3.03 and theirs) and run it to its
        first decision; ``solo.game.new_game`` does this for section IV.

        ``phase_hooks`` run after every phase (and after set-up) with the rules' context.
        ``dice`` replaces the seeded ``Dice(seed)`` (table mode enters what the table shows).
        """
        context = Context(
            state=GameState(scenario=options.scenario),
            catalog=load_catalog(),
            dice=Dice(seed) if dice is None else dice,
            options=options,
            rules=rules,
            phase_hooks=list(phase_hooks),
        )
        return cls(context, rules.game, seed)

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

    def view(self, seat: int) -> GameView:
        """What the faction in ``seat`` may see (1.04.9, 4.01.1)."""
        return GameView(self._ctx, seat)

    def apply(self, choice: Choice | str) -> None:
        """Answer the pending decision with one of its options (or its key).

        A Neutral's own answer that carries a Reason (``engine.decision.with_reason``, as the
        NeutralBot's do) is logged as its act, naming the rule (4.02.1). Raises IllegalChoice,
        leaving the game unchanged, for anything else.
        """
        decision = self.pending
        if decision is None:
            raise IllegalChoice("no decision is pending: the game is over or not running")
        legal = decision.resolve(choice)
        if not isinstance(choice, str) and choice.why is not None:
            self.reasons[len(self.choices)] = choice.why
        self.choices.append(legal.key)
        if isinstance(legal, TieBreak):
            legal = self._break_tie(decision, legal)
        if not isinstance(choice, str) and choice.why is not None:
            self._record_neutral_decision(decision, legal, choice.why)
        if isinstance(legal, Option) and isinstance(legal.value, Interjection):
            self._interrupted = decision
            self._ctx.interjecting = True
            self._interjection = legal.value.run(self._ctx)
            self._advance(None)
        else:
            self._advance(legal)

    def _record_neutral_decision(
        self, decision: Decision, chosen: Option | Amount, why: Reason
    ) -> None:
        """Log a Neutral's own decision with the section IV rule that made it (4.02.1). A
        delegated decision is the Dominant Player's act (4.02.2) and a Player's reasons are his
        own: neither is logged here."""
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
        """An interjection has finished: ask the interrupted decision again (4.04.1)."""
        assert self._interrupted is not None
        self._interjection = None
        self._ctx.interjecting = False
        self.pending = self._ctx.refresh(self._interrupted)
        self._interrupted = None

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
