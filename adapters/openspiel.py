"""The solitaire and two-player games as an OpenSpiel Python game (docs/adapters.md).

``import adapters.openspiel`` registers ``python_republic_of_rome``::

    pyspiel.load_game("python_republic_of_rome", {"scenario": "early", "players": 2})

Parameters: ``scenario``, ``players`` (1 or 2), ``seed`` (the deal: the initial state is a
function of the parameters), ``max_turns`` (0: none; a game past it ends, scored as it stands),
``max_steps`` (the cap on answers), ``reward`` (``adapters.table.REWARDS``) and ``chance``
(``CHANCE_MODES``).

The OpenSpiel players are the Player seats, in seat order (player 1 is seat 2 in two-player);
the NeutralBot answers the Neutral seats inside the game. Under ``chance=seeded`` (the default)
all chance (dice, draws, the Neutrals' 2d6 tie-breaks) is fixed by the ``seed`` parameter and
hidden from the players: the chance mode is deterministic, with no chance nodes, and a clone
carries the seed's future (a search that must not see it resamples,
``resample_from_infostate``); ``explicit`` and ``outcomes`` make chance nodes. A state
serializes as its history of actions (OpenSpiel's own), and pickles. Actions are option indices
(``adapters.actions``); observations are ``adapters.observation``'s. The information state
string has perfect recall: the observation, the player's own answers so far (their decision
kinds and keys), and a digest chained over every move of what the player observed then and did
(``recall_digest``); its tensor is the observation tensor and a recall block of the player's
own answers (``adapters.recall``).
``resample_from_infostate`` is a determinization (``Game.fork(seat=..., reseed=...)``): what the
seat cannot see, and all future chance, re-dealt consistently with what it has seen.
"""

from __future__ import annotations

import copy
import hashlib
from typing import Any, TypeVar

import numpy as np
import pyspiel
from numpy.typing import NDArray

from adapters.actions import ACTIONS, choice_of, is_interjection, legal_actions
from adapters.chance import NeedChance, OutcomeDice, Where
from adapters.observation import SIZE, describe, observe
from adapters.recall import RECALL_SIZE, Answer, answer_of, recall_block
from adapters.table import MAX_STEPS, REWARD_RANGE, Settings, Table
from engine.report import state_digest

SHORT_NAME = "python_republic_of_rome"

PARAMETERS: dict[str, Any] = {
    "scenario": "early",
    "players": 1,
    "seed": 0,
    "max_turns": 0,
    "max_steps": MAX_STEPS,
    "reward": "outcome",
    "chance": "seeded",
}
"""The game's parameters and their defaults."""

CHANCE_MODES = {
    "seeded": pyspiel.GameType.ChanceMode.DETERMINISTIC,
    "explicit": pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    "outcomes": pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
}
"""``chance``: ``seeded``, all chance fixed by the ``seed`` parameter (no chance nodes);
``explicit``, a chance node after every answer that deals the chance to come; or ``outcomes``,
a chance node for every chance event after the deal, with that event's outcomes
(``adapters.chance``)."""

T = TypeVar("T")


class PerPlayer(dict[int, list[T]]):
    """Each player's record of moves (answers, recall rows). OpenSpiel clones a Python state
    by deep-copying its attributes: a clone copies these lists, not their items, which are
    never changed (strings, tuples of numbers), so a clone costs a list copy per player."""

    def __deepcopy__(self, memo: dict[int, object]) -> PerPlayer[T]:
        return PerPlayer({player: list(items) for player, items in self.items()})


FUTURES = 16
"""The outcomes of an explicit chance node: equally likely seeds of the chance to come."""

MAX_OUTCOMES = 256
"""The most outcomes a chance event has under ``chance=outcomes`` (a card drawn from the
largest pile has fewer)."""


def game_type(chance: str) -> pyspiel.GameType:
    """The game type under a ``chance`` parameter (``CHANCE_MODES``)."""
    if chance not in CHANCE_MODES:
        raise ValueError(f"chance is one of {', '.join(CHANCE_MODES)}, got {chance!r}")
    return pyspiel.GameType(
        short_name=SHORT_NAME,
        long_name="Republic of Rome (Living Rules v1.07), solitaire and two-player",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=CHANCE_MODES[chance],
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=1,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=PARAMETERS,
    )


GAME_TYPE = game_type("seeded")
"""The registered type: the default parameters'."""


def settings_of(params: dict[str, Any]) -> Settings:
    """The adapter settings of the game's parameters."""
    return Settings(
        scenario=str(params["scenario"]),
        players=int(params["players"]),
        max_turns=int(params["max_turns"]),
        reward=str(params["reward"]),
        max_steps=int(params["max_steps"]),
    )


class RepublicOfRomeGame(pyspiel.Game):  # type: ignore[misc]
    """The game: its settings and the seed of its deal."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        chosen = {**PARAMETERS, **(params or {})}
        self.settings = settings_of(chosen)
        self.explicit = chosen["chance"] == "explicit"
        self.outcomes = chosen["chance"] == "outcomes"
        kind = game_type(str(chosen["chance"]))
        low, high = REWARD_RANGE[self.settings.reward]
        info = pyspiel.GameInfo(
            num_distinct_actions=ACTIONS,
            max_chance_outcomes=(
                FUTURES if self.explicit else MAX_OUTCOMES if self.outcomes else 0
            ),
            num_players=self.settings.players,
            min_utility=low,
            max_utility=high,
            utility_sum=None,
            max_game_length=self.settings.max_steps,
        )
        super().__init__(kind, info, chosen)
        self.seed = int(chosen["seed"])
        self._initial: Table | None = None

    def new_initial_state(self) -> RepublicOfRomeState:
        """The game dealt from the ``seed`` parameter, at the first Player's answer. Its table
        is made when first read: OpenSpiel makes an initial state to clone a state or to size
        a tensor, and overwrites or ignores it."""
        return RepublicOfRomeState(self)

    def initial_table(self) -> Table:
        """A new table of the deal (a fork of the one dealt once, not dealt again)."""
        if self._initial is None:
            self._initial = Table(self.settings, self.seed)
            if self.outcomes:
                context = self._initial.game.context
                context.dice = OutcomeDice.replacing(context.dice)
        return copy.deepcopy(self._initial)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> Observer:
        """The observer of observations (default) or information states (perfect recall)."""
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        if iig_obs_type is not None and (
            not iig_obs_type.public_info
            or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError("the observation is the seat's view: public and its own private")
        return Observer(recall)


class RepublicOfRomeState(pyspiel.State):  # type: ignore[misc]
    """A game in progress at an OpenSpiel player's decision (or its end)."""

    def __init__(self, game: RepublicOfRomeGame, table: Table | None = None) -> None:
        super().__init__(game)
        self._table = table
        players = range(game.num_players())
        self.answers: PerPlayer[str] = PerPlayer({p: [] for p in players})
        """Each player's answers so far, ``kind=key``: its part of the information state."""
        self.moves: PerPlayer[Answer] = PerPlayer({p: [] for p in players})
        """Each player's answers so far as (kind, action): the tensor's recall block."""
        self.recall: dict[int, str] = dict.fromkeys(players, "")
        """Each player's perfect recall as a digest: chained over every move, its observation
        string then (``describe``) and, on its own moves, its answer."""
        self.only: tuple[int, list[int]] | None = None
        """Set by ``restrict``: the answers given so far and the actions then offered."""
        self.interjections = True
        """False: no action is an interjection (4.04.1: a held card played, an assassination
        requested), as a search may choose, unless nothing else is offered."""
        self.waiting: int | None = None
        """Under explicit chance, the answer given and not yet carried out: the chance node
        that deals the chance to come is to be resolved first (under ``outcomes``, the chance
        events it meets, one by one)."""
        self.chosen: dict[Where, int] = {}
        """Under ``outcomes``, the outcomes chosen for the waiting answer's chance events."""
        self.needed: tuple[Where, int, bool] | None = None
        """Under ``outcomes``, the chance event the waiting answer meets next, its number of
        outcomes and whether it is a die."""

    @property
    def fresh(self) -> bool:
        """True for an initial state whose table is not made yet."""
        return self._table is None

    @property
    def table(self) -> Table:
        """The game in progress (the deal's, made when first read)."""
        if self._table is None:
            game = self.get_game()
            assert isinstance(game, RepublicOfRomeGame)
            self._table = game.initial_table()
        return self._table

    def restrict(self, actions: list[int]) -> None:
        """Offer only ``actions`` (legal ones) at the pending decision, as a search's root
        candidates; the decisions after it offer all their actions."""
        self.only = (len(self.table.game.choices), sorted(actions))

    def player_seat(self, player: int) -> int:
        """The seat an OpenSpiel player sits in."""
        return self.table.seats[player]

    def current_player(self) -> int:
        """The player to answer, CHANCE while an answer waits for its chance, or TERMINAL."""
        if self.waiting is not None:
            return int(pyspiel.PlayerId.CHANCE)
        seat = self.table.seat
        if seat is None:
            return int(pyspiel.PlayerId.TERMINAL)
        return self.table.seats.index(seat)

    def _legal_actions(self, player: int) -> list[int]:
        decision = self.table.game.pending
        if decision is None or player != self.current_player():
            return []
        if self.only is not None and self.only[0] == len(self.table.game.choices):
            return self.only[1]
        actions = legal_actions(decision)
        if self.interjections:
            return actions
        own = [a for a in actions if not is_interjection(decision, a)]
        return own or actions

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The equally likely outcomes of the chance node: the ``FUTURES`` seeds of the chance
        to come (``explicit``), or the chance event's own (``outcomes``)."""
        count = FUTURES if self.needed is None else self.needed[1]
        return [(outcome, 1.0 / count) for outcome in range(count)]

    def _apply_action(self, action: int) -> None:
        if self.needed is not None:
            self.chosen[self.needed[0]] = action
            self._carry_out()
            return
        if self.waiting is not None:
            given, self.waiting = self.waiting, None
            self.table.reseed(None, future_seed(self.table, action))
            self.table.answer(given)
            return
        decision = self.table.game.pending
        assert decision is not None
        mover = self.current_player()
        answer = f"{decision.kind}={choice_of(decision, action).key}"
        for player in self.recall:
            seen = Observer.seen_text(self, player)
            did = answer if player == mover else ""
            self.recall[player] = recall_digest(self.recall[player], seen, did)
        self.answers[mover].append(answer)
        self.moves[mover].append(answer_of(decision.kind, action))
        game = self.get_game()
        if isinstance(game, RepublicOfRomeGame) and game.outcomes:
            self.waiting = action
            self._carry_out()
        elif isinstance(game, RepublicOfRomeGame) and game.explicit:
            self.waiting = action
        else:
            self.table.answer(action)

    def _carry_out(self) -> None:
        """Under ``outcomes``: carry the waiting answer out on a fork with the outcomes chosen
        so far; a chance event without one makes this a chance node for it (``needed``). A
        determinization's chance is its seed's (``resample_from_infostate``): no chance node."""
        assert self.waiting is not None
        table = self.table
        if not isinstance(table.game.context.dice, OutcomeDice):  # a determinization's: seeded
            table.answer(self.waiting)
            self.waiting = None
            return
        attempt = table.copy(table.game.fork())
        dice = attempt.game.context.dice
        assert isinstance(dice, OutcomeDice)
        dice.forced.update(self.chosen)
        dice.open = True
        try:
            attempt.answer(self.waiting)
        except NeedChance as need:
            if need.bound > MAX_OUTCOMES:
                raise ValueError(f"{need}: more than {MAX_OUTCOMES}") from None
            self.needed = (need.where, need.bound, need.die)
            return
        dice.open = False
        self._table, self.waiting, self.chosen, self.needed = attempt, None, {}, None

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE and self.needed is not None:
            (_, stream, _), _, die = self.needed
            return f"chance {'/'.join(map(str, stream))} {action + 1 if die else action}"
        if player == pyspiel.PlayerId.CHANCE:
            return f"future {action}"
        decision = self.table.game.pending
        if decision is None:
            return f"action {action}"
        return f"{decision.kind}={choice_of(decision, action).key}"

    def is_terminal(self) -> bool:
        """True when the game is over or past its turn cap."""
        return self.waiting is None and self.table.done

    def returns(self) -> list[float]:
        """Each player's reward (0 until the end)."""
        return self.table.rewards(self.table.seats)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
        """A determinization for the player: ``Game.fork(seat=..., reseed=...)`` with a seed
        drawn from ``probability_sampler``; its information state is this one's."""
        reseed = int(probability_sampler() * 2**62)
        twin = self.table.resampled(self.player_seat(player_id), reseed)
        state = RepublicOfRomeState(self.get_game(), twin)
        state.answers = copy.deepcopy(self.answers)
        state.moves = copy.deepcopy(self.moves)
        state.recall = dict(self.recall)
        state.only = self.only
        state.interjections = self.interjections
        state.waiting = self.waiting
        state.chosen = dict(self.chosen)
        state.needed = self.needed
        return state

    def __str__(self) -> str:
        game = self.table.game
        return (
            f"seed {self.table.seed} answers {len(game.choices)} turn {game.state.turn}"
            f" {game.state.phase} pending {game.pending.kind if game.pending else None}"
            f" digest {state_digest(game.state)}"
        )


class Observer:
    """OpenSpiel's PyObserver: the seat's observation (``adapters.observation``) as a tensor
    and as text; with ``recall``, the information state: the text adds the player's answers
    and its recall digest, the tensor the recall block (``adapters.recall``)."""

    def __init__(self, recall: bool) -> None:
        self.recall = recall
        self.tensor = np.zeros(SIZE + (RECALL_SIZE if recall else 0), np.float32)
        self.dict = {"observation": self.tensor[:SIZE]}
        if recall:
            self.dict["recall"] = self.tensor[SIZE:]
        self._initial: dict[int, NDArray[np.float32]] = {}
        """Each player's observation of the deal: OpenSpiel sizes a tensor by observing a new
        initial state, so it is made once, not a fork of the deal each time."""

    def set_from(self, state: RepublicOfRomeState, player: int) -> None:
        """Fill ``tensor`` with the observation of ``player`` in ``state`` (and its recall
        block: its own answers and the count of the others')."""
        fresh = state.fresh
        if fresh and player in self._initial:
            self.tensor[:] = self._initial[player]
            return
        view, decision = self._seen(state, player)
        self.tensor[:SIZE] = observe(view, decision, state.table.game.state)
        if self.recall:
            others = sum(len(m) for p, m in state.moves.items() if p != player)
            self.tensor[SIZE:] = recall_block(state.moves[player], others)
        if fresh:
            self._initial[player] = self.tensor.copy()

    def string_from(self, state: RepublicOfRomeState, player: int) -> str:
        """The observation (or information state) of ``player`` as text."""
        text = self.seen_text(state, player)
        if self.recall:
            text += "\nanswers " + " ".join(state.answers[player])
            text += "\nrecall " + state.recall[player]
        return text

    @classmethod
    def seen_text(cls, state: RepublicOfRomeState, player: int) -> str:
        """What ``player`` observes in ``state``, as text (``describe``)."""
        view, decision = cls._seen(state, player)
        return describe(view, decision)

    @staticmethod
    def _seen(state: RepublicOfRomeState, player: int) -> tuple[Any, Any]:
        seat = state.player_seat(player)
        table = state.table
        decision = table.game.pending if table.seat == seat else None
        return table.game.view(seat), decision


def future_seed(table: Table, outcome: int) -> int:
    """The seed an explicit chance outcome deals the chance to come from: a function of the
    deal, the answers so far and the outcome."""
    text = f"{table.seed}/{table.steps}/{outcome}".encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 2


def recall_digest(before: str, seen: str, did: str) -> str:
    """A recall digest carried over one move: what the player saw and what it did (128 bits:
    among 2**32 pasts, two share a digest with odds below 2**-64)."""
    text = "\x1f".join((before, seen, did)).encode()
    return hashlib.blake2b(text, digest_size=16).hexdigest()


pyspiel.register_game(GAME_TYPE, RepublicOfRomeGame)
