"""Who sits where: the Player bots known by name and the agents of every seat of a game."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final, cast

from bots.agent import Agent, AgentFactory
from bots.base_faction import BaseFactionBot
from bots.guideline_seat import GuidelineSeatBot, guideline_bot
from bots.heuristic import HeuristicPlayer, HeuristicPlayerV1, heuristic_bot
from bots.neutral import NeutralBot
from bots.plugins import (
    InstalledBot,
    PluginError,
    installed_bots,
    is_file_spec,
    load_file,
    load_module,
    one_line,
)
from bots.random_agent import RandomAgent
from bots.search import SearchPlayer, search_bot
from engine.game import Game
from engine.quoting import quoted
from guidelines.loader import GuidelineSet
from solo.scenario import player_seats

PLAYER_BOTS: Final[dict[str, AgentFactory]] = {
    "heuristic": HeuristicPlayer,
    "heuristic-v1": HeuristicPlayerV1,
    "random": RandomAgent,
    "search": SearchPlayer,
    "base-faction": BaseFactionBot,
    "guideline": GuidelineSeatBot,
}
"""The Player bots known by name; any other is named as ``module:Class``."""

CONFIGURABLE_BOTS: Final[dict[str, Callable[[Mapping[str, str]], AgentFactory]]] = {
    "heuristic": heuristic_bot,
    "search": search_bot,
    "guideline": guideline_bot,
}
"""The Player bots known by name that take settings, ``name:key=value,...``
(``search:rollouts=8,horizon=0``, ``heuristic:state_weight=0.3``, ``guideline:role=plutocrats``):
each makes its factory from the settings."""


class PlayerBotError(ValueError):
    """A Player bot spec that names no usable agent class; the message is one line."""


SETTINGS_HOOK: Final = "from_settings"
"""A bot class's optional classmethod that makes its factory from a spec's settings
(``name:key=value,...``): ``from_settings(settings: Mapping[str, str]) -> AgentFactory``."""


def player_bot(spec: str) -> AgentFactory:
    """The agent factory a Player bot spec names (docs/bots.md): a built-in bot (``heuristic``,
    ``random``, ``search``), one with settings (``search:rollouts=8,horizon=0``), an installed
    bot (entry-point group ``ror.player_bots``, settings alike), ``module:Class`` (found on the
    path or in the current folder) or ``path/to/file.py:Class``. A class is built with a seed and
    its instances have ``decide``."""
    if spec in PLAYER_BOTS:
        return PLAYER_BOTS[spec]
    module_name, sep, class_name = spec.partition(":")
    if is_file_spec(spec.rpartition(":")[0]):
        module_name, _, class_name = spec.rpartition(":")
    if module_name in PLAYER_BOTS:
        return configured_bot(module_name, class_name)
    installed = installed_bots().get(module_name)
    if installed is not None:
        return installed_bot(installed, class_name if sep else "")
    if not sep or not module_name or not class_name:
        known = ", ".join(PLAYER_BOTS)
        raise PlayerBotError(
            f"--player-bot takes {known}, name:key=value,... or module:Class, got {quoted(spec)}"
            " (or path/file.py:Class, or an installed bot: ror bots list)"
        )
    try:
        module = load_file(module_name) if is_file_spec(module_name) else load_module(module_name)
    except PluginError as exc:
        raise PlayerBotError(str(exc)) from None
    factory = getattr(module, class_name, None)
    if not isinstance(factory, type):
        raise PlayerBotError(f"module {quoted(module_name)} has no class {quoted(class_name)}")
    return checked_factory(spec, cast(AgentFactory, factory))


def checked_factory(spec: str, factory: AgentFactory) -> AgentFactory:
    """``factory`` if it builds, from a seed, an agent with ``decide``; else PlayerBotError."""
    try:
        agent = factory(0)
    except Exception as exc:  # the constructor is the user's code
        raise PlayerBotError(f"{spec}(seed) fails: {one_line(exc)}") from None
    if not callable(getattr(agent, "decide", None)):
        raise PlayerBotError(f"{spec} has no decide(view, decision) method")
    return factory


def installed_bot(installed: InstalledBot, settings: str) -> AgentFactory:
    """The factory of an installed bot, configured by its class's ``from_settings`` when the
    spec has settings."""
    try:
        factory = installed.load()
    except PluginError as exc:
        raise PlayerBotError(str(exc)) from None
    if not callable(factory):
        raise PlayerBotError(f"installed bot {installed.name!r} ({installed.target}) is no class")
    if settings:
        configure = getattr(factory, SETTINGS_HOOK, None)
        if configure is None:
            raise PlayerBotError(
                f"the {installed.name} bot takes no settings, got {quoted(settings)}"
            )
        factory = with_settings(installed.name, settings, configure)
    return checked_factory(installed.name, cast(AgentFactory, factory))


def split_specs(value: str) -> list[str]:
    """``A,B,...`` as bot specs, in order. A piece ``key=value`` with no ``:`` is another setting
    of the spec before it (``search:rollouts=8,horizon=0,heuristic`` is two bots)."""
    specs: list[str] = []
    for piece in (p.strip() for p in value.split(",")):
        setting = "=" in piece and ":" not in piece
        if setting and specs and ":" in specs[-1]:
            specs[-1] += f",{piece}"
        else:
            specs.append(piece)
    return specs


def configured_bot(name: str, settings: str) -> AgentFactory:
    """A built-in bot with settings ``key=value,...`` (``player_bot``)."""
    configure = CONFIGURABLE_BOTS.get(name)
    if configure is None:
        raise PlayerBotError(f"the {name} bot takes no settings, got {quoted(settings)}")
    return with_settings(name, settings, configure)


def with_settings(
    name: str, settings: str, configure: Callable[[Mapping[str, str]], AgentFactory]
) -> AgentFactory:
    """The factory ``configure`` makes from settings ``key=value,...``; PlayerBotError, one
    line, for malformed settings or those ``configure`` refuses (ValueError)."""
    pairs = [item.partition("=") for item in settings.split(",")]
    if any(not key or not sep or not value for key, sep, value in pairs):
        raise PlayerBotError(f"{name} settings are key=value,..., got {quoted(settings)}")
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


def seat_every_faction(game: Game, factories: Sequence[AgentFactory]) -> dict[int, Agent]:
    """A base game's bots, one per faction in seat order, each seeded for its seat (every
    faction is a Player's, engine/base)."""
    seats = len(game.state.factions)
    if len(factories) != seats:
        raise ValueError(f"{seats} factions need as many seat bots, got {len(factories)}")
    return {
        seat: factory(player_agent_seed(game.seed, seat)) for seat, factory in enumerate(factories)
    }


def default_agents(game: Game, guidelines: GuidelineSet | None = None) -> dict[int, Agent]:
    """Random agents for the Players, the Guideline bot for every Neutral (``ror new``)."""
    return seat_agents(game, RandomAgent, guidelines)
