"""Helpers for the Senate Phase tests (4.05): a solitaire table, a scripted Player, and runners
for the Spoils and other Senate steps."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from bots.neutral import NeutralBot
from engine.context import Context, Procedure
from engine.decision import Choice, Decision
from engine.game import Game
from engine.log import LogEvent
from engine.senate.offices import Senate
from engine.state import Location, Office, Senator
from engine.view import GameView
from solo.offices import open_senate
from solo.spoils import divide_spoils
from tests.builders import add_senator, neutral_table

PLAYER = 0
IMPERIALS, PLUTOCRATS, CONSERVATIVES, POPULISTS = 1, 2, 3, 4

DEFAULT_KEYS = ("join", "allow", "decline", "pass")
"""What the scripted Player answers when nothing is queued for a decision."""


def solitaire_table(seed: int = 0, players: int = 1) -> Context:
    """Seat 0 the Player (seat 2 the second Player), the other seats the Neutrals in role order;
    turn 1, no Senators."""
    return neutral_table(players=players, seed=seed)


def senator(
    ctx: Context,
    seat: int | None,
    key: str,
    *,
    talents: int = 0,
    office: Office | None = None,
    prior_consul: bool = False,
    location: Location = Location.ROME,
    **ratings: int,
) -> Senator:
    """A made-up Senator with talents, an office and a Prior Consul marker as asked."""
    made = add_senator(ctx, seat, key, location=location, **ratings)
    made.talents = talents
    made.prior_consul = prior_consul
    if office is not None:
        made.offices.append(office)
    return made


def coalition(ctx: Context, *seats: int) -> None:
    """Make ``seats`` the Ruling Coalition, ranked in that order, the others ranked after."""
    others = [f.seat for f in ctx.state.factions if f.seat not in seats]
    ctx.state.coalition = list(seats)
    ctx.state.dominance = {seat: rank for rank, seat in enumerate([*seats, *others], start=1)}


class ScriptedPlayer:
    """Answers a Player's decisions from queues of option keys per kind; with nothing queued
    it joins, allows, declines or passes, else takes the first option. Keeps every decision it
    saw."""

    def __init__(self, answers: Mapping[str, Sequence[str]] | None = None) -> None:
        self.answers = {kind: list(keys) for kind, keys in (answers or {}).items()}
        self.seen: list[Decision] = []

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """The next queued key for this kind, else a default key."""
        self.seen.append(decision)
        queued = self.answers.get(decision.kind)
        if queued:
            return decision.resolve(queued.pop(0))
        for key in DEFAULT_KEYS:
            found = decision.options.find(key)
            if found is not None:
                return found
        return decision.options[0]


def run(
    ctx: Context,
    procedure: Callable[[Context], Procedure],
    answers: Mapping[str, Sequence[str]] | None = None,
) -> tuple[Game, ScriptedPlayer]:
    """Run a procedure to its end: Players scripted, Neutrals by their bot."""
    game = Game(ctx, procedure, 0)
    player = ScriptedPlayer(answers)
    bot = NeutralBot()
    while game.pending is not None:
        decision = game.pending
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        agent = player if ctx.state.factions[seat].is_player else bot
        game.apply(agent.decide(game.view(seat), decision))
    return game, player


def run_spoils(
    ctx: Context,
    answers: Mapping[str, Sequence[str]] | None = None,
    prepare: Callable[[Senate], None] | None = None,
) -> tuple[Game, ScriptedPlayer]:
    """Open the Senate (housekeeping, 4.05.1) and divide the Spoils (4.05.4); ``prepare`` may
    mark offices as already given before the division starts."""

    def spoils(context: Context) -> Procedure:
        senate = open_senate(context)
        if prepare is not None:
            prepare(senate)
        yield from divide_spoils(context, senate)

    return run(ctx, spoils, answers)


def acts(ctx: Context, *names: str) -> list[LogEvent]:
    """The log events of these acts, in order."""
    return [event for event in ctx.log if event.act in names]


def awards(ctx: Context) -> list[tuple[str, str]]:
    """(actor, text) of every Spoils award and pass, in order."""
    return [
        (e.actor, e.text)
        for e in acts(ctx, "office", "governor", "concession", "land_bill_sponsor", "land_bill")
    ]
