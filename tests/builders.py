"""Hand-made game situations for rule tests: a bare context with five factions."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bots.neutral import NeutralBot
from engine.catalog import load_catalog
from engine.context import Context, GameOptions, Procedure
from engine.decision import Decision
from engine.dice import Dice
from engine.game import Game
from engine.senators import family_senator
from engine.setup import create_factions
from engine.state import NEUTRAL, GameState, Location, Senator
from guidelines.loader import GuidelineSet
from solo.rules import SoloRules
from solo.scenario import player_seats

NEUTRAL_ROLES = ("Imperials", "Plutocrats", "Conservatives", "Populists")
"""The Neutrals in the order they take the non-Player seats (4.01.1; two Players: the first
three)."""


def bare_context(players: int = 1, seed: int = 0, scenario: str = "early") -> Context:
    """Five factions with no Senators, an empty deck, the built-in Guidelines."""
    ctx = Context(
        state=GameState(scenario=scenario),
        catalog=load_catalog(),
        dice=Dice(seed),
        options=GameOptions(scenario=scenario, players=players),
        rules=SoloRules(),
    )
    create_factions(ctx, player_seats(players), NEUTRAL)
    return ctx


def neutral_table(players: int = 1, seed: int = 0, scenario: str = "early") -> Context:
    """A bare context whose non-Player seats are the Neutrals in ``NEUTRAL_ROLES`` order."""
    ctx = bare_context(players=players, seed=seed, scenario=scenario)
    neutrals = [faction for faction in ctx.state.factions if not faction.is_player]
    for faction, role in zip(neutrals, NEUTRAL_ROLES, strict=False):
        faction.role = role
    return ctx


def drive(
    ctx: Context,
    procedure: Callable[[Context], Procedure],
    answers: Sequence[str] = (),
    guidelines: GuidelineSet | None = None,
) -> list[Decision]:
    """Run a procedure to its end: Players answer from ``answers`` in order, Neutrals by their
    Guideline (``guidelines``, the built-in cards by default); return every decision asked."""
    game = Game(ctx, procedure, 0)
    queue, asked, bot = list(answers), [], NeutralBot(guidelines)
    while game.pending is not None:
        decision = game.pending
        asked.append(decision)
        if ctx.state.factions[decision.actor].is_player:
            game.apply(queue.pop(0))
        else:
            game.apply(bot.decide(game.view(decision.actor), decision))
    assert not queue, f"unused answers {queue}"
    return asked


def add_senator(
    ctx: Context,
    seat: int | None,
    key: str,
    *,
    military: int = 1,
    oratory: int = 1,
    influence: int = 1,
    popularity: int = 0,
    concessions: int = 0,
    location: Location = Location.ROME,
) -> Senator:
    """A made-up Senator with the ratings a test needs (ID from the key's position)."""
    senator = Senator(
        key=key,
        family_id=100 + len(ctx.state.senators),
        name=key,
        card_no=0,
        military=military,
        oratory=oratory,
        loyalty=7,
        influence=influence,
        popularity=popularity,
        faction=seat,
        location=location if seat is not None else Location.FORUM,
        concessions=list(range(900, 900 + concessions)),
    )
    ctx.state.senators[key] = senator
    return senator


def add_faction(ctx: Context, seat: int, ratings: list[tuple[int, int]]) -> None:
    """Give a faction Senators with (military, influence) pairs."""
    for index, (military, influence) in enumerate(ratings):
        add_senator(ctx, seat, f"s{seat}-{index}", military=military, influence=influence)


def add_family(
    ctx: Context, seat: int | None, key: str, location: Location = Location.ROME
) -> Senator:
    """A real Family card with its printed ratings and ID, aligned with ``seat`` (None: an
    unaligned Senator in the Forum)."""
    senator = family_senator(ctx.catalog, key)
    senator.faction = seat
    senator.location = location if seat is not None else Location.FORUM
    ctx.state.senators[key] = senator
    return senator
