"""A game a person plays (4.01.1): the bots answer every Neutral decision until a human one is
pending; the human's answers can be undone by replay and are autosaved in save format 2.

The model knows nothing of screens: ``play/app.py`` shows it, tests and benchmarks drive it.
The game is a ``Match`` made by one factory from the setup and the history (answers and chance
entries): a seeded game, or in table mode (play/table.py) one whose every die, draw and chit the
person enters from the physical board. Undo and resume rebuild it from a shorter or saved
history, so chance comes out as before."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from bots.agent import Agent
from bots.neutral import NeutralBot
from bots.seating import player_agent_seed, player_bot
from engine.context import GameOptions
from engine.decision import AmountOptions, Choice, Decision, IllegalChoice, with_reason
from engine.game import Game
from engine.outcome import GameResult
from engine.quoting import named
from engine.report import state_digest
from engine.view import GameView
from guidelines.loader import GuidelineSet
from play.table import TableGame, TableReplayError, is_chance
from presentation import words
from presentation.autopass import auto_answer, auto_line
from presentation.ending import Ending, ending
from presentation.model import DecisionView, Line
from presentation.options import decision_view
from presentation.recap import Mark, Recap, mark, recap
from presentation.warnings import Alert, warnings
from solo.decisions import SPOILS_TRIBUNE
from solo.game import new_game
from solo.save import (
    Answer,
    SaveFile,
    SaveFileError,
    apply_answer,
    read_save,
    save_record,
    saved_answers,
    saved_options,
    write_save,
)
from solo.scenario import GameSetupError, player_seats
from solo.spoils_types import ALLOW


@dataclass(frozen=True, slots=True)
class PlaySetup:
    """What a new game is made from: scenario, number of Players, seed and ruling options; in
    table mode (``table``) chance is entered from the table and the seed is unused."""

    scenario: str = "early"
    players: int = 1
    seed: int = 1
    options: GameOptions = field(default_factory=GameOptions)
    table: bool = False
    opponent: str | None = None
    """In a two-player game, the Player bot (``heuristic``, ``search``, ``module:Class``)
    playing the second Player seat against the person, seeing only its own view."""


class Match(Protocol):
    """A game as the session plays it: the decision waiting (a chance event to enter first, in
    table mode), an answer to it, and what a save file records."""

    @property
    def game(self) -> Game:
        """The game as it stands: its state, log, views and answers so far."""
        ...

    @property
    def pending(self) -> Decision | None:
        """What the game waits on; None once it is over."""
        ...

    @property
    def chance(self) -> Sequence[str]:
        """Every chance entry made at the table, in order (none in a seeded game)."""
        ...

    @property
    def chance_before(self) -> Sequence[int]:
        """For each answer in ``game.choices``: how many chance entries were used before it."""
        ...

    def apply(self, choice: Choice | str, seat: int | None = None) -> None:
        """Answer the pending decision; IllegalChoice, changing nothing, for a wrong one. A
        ``seat`` named may answer only its own decision (SeatError, engine/game.py); a chance
        entry is the table's, whoever enters it."""
        ...

    def record(self, guideline_hashes: Mapping[str, str] | None = None) -> SaveFile:
        """The save file of the game as it stands (solo/save.py)."""
        ...


MatchFactory = Callable[[PlaySetup, Sequence[Answer], Sequence[str]], Match]
"""Makes the session's game from a setup, answers and chance entries, run to its first decision
after them; GameSetupError for a bad setup, SaveFileError for a history that does not replay.
The one seam where a variant of play supplies a different game."""


class SeededMatch:
    """The section IV game of ``solo.game.new_game`` (4.01.1): chance comes from the seed."""

    chance: Sequence[str] = ()

    def __init__(self, setup: PlaySetup, answers: Sequence[Answer]) -> None:
        self.game = new_game(setup.scenario, setup.players, setup.seed, options=setup.options)
        for number, answer in enumerate(answers, start=1):
            try:
                apply_answer(self.game, answer)
            except IllegalChoice as exc:
                raise SaveFileError(f"choice {number} does not replay: {exc}") from None

    @property
    def pending(self) -> Decision | None:
        """The game's decision."""
        return self.game.pending

    @property
    def chance_before(self) -> Sequence[int]:
        """No answer waits on the table."""
        return [0] * len(self.game.choices)

    def apply(self, choice: Choice | str, seat: int | None = None) -> None:
        """Answer the game's decision, as ``seat`` if one is named (4.02.2)."""
        self.game.apply(choice, seat)

    def record(self, guideline_hashes: Mapping[str, str] | None = None) -> SaveFile:
        """The save file: seed and answers."""
        return save_record(self.game, guideline_hashes)


def play_match(setup: PlaySetup, answers: Sequence[Answer], chance: Sequence[str]) -> Match:
    """A seeded game, or a table game (play/table.py) when ``setup.table`` is set."""
    if not setup.table:
        if chance:
            raise SaveFileError("a seeded game takes no chance entries")
        return SeededMatch(setup, answers)
    try:
        return TableGame(setup.scenario, setup.players, setup.options, answers, chance)
    except TableReplayError as exc:
        raise SaveFileError(str(exc)) from None


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

    ``pending`` is the human decision waiting (None once the game is over): a decision of the
    game or, in table mode, a chance event to enter. ``answer`` gives it, ``undo`` takes the
    last human answer or chance entry back. Every human answer is autosaved to ``save_path``.
    """

    def __init__(
        self,
        setup: PlaySetup,
        save_path: Path,
        factory: MatchFactory = play_match,
        answers: Sequence[Answer] = (),
        chance: Sequence[str] = (),
        guidelines: GuidelineSet | None = None,
    ) -> None:
        self.setup = setup
        self.save_path = save_path
        self._opponents = opponents(setup)
        self.humans = tuple(s for s in player_seats(setup.players) if s not in self._opponents)
        self._factory = factory
        self._guidelines = guidelines or GuidelineSet.default()
        self._bot = NeutralBot(self._guidelines)
        self.match = factory(setup, answers, chance)
        self.last_seat = self.humans[0]
        """The human seat that answered last: whose hand the screen may show between turns."""
        self.auto_pass = True
        """Whether the program answers decisions no answer can change (presentation/autopass)."""
        self._marks: dict[int, Mark] = {}
        self._auto: dict[int, list[Line]] = {}
        self._stood: dict[int, tuple[int, int]] = {}
        """By seat, the turn and answer index of its last "let the pick stand" (4.05.419)."""

    @classmethod
    def new(
        cls,
        setup: PlaySetup,
        save_path: Path,
        factory: MatchFactory = play_match,
        guidelines: GuidelineSet | None = None,
    ) -> PlaySession:
        """Set up a new game, run the bots (playing by ``guidelines``, the printed cards by
        default) to the first human decision and save it."""
        session = cls(setup, save_path, factory, guidelines=guidelines)
        session.run_bots()
        session.save()
        return session

    @classmethod
    def resume(
        cls,
        path: Path,
        save_path: Path | None = None,
        factory: MatchFactory = play_match,
        guidelines: GuidelineSet | None = None,
        opponent: str | None = None,
    ) -> PlaySession:
        """Continue a saved game, seeded or table mode: replay its answers (and chance
        entries), check its digest; SaveFileError naming the problem for a missing, corrupt or
        unplayable file. It goes on saving to ``save_path``, or to the file it came from."""
        record = read_save(path)
        options = saved_options(record.options, str(path))
        table = record.table_chance is not None
        setup = PlaySetup(record.scenario, record.players, record.seed, options, table, opponent)
        try:
            session = cls(
                setup,
                save_path or path,
                factory,
                record.answers,
                record.table_chance or (),
                guidelines,
            )
        except (GameSetupError, SaveFileError) as exc:
            raise SaveFileError(f"{named(path)}: {exc}") from None
        if state_digest(session.game.state) != record.digest:
            raise SaveFileError(f"{named(path)}: replayed state does not match the saved digest")
        session.run_bots()
        return session

    @property
    def neutral_guidelines(self) -> GuidelineSet:
        """The Guidelines the Neutrals play by (printed, --guidelines files or a preset)."""
        return self._guidelines

    @property
    def game(self) -> Game:
        """The game as it stands."""
        return self.match.game

    @property
    def table(self) -> bool:
        """True in table mode: chance is entered from the physical board."""
        return self.setup.table

    def run_bots(self) -> None:
        """Let the NeutralBot (and an opponent Player bot) answer until a human decision is
        pending or the game is over; a decision delegated to the Dominant Player is his
        (4.02.2); a chance event to enter is the person's. With ``auto_pass`` a human decision
        no answer can change is answered too, and kept for the recap."""
        match = self.match
        while (pending := match.pending) is not None:
            seat = decider(pending)
            game = match.game
            if seat in self.humans:
                answer = None
                if self.auto_pass:
                    answer = auto_answer(game, seat, pending, self._let_stand(seat))
                if answer is None:
                    return
                self._auto.setdefault(seat, []).append(auto_line(game, seat, pending, answer))
                match.apply(answer)
            elif seat in self._opponents:
                choice = self._opponents[seat].decide(game.view(seat), pending)
                match.apply(with_reason(choice, pending.rule, OPPONENT))
            else:
                match.apply(self._bot.decide(game.view(seat), pending))

    @property
    def pending(self) -> Decision | None:
        """The human decision waiting, or None once the game is over."""
        return self.match.pending

    @property
    def seat(self) -> int:
        """The human seat to answer now, or the one that answered last (who also enters what
        the table shows)."""
        pending = self.match.pending
        return self.last_seat if pending is None or is_chance(pending) else decider(pending)

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
        """A faction's display name: Player 1 / Player 2, Player in solitaire, or its role; an
        opponent Player bot's is marked as a bot ("Player 2 (bot)")."""
        name = self.game.context.faction_name(seat)
        return f"{name} (bot)" if seat in self._opponents else name

    def answer(self, key: str, seat: int | None = None) -> None:
        """Give the pending human decision the option with this key (an amount as its number),
        run the bots to the next human decision and autosave. IllegalChoice, changing nothing,
        for a key that is not one of the options offered; SeatError, changing nothing, when a
        ``seat`` is named (an answer from the network) that is not the one to answer."""
        decision = self.match.pending
        if decision is None:
            raise IllegalChoice("no decision is pending: the game is over")
        if decision.options.find(key) is None:
            raise IllegalChoice(words.refusal(decision, key))
        deciding = self.seat
        before = mark(self.game)
        if decision.kind == SPOILS_TRIBUNE and key == ALLOW:
            self._stood[deciding] = (self.game.state.turn, len(self.game.choices))
        self.match.apply(key, seat)
        self._marks[deciding] = before
        self._auto[deciding] = []
        if not is_chance(decision):
            self.last_seat = decider(decision)
        self.run_bots()
        self.save()

    def _let_stand(self, seat: int) -> bool:
        """True if ``seat`` let a pick stand rather than veto it with a Tribune this turn, by
        an answer not since undone: it is asked once a Spoils (4.05.419, issue 30, 9)."""
        turn, index = self._stood.get(seat, (-1, -1))
        choices = self.game.choices
        return turn == self.game.state.turn and index < len(choices) and choices[index] == ALLOW

    def _undo_point(self) -> tuple[int, int] | None:
        """How many answers and chance entries stand before the last human act (an answer or
        a chance entry), None if there is none. A person's answer is one given without a
        Reason: the NeutralBot gives one with every answer (4.02.1)."""
        choices = len(self.game.choices)
        reasons = self.game.reasons
        entries = len(self.match.chance)
        before = self.match.chance_before
        human = next((i for i in reversed(range(choices)) if i not in reasons), None)
        if human is not None and before[human] == entries:
            return human, entries
        if entries:
            return sum(1 for used in before if used < entries), entries - 1
        return None

    @property
    def can_undo(self) -> bool:
        """True if a human answer or chance entry can be taken back."""
        return self._undo_point() is not None

    def chance_since_undo_point(self) -> bool:
        """True if chance came out (a die, a card, a chit; an entry at the table) since the act
        ``undo`` would take back: taking it back would let a person act again knowing it. The
        game just before that act is replayed and its dice compared with the game's now."""
        point = self._undo_point()
        if point is None:
            return False
        answers, entries = point
        if entries != len(self.match.chance):
            return True
        before = self._factory(self.setup, saved_answers(self.game)[:answers], self.match.chance)
        return before.game.context.dice.getstate() != self.game.context.dice.getstate()

    def undo(self) -> bool:
        """Go back to just before the last human answer or chance entry by replaying every
        answer and entry before it, so every die and card comes out as before (from the seed,
        or from the entries made at the table); False if there is none."""
        point = self._undo_point()
        if point is None:
            return False
        answers, entries = point
        kept = saved_answers(self.game)[:answers]
        self.match = self._factory(self.setup, kept, list(self.match.chance)[:entries])
        self._marks.clear()
        self._auto.clear()
        self.run_bots()
        self.save()
        return True

    def save(self, path: Path | None = None) -> Path:
        """Write the game in save format 2 (solo/save.py; with its chance entries in table
        mode) to ``path`` or ``save_path``, replacing the file whole; SaveFileError if it
        cannot be written."""
        target = path or self.save_path
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveFileError(f"{target.parent}: cannot make directory: {exc.strerror}") from None
        write_save(self.match.record(self._guidelines.hashes()), target)
        return target

    def ending(self) -> Ending:
        """The end of the game in numbers: who won by which rule, on which turn, every
        faction's final Influence and votes, wars and losses (presentation/ending)."""
        return ending(self.game)

    def decision_view(self) -> DecisionView | None:
        """The pending decision with its numbers, as the seat answering it sees them."""
        pending = self.match.pending
        return None if pending is None else decision_view(self.game, self.seat, pending)

    def recap(self) -> Recap | None:
        """What happened since the seat now deciding last answered, with the decisions
        answered for it; None before its first answer or after an undo."""
        seat = self.seat
        since = self._marks.get(seat)
        if since is None:
            return None
        return recap(self.game, seat, since, self._auto.get(seat, ()))

    def warnings(self) -> list[Alert]:
        """The warnings that apply now for the seat deciding."""
        return warnings(self.game, self.seat)


OPPONENT = "the opponent Player bot's answer"
"""The Reason an opponent bot's answer carries, so undo passes over it as over a Neutral's."""


def opponents(setup: PlaySetup) -> dict[int, Agent]:
    """The Player bot in the last Player seat when ``setup.opponent`` names one; GameSetupError
    for one-player games or a spec naming no bot."""
    if setup.opponent is None:
        return {}
    if setup.players != 2:
        raise GameSetupError("--opponent needs --players 2: it plays the second Player")
    seat = player_seats(2)[-1]
    try:
        factory = player_bot(setup.opponent)
    except ValueError as exc:
        raise GameSetupError(str(exc)) from None
    return {seat: factory(player_agent_seed(setup.seed, seat))}


def amount_range(decision: Decision) -> tuple[int, int] | None:
    """The bounds of an amount decision, None for a list of options."""
    options = decision.options
    return (options.low, options.high) if isinstance(options, AmountOptions) else None
