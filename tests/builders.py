"""Hand-made game situations for rule tests: a bare context with five factions."""

from __future__ import annotations

from engine.catalog import load_catalog
from engine.context import Context, GameOptions
from engine.dice import Dice
from engine.senators import family_senator
from engine.setup import create_factions
from engine.state import NEUTRAL, GameState, Location, Senator
from guidelines.loader import GuidelineSet
from solo.scenario import player_seats


def bare_context(players: int = 1, seed: int = 0, scenario: str = "early") -> Context:
    """Five factions with no Senators, an empty deck, the built-in Guidelines."""
    ctx = Context(
        state=GameState(scenario=scenario),
        catalog=load_catalog(),
        dice=Dice(seed),
        options=GameOptions(scenario=scenario, players=players),
        guidelines=GuidelineSet.default(),
    )
    create_factions(ctx, player_seats(players), NEUTRAL)
    return ctx


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
