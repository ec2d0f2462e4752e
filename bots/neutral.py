"""The Neutral bot: answers a Neutral faction's decisions from its Guideline data (section IV).

The rule for each decision kind lives in ``bots/neutral_rules/`` and names its rule number.
Equal best options come back as a TieBreak, which the engine settles with 2d6 (4.01.3,
1.04.8), so the bot itself never uses chance. Every answer carries its Reason (the rule and the
act in words), which ``Game.apply`` logs as the Neutral's act (4.02.1); a rule registered without
one is given the decision's own rule.
"""

from __future__ import annotations

import bots.neutral_rules  # noqa: F401  (registers the rules)
from bots.neutral_registry import NEUTRAL_RULES, NEUTRAL_SET_RULES
from engine.decision import CHOSEN, Choice, Decision, with_reason
from engine.view import GameView
from guidelines.loader import GuidelineSet, role_named
from guidelines.schema import Guideline


class NeutralBot:
    """Plays every Neutral seat from the Guideline of that seat's role: the built-in cards, or
    the ``guidelines`` given (a user's edited files)."""

    def __init__(self, guidelines: GuidelineSet | None = None) -> None:
        self.guidelines = guidelines or GuidelineSet.default()
        self._by_role: dict[str, Guideline] = {}
        """The Guideline of each faction role seen so far (``guideline`` reads it often)."""

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """Answer a Neutral decision by its Guideline and section IV, with the reason why."""
        rule = NEUTRAL_RULES.get(decision.kind)  # most kinds; the set-up's read every Guideline
        if rule is not None:
            answer = rule(view, decision, self.guideline(view, decision))
        else:
            set_rule = NEUTRAL_SET_RULES.get(decision.kind)
            if set_rule is None:
                raise NotImplementedError(f"NeutralBot has no rule for decision {decision.kind!r}")
            answer = set_rule(view, decision, self.guidelines)
        if answer.why is None:  # a rule registered without a reason: cite the decision's rule
            return with_reason(answer, decision.rule, f"chooses {CHOSEN}")
        return answer

    def guideline(self, view: GameView, decision: Decision) -> Guideline:
        """The Guideline of the Neutral the decision belongs to (also when it is delegated)."""
        role = view.role_of(decision.actor)
        found = self._by_role.get(role)
        if found is None:
            found = self._by_role[role] = self.guidelines[role_named(role)]
        return found
