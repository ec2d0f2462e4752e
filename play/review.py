"""`ror play --review FILE`: step backward and forward through a saved or finished game,
showing the board at every decision with the decision's options, their numbers and the answer
given. Each step rebuilds the game from the save's first answers (and chance entries, in table
mode), so what is shown is exactly what the deciding faction saw."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Static

from engine.game import Game
from engine.quoting import named
from engine.report import state_digest
from guidelines.loader import GuidelineSet
from play.app import LOG_EVENTS, board_column, group_text, show_board
from play.board import status_line
from play.session import Match, PlaySetup, decider, play_match
from presentation.ending import ending
from presentation.log import phase_groups
from presentation.options import decision_view
from solo.save import Answer, SaveFileError, apply_answer, read_save, saved_options


@dataclass(frozen=True, slots=True)
class Review:
    """A saved game to step through: its setup, answers and chance entries, and, for each
    answer, how many chance entries came before it. ``steps`` are the answers a person gave
    (those without a Reason); with ``every`` each answer is a step."""

    setup: PlaySetup
    answers: tuple[Answer, ...]
    chance: tuple[str, ...]
    before: tuple[int, ...]
    guidelines: GuidelineSet

    @classmethod
    def load(cls, path: Path, guidelines: GuidelineSet) -> Review:
        """Read and replay a save; SaveFileError naming the problem."""
        record = read_save(path)
        options = saved_options(record.options, str(path))
        table = record.table_chance is not None
        setup = PlaySetup(record.scenario, record.players, record.seed, options, table)
        chance = tuple(record.table_chance or ())
        match = play_match(setup, record.answers, chance)
        if state_digest(match.game.state) != record.digest:
            raise SaveFileError(f"{named(path)}: replayed state does not match the saved digest")
        return cls(setup, tuple(record.answers), chance, tuple(match.chance_before), guidelines)

    def steps(self, every: bool = False) -> list[int]:
        """The answer indices to stop at, and the end (``len(answers)``)."""
        chosen = [i for i, a in enumerate(self.answers) if every or isinstance(a, str)]
        return [*chosen, len(self.answers)]

    def at(self, index: int) -> Match:
        """The game just before answer ``index`` (at the end for ``len(answers)``)."""
        entries = self.before[index] if index < len(self.before) else len(self.chance)
        return play_match(self.setup, self.answers[:index], self.chance[:entries])

    @property
    def count(self) -> int:
        """How many answers the game holds."""
        return len(self.answers)

    def game_at(self, index: int) -> Game:
        """The game just before answer ``index`` (``at``)."""
        return self.at(index).game

    def marks(self) -> list[tuple[int, str, bool]]:
        """The turn and phase just before each answer and at the end, and whether a Player
        answers there, by one replay of the game (a table-mode game is rebuilt at each answer,
        its entries interleaved)."""
        if self.setup.table:
            return [mark_of(self.game_at(index)) for index in range(self.count + 1)]
        game = play_match(self.setup, (), ()).game
        found = []
        for answer in self.answers:
            found.append(mark_of(game))
            apply_answer(game, answer)
        return [*found, mark_of(game)]

    def answer_key(self, index: int) -> str | None:
        """The key of answer ``index``, None at the end."""
        if index >= len(self.answers):
            return None
        answer = self.answers[index]
        return answer if isinstance(answer, str) else answer[0]


def mark_of(game: Game) -> tuple[int, str, bool]:
    """A game's turn and phase, and whether a Player is to answer (not at the end)."""
    pending = game.pending
    player = pending is not None and game.state.factions[decider(pending)].is_player
    return (game.state.turn, game.state.phase, player)


class ReviewApp(App[None]):
    """The board at each step of a saved game: Left and Right step, Home and End jump, a
    shows every decision (the Neutrals' too) or only the Players', q quits."""

    TITLE = "Republic of Rome: review"
    CSS_PATH = "play.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,p", "step(-1)", "Back", priority=True),
        Binding("right,n,space", "step(1)", "Forward", priority=True),
        Binding("home", "jump(0)", "First", priority=True),
        Binding("end", "jump(-1)", "Last", priority=True),
        Binding("a", "every", "Every decision", priority=True),
        Binding("q,escape", "quit", "Quit", priority=True),
    ]

    def __init__(self, review: Review) -> None:
        super().__init__()
        self.review = review
        self.every = False
        self.position = 0

    def compose(self) -> ComposeResult:
        """Status; the board on the left; the decision and the phase's log on the right."""
        yield Static(id="status")
        with Horizontal(id="main"):
            yield from board_column()
            with Vertical(id="side"):
                with VerticalScroll(id="decision", classes="panel"):
                    yield Static(id="prompt")
                with VerticalScroll(id="log-scroll", classes="panel"):
                    yield Static(id="log")
        yield Footer()

    def on_mount(self) -> None:
        """Show the first step."""
        self.query_one("#decision").border_title = "Decision"
        self.query_one("#log-scroll").border_title = "This phase so far"
        self.show()

    def action_step(self, delta: int) -> None:
        """One step back or forward."""
        count = len(self.review.steps(self.every))
        self.position = max(0, min(count - 1, self.position + delta))
        self.show()

    def action_jump(self, where: int) -> None:
        """The first or the last step."""
        count = len(self.review.steps(self.every))
        self.position = where % count
        self.show()

    def action_every(self) -> None:
        """Step through every decision, or only the Players' again; stays at the same
        answer or the nearest one before it."""
        index = self.review.steps(self.every)[self.position]
        self.every = not self.every
        steps = self.review.steps(self.every)
        self.position = max(i for i, step in enumerate(steps) if step <= index)
        self.show()

    def show(self) -> None:
        """The board, the decision with the answer given, and the phase's log at this step."""
        steps = self.review.steps(self.every)
        index = steps[self.position]
        match = self.review.at(index)
        game = match.game
        pending = match.pending
        seat = decider(pending) if pending is not None else 0
        view = game.view(seat)
        which = "every decision" if self.every else "Player decisions"
        status = status_line(view, f"review {self.position + 1} of {len(steps)} ({which})")
        self.query_one("#status", Static).update(status)
        show_board(self, game, view)
        self.query_one("#prompt", Static).update(self.decision_text(match, index))
        groups = phase_groups(game.log[-LOG_EVENTS:], game.context.faction_name(seat))
        self.query_one("#log", Static).update(group_text(groups[-1]) if groups else "")
        self.query_one("#log-scroll", VerticalScroll).scroll_end(animate=False)

    def decision_text(self, match: Match, index: int) -> Text:
        """The decision at this step with its numbers, the answer given marked."""
        pending = match.pending
        text = Text()
        if pending is None:
            text.append("The game is over\n\n", style="bold")
            text.append("\n".join(ending(match.game).lines()))
            return text
        shown = decision_view(match.game, decider(pending), pending)
        chosen = self.review.answer_key(index)
        text.append(f"{shown.who}: ", style="bold")
        text.append(f"{shown.prompt}  ({shown.rule})\n")
        for figure in shown.figures:
            text.append(f"{figure.name}: {figure.text}\n", style="cyan")
        if shown.amount is not None:
            text.append(
                f"Answered {chosen} (from {shown.amount.low} to {shown.amount.high})",
                style="bold green",
            )
            return text
        for option in shown.options:
            mark = "> " if option.key == chosen else "  "
            line = f"{mark}{option.label}" + (f"   {option.summary}" if option.summary else "")
            text.append(line + "\n", style="bold green" if option.key == chosen else "")
        return text
