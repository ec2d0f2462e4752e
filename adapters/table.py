"""What the three adapters share (docs/adapters.md): a game whose chosen seats are answered from
outside, one action at a time, while the NeutralBot answers every other seat inside it, and the
reward each seat gets at the end.

A ``Table`` runs the game on until a chosen seat must answer, the game is over, or a cap is
passed (``max_turns`` turns or ``max_steps`` outside answers): then the episode is truncated and
scored as it stands. A table is its settings, its seed and its history (the outside answers and
any new chance a determinization dealt): it pickles as that history and replays from it.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from numpy.typing import NDArray

from adapters.actions import action_mask, choice_of
from adapters.chance import OutcomeDice, Where
from adapters.observation import observe
from bots.neutral import NeutralBot
from bots.search import outcome_value
from engine.decision import Choice, Decision
from engine.game import Game
from engine.outcome import ALL_LOSE
from engine.victory import influence_totals
from guidelines.loader import GuidelineSet
from solo.game import new_game
from solo.scenario import check_scenario_arguments, player_seats

REWARDS = ("outcome", "survival", "share", "win", "influence")
"""The rewards a seat may be paid at the end (``reward``):

- ``outcome`` (the default), the 1.12 outcome: 1 if the seat won, -1 if all lose (the Republic
  fell, 1.12.1, or a solitaire Player is out, 1.05.4), else (another faction won, or the episode
  was truncated) its share of all factions' combined Influence (1.12.2);
- ``survival``: 1 if the Republic still stands at the end, 0 if it fell;
- ``share``: the seat's Influence share, whatever the ending;
- ``win``: 1 if the seat won, else 0;
- ``influence``: the share plus 1 if the seat won (``bots.search.outcome_value``, the score the
  search bots play for)."""

REWARD_RANGE = {
    "outcome": (-1.0, 1.0),
    "survival": (0.0, 1.0),
    "share": (0.0, 1.0),
    "win": (0.0, 1.0),
    "influence": (0.0, 2.0),
}
"""The least and most each reward gives."""

MAX_STEPS = 10_000
"""The default cap on outside answers in an episode: whole games answered at random or always
by the first or the last option took at most about 1,750 (issue 32)."""

ILLEGAL_REWARD = -1.0
"""What the Gymnasium and PettingZoo environments give an action outside the mask: the game is
unchanged and the same decision stays pending (the engine never trusts input)."""


@dataclass(frozen=True, slots=True)
class Settings:
    """The games an adapter deals: scenario, Players (1 or 2), whether the Neutral seats are
    answered from outside too, the turn cap (0: none), the reward, the cap on outside answers
    and the Neutrals' Guidelines (the printed cards when None)."""

    scenario: str = "early"
    players: int = 1
    neutrals: bool = False
    max_turns: int = 0
    reward: str = "outcome"
    max_steps: int = MAX_STEPS
    guidelines: GuidelineSet | None = None

    def __post_init__(self) -> None:
        check_scenario_arguments(self.scenario, self.players)
        if self.reward not in REWARDS:
            raise ValueError(f"reward is one of {', '.join(REWARDS)}, got {self.reward!r}")
        if self.max_turns < 0:
            raise ValueError(f"max_turns is 0 (no cap) or more, got {self.max_turns}")
        if self.max_steps < 1:
            raise ValueError(f"max_steps is 1 or more, got {self.max_steps}")

    def seats(self) -> tuple[int, ...]:
        """The seats answered from outside: the Players', and with ``neutrals`` every seat."""
        return tuple(range(5)) if self.neutrals else player_seats(self.players)


def to_answer(decision: Decision) -> int:
    """The seat that answers a decision: its delegate (4.02.2) or its actor."""
    return decision.actor if decision.delegate_to is None else decision.delegate_to


Reseed = tuple[int | None, int]
"""New chance dealt from a seed: (seat, seed) for a determinization of what ``seat`` cannot see,
(None, seed) for the chance to come alone (``Game.fork``)."""

Step = int | Reseed
"""One entry of a table's history: an outside answer (an action), or a ``Reseed``."""


class Table:
    """A game dealt from ``seed`` by ``settings``, run on to the next outside answer.

    ``checkpoints=False`` (the environments', which never fork) deals a game that takes no
    checkpoint at phase starts (``Game.new``) until the table is first cloned."""

    def __init__(
        self,
        settings: Settings,
        seed: int,
        game: Game | None = None,
        neutral: NeutralBot | None = None,
        checkpoints: bool = True,
    ) -> None:
        self.settings = settings
        self.seed = seed
        self.game = game or new_game(
            settings.scenario, settings.players, seed, record="outcome", checkpoints=checkpoints
        )
        self.seats = settings.seats()
        self.history: list[Step] = []
        """The outside answers and reseeds so far: with the settings and seed, the table."""
        self.steps = 0
        """Outside answers so far."""
        self._neutral = neutral or NeutralBot(settings.guidelines)
        """The Neutrals' bot (it keeps nothing of a game, so copies share it)."""
        self._sharers: weakref.WeakSet[Table] = weakref.WeakSet([self])
        """The tables that hold ``game`` (clones not changed since): the first to change
        forks it (``_own``)."""
        self.run_inside()

    @classmethod
    def replayed(
        cls,
        settings: Settings,
        seed: int,
        history: Sequence[Step],
        forced: dict[Where, int] | None = None,
    ) -> Table:
        """The table ``history`` leads to from a new deal of ``seed`` (with the chance outcomes
        ``forced``, ``adapters.chance``, when it has them)."""
        table = cls(settings, seed)
        if forced is not None:
            context = table.game.context
            context.dice = OutcomeDice.replacing(context.dice, forced)
        for step in history:
            if isinstance(step, int):
                table.answer(step)
            else:
                table.reseed(*step)
        return table

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its settings, seed and history (``replayed``), and its chance outcomes
        if it has them."""
        dice = self.game.context.dice
        forced = dict(dice.forced) if isinstance(dice, OutcomeDice) else None
        return (Table.replayed, (self.settings, self.seed, list(self.history), forced))

    def copy(self, game: Game, history: Sequence[Step] = ()) -> Table:
        """A table like this one around another game (a fork of this one's), with this
        history and ``history`` after it."""
        table = Table(self.settings, self.seed, game, self._neutral)
        table.history = [*self.history, *history]
        table.steps = self.steps
        return table

    def __deepcopy__(self, memo: dict[int, object]) -> Table:
        """An independent table at the same point (OpenSpiel clones states by it). A game holds
        running procedures, which ``copy.deepcopy`` cannot copy, so the two share the game
        until either changes: the first to change forks it (``Game.fork``, copy-on-write)."""
        self.game.context.phase_checkpoints = True  # from now on: a fork replays less
        twin = self.copy(self.game)
        twin._sharers = self._sharers
        self._sharers.add(twin)
        return twin

    def _own(self) -> Game:
        """The game, this table's alone to change: forked first if a clone holds it too."""
        if len(self._sharers) > 1:
            self._leave()
            self.game = self.game.fork()
        return self.game

    def _leave(self) -> None:
        """Stop sharing the game with the clones that hold it."""
        self._sharers.discard(self)
        self._sharers = weakref.WeakSet([self])

    def resampled(self, seat: int, seed: int) -> Table:
        """A determinization for ``seat`` (``Game.fork(seat=..., reseed=...)``): what it cannot
        see, and all chance from now on, dealt anew from ``seed``."""
        return self.copy(self.game.fork(seat=seat, reseed=seed), [(seat, seed)])

    def reseed(self, seat: int | None, seed: int) -> None:
        """Deal the chance to come anew from ``seed`` (and for a ``seat``, what it cannot see,
        as ``resampled``): the draw pile reshuffled, the dice from ``seed`` (``Game.fork``)."""
        self.game = self.game.fork(seat=seat, reseed=seed)
        self._leave()
        self.history.append((seat, seed))

    @property
    def truncated(self) -> bool:
        """True once a cap is passed (turns or outside answers) with the game still running."""
        if self.game.over:
            return False
        cap = self.settings.max_turns
        return self.steps >= self.settings.max_steps or (bool(cap) and self.game.state.turn > cap)
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
        choice = choice_of(decision, action)
        self._own().apply(choice)
        self.history.append(action)
        self.steps += 1
        self.run_inside()

    def apply(self, choice: Choice) -> None:
        """Answer the pending decision with ``choice`` directly, as a bot that is not an
        agent (a rollout, the heuristic) does, then run on. Not in the history: a table
        answered so no longer replays from it."""
        self._own().apply(choice)
        self.run_inside()

    def observation(self, seat: int) -> dict[str, NDArray[Any]]:
        """What ``seat`` observes (``adapters.observation``) and its action mask, which is all
        zeros unless it is to answer."""
        decision = self.game.pending if self.seat == seat else None
        return {
            "observation": observe(self.game.view(seat), decision, self.game.state),
            "action_mask": action_mask(decision),
        }

    def run_inside(self) -> None:
        """Let the NeutralBot answer until an outside seat must, or the game is done."""
        if self._inside() is None:
            return
        game, neutral = self._own(), self._neutral
        while (seat := self._inside()) is not None:
            decision = game.pending
            assert decision is not None
            game.apply(neutral.decide(game.view(seat), decision))

    def _inside(self) -> int | None:
        """The seat the NeutralBot answers for now: None when an outside seat is to answer or
        the game is done."""
        decision = self.game.pending
        if decision is None or self.truncated:
            return None
        seat = to_answer(decision)
        return None if seat in self.seats else seat

    def reward(self, seat: int) -> float:
        """The reward of ``seat`` (``REWARDS``): 0 until the game is done."""
        if not self.done:
            return 0.0
        kind = self.settings.reward
        if kind == "influence":
            return outcome_value(self.game, seat)
        result = self.game.result
        won = result is not None and result.winner == seat
        if kind == "win":
            return float(won)
        if kind == "survival":
            return 0.0 if result is not None and result.reason in ALL_LOSE else 1.0
        share = influence_share(self.game, seat)
        if kind == "share":
            return share
        all_lose = result is not None and result.winner is None
        return 1.0 if won else -1.0 if all_lose else share

    def rewards(self, seats: Iterable[int]) -> list[float]:
        """``reward`` of each seat, in order."""
        return [self.reward(seat) for seat in seats]


def influence_share(game: Game, seat: int) -> float:
    """The seat's share of all factions' combined Influence (1.12.2), 0 if none has any."""
    totals = influence_totals(game.context)
    total = sum(totals)
    return totals[seat] / total if total > 0 else 0.0
