"""Who sits where: the Player bots known by name and the agents of every seat of a game."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import cast

from bots.agent import Agent, AgentFactory
from bots.heuristic import HeuristicPlayer, HeuristicPlayerV1, heuristic_bot
from bots.neutral import NeutralBot
from bots.random_agent import RandomAgent
from bots.search import SearchPlayer, search_bot
from engine.game import Game
from guidelines.loader import GuidelineSet
from solo.scenario import player_seats

PLAYER_BOTS: dict[str, AgentFactory] = {
    "heuristic": HeuristicPlayer,
    "heuristic-v1": HeuristicPlayerV1,
    "random": RandomAgent,
    "search": SearchPlayer,
}
"""The Player bots known by name; any other is named as ``module:Class``."""

CONFIGURABLE_BOTS: dict[str, Callable[[Mapping[str, str]], AgentFactory]] = {
    "heuristic": heuristic_bot,
    "search": search_bot,
}
"""The Player bots known by name that take settings, ``name:key=value,...``
(``search:rollouts=8,horizon=0``, ``heuristic:state_weight=0.3``): each makes its factory from
the settings."""


class PlayerBotError(ValueError):
    """A Player bot spec that names no usable agent class; the message is one line."""


def one_line(exc: BaseException) -> str:
    """An exception as one line: its type and message."""
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def player_bot(spec: str) -> AgentFactory:
    """The agent factory a Player bot spec names: a built-in bot (``heuristic``, ``random``,
    ``search``), one with settings (``search:rollouts=8,horizon=0``) or ``module:Class``, whose
    constructor takes a seed and whose instances have ``decide``."""
    if spec in PLAYER_BOTS:
        return PLAYER_BOTS[spec]
    module_name, sep, class_name = spec.partition(":")
    if module_name in PLAYER_BOTS:
        return configured_bot(module_name, class_name)
    if not sep or not module_name or not class_name:
        known = ", ".join(PLAYER_BOTS)
        raise PlayerBotError(
            f"--player-bot takes {known}, name:key=value,... or module:Class, got {spec!r}"
        )
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # a user's module may fail in any way while it loads
        raise PlayerBotError(f"cannot import {module_name!r}: {one_line(exc)}") from None
    factory = getattr(module, class_name, None)
    if not isinstance(factory, type):
        raise PlayerBotError(f"module {module_name!r} has no class {class_name!r}")
    try:
        agent = factory(0)
    except Exception as exc:  # the constructor is the user's code
        raise PlayerBotError(f"{spec}(seed) fails: {one_line(exc)}") from None
    if not callable(getattr(agent, "decide", None)):
        raise PlayerBotError(f"{spec} has no decide(view, decision) method")
    return cast(AgentFactory, factory)


def configured_bot(name: str, settings: str) -> AgentFactory:
    """A built-in bot with settings ``key=value,...`` (``player_bot``)."""
    configure = CONFIGURABLE_BOTS.get(name)
    if configure is None:
        raise PlayerBotError(f"the {name} bot takes no settings, got {settings!r}")
    pairs = [item.partition("=") for item in settings.split(",")]
    if any(not key or not sep or not value for key, sep, value in pairs):
        raise PlayerBotError(f"{name} settings are key=value,..., got {settings!r}")
    try:
        return configure({key.strip(): value.strip() for key, _, value in pairs})
    except ValueError as exc:
        raise PlayerBotError(f"{name}: {exc}") from None


def player_agent_seed(seed: int, seat: int) -> int:
    """The seed of the bot playing a Player seat, derived from the game seed."""
    return seed * 8 + seat


def seat_agents(
    game: Game, factory: AgentFactory, guidelines: GuidelineSet | None = None
) -> dict[int, Agent]:
    """The Player bot in each Player seat, seeded from the game's seed; the NeutralBot, playing
    by ``guidelines`` (the built-in cards by default), in every other seat."""
    return seat_each_player(game, [factory] * game.options.players, guidelines)


def seat_each_player(
    game: Game, factories: Sequence[AgentFactory], guidelines: GuidelineSet | None = None
) -> dict[int, Agent]:
    """``seat_agents`` with its own Player bot in each Player seat, in seat order (a match
    between two bots in two-player)."""
    seats = player_seats(game.options.players)
    if len(factories) != len(seats):
        raise ValueError(f"{len(seats)} Player seat(s) need as many bots, got {len(factories)}")
    neutral = NeutralBot(guidelines)
    by_seat = dict(zip(seats, factories, strict=True))
    return {
        seat: by_seat[seat](player_agent_seed(game.seed, seat)) if seat in by_seat else neutral
        for seat in range(len(game.state.factions))
    }


def default_agents(game: Game, guidelines: GuidelineSet | None = None) -> dict[int, Agent]:
    """Random agents for the Players, the Guideline bot for every Neutral (``ror new``)."""
    return seat_agents(game, RandomAgent, guidelines)
