"""The Dominant Player (4.02.2): who decides Neutral conduct that no rule covers."""

from __future__ import annotations

from engine.context import Context
from engine.queries import faction_money, votes


def dominant_player(ctx: Context) -> int:
    """The only Player; of two, the one in the Ruling Coalition if just one of them is, else the
    one with the better Faction Dominance marker (4.02.2). Before the first Senate Phase has set
    the markers, the ranks are computed on demand: more votes in Rome, then more money, then 2d6
    (spec 4.02.2 ruling)."""
    state = ctx.state
    players = [f.seat for f in state.factions if f.is_player]
    if len(players) == 1:
        return players[0]
    if not state.dominance:
        return _dominant_on_demand(ctx, players)
    members = [seat for seat in players if seat in state.coalition]
    if len(members) == 1:
        return members[0]
    return min(players, key=lambda seat: state.dominance[seat])


def _dominant_on_demand(ctx: Context, players: list[int]) -> int:
    """The 4.05.2 ranking between the Players, nobody being in a coalition yet."""
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
