"""The Neutral bot: answers a Neutral faction's decisions from its Guideline data (section IV).

The rule for each decision kind lives in ``bots/neutral_rules/`` and names its rule number.
Equal best options come back as a TieBreak, which the engine settles with 2d6 (4.01.3,
1.04.8), so the bot itself never uses chance.
"""

from __future__ import annotations

import bots.neutral_rules  # noqa: F401  (registers the rules)
from bots.neutral_registry import NEUTRAL_RULES
from engine.decision import Choice, Decision
from engine.view import GameView
from guidelines.schema import Guideline


class NeutralBot:
    """Plays every Neutral seat from the Guideline of that seat's role."""

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """Answer a Neutral decision by its Guideline and section IV."""
        rule = NEUTRAL_RULES.get(decision.kind)
        if rule is None:
            raise NotImplementedError(f"NeutralBot has no rule for decision {decision.kind!r}")
        return rule(view, decision, self.guideline(view, decision))

    @staticmethod
    def guideline(view: GameView, decision: Decision) -> Guideline:
        """The Guideline of the Neutral the decision belongs to (also when it is delegated)."""
        return view.guidelines[view.factions[decision.actor].role]  # type: ignore[index]
