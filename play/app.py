"""The play screen (Textual): the board's panels, the pending decision with its options, the
log newest first; undo, quit with the game saved, a rule note, the hand-over between two
Players and the end screen. The model is ``play.session.PlaySession``."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Key
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option as ListOption

from engine.decision import AmountOptions, Decision, IllegalChoice
from engine.game import Game
from engine.view import GameView
from play.board import factions_panel, forum_panel, republic_panel, status_line
from play.calculator import CalculatorScreen
from play.session import PlaySession
from play.table import is_chance
from presentation import words
from presentation.autopass import hopeless
from presentation.log import FILTERS, PhaseGroup, line_text, phase_groups
from presentation.model import DecisionView, Figure, OptionView
from presentation.recap import Recap, recap_text
from presentation.warnings import Alert
from presentation.wars import war_numbers_of
from solo.handicaps import chosen_handicaps
from solo.save import SaveFileError

LOG_EVENTS = 600
"""Log events read for the log panel: the last few phases."""

LOG_PHASES = 6
"""Phases shown in the log panel, the latest last."""

LETTER_COMMANDS = frozenset({"undo", "save_quit"})
"""App actions bound to letters (u, q): text while the option list or its filter has the
focus, so a name is never a command; commands in the amount field, which takes digits."""

SYMBOL_COMMANDS = frozenset({"rule_note", "filter"})
"""App actions bound to ? and /: text only while typing in the filter."""

COMMANDS = (
    LETTER_COMMANDS
    | SYMBOL_COMMANDS
    | {
        "accept",
        "undo_key",
        "save_quit_key",
        "toggle_auto",
        "next_log_filter",
        "note_key",
        "calculator",
    }
)
"""App actions of the main screen only (a pushed screen has its own keys)."""

COMMAND_KEYS = frozenset({"?", "/"})
"""Printable keys that stay commands on the option list: every letter and digit filters."""

WORD = re.compile(r"[^\w]+")
"""What separates the words of an option's label."""


def board_column() -> ComposeResult:
    """The board's panels, one above the other: Rome, the Forum, the factions."""
    with VerticalScroll(id="board"):
        for key, title in (("republic", "Rome"), ("forum", "Forum"), ("factions", "Factions")):
            panel = Static(id=key, classes="panel")
            panel.border_title = title
            yield panel


def show_board(
    node: App[None], game: Game, view: GameView, name: Callable[[int], str] | None = None
) -> None:
    """Fill the board's panels from a faction's view (``board_column``), the factions named by
    ``name`` (the game's own names by default)."""
    node.query_one("#republic", Static).update(republic_panel(view))
    strengths = {n: war_numbers_of(game.state, view.catalog, n) for n in view.wars}
    node.query_one("#forum", Static).update(forum_panel(view, strengths))
    factions = factions_panel(view, name or game.context.faction_name)
    node.query_one("#factions", Static).update(factions)


def group_text(group: PhaseGroup) -> Text:
    """One phase of the log: its full name, then its lines oldest first."""
    text = Text(group.title + "\n", style="bold")
    for line in group.lines:
        style = "cyan" if line.topic in ("death", "battle") else ""
        text.append("  " + line_text(line) + "\n", style=style)
    return text


def figure_text(figures: tuple[Figure, ...]) -> str:
    """Figures in one line: "Base Number 5, chance 42%"."""
    return ", ".join(f"{f.name} {f.text}" for f in figures)


def option_prompt(option: OptionView) -> Text:
    """An option as listed: its label, then its numbers dimmed."""
    text = Text(option.label)
    if option.summary:
        text.append(f"   {option.summary}", style="dim")
    return text


def match_rank(option: OptionView, wanted: str) -> int | None:
    """How well an option matches the filter: 0 its key exactly, 1 its label starting with
    it (a name: "Ac" finds "Acilius ..."), 2 another word of its label starting with it ("no
    Knight action"), 3 anywhere in label or key; None for no match."""
    label, key = option.label.casefold(), option.key.casefold()
    if key == wanted:
        return 0
    if label.startswith(wanted):
        return 1
    if any(w.startswith(wanted) for w in WORD.split(label) if w):
        return 2
    if wanted in label or wanted in key:
        return 3
    return None


def option_items(
    options: tuple[OptionView, ...], text: str, by_name: bool = False
) -> list[ListOption]:
    """The options matching ``text`` (any case), each keyed by its key, best match first
    (``match_rank``: "Ac" finds Acilius before "no Knight action"); within each, in the
    engine's order, or ``by_name`` (numbers in a name by value: Chit 2 before Chit 10)."""
    wanted = text.casefold()
    ranked = [(rank, o) for o in options if (rank := match_rank(o, wanted)) is not None]
    if by_name:
        ranked.sort(key=lambda item: name_order(item[1].label))
    ranked.sort(key=lambda item: item[0])
    return [ListOption(option_prompt(o), id=o.key) for _, o in ranked]


def name_order(name: str) -> list[tuple[int, str]]:
    """A sort key reading the runs of digits in a name as numbers."""
    return [
        (int(part), "") if part.isdigit() else (-1, part.casefold())
        for part in re.split(r"(\d+)", name)
    ]


class DecisionInput(Input):
    """The option filter, or the amount field: as an amount field it takes only digits and
    the minus sign, so u, q and ? stay commands there."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """Printable keys are typed, except non-digits into an amount."""
        if self.type == "integer":
            return character is not None and (character.isdigit() or character == "-")
        return super().check_consume_key(key, character)


class HelpScreen(ModalScreen[None]):
    """The note on the rule the current decision cites, in our own words, with the decision's
    numbers filled in (presentation/options.py)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,f1,enter,q", "dismiss", "Close"),
    ]

    def __init__(self, shown: DecisionView | None) -> None:
        super().__init__()
        self.shown = shown

    def compose(self) -> ComposeResult:
        """The note, or a word that there is none."""
        body = "No decision is pending." if self.shown is None else self.shown.note
        with Vertical(id="help"):
            yield Static(body, id="note")
            yield Static("Esc closes. These notes are summaries, not the rulebook.", id="hint")


class HandOverScreen(Screen[None]):
    """Between two Players at one screen: nothing of the board shows until the next one is
    ready, so one does not see the other's hand (1.04.9)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space", "ready", "Ready")]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name

    def compose(self) -> ComposeResult:
        """Who plays next."""
        with Vertical(id="handover"):
            yield Static(f"{self.player} to play", id="handover-title")
            yield Static(
                "Pass the keyboard. The other Player looks away.\n\nPress Enter when ready.",
            )

    def action_ready(self) -> None:
        """Show the board to the next Player."""
        self.dismiss(None)


class EndScreen(Screen[None]):
    """The game is over: how it ended and by which rule, on which turn, every faction's final
    Influence and votes, and what it cost (presentation/ending.py)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q,enter,escape", "app.quit", "Quit"),
        Binding("u,ctrl+z", "undo", "Undo last decision"),
    ]

    def __init__(self, session: PlaySession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        """The ending in words and numbers."""
        with Vertical(id="end"):
            yield Static("The game is over", id="end-title")
            yield Static("\n".join(self.session.ending().lines()), id="summary")
            yield Static(
                f"Saved to {self.session.save_path}; review it with "
                f"`ror play --review {self.session.save_path}`, or in a browser with "
                f"`ror serve --review {self.session.save_path}`",
                id="saved",
            )
        yield Footer()

    def action_undo(self) -> None:
        """Take back the last decision and play on."""
        self.dismiss(None)
        app = self.app
        assert isinstance(app, PlayApp)
        app.action_undo()


class PlayApp(App[None]):
    """One game at one screen, for one Player or two Players in turn (hotseat)."""

    TITLE = "Republic of Rome"
    CSS_PATH = "play.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+z", "undo_key", "Undo", priority=True),
        Binding("ctrl+q", "save_quit_key", "Save & quit", priority=True),
        Binding("question_mark", "rule_note", "Rule note", priority=True),
        Binding("f1", "note_key", "Rule note", show=False, priority=True),
        Binding("slash", "filter", "Filter", priority=True),
        Binding("enter", "accept", "Answer", priority=True),
        Binding("f2", "toggle_auto", "Auto-pass", priority=True),
        Binding("f3", "next_log_filter", "Log filter", priority=True),
        Binding("f4", "calculator", "Odds", priority=True),
        Binding("u", "undo", "Undo", show=False, priority=True),
        Binding("q", "save_quit", "Save & quit", show=False, priority=True),
    ]

    def __init__(self, session: PlaySession) -> None:
        super().__init__()
        self.session = session
        self.shown_seat: int | None = None
        """The human seat whose board is on screen (None before the first hand-over)."""
        self.shown: DecisionView | None = None
        """The pending decision as presented, with its numbers."""
        self.log_filter = "all"
        """The log panel's filter (presentation/log.py ``FILTERS``)."""
        self.filled_with = ""
        """The filter text the option list was last filled with."""

    def compose(self) -> ComposeResult:
        """Status and warnings; the board on the left; decision, recap and log on the right."""
        yield Static(id="status")
        yield Static(id="warnings")
        with Horizontal(id="main"):
            yield from board_column()
            with Vertical(id="side"):
                with Vertical(id="decision", classes="panel"):
                    yield Static(id="prompt")
                    yield DecisionInput(id="filter", compact=True, select_on_focus=False)
                    yield OptionList(id="options", compact=True)
                    yield Static(id="message")
                with VerticalScroll(id="recap-scroll", classes="panel"):
                    yield Static(id="recap")
                with VerticalScroll(id="log-scroll", classes="panel"):
                    yield Static(id="log")
        yield Footer()

    def on_mount(self) -> None:
        """Show the game as it stands."""
        self.query_one("#decision").border_title = "Your decision"
        self.query_one("#recap-scroll").border_title = "Since your last decision"
        self.refresh_all()

    # --- showing the game ---------------------------------------------------------------------

    def refresh_all(self) -> None:
        """Redraw every panel; then the hand-over or end screen if one is due."""
        session = self.session
        view = session.view()
        decision = session.pending
        self.shown = session.decision_view()
        step = self.shown.title if self.shown is not None else "game over"
        status = status_line(view, step)
        if session.table:
            status.append("  |  table mode: enter what the table shows", style="bold")
        if not session.auto_pass:
            status.append("  |  auto-pass off")
        handicaps = chosen_handicaps(session.game.options)
        if handicaps:
            status.append(f"  |  handicaps: {', '.join(handicaps)}", style="bold")
        self.query_one("#status", Static).update(status)
        self.show_warnings(session.warnings())
        show_board(self, session.game, view, session.seat_name)
        self.show_log()
        self.show_recap(session.recap())
        self.show_decision(decision)
        if session.over:
            self.push_screen(EndScreen(session))
        elif len(session.humans) > 1 and self.shown_seat != session.seat:
            self.push_screen(HandOverScreen(session.seat_name(session.seat)))
        self.shown_seat = session.seat

    def show_warnings(self, alerts: list[Alert]) -> None:
        """One line per warning, with its rule; nothing when all is calm."""
        panel = self.query_one("#warnings", Static)
        panel.display = bool(alerts)
        lines = [
            Text(
                f"! {alert.text} ({alert.rule})",
                style="bold red" if alert.level == "danger" else "yellow",
            )
            for alert in alerts
        ]
        panel.update(Text("\n").join(lines))

    def show_log(self) -> None:
        """The last phases of the log, grouped by turn and phase, oldest first in each."""
        session = self.session
        me = session.seat_name(session.seat)
        groups = phase_groups(session.game.log[-LOG_EVENTS:], me, self.log_filter)
        scroll = self.query_one("#log-scroll", VerticalScroll)
        scroll.border_title = f"Log: {self.log_filter} (F3 changes)"
        self.query_one("#log", Static).update(
            Text("\n").join(group_text(g) for g in groups[-LOG_PHASES:])
        )
        scroll.scroll_end(animate=False)

    def show_recap(self, summary: Recap | None) -> None:
        """What happened since this seat last decided; hidden when nothing did."""
        scroll = self.query_one("#recap-scroll", VerticalScroll)
        scroll.display = summary is not None and not summary.empty
        if summary is None:
            return
        lines = recap_text(summary)
        text = Text("\n".join(lines[:2]) + "\n", style="bold")
        for line in lines[2:]:
            text.append(line + "\n", style="red" if "dies" in line or "killed" in line else "")
        self.query_one("#recap", Static).update(text)
        scroll.scroll_home(animate=False)

    def show_decision(self, decision: Decision | None) -> None:
        """The prompt, its rule and who decides, its numbers; the options or the amount field."""
        prompt = self.query_one("#prompt", Static)
        field = self.query_one("#filter", Input)
        options = self.query_one("#options", OptionList)
        self.query_one("#message", Static).update("")
        field.value = ""
        shown = self.shown
        if decision is None or shown is None:
            prompt.update("The game is over.")
            field.display = False
            options.display = False
            return
        chance = is_chance(decision)
        self.query_one("#decision").border_title = (
            "Enter what the table shows" if chance else f"Your decision: {shown.title}"
        )
        text = Text()
        if not chance:
            text.append(f"{shown.who}: ", style="bold")
        text.append(shown.prompt)
        text.append(f"  ({shown.rule})", style="dim")
        amount = shown.amount
        numbers = [f for f in shown.figures if amount is None or f.name != "Amount"]
        if numbers:
            text.append("\n" + "\n".join(f"{f.name}: {f.text}" for f in numbers), style="cyan")
        field.display = True
        if amount is not None:
            text.append(f"\nEnter an amount from {amount.low} to {amount.high}.", style="bold")
            if amount.at_low or amount.at_high:
                text.append(f"\n  {amount.low}: {figure_text(amount.at_low)}", style="cyan")
                text.append(f"\n  {amount.high}: {figure_text(amount.at_high)}", style="cyan")
            field.type = "integer"
            field.placeholder = f"{amount.low}-{amount.high}"
            field.value = str(amount.default)
            options.clear_options()
            options.display = False
            prompt.update(text)
            field.focus()
            field.select_all()
            return
        field.type = "text"
        field.placeholder = "type to filter the options"
        options.display = True
        prompt.update(text)
        self.fill_options("")
        options.focus()

    def fill_options(self, text: str) -> None:
        """List the options matching the filter, the first highlighted."""
        decision = self.session.pending
        options = self.query_one("#options", OptionList)
        options.clear_options()
        shown = self.shown
        if decision is None or shown is None or shown.amount is not None:
            return
        self.filled_with = text
        session = self.session
        folded = frozenset() if text else hopeless(session.game, session.seat, decision)
        listed = tuple(o for o in shown.options if o.key not in folded)
        items = option_items(listed, text, by_name=is_chance(decision))
        options.add_options(items)
        if folded:
            line = f"({words.folded(len(folded))}: type to find them)"
            options.add_option(ListOption(line, disabled=True))
        if items:
            options.highlighted = 0
        count = f"{len(items)} of {len(shown.options)} options" if text else ""
        self.query_one("#message", Static).update(count)

    # --- answering ----------------------------------------------------------------------------

    def give(self, key: str) -> None:
        """Answer the decision; a refused answer is shown and changes nothing."""
        try:
            self.session.answer(key)
        except IllegalChoice as exc:
            self.query_one("#message", Static).update(Text(str(exc), style="red"))
            return
        except SaveFileError as exc:
            self.notify(str(exc), severity="error")
        self.refresh_all()

    @on(OptionList.OptionSelected, "#options")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        """A click on an option answers with it."""
        if event.option.id is not None:
            self.give(event.option.id)

    @on(Input.Changed, "#filter")
    def filtered(self, event: Input.Changed) -> None:
        """Typing narrows the option list."""
        decision = self.session.pending
        if decision is not None and not isinstance(decision.options, AmountOptions):
            self.fill_options(event.value)

    def action_accept(self) -> None:
        """Enter: answer with the amount typed, or with the highlighted option. Bound on the
        app, not a widget, so an Enter typed ahead lands on the decision then on screen."""
        decision = self.session.pending
        if decision is None:
            return
        if isinstance(decision.options, AmountOptions):
            self.give(self.query_one("#filter", Input).value.strip())
            return
        options = self.query_one("#options", OptionList)
        typed = self.query_one("#filter", Input).value
        if typed != self.filled_with:  # the filter's change not yet shown: list it now
            self.fill_options(typed)
        if options.highlighted is not None:
            option_id = options.get_option_at_index(options.highlighted).id
            if option_id is not None:
                self.give(option_id)

    def on_key(self, event: Key) -> None:
        """On the option list, typing any letter or digit starts the filter; arrows in the
        filter move the highlight in the list; Escape leaves the filter, emptied."""
        focused = self.focused
        field = self.query_one("#filter", Input)
        options = self.query_one("#options", OptionList)
        if (
            focused is options
            and event.character is not None
            and event.is_printable
            and event.character not in COMMAND_KEYS
        ):
            field.focus()
            field.insert_text_at_cursor(event.character)
            event.stop()
        elif focused is field and options.display and event.key in ("up", "down"):
            options.action_cursor_up() if event.key == "up" else options.action_cursor_down()
            event.stop()
        elif focused is field and event.key == "escape" and options.display:
            field.value = ""
            options.focus()
            event.stop()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The commands belong to the main screen (a note, hand-over or end screen has its own
        keys); while the option list or its filter has the focus, printable keys are text."""
        if action not in COMMANDS:
            return True
        if self.screen is not self.screen_stack[0]:
            return False
        if action in LETTER_COMMANDS:
            return not self.typing() and self.focused is not self.query_one("#options")
        return action not in SYMBOL_COMMANDS or not self.typing()

    def typing(self) -> bool:
        """True while the focus is in the option filter (not the amount field)."""
        field = self.query_one("#filter", Input)
        return self.focused is field and field.type == "text"

    def action_filter(self) -> None:
        """Focus the option filter."""
        self.query_one("#filter", Input).focus()

    def action_undo(self) -> None:
        """Take back this seat's last decision (in table mode, or the last chance entry):
        replayed, so chance does not change."""
        if self.session.undo():
            undone = "answer or entry" if self.session.table else "decision"
            self.notify(f"Last {undone} undone")
            self.refresh_all()
        else:
            self.notify("Nothing to undo")

    def action_undo_key(self) -> None:
        """Ctrl+Z: undo, also while typing in the filter."""
        self.action_undo()

    def action_save_quit_key(self) -> None:
        """Ctrl+Q: save and quit, also while typing in the filter."""
        self.action_save_quit()

    def action_note_key(self) -> None:
        """F1: the rule note, also while typing in the filter."""
        self.action_rule_note()

    def action_rule_note(self) -> None:
        """The note on the current decision's rule, with its numbers."""
        self.push_screen(HelpScreen(self.shown))

    def action_toggle_auto(self) -> None:
        """F2: auto-pass on or off; switched on, it answers what it can at once."""
        session = self.session
        session.auto_pass = not session.auto_pass
        if session.auto_pass:
            session.run_bots()
        self.notify(f"Auto-pass {'on' if session.auto_pass else 'off'}")
        self.refresh_all()

    def action_calculator(self) -> None:
        """F4: the combat calculator (1.10)."""
        self.push_screen(CalculatorScreen(self.session.game))

    def action_next_log_filter(self) -> None:
        """F3: the next log filter (all, yours, Rome, Wars)."""
        names = list(FILTERS)
        self.log_filter = names[(names.index(self.log_filter) + 1) % len(names)]
        self.show_log()

    def action_save_quit(self) -> None:
        """Save the game and leave."""
        try:
            self.session.save()
        except SaveFileError as exc:
            self.notify(str(exc), severity="error")
            return
        self.exit(message=f"Game saved to {self.session.save_path}")
