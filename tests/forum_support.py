"""Helpers for the Forum Phase tests (1.07, 4.04, 1.12.2): a solitaire table, quiet Initiative
steps, a scripted Player and a runner for one procedure."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pytest

import engine.phases.forum as forum
from bots.neutral import NeutralBot
from engine.context import Context, Procedure
from engine.decision import Choice, Decision
from engine.game import Game
from engine.state import Location, Office, Senator
from engine.view import GameView
from tests.builders import NEUTRAL_ROLES, add_senator, bare_context

PLAYER = 0
IMPERIALS, PLUTOCRATS, CONSERVATIVES, POPULISTS = 1, 2, 3, 4

STEPS = ("persuasion_step", "knights_step", "games_step")
"""Initiative steps 2-4, written by other modules; the tests replace them with recorders."""

Calls = list[tuple[str, int]]


def solitaire_table(seed: int = 0, roles: Sequence[str] = NEUTRAL_ROLES) -> Context:
    """Seat 0 the Player, seats 1-4 the Neutrals in ``roles`` order; turn 1, empty deck."""
    ctx = bare_context(players=1, seed=seed)
    for seat, role in enumerate(roles, start=1):
        ctx.state.factions[seat].role = role
    return ctx


def senator(
    ctx: Context,
    seat: int | None,
    key: str,
    *,
    talents: int = 0,
    office: Office | None = None,
    location: Location = Location.ROME,
    **ratings: int,
) -> Senator:
    """A made-up Senator with talents and an optional office."""
    made = add_senator(ctx, seat, key, location=location, **ratings)
    made.talents = talents
    if office is not None:
        made.offices.append(office)
    return made


def quiet_steps(monkeypatch: pytest.MonkeyPatch) -> Calls:
    """Replace Initiative steps 2-4, Passage of Time and Random Events with recorders; return
    the list of (step, seat) calls."""
    calls: Calls = []

    def recorder(name: str) -> Callable[[Context, int], Procedure]:
        def step(ctx: Context, seat: int) -> Procedure:
            calls.append((name, seat))
            yield from ()

        return step

    for name in (*STEPS, "random_event"):
        monkeypatch.setattr(forum, name, recorder(name))
    monkeypatch.setattr(forum, "passage_of_time", lambda ctx: calls.append(("passage", -1)))
    return calls


class ScriptedPlayer:
    """Answers a Player's decisions from queues of option keys per decision kind; unqueued
    kinds get ``keep`` or ``pass``. Keeps every decision it saw."""

    def __init__(self, answers: Mapping[str, Sequence[str]] | None = None) -> None:
        self.answers = {kind: list(keys) for kind, keys in (answers or {}).items()}
        self.seen: list[Decision] = []

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """The next queued key for this kind, else a "do nothing" key."""
        self.seen.append(decision)
        queued = self.answers.get(decision.kind)
        if queued:
            return decision.resolve(queued.pop(0))
        for key in (forum.KEEP, forum.PASS):
            found = decision.options.find(key)
            if found is not None:
                return found
        raise AssertionError(f"no scripted answer for {decision.kind}")


def run(
    ctx: Context, procedure: Callable[[Context], Procedure], player: ScriptedPlayer | None = None
) -> Game:
    """Run a procedure on the context, the Player scripted and the Neutrals by their bot."""
    game = Game(ctx, procedure, 0)
    agents = {f.seat: (player or ScriptedPlayer()) for f in ctx.state.factions if f.is_player}
    bot = NeutralBot()
    while game.pending is not None:
        decision = game.pending
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        agent = agents.get(seat, bot)
        game.apply(agent.decide(game.view(seat), decision))
    return game


def for_seat(
    step: Callable[[Context, int], Procedure], seat: int
) -> Callable[[Context], Procedure]:
    """A procedure that runs one seat's step alone (an Initiative, the leader step)."""

    def procedure(ctx: Context) -> Procedure:
        yield from step(ctx, seat)

    return procedure


def acts(game: Game, act: str) -> list[str]:
    """The text of every log event of this act, in order."""
    return [e.text for e in game.log if e.act == act]
