"""Structured game log: every act with its actor, rule and dice."""

from __future__ import annotations

from dataclasses import dataclass, field

NEUTRAL_DECISION = "neutral_decision"
"""The act of a Neutral's answer to a Decision, logged with the section IV rule (and Guideline
item) that made it choose so; its data name the decision ``kind`` and the ``choice`` key."""


READ_BY_RULES = frozenset({"governor_returns"})
"""Acts a rule reads back from the log (solo/offices.py ``governors_returned``, 1.06.6): the
``outcome`` record level (engine/context.py) logs these and no others."""


@dataclass(frozen=True, slots=True)
class LogEvent:
    """One thing that happened: who did what under which rule, and the dice it took."""

    turn: int
    phase: str
    actor: str
    act: str
    rule: str
    text: str
    dice: tuple[int, ...] = ()
    data: dict[str, object] = field(default_factory=dict, compare=False)

    def explain(self) -> str:
        """The sentence a person reads, naming the rule."""
        rolled = f" [dice {' '.join(map(str, self.dice))}]" if self.dice else ""
        return f"{self.actor}: {self.text} ({self.rule}){rolled}"

    def as_dict(self) -> dict[str, object]:
        """A JSON-ready form."""
        return {
            "turn": self.turn,
            "phase": self.phase,
            "actor": self.actor,
            "act": self.act,
            "rule": self.rule,
            "text": self.text,
            "dice": list(self.dice),
            **({"data": self.data} if self.data else {}),
        }
