"""Helpers for the Random Event tests (1.07.21): a table with Fleets, an HRAO, fixed chits."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import engine.events.deaths
import engine.mortality
from engine.context import Context, Procedure
from engine.events.resolve import place_event
from engine.game import Game
from engine.state import ACTIVE_FORCES, UNIT_COUNT, Location, Office, Senator, Unit, WarStatus
from tests.builders import add_senator, neutral_table

PLAYER = 0
NEUTRAL_SEAT = 1


def table(players: int = 1, scenario: str = "early", fleets: int = 0) -> Context:
    """Five factions (Neutral roles named), the 25 Legion and Fleet counters, ``fleets`` of them
    in the Active Forces, and no Senators."""
    ctx = neutral_table(players=players, scenario=scenario)
    ctx.state.legions = [Unit(n) for n in range(1, UNIT_COUNT + 1)]
    ctx.state.fleets = [Unit(n) for n in range(1, UNIT_COUNT + 1)]
    for unit in ctx.state.fleets[:fleets]:
        unit.location = ACTIVE_FORCES
    return ctx


def consul(ctx: Context, seat: int, key: str = "consul") -> Senator:
    """The Rome Consul in Rome: the HRAO (1.09.11)."""
    senator = add_senator(ctx, seat, key, location=Location.ROME)
    senator.offices.append(Office.ROME_CONSUL)
    return senator


def run(ctx: Context, procedure: Callable[[Context], Procedure]) -> Game:
    """Run a procedure on this context until its first decision or its end."""
    return Game(ctx, procedure, 0)


def place(ctx: Context, event_id: str) -> Game:
    """Put a Random Event in play (or flip it) as a table result would."""
    return run(ctx, lambda c: place_event(c, event_id))


def war_in_play(ctx: Context, key: str, status: WarStatus = WarStatus.ACTIVE) -> int:
    """Put the War card with this id in the Forum; returns its card number."""
    number = ctx.catalog.war_by_key[key].card_no
    ctx.state.wars[number] = status
    return number


def card_no(ctx: Context, key: str) -> int:
    """The scenario card number of a card id."""
    return ctx.catalog.card_by_key[key].card_no


class Chits:
    """Mortality Chits fixed by the test: the IDs each draw returns, and the counts asked."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *draws: list[int]) -> None:
        self._draws = list(draws)
        self.counts: list[int] = []
        self.killed: list[str] = []
        monkeypatch.setattr(engine.events.deaths, "draw_mortality_chits", self._draw)
        monkeypatch.setattr(engine.mortality, "kill_senator", self._kill)

    def _draw(self, ctx: Context, count: int, rule: str) -> list[int]:
        self.counts.append(count)
        return self._draws.pop(0) if self._draws else []

    def _kill(self, ctx: Context, key: str, rule: str, cause: str) -> None:
        self.killed.append(key)
