"""The Dominant Player (4.02.2): who decides Neutral conduct that no rule covers."""

from __future__ import annotations

from engine.context import Context
from engine.queries import faction_money, votes


def dominant_player(ctx: Context) -> int:
    """The only Player; of two, the one with more votes in Rome, then more money, then 2d6
    (spec 4.02.2 ruling: Dominance computed on demand until the Senate Phase sets markers)."""
    players = [f.seat for f in ctx.state.factions if f.is_player]
    if len(players) == 1:
        return players[0]
    return ctx.best_by(
        players,
        lambda seat: (
            sum(votes(s) for s in ctx.state.faction_senators(seat)),
            faction_money(ctx.state, seat),
        ),
        "4.02.2",
        "Dominant Player",
        name=ctx.faction_name,
    )
