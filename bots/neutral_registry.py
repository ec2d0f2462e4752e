"""Where each Neutral decision kind finds the rule that answers it (section IV, Guidelines).

A rule module registers a function per decision kind with ``@neutral_rule(KIND)``, a kind
declared in the catalogue (``engine/decisions.py``); the NeutralBot looks the kind up here.
Rules read the viewing Neutral's Guideline, never chance, and return their choice
``with_reason(choice, rule, text)``: the section IV rule (with the Guideline item) and the
act in words, which the engine logs as the Neutral's act (4.02.1).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from engine.decision import Choice, Decision, Option, OptionList, TieBreak
from engine.decisions import DecisionKind
from engine.view import GameView
from guidelines.loader import GuidelineSet
from guidelines.schema import Guideline

NeutralRule = Callable[[GameView, Decision, Guideline], Choice]
"""Answers one kind of decision for a Neutral from its Guideline, with its Reason attached."""

NEUTRAL_RULES: Final[dict[str, NeutralRule]] = {}

SetRule = Callable[[GameView, Decision, GuidelineSet], Choice]
"""Answers a kind of decision that reads every Neutral's Guideline (the set-up order, 4.01.2)."""

NEUTRAL_SET_RULES: Final[dict[str, SetRule]] = {}


def neutral_rule(kind: DecisionKind[Any]) -> Callable[[NeutralRule], NeutralRule]:
    """Register the function below as the Neutral rule for ``kind``."""

    def register(rule: NeutralRule) -> NeutralRule:
        if kind in NEUTRAL_RULES or kind in NEUTRAL_SET_RULES:
            raise ValueError(f"two Neutral rules for decision kind {kind!r}")
        NEUTRAL_RULES[kind.name] = rule
        return rule

    return register


def neutral_set_rule(kind: DecisionKind[Any]) -> Callable[[SetRule], SetRule]:
    """Register the function below as the Neutral rule for ``kind``, given every Guideline."""

    def register(rule: SetRule) -> SetRule:
        if kind in NEUTRAL_RULES or kind in NEUTRAL_SET_RULES:
            raise ValueError(f"two Neutral rules for decision kind {kind!r}")
        NEUTRAL_SET_RULES[kind.name] = rule
        return rule

    return register


def has_neutral_rule(kind: str) -> bool:
    """Whether the NeutralBot answers decisions of this kind."""
    return kind in NEUTRAL_RULES or kind in NEUTRAL_SET_RULES


Score = tuple[int, ...]


def best_of(options: Sequence[Option], score: Callable[[Option], Score]) -> Choice:
    """The option with the highest score, or a TieBreak among the equal best (4.01.3)."""
    return best_scored(options, score)[0]


def best_scored(
    options: Sequence[Option], score: Callable[[Option], Score]
) -> tuple[Choice, Score]:
    """``best_of`` with the best score, for the reason to quote."""
    scores = [score(o) for o in options]
    top = max(scores)
    best = [o for o, s in zip(options, scores, strict=True) if s == top]
    return (best[0] if len(best) == 1 else TieBreak(tuple(o.key for o in best))), top


def by_dice(choice: Choice) -> str:
    """The tail of a reason's text: ``" (equal best by 2d6)"`` for a TieBreak, else empty."""
    return " (equal best by 2d6)" if isinstance(choice, TieBreak) else ""


def option_list(decision: Decision) -> OptionList:
    """The decision's options as a list; TypeError for an amount range."""
    if not isinstance(decision.options, OptionList):
        raise TypeError(f"{decision.kind} offers amounts, not a list of options")
    return decision.options
