"""Sponsoring Games, once per Initiative (1.07.6). Who may pay for a faction no Player runs is
the variant's rule."""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.decisions import GAMES_SPONSOR
from engine.schemas.forum_tables import GamesRow
from engine.senators import change_popularity
from engine.state import Faction, Location, Senator
from engine.treasury import to_bank

NONE: Final = "none"
"""Option key: sponsor no Games."""

NO_MONEY: Final = (Location.CAPTIVE, Location.REBEL)
"""Where a Senator may neither receive nor pay talents (1.06.3)."""


def games_step(ctx: Context, seat: int) -> Procedure:
    """Games step of an Initiative: one Senator, in Rome or not, may sponsor Games (1.07.2,
    1.07.6)."""
    faction = ctx.state.factions[seat]
    rows = ctx.catalog.tables.games.rows
    payers = yield from sponsors(ctx, faction)
    options = [
        Option(f"{s.key}:{row.key}", (s.key, row.key), f"{s.name} sponsors {row.name}")
        for s in payers
        for row in rows
        if row.cost <= s.talents
    ]
    if not options:
        return
    choice = yield ctx.ask(
        seat,
        GAMES_SPONSOR,
        ctx.rules.cite(ctx, seat, "1.07.6"),
        [Option(NONE, None, "sponsor no Games"), *options],
        "Sponsor Games (<senator>:<games>), or none",
    )
    assert isinstance(choice, Option)
    if isinstance(choice.value, tuple):
        senator_key, games_key = choice.value
        sponsor_games(
            ctx, seat, ctx.state.senators[senator_key], ctx.catalog.tables.games.get(games_key)
        )


def sponsors(ctx: Context, faction: Faction) -> Generator[Decision, Choice, list[Senator]]:
    """Who may pay for Games: any of a Player's Senators who may spend money; the variant's rule
    says for a faction no Player runs (1.07.6)."""
    payers = [s for s in ctx.state.faction_senators(faction.seat) if s.location not in NO_MONEY]
    if faction.is_player or not payers:
        return payers
    return (yield from ctx.rules.neutral_games_sponsors(ctx, faction.seat, payers))


def sponsor_games(ctx: Context, seat: int, senator: Senator, games: GamesRow) -> None:
    """The sponsor pays the cost from his own talents, gains Popularity and lowers the Unrest
    Level as the Games Table says (1.07.6)."""
    state = ctx.state
    senator.talents -= to_bank(state, games.cost)
    gained = change_popularity(ctx.catalog, senator, games.popularity)
    state.unrest = max(ctx.catalog.tables.limits.unrest_min, state.unrest + games.unrest)
    ctx.record(
        ctx.faction_name(seat),
        "games",
        "1.07.6",
        f"{senator.name} pays {games.cost} T for {games.name}: Popularity {gained:+d} to "
        f"{senator.popularity}, Unrest {state.unrest}",
        senator=senator.key,
        games=games.key,
    )
