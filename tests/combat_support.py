"""Helpers for the Combat Phase tests (1.10): Wars in the Forum, Commanders sent with their
Forces, fixed Mortality Chits, and a run of the phase with a scripted Player."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

import engine.captives
from engine.context import Context
from engine.game import Game
from engine.phases.combat import combat_phase
from engine.senators import statesman_senator
from engine.state import Location, Office, Senator, WarStatus
from tests.builders import add_family
from tests.event_support import card_no, table
from tests.revenue_support import ScriptedPlayer, run

PLAYER = 0
IMPERIALS, PLUTOCRATS, CONSERVATIVES, POPULISTS = 1, 2, 3, 4


def combat_table(scenario: str = "early", players: int = 1) -> Context:
    """Five factions with their Neutral roles, all 25 Legions and Fleets in the Force Pool, an
    empty Mortality cup (no chit strikes unless a test fixes them)."""
    ctx = table(players=players, scenario=scenario)
    ctx.state.mortality_cup.clear()
    return ctx


def commander(
    ctx: Context,
    seat: int,
    *,
    military: int = 3,
    influence: int = 5,
    popularity: int = 0,
    office: Office | None = Office.FIELD_CONSUL,
) -> Senator:
    """The next Family card not in play, in Rome holding ``office``, with these ratings (a real
    card, so that he can die and leave his Family card behind, 1.05.3)."""
    key = next(k for k in ctx.catalog.families if k not in ctx.state.senators)
    senator = add_family(ctx, seat, key)
    senator.military = military
    senator.influence = influence
    senator.popularity = popularity
    if office is not None:
        senator.offices.append(office)
    return senator


def statesman(ctx: Context, seat: int, code: str, office: Office | None = None) -> Senator:
    """A Statesman card in Rome with his printed ratings, aligned with ``seat``."""
    senator = statesman_senator(ctx.catalog, code)
    senator.faction = seat
    senator.location = Location.ROME
    if office is not None:
        senator.offices.append(office)
    ctx.state.senators[senator.key] = senator
    return senator


def send(
    ctx: Context,
    senator: Senator,
    war: int,
    legions: int = 0,
    fleets: int = 0,
    veterans: int = 0,
) -> None:
    """Dispatch the Senator against a War with units from the Force Pool, the first
    ``veterans`` Legions Veteran (1.09.641)."""
    senator.location = Location.WAR
    senator.commands = war
    ctx.state.dispatched.append(senator.key)
    place = f"war:{war}"
    free_legions = [u for u in ctx.state.legions if u.location == "bank"][:legions]
    for index, unit in enumerate(free_legions):
        unit.location = place
        unit.commander = senator.key
        unit.veteran = index < veterans
    for unit in [u for u in ctx.state.fleets if u.location == "bank"][:fleets]:
        unit.location = place
        unit.commander = senator.key


def ride_with(ctx: Context, master: Senator, dictator: Senator) -> None:
    """The Master of Horse goes with his Dictator (1.09.34)."""
    master.location = Location.WAR
    master.commands = dictator.commands


def leader_on(ctx: Context, key: str, war: int) -> int:
    """An enemy Leader with his War; returns his card number."""
    number = card_no(ctx, key)
    ctx.state.leaders[number] = war
    return number


def units_at(ctx: Context, place: str) -> tuple[int, int]:
    """Legions and Fleets in a location."""
    state = ctx.state
    return state.count_units(state.legions, place), state.count_units(state.fleets, place)


def fight(
    ctx: Context, dice: Sequence[int] = (), answers: Mapping[str, Sequence[str]] | None = None
) -> tuple[Game, ScriptedPlayer]:
    """Force the dice, then run the Combat Phase to its end (Players scripted, Neutrals by
    bot)."""
    ctx.dice.script(dice)
    return run(ctx, combat_phase, answers)


class Chits:
    """Mortality Chit draws fixed by the test, in order; records how many each draw asked."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *draws: list[int | str]) -> None:
        self._draws = list(draws)
        self.counts: list[int] = []
        monkeypatch.setattr(engine.captives, "draw_chits", self._draw)

    def _draw(self, ctx: Context, count: int, rule: str) -> list[int | str]:
        self.counts.append(count)
        return self._draws.pop(0) if self._draws else ["blank"] * count


def battles(game: Game) -> list[str]:
    """The text of every battle roll logged, in order."""
    return [e.text for e in game.log if e.act == "battle"]


def status(ctx: Context, war: int) -> WarStatus | None:
    """The War's box, or None once it has left the Forum."""
    return ctx.state.wars.get(war)
