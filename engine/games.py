"""Sponsoring Games, once per Initiative (1.07.6).

A Neutral's Games are paid by its spending Senator (4.03.2); whether it sponsors them is its
Charity Guideline, answered in bots/neutral_rules/games.py (4.04.4).
"""

from __future__ import annotations

from engine.context import Context, Procedure
from engine.decision import Option
from engine.schemas.tables import GamesRow
from engine.senators import change_popularity
from engine.state import Faction, Location, Senator
from engine.treasury import to_bank
from guidelines.loader import role_named

NONE = "none"
"""Option key for sponsoring no Games."""

NO_MONEY = (Location.CAPTIVE, Location.REBEL)
"""Where a Senator may neither receive nor pay talents (1.06.3)."""

CHARITY_GAMES = "games"
"""The Charity Guideline entry under which a Neutral sponsors Games (4.04.4)."""


def games_step(ctx: Context, seat: int) -> Procedure:
    """Games step of an Initiative: one Senator, in Rome or not, may sponsor Games (1.07.2,
    1.07.6)."""
    faction = ctx.state.factions[seat]
    rows = ctx.catalog.tables.games.rows
    options = [
        Option(f"{s.key}:{row.key}", (s.key, row.key), f"{s.name} sponsors {row.name}")
        for s in sponsors(ctx, faction)
        for row in rows
        if row.cost <= s.talents
    ]
    if not options:
        return
    choice = yield ctx.ask(
        seat,
        "games.sponsor",
        "1.07.6" if faction.is_player else "4.04.4",
        [Option(NONE, None, "sponsor no Games"), *options],
        "Sponsor Games (<senator>:<games>), or none",
    )
    assert isinstance(choice, Option)
    if isinstance(choice.value, tuple):
        senator_key, games_key = choice.value
        sponsor_games(
            ctx, seat, ctx.state.senators[senator_key], ctx.catalog.tables.games.get(games_key)
        )


def sponsors(ctx: Context, faction: Faction) -> list[Senator]:
    """Who may pay for Games: any of a Player's Senators who may spend money; for a Neutral whose
    Charity lists Games, its spending Senator, the richest, ties 2d6, if he can afford any
    Games (1.07.6, 4.03.2, 4.04.4)."""
    payers = [s for s in ctx.state.faction_senators(faction.seat) if s.location not in NO_MONEY]
    if faction.is_player or not payers:
        return payers
    if CHARITY_GAMES not in ctx.guidelines[role_named(faction.role)].charity:
        return []
    cheapest = ctx.catalog.tables.games.rows[0].cost
    richest = max(s.talents for s in payers)
    if richest < cheapest:
        return []
    payer = ctx.rules.spending_senator(ctx, payers, "the spending Senator")
    return [payer] if payer is not None else []


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
