"""What the three adapters share (docs/adapters.md): a game whose chosen seats are answered from
outside, one action at a time, while the NeutralBot answers every other seat inside it, and the
reward each seat gets at the end.

A ``Table`` runs the game on until a chosen seat must answer, the game is over, or the turn cap
(``max_turns``) is passed: then the episode is truncated and scored as it stands.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from numpy.typing import NDArray

from adapters.actions import action_mask, choice_of
from adapters.observation import observe
from bots.neutral import NeutralBot
from bots.search import outcome_value
from engine.decision import Decision
from engine.game import Game
from guidelines.loader import GuidelineSet
from solo.game import new_game
from solo.scenario import check_scenario_arguments, player_seats

REWARDS = ("win", "influence")
"""``win``: 1 to the seat that won, 0 otherwise (all lose when the Republic falls, 1.12.1).
``influence``: the seat's share of all factions' combined Influence at the end (the Era Ends
measure, 1.12.2), plus 1 if it won (``bots.search.outcome_value``); a truncated game scores its
share as it stands."""

REWARD_RANGE = {"win": (0.0, 1.0), "influence": (0.0, 2.0)}
"""The least and most each reward gives."""

ILLEGAL_REWARD = -1.0
"""What the Gymnasium and PettingZoo environments give an action outside the mask: the game is
unchanged and the same decision stays pending (the engine never trusts input)."""


@dataclass(frozen=True, slots=True)
class Settings:
    """The games an adapter deals: scenario, Players (1 or 2), whether the Neutral seats are
    answered from outside too, the turn cap (0: none), the reward and the Neutrals' Guidelines
    (the printed cards when None)."""

    scenario: str = "early"
    players: int = 1
    neutrals: bool = False
    max_turns: int = 0
    reward: str = "win"
    guidelines: GuidelineSet | None = None

    def __post_init__(self) -> None:
        check_scenario_arguments(self.scenario, self.players)
        if self.reward not in REWARDS:
            raise ValueError(f"reward is one of {', '.join(REWARDS)}, got {self.reward!r}")
        if self.max_turns < 0:
            raise ValueError(f"max_turns is 0 (no cap) or more, got {self.max_turns}")

    def seats(self) -> tuple[int, ...]:
        """The seats answered from outside: the Players', and with ``neutrals`` every seat."""
        return tuple(range(5)) if self.neutrals else player_seats(self.players)


def to_answer(decision: Decision) -> int:
    """The seat that answers a decision: its delegate (4.02.2) or its actor."""
    return decision.actor if decision.delegate_to is None else decision.delegate_to


class Table:
    """A game dealt from ``seed`` by ``settings``, run on to the next outside answer."""

    def __init__(self, settings: Settings, seed: int, game: Game | None = None) -> None:
        self.settings = settings
        self.seed = seed
        self.game = game or new_game(settings.scenario, settings.players, seed, record="outcome")
        self.seats = settings.seats()
        self._neutral = NeutralBot(settings.guidelines)
        self.run_inside()

    def copy(self, game: Game) -> Table:
        """A table like this one around another game (a fork of this one's)."""
        return Table(self.settings, self.seed, game)

    def __deepcopy__(self, memo: dict[int, object]) -> Table:
        """An independent table at the same point (``Game.fork``): a game holds running
        procedures, which ``copy.deepcopy`` cannot copy (OpenSpiel clones states by it)."""
        return self.copy(self.game.fork())

    @property
    def truncated(self) -> bool:
        """True once the turn cap is passed with the game still running."""
        cap = self.settings.max_turns
        return bool(cap) and not self.game.over and self.game.state.turn > cap

    @property
    def done(self) -> bool:
        """True when nothing is left to answer: the game is over or truncated."""
        return self.game.pending is None or self.truncated

    @property
    def seat(self) -> int | None:
        """The seat to answer now, or None when done."""
        decision = self.game.pending
        return None if decision is None or self.truncated else to_answer(decision)

    def answer(self, action: int) -> None:
        """Apply the action of the seat to answer (IllegalChoice, unchanged, if not legal),
        then run on to the next outside answer."""
        decision = self.game.pending
        if decision is None or self.truncated:
            raise ValueError("the game is over: nothing to answer")
        self.game.apply(choice_of(decision, action))
        self.run_inside()

    def observation(self, seat: int) -> dict[str, NDArray[Any]]:
        """What ``seat`` observes (``adapters.observation``) and its action mask, which is all
        zeros unless it is to answer."""
        decision = self.game.pending if self.seat == seat else None
        return {
            "observation": observe(self.game.view(seat), decision),
            "action_mask": action_mask(decision),
        }

    def run_inside(self) -> None:
        """Let the NeutralBot answer until an outside seat must, or the game is done."""
        game = self.game
        while not self.done:
            decision = game.pending
            assert decision is not None
            seat = to_answer(decision)
            if seat in self.seats:
                return
            game.apply(self._neutral.decide(game.view(seat), decision))

    def reward(self, seat: int) -> float:
        """The reward of ``seat`` (``REWARDS``): 0 until the game is done."""
        if not self.done:
            return 0.0
        if self.settings.reward == "influence":
            return outcome_value(self.game, seat)
        result = self.game.result
        return 1.0 if result is not None and result.winner == seat else 0.0

    def rewards(self, seats: Iterable[int]) -> list[float]:
        """``reward`` of each seat, in order."""
        return [self.reward(seat) for seat in seats]
