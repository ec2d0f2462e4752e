"""Helpers for the Military Plan and deployment tests (4.05.3-4.05.34, 1.09.63-1.09.9): a table
with Neutral roles and unit counters, Wars, Leaders, office holders and units in the boxes."""

from __future__ import annotations

from collections.abc import Callable

from bots.agent import play
from bots.neutral import NeutralBot
from engine.context import Context, Procedure
from engine.game import Game
from engine.state import ACTIVE_FORCES, Location, Office, Senator, Unit, WarStatus
from solo.military import deployment_step, military_plan_step
from solo.military_plan import OWN_PLAN
from solo.rulings import with_rulings
from tests.builders import add_senator
from tests.event_support import table, war_in_play

PLAYER = 0
IMPERIALS, PLUTOCRATS, CONSERVATIVES, POPULISTS = 1, 2, 3, 4
"""Seats of the solitaire table built by ``tests.event_support.table``."""


def senate_table(
    legions: int = 0, fleets: int = 0, treasury: int = 100, **options: object
) -> Context:
    """Five factions (Player in seat 0), the 25 Legion and Fleet counters with ``legions`` and
    ``fleets`` in the Active Forces, the given State Treasury and game options."""
    ctx = table()
    put_in_boxes(ctx, legions, fleets)
    ctx.state.state_treasury = treasury
    ctx.state.bank_flow = treasury
    if options:
        ctx.options = with_rulings(ctx.options, options)
    return ctx


def put_in_boxes(ctx: Context, legions: int, fleets: int = 0) -> None:
    """Raise ``legions`` and ``fleets`` more counters into the Active Forces boxes."""
    for units, count in ((ctx.state.legions, legions), (ctx.state.fleets, fleets)):
        for unit in [u for u in units if u.location == "bank"][:count]:
            unit.location = ACTIVE_FORCES


def war(ctx: Context, key: str, status: WarStatus = WarStatus.ACTIVE) -> int:
    """A War card in the Forum; returns its card number."""
    return war_in_play(ctx, key, status)


def leader(ctx: Context, key: str, host: int | None) -> int:
    """An enemy Leader on a War (or in the Curia with ``None``); returns his card number."""
    number = ctx.catalog.card_by_key[key].card_no
    ctx.state.leaders[number] = host
    return number


def official(
    ctx: Context,
    seat: int,
    key: str,
    office: Office | None = None,
    military: int = 1,
    influence: int = 1,
) -> Senator:
    """A Senator in Rome, holding ``office`` if given."""
    senator = add_senator(ctx, seat, key, military=military, influence=influence)
    if office is not None:
        senator.offices.append(office)
    return senator


def consuls(ctx: Context, field_mil: int = 2, rome_mil: int = 1) -> tuple[Senator, Senator]:
    """An Imperial Field Consul and a Plutocrat Rome Consul in Rome."""
    field = official(ctx, IMPERIALS, "field", Office.FIELD_CONSUL, military=field_mil)
    rome = official(ctx, PLUTOCRATS, "rome", Office.ROME_CONSUL, military=rome_mil)
    return field, rome


def at_war(ctx: Context, war_no: int, commander: Senator, legions: int, fleets: int = 0) -> None:
    """A Proconsul on a War with his Force (as the Combat Phase leaves him, 1.10.8)."""
    commander.location = Location.WAR
    commander.commands = war_no
    commander.offices.append(Office.PROCONSUL)
    ctx.state.dispatched.append(commander.key)
    for units, count in ((ctx.state.legions, legions), (ctx.state.fleets, fleets)):
        for unit in [u for u in units if u.location == "bank"][:count]:
            unit.location = f"war:{war_no}"
            unit.commander = commander.key


def units_at(ctx: Context, place: str) -> tuple[int, int]:
    """Legions and Fleets at a location."""
    state = ctx.state
    return state.count_units(state.legions, place), state.count_units(state.fleets, place)


def veteran(ctx: Context, owner: str | None) -> Unit:
    """Turn a plain Legion of the Active Forces into a Veteran owing Allegiance to ``owner``."""
    unit = next(u for u in ctx.state.legions if u.location == ACTIVE_FORCES and not u.veteran)
    unit.veteran = True
    unit.allegiance = owner
    return unit


def run(ctx: Context, procedure: Callable[[Context], Procedure]) -> Game:
    """Run a procedure on this context until its first decision or its end."""
    return Game(ctx, procedure, 0)


def run_with_bots(ctx: Context, procedure: Callable[[Context], Procedure]) -> Game:
    """Run a procedure with the NeutralBot answering every decision, delegated ones included."""
    game = Game(ctx, procedure, 0)
    bot = NeutralBot()
    play(game, {seat: bot for seat in range(len(ctx.state.factions))})
    return game


def players_deploy(ctx: Context) -> Game:
    """A Players-only coalition's own plan, raising nothing, at its first dispatch (4.05.3,
    1.09.64)."""
    game = run(ctx, military_plan_step)
    game.apply(OWN_PLAN)
    game = run(ctx, deployment_step)
    game.apply("0")  # Legions raised
    game.apply("0")  # Fleets raised
    return game


def answer_with_bot(game: Game) -> None:
    """Answer the pending decision with the NeutralBot's default (4.02.2)."""
    decision = game.pending
    assert decision is not None
    game.apply(NeutralBot().decide(game.view(decision.actor), decision))
