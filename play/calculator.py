"""The combat calculator in the terminal (F4): pick a War, a Commander, Legions, Veterans and
Fleets and read each battle's odds, as the web board's panel shows them; every number comes
from presentation/calculator.py."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Select, Static

from engine.game import Game
from presentation.calculator import Asked, Calculation, calculation

UNITS = (("legions", "Legions"), ("veterans", "of them Veterans"), ("fleets", "Fleets"))
"""The unit fields, by name and label."""

START = Asked(legions=10)
"""The question the calculator opens with."""


def calculation_text(found: Calculation) -> str:
    """The War's numbers and each battle's odds, or why there are none."""
    lines = [text for text in (found.title, found.war_text) if text]
    if found.problem:
        lines.append(found.problem)
    lines += [f"{f.name}: {f.text} ({f.rule})" for f in found.figures]
    return "\n".join(lines)


class CalculatorScreen(ModalScreen[None]):
    """The combat calculator over the board; Esc closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,f4", "dismiss", "Close")]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.found = calculation(game, START)

    def compose(self) -> ComposeResult:
        """The pickers, the unit fields and the odds."""
        found, asked = self.found, self.found.asked
        with Vertical(id="calculator"):
            yield Static("Combat calculator (1.10)", id="calc-title")
            yield Select(
                [(p.label, p.key) for p in found.wars],
                value=str(asked.war) if asked.war is not None else Select.BLANK,
                id="calc-war",
                allow_blank=False,
            )
            yield Select(
                [(p.label, p.key) for p in found.commanders],
                value=asked.commander if asked.commander is not None else Select.BLANK,
                id="calc-commander",
                allow_blank=False,
            )
            with Horizontal(id="calc-units"):
                for name, label in UNITS:
                    value = str(getattr(asked, name))
                    field = Input(value, placeholder=label, type="integer", id=f"calc-{name}")
                    field.border_title = label
                    yield field
            yield Static(calculation_text(found), id="calc-odds")
            yield Static("Esc closes.", id="calc-hint")

    def asked(self) -> Asked:
        """What the fields ask now; a field that is not a whole number counts as 0."""

        def number(name: str) -> int:
            text = self.query_one(f"#calc-{name}", Input).value.strip()
            return int(text) if text.isdigit() else 0

        war = self.query_one("#calc-war", Select).value
        commander = self.query_one("#calc-commander", Select).value
        return Asked(
            war=int(war) if isinstance(war, str) and war.isdigit() else None,
            commander=commander if isinstance(commander, str) else None,
            legions=number("legions"),
            veterans=number("veterans"),
            fleets=number("fleets"),
        )

    def recalculate(self) -> None:
        """The odds for what the fields ask now."""
        self.found = calculation(self.game, self.asked())
        self.query_one("#calc-odds", Static).update(calculation_text(self.found))

    def on_select_changed(self) -> None:
        """A War or a Commander picked."""
        self.recalculate()

    def on_input_changed(self) -> None:
        """A unit count typed."""
        self.recalculate()
