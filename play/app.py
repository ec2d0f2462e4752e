"""The play screen (Textual): the board's panels, the pending decision with its options, the
log newest first; undo, quit with the game saved, a rule note, the hand-over between two
Players and the end screen. The model is ``play.session.PlaySession``."""

from __future__ import annotations

import re
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

from engine.combat import war_strength
from engine.decision import AmountOptions, Decision, IllegalChoice
from engine.decision import OptionList as Options
from play.board import factions_panel, forum_panel, republic_panel, status_line
from play.log_lines import LogEntry, newest_entries
from play.rule_notes import note_for
from play.session import PlaySession, amount_range
from play.table import is_chance
from solo.handicaps import chosen_handicaps
from solo.save import SaveFileError

LOG_LINES = 60
"""Log entries shown, newest first."""

LETTER_COMMANDS = frozenset({"undo", "save_quit", "rule_note", "filter"})
"""App actions bound to plain keys: letters while the filter is being typed in."""

COMMANDS = LETTER_COMMANDS | {"accept", "undo_key", "save_quit_key"}
"""App actions of the main screen only (a pushed screen has its own keys)."""

COMMAND_KEYS = frozenset({"u", "q", "?", "/"})
"""Keys that act as commands on the option list rather than start a filter."""


def log_line(entry: LogEntry) -> Text:
    """One log entry: turn and phase, who did what (a Neutral's act with its reason), the
    rules and any dice."""
    event = entry.event
    text = Text(f"T{event.turn} {event.phase[:8]:<8} ", style="dim")
    text.append(entry.explain(), style="cyan" if entry.reasoned else "")
    return text


def option_items(options: Options, text: str, by_name: bool = False) -> list[ListOption]:
    """The options whose label or key contains ``text`` (any case), each keyed by its key; in
    the engine's order, or ``by_name`` (numbers in a name by value: Chit 2 before Chit 10). The
    option whose key is ``text`` comes first: "2" is Mortality chit 2, not "Draw 2"."""
    wanted = text.casefold()
    shown = [
        option
        for option in options
        if wanted in str(option).casefold() or wanted in option.key.casefold()
    ]
    if by_name:
        shown.sort(key=lambda option: name_order(str(option)))
    shown.sort(key=lambda option: option.key.casefold() != wanted)
    return [ListOption(str(option), id=option.key) for option in shown]


def name_order(name: str) -> list[tuple[int, str]]:
    """A sort key reading the runs of digits in a name as numbers."""
    return [(int(part), "") if part.isdigit() else (-1, part.casefold())
            for part in re.split(r"(\d+)", name)]


class DecisionInput(Input):
    """The option filter, or the amount field: as an amount field it takes only digits and
    the minus sign, so u, q and ? stay commands there."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """Printable keys are typed, except non-digits into an amount."""
        if self.type == "integer":
            return character is not None and (character.isdigit() or character == "-")
        return super().check_consume_key(key, character)


class HelpScreen(ModalScreen[None]):
    """A short note on the rule the current decision cites, in our own words."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,f1,enter,q", "dismiss", "Close"),
    ]

    def __init__(self, decision: Decision | None) -> None:
        super().__init__()
        self.decision = decision

    def compose(self) -> ComposeResult:
        """The note, or a word that there is none."""
        if self.decision is None:
            body = "No decision is pending."
        else:
            found = note_for(self.decision.rule)
            cited = f"Rule {self.decision.rule} ({self.decision.kind})"
            if found is None:
                body = f"{cited}\n\nNo note for this rule yet: see the rulebook."
            else:
                rule, text = found
                under = "" if rule == self.decision.rule else f"\nNote for {rule}:"
                body = f"{cited}{under}\n\n{text}"
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
    """The game is over: who won, by which rule, and what it cost."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q,enter,escape", "app.quit", "Quit"),
        Binding("u", "undo", "Undo last decision"),
    ]

    def __init__(self, session: PlaySession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        """The summary and the last events."""
        summary = self.session.summary()
        with Vertical(id="end"):
            yield Static("The game is over", id="end-title")
            yield Static("\n".join(summary.lines()), id="summary")
            yield Static(f"Saved to {self.session.save_path}", id="saved")
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
        Binding("u", "undo", "Undo", priority=True),
        Binding("q", "save_quit", "Save & quit", priority=True),
        Binding("question_mark,f1", "rule_note", "Rule note", priority=True),
        Binding("slash", "filter", "Filter", priority=True),
        Binding("enter", "accept", "Answer", priority=True),
        Binding("ctrl+z", "undo_key", "Undo", show=False, priority=True),
        Binding("ctrl+q", "save_quit_key", "Save & quit", show=False, priority=True),
    ]

    def __init__(self, session: PlaySession) -> None:
        super().__init__()
        self.session = session
        self.shown_seat: int | None = None
        """The human seat whose board is on screen (None before the first hand-over)."""

    def compose(self) -> ComposeResult:
        """Status line; the board on the left; decision and log on the right."""
        yield Static(id="status")
        with Horizontal(id="main"):
            with VerticalScroll(id="board"):
                yield Static(id="republic", classes="panel")
                yield Static(id="forum", classes="panel")
                yield Static(id="factions", classes="panel")
            with Vertical(id="side"):
                with Vertical(id="decision", classes="panel"):
                    yield Static(id="prompt")
                    yield DecisionInput(id="filter", compact=True, select_on_focus=False)
                    yield OptionList(id="options", compact=True)
                    yield Static(id="message")
                with VerticalScroll(id="log-scroll", classes="panel"):
                    yield Static(id="log")
        yield Footer()

    def on_mount(self) -> None:
        """Show the game as it stands."""
        self.query_one("#republic").border_title = "Rome"
        self.query_one("#forum").border_title = "Forum"
        self.query_one("#factions").border_title = "Factions"
        self.query_one("#decision").border_title = "Your decision"
        self.query_one("#log-scroll").border_title = "Log, newest first"
        self.refresh_all()

    # --- showing the game ---------------------------------------------------------------------

    def refresh_all(self) -> None:
        """Redraw every panel; then the hand-over or end screen if one is due."""
        session = self.session
        view = session.view()
        decision = session.pending
        step = decision.kind if decision is not None else "game over"
        status = status_line(view, step)
        if session.table:
            status.append("  |  table mode: enter what the table shows", style="bold")
        handicaps = chosen_handicaps(session.game.options)
        if handicaps:
            status.append(f"  |  handicaps: {', '.join(handicaps)}", style="bold")
        self.query_one("#status", Static).update(status)
        self.query_one("#republic", Static).update(republic_panel(view))
        strengths = {
            n: war_strength(session.game.state, view.catalog, n) for n in view.wars
        }
        self.query_one("#forum", Static).update(forum_panel(view, strengths))
        self.query_one("#factions", Static).update(factions_panel(view, session.seat_name))
        self.query_one("#log", Static).update(
            Text("\n").join(log_line(e) for e in newest_entries(session.game.log, LOG_LINES))
        )
        self.show_decision(decision)
        if session.over:
            self.push_screen(EndScreen(session))
        elif len(session.humans) > 1 and self.shown_seat != session.seat:
            self.push_screen(HandOverScreen(session.seat_name(session.seat)))
        self.shown_seat = session.seat

    def show_decision(self, decision: Decision | None) -> None:
        """The prompt, its rule and who decides; the options or the amount field."""
        prompt = self.query_one("#prompt", Static)
        field = self.query_one("#filter", Input)
        options = self.query_one("#options", OptionList)
        self.query_one("#message", Static).update("")
        field.value = ""
        if decision is None:
            prompt.update("The game is over.")
            field.display = False
            options.display = False
            return
        chance = is_chance(decision)
        who = "At the table" if chance else self.session.seat_name(self.session.seat)
        self.query_one("#decision").border_title = (
            "Enter what the table shows" if chance else "Your decision"
        )
        text = Text()
        text.append(f"{who}: ", style="bold")
        text.append(decision.prompt)
        text.append(f"  ({decision.rule})", style="dim")
        if decision.delegate_to is not None:
            text.append(
                f"\nFor the {self.session.seat_name(decision.actor)}, as Dominant Player (4.02.2)",
                style="italic",
            )
        bounds = amount_range(decision)
        field.display = True
        if bounds is not None:
            low, high = bounds
            text.append(f"\nEnter an amount from {low} to {high}.", style="bold")
            field.type = "integer"
            field.placeholder = f"{low}-{high}"
            field.value = str(low)
            options.clear_options()
            options.display = False
            prompt.update(text)
            field.focus()
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
        if decision is None or not isinstance(decision.options, Options):
            return
        items = option_items(decision.options, text, by_name=is_chance(decision))
        options.add_options(items)
        if items:
            options.highlighted = 0
        shown = f"{len(items)} of {len(decision.options)} options" if text else ""
        self.query_one("#message", Static).update(shown)

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
        if options.highlighted is not None:
            option_id = options.get_option_at_index(options.highlighted).id
            if option_id is not None:
                self.give(option_id)

    def on_key(self, event: Key) -> None:
        """On the option list, typing a letter starts the filter; arrows in the filter move
        the highlight in the list."""
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
        keys); while text is typed into the filter, u, q and ? are letters."""
        if action not in COMMANDS:
            return True
        if self.screen is not self.screen_stack[0]:
            return False
        return action not in LETTER_COMMANDS or not self.typing()

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

    def action_rule_note(self) -> None:
        """The short note on the current decision's rule."""
        self.push_screen(HelpScreen(self.session.pending))

    def action_save_quit(self) -> None:
        """Save the game and leave."""
        try:
            self.session.save()
        except SaveFileError as exc:
            self.notify(str(exc), severity="error")
            return
        self.exit(message=f"Game saved to {self.session.save_path}")
