"""Helpers for the Revenue Phase tests (1.06, 4.03): a solitaire table and a scripted Player."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from bots.neutral import NeutralBot
from engine.context import Context, Procedure
from engine.decision import Choice, Decision
from engine.game import Game
from engine.log import NEUTRAL_DECISION
from engine.phases.revenue_ledger import DECLINE, DONE
from engine.state import Location, ProvinceState, Senator
from engine.view import GameView
from guidelines.loader import GuidelineSet
from solo.revenue import distribute_revenue
from tests.builders import add_senator, neutral_table

PLAYER = 0
IMPERIALS, PLUTOCRATS, CONSERVATIVES, POPULISTS = 1, 2, 3, 4


def solitaire_table(seed: int = 0) -> Context:
    """Seat 0 the Player, seats 1-4 the Imperials, Plutocrats, Conservatives and Populists."""
    return neutral_table(seed=seed)


def senator(
    ctx: Context,
    seat: int | None,
    key: str,
    *,
    talents: int = 0,
    influence: int = 1,
    leader: bool = False,
    location: Location = Location.ROME,
    **ratings: int,
) -> Senator:
    """A made-up Senator with talents; ``leader`` makes him his faction's Faction Leader."""
    made = add_senator(ctx, seat, key, influence=influence, location=location, **ratings)
    made.talents = talents
    if leader and seat is not None:
        ctx.state.factions[seat].leader = key
    return made


def governor(
    ctx: Context, who: Senator, province: str, *, developed: bool = False, term: int = 3
) -> ProvinceState:
    """Make ``who`` Governor of a Province with this term dial."""
    state = ProvinceState(key=province, developed=developed, governor=who.key, term=term)
    ctx.state.provinces[province] = state
    who.province = province
    if who.location is not Location.REBEL:
        who.location = Location.PROVINCE
    return state


class ScriptedPlayer:
    """Answers a Player's decisions from queues of option keys per decision kind; with nothing
    queued it answers ``done`` or ``decline``. Keeps every decision it saw."""

    def __init__(self, answers: Mapping[str, Sequence[str]]) -> None:
        self.answers = {kind: list(keys) for kind, keys in answers.items()}
        self.seen: list[Decision] = []

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """The next queued key for this kind, else a stop key."""
        self.seen.append(decision)
        queued = self.answers.get(decision.kind)
        if queued:
            return decision.resolve(queued.pop(0))
        for key in (DONE, DECLINE):
            found = decision.options.find(key)
            if found is not None:
                return found
        raise AssertionError(f"no scripted answer for {decision.kind}")


def run(
    ctx: Context,
    procedure: Callable[[Context], Procedure],
    answers: Mapping[str, Sequence[str]] | None = None,
    guidelines: GuidelineSet | None = None,
) -> tuple[Game, ScriptedPlayer]:
    """Run a procedure to its end: Players (and delegated decisions) scripted, Neutrals by bot
    (playing by ``guidelines``, the built-in cards by default)."""
    game = Game(ctx, procedure, 0)
    player = ScriptedPlayer(answers or {})
    bot = NeutralBot(guidelines)
    while game.pending is not None:
        decision = game.pending
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        agent = player if ctx.state.factions[seat].is_player else bot
        game.apply(agent.decide(game.view(seat), decision))
    return game, player


def split_step(ctx: Context, seat: int, pool: int) -> Procedure:
    """A Neutral's split of ``pool`` alone (4.03.1)."""
    yield from distribute_revenue(ctx, seat, pool)


def split(ctx: Context, seat: int, pool: int, guidelines: GuidelineSet | None = None) -> Game:
    """A Neutral splits a pool of revenue, answering its split decisions by its Guideline
    (4.03.1); the game's ``choices`` are the answers it gave."""
    game, _ = run(ctx, lambda c: split_step(c, seat, pool), guidelines=guidelines)
    return game


def neutral_choices(game: Game, kind: str) -> list[tuple[str, str]]:
    """(Neutral, option key) of every logged answer a Neutral gave to a decision of ``kind``."""
    return [
        (e.actor, str(e.data["choice"]))
        for e in game.log
        if e.act == NEUTRAL_DECISION and e.data.get("kind") == kind
    ]
