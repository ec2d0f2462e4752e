"""A game a person plays (4.01.1): the bots answer every Neutral decision until a human one is
pending; the human's answers can be undone by replay and are autosaved in save format 2.

The model knows nothing of screens: ``play/app.py`` shows it, tests and benchmarks drive it.
The game comes from one factory (``GameFactory``), so a variant such as table mode, where
chance is entered from the physical board, plugs in its own."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bots.neutral import NeutralBot
from engine.context import GameOptions
from engine.decision import AmountOptions, Decision, IllegalChoice
from engine.game import Game
from engine.log import LogEvent
from engine.outcome import GameResult
from engine.report import state_digest
from engine.view import GameView
from guidelines.loader import GuidelineSet
from play.summary import EndSummary, end_summary
from solo.game import new_game
from solo.save import (
    Answer,
    SaveFileError,
    apply_answer,
    read_save,
    save_record,
    saved_answers,
    saved_options,
    write_save,
)
from solo.scenario import GameSetupError, player_seats


@dataclass(frozen=True, slots=True)
class PlaySetup:
    """What a new game is made from: scenario, number of Players, seed and ruling options."""

    scenario: str = "early"
    players: int = 1
    seed: int = 1
    options: GameOptions = field(default_factory=GameOptions)


GameFactory = Callable[[PlaySetup], Game]
"""Makes the session's Game (run to its first decision) from a setup; the one seam where a
variant of play (table mode) supplies a different game."""


def solo_game(setup: PlaySetup) -> Game:
    """The section IV game of ``solo.game.new_game`` (4.01.1); GameSetupError on bad input."""
    return new_game(setup.scenario, setup.players, setup.seed, options=setup.options)


def default_save_path() -> Path:
    """The autosave file in the user's data directory: $XDG_DATA_HOME/ror/autosave.json
    (~/.local/share/ror/autosave.json when XDG_DATA_HOME is unset)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "ror" / "autosave.json"


def decider(decision: Decision) -> int:
    """The seat that answers a decision: the Dominant Player for a delegated one (4.02.2)."""
    return decision.actor if decision.delegate_to is None else decision.delegate_to


class PlaySession:
    """One game played by one or two people at this screen, the Neutrals by the NeutralBot.

    ``pending`` is the human decision waiting (None once the game is over); ``answer`` gives it,
    ``undo`` takes the last human answer back. Every human answer is autosaved to ``save_path``.
    """

    def __init__(
        self,
        setup: PlaySetup,
        save_path: Path,
        factory: GameFactory = solo_game,
        answers: Sequence[Answer] = (),
    ) -> None:
        self.setup = setup
        self.save_path = save_path
        self.humans = player_seats(setup.players)
        self._factory = factory
        self._guidelines = GuidelineSet.default()
        self._bot = NeutralBot(self._guidelines)
        self._human_answers: list[int] = []
        """Where each human answer stands in ``game.choices``, oldest first."""
        self.game = self._replay(answers)
        self.last_seat = self.humans[0]
        """The human seat that answered last: whose hand the screen may show between turns."""

    @classmethod
    def new(
        cls, setup: PlaySetup, save_path: Path, factory: GameFactory = solo_game
    ) -> PlaySession:
        """Set up a new game, run the bots to the first human decision and save it."""
        session = cls(setup, save_path, factory)
        session.run_bots()
        session.save()
        return session

    @classmethod
    def resume(
        cls, path: Path, save_path: Path | None = None, factory: GameFactory = solo_game
    ) -> PlaySession:
        """Continue a saved game: replay its answers, check its digest; SaveFileError naming
        the problem for a missing, corrupt or unplayable file. It goes on saving to
        ``save_path``, or to the file it came from."""
        record = read_save(path)
        setup = PlaySetup(
            record.scenario, record.players, record.seed, saved_options(record.options, str(path))
        )
        try:
            session = cls(setup, save_path or path, factory, record.answers)
        except (GameSetupError, SaveFileError) as exc:
            raise SaveFileError(f"{path}: {exc}") from None
        if state_digest(session.game.state) != record.digest:
            raise SaveFileError(f"{path}: replayed state does not match the saved digest")
        session.run_bots()
        return session

    def _replay(self, answers: Sequence[Answer]) -> Game:
        """A fresh game given ``answers`` in order, noting which were human (no bot asked)."""
        game = self._factory(self.setup)
        self._human_answers = []
        for number, answer in enumerate(answers, start=1):
            if game.pending is not None and decider(game.pending) in self.humans:
                self._human_answers.append(len(game.choices))
            try:
                apply_answer(game, answer)
            except IllegalChoice as exc:
                raise SaveFileError(f"choice {number} does not replay: {exc}") from None
        return game

    def run_bots(self) -> None:
        """Let the NeutralBot answer until a human decision is pending or the game is over;
        a decision delegated to the Dominant Player is his (4.02.2)."""
        game = self.game
        while game.pending is not None and (seat := decider(game.pending)) not in self.humans:
            game.apply(self._bot.decide(game.view(seat), game.pending))

    @property
    def pending(self) -> Decision | None:
        """The human decision waiting, or None once the game is over."""
        return self.game.pending

    @property
    def seat(self) -> int:
        """The human seat to answer now, or the one that answered last."""
        pending = self.game.pending
        return self.last_seat if pending is None else decider(pending)

    @property
    def over(self) -> bool:
        """True once the game has ended (1.12, 4.08)."""
        return self.game.over

    @property
    def result(self) -> GameResult | None:
        """How the game ended, once it has."""
        return self.game.result

    def view(self, seat: int | None = None) -> GameView:
        """What a seat may see (1.04.9, 4.01.1): the deciding human's by default."""
        return self.game.view(self.seat if seat is None else seat)

    def seat_name(self, seat: int) -> str:
        """A faction's display name: Player 1 / Player 2, Player in solitaire, or its role."""
        return self.game.context.faction_name(seat)

    def answer(self, key: str) -> None:
        """Give the pending human decision the option with this key (an amount as its number),
        run the bots to the next human decision and autosave. IllegalChoice, changing nothing,
        for a key that is not one of the options offered."""
        decision = self.game.pending
        if decision is None:
            raise IllegalChoice("no decision is pending: the game is over")
        if decision.options.find(key) is None:
            raise IllegalChoice(f"{key!r} is not an option of {decision.kind} ({decision.rule})")
        index = len(self.game.choices)
        self.game.apply(key)
        self._human_answers.append(index)
        self.last_seat = decider(decision)
        self.run_bots()
        self.save()

    @property
    def can_undo(self) -> bool:
        """True if a human answer can be taken back."""
        return bool(self._human_answers)

    def undo(self) -> bool:
        """Go back to just before the last human answer by replaying every answer before it
        from the seed, so every die and card comes out as before; False if there is none."""
        if not self._human_answers:
            return False
        answers = saved_answers(self.game)[: self._human_answers[-1]]
        self.game = self._replay(answers)
        self.run_bots()
        self.save()
        return True

    def save(self, path: Path | None = None) -> Path:
        """Write the game in save format 2 (solo/save.py) to ``path`` or ``save_path``,
        replacing the file whole; SaveFileError if it cannot be written."""
        target = path or self.save_path
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveFileError(f"{target.parent}: cannot make directory: {exc.strerror}") from None
        partial = target.with_name(target.name + ".part")
        write_save(save_record(self.game, self._guidelines.hashes()), partial)
        partial.replace(target)
        return target

    def log_newest_first(self) -> list[LogEvent]:
        """Every event so far, the newest first."""
        return self.game.log[::-1]

    def summary(self) -> EndSummary:
        """The end of the game in numbers (who won by which rule, turns, wars, losses)."""
        return end_summary(self.game)


def amount_range(decision: Decision) -> tuple[int, int] | None:
    """The bounds of an amount decision, None for a list of options."""
    options = decision.options
    return (options.low, options.high) if isinstance(options, AmountOptions) else None
