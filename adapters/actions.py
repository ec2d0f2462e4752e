"""The fixed action space of the adapters (docs/adapters.md): an action is an option's index.

Every decision offers ``len(decision.options)`` options (an amount range indexes like a list,
``engine/decision.py``). Action ``i`` is option ``i`` while a decision has at most ``ACTIONS``
options, which covers 99% of the decisions of whole games (the longest lists are Spoils picks
and Persuasion targets, ~130). A longer list is spread over the actions: action ``i`` is option
``i * n // ACTIONS`` (evenly spaced, the first always included), so every action stays legal and
a long amount range is offered at ``ACTIONS`` evenly spaced amounts.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from engine.context import Interjection
from engine.decision import AmountOptions, Choice, Decision, IllegalChoice, Option

ACTIONS = 128
"""The size of the Discrete action space."""


def legal_count(decision: Decision) -> int:
    """How many actions are legal: the first ``min(options, ACTIONS)``."""
    return min(len(decision.options), ACTIONS)


def legal_actions(decision: Decision) -> list[int]:
    """The legal actions of a decision, ascending."""
    return list(range(legal_count(decision)))


def action_mask(decision: Decision | None) -> NDArray[np.int8]:
    """1 for each legal action, 0 elsewhere (all 0 when no decision is pending)."""
    mask = np.zeros(ACTIONS, dtype=np.int8)
    if decision is not None:
        mask[: legal_count(decision)] = 1
    return mask


def option_index(decision: Decision, action: int) -> int:
    """The index of the option an action names."""
    count = len(decision.options)
    return action if count <= ACTIONS else action * count // ACTIONS


def choice_of(decision: Decision, action: int) -> Choice:
    """The option an action names; IllegalChoice for an action outside the mask."""
    if not 0 <= action < legal_count(decision):
        raise IllegalChoice(
            f"action {action} is not legal for {decision.kind} ({decision.rule}): "
            f"legal 0..{legal_count(decision) - 1}"
        )
    return decision.options[option_index(decision, action)]




def action_for(decision: Decision, choice: Choice) -> int | None:
    """The action naming ``choice``, or None if no action does (an option skipped in a
    spread-out long list, or a tie of several options)."""
    options = decision.options
    found = options.find(choice.key)
    if found is None:
        return None
    if isinstance(options, AmountOptions):
        index = int(found.key) - options.low
    else:
        index = options.keys().index(found.key)
    action = index if len(options) <= ACTIONS else -(-index * ACTIONS // len(options))
    return action if action < ACTIONS and option_index(decision, action) == index else None


def is_interjection(decision: Decision, action: int) -> bool:
    """True if the action's option is an interjection (4.04.1), not an answer to the decision."""
    chosen = choice_of(decision, action)
    return isinstance(chosen, Option) and isinstance(chosen.value, Interjection)
