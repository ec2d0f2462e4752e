"""A Player faction played by rules of thumb, so that simulated games resemble real ones.

The HeuristicPlayer keeps the Republic alive (Games and contributions when Unrest is high or the
State Treasury low), gathers Influence for the Era Ends victory (1.12.2), persuades the Senators
it has a fair chance at, bribes modestly, keeps its Faction Treasury for Counter-Bribes, takes
Provincial Spoils and never quits.

Each decision kind has a handler in ``HANDLERS`` (kind -> function, bots/heuristic_registry.py),
registered with ``@handles(KIND)`` for a kind declared in the catalogue (``engine/decisions.py``)
by a module of ``bots/heuristic_rules/``, one per area of the rules; a kind without one gets
``safe_default``: a 'none' / 'done' / 'pass'-like option, else the first option, or the smallest
amount. A Neutral decision delegated to the Player (4.02.2) without a handler gets the Neutral's
documented default. Handlers read only the Player's view (1.04.9).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Final

import bots.heuristic_rules  # noqa: F401  (registers the handlers)
from bots.agent import AgentFactory
from bots.heuristic_registry import HANDLERS, Ask, Policy, safe_default
from bots.neutral import NeutralBot
from bots.neutral_registry import has_neutral_rule
from engine.decision import AmountOptions, Choice, Decision, Option
from engine.dice import make_rng
from engine.view import GameView
from solo.player_cards import PLAY_PREFIX

DEFAULT_POLICY: Final = Policy()
"""The default Policy, one for every Player bot (frozen): made once, not once a game."""


class HeuristicPlayer:
    """Plays a Player faction by the handlers of bots/heuristic_rules/; same seed, same choices."""

    def __init__(self, seed: int = 0, policy: Policy | None = None) -> None:
        self._rng = make_rng(seed)
        self._policy = policy or DEFAULT_POLICY
        self._neutral = NeutralBot()

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """Play a held card first, else answer by the kind's handler, the delegated Neutral
        default (4.02.2), when there is no handler or it leaves the decision to that default, or
        the safe default."""
        ask = Ask.of(view, decision, self._policy, self._rng)
        play = held_card_play(decision)
        if play is not None:
            return play
        handler = HANDLERS.get(decision.kind)
        answer = None if handler is None else handler(ask)
        if answer is not None:
            return answer
        if decision.actor != view.seat and has_neutral_rule(decision.kind):
            return self._neutral.decide(view, decision)
        return safe_default(ask)


class HeuristicPlayerV1(HeuristicPlayer):
    """The first heuristic (``heuristic-v1``), kept so tournaments can compare: its Policy gives
    the State only in alarm (``Policy.v1``)."""

    def __init__(self, seed: int = 0, policy: Policy | None = None) -> None:
        super().__init__(seed, policy or Policy.v1())


def heuristic_bot(settings: Mapping[str, str]) -> AgentFactory:
    """The HeuristicPlayer with a spec's Policy settings (``heuristic:state_weight=0.3``,
    bots/seating.py)."""
    return partial(HeuristicPlayer, policy=Policy.of(settings))


def held_card_play(decision: Decision) -> Option | None:
    """A held Concession or Law on offer: the Player plays it at once, as a Neutral would
    (4.04.1). Other interjections (Assassination Checks, 4.07.3) are never requested."""
    if isinstance(decision.options, AmountOptions):
        return None
    return next((o for o in decision.options if o.key.startswith(PLAY_PREFIX)), None)
