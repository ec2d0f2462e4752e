"""Who wins when the Era Ends (1.12.2 condition 3), for every faction alike (4.08.1).

A Neutral can win; then every Player loses (spec 4.08.1 ruling).
"""

from __future__ import annotations

from engine.context import Context
from engine.outcome import GameResult
from engine.queries import votes
from engine.state import Location, Office, Senator


def era_ends_result(ctx: Context) -> GameResult:
    """A living Consul for Life wins, even Captive; else the faction with the most Influence of
    non-rebel, non-Captive Senators, ties to the best single such Senator, then the most votes,
    then 2d6 (1.12.2, 1.04.8)."""
    state = ctx.state
    for senator in state.senators.values():
        if Office.CONSUL_FOR_LIFE in senator.offices and senator.faction is not None:
            ctx.record(
                ctx.faction_name(senator.faction),
                "victory",
                "1.12.2",
                f"wins: the Era Ends with {senator.name} Consul for Life",
            )
            return GameResult("era_ends_consul_for_life", senator.faction, "1.12.2")
    totals = {f.seat: influence_total(ctx, f.seat) for f in state.factions}
    winner = ctx.best_by(
        [f.seat for f in state.factions],
        lambda seat: (totals[seat], best_influence(ctx, seat), faction_votes(ctx, seat)),
        "1.12.2",
        "the Era Ends victory",
        name=ctx.faction_name,
    )
    ctx.record(
        ctx.faction_name(winner),
        "victory",
        "1.12.2",
        f"wins: the Era Ends with its Senators at {totals[winner]} Influence",
        influence={ctx.faction_name(seat): total for seat, total in totals.items()},
    )
    return GameResult("era_ends", winner, "1.12.2")


def counted_senators(ctx: Context, seat: int) -> list[Senator]:
    """The faction's Senators who count at the Era's end: neither Rebel nor Captive (1.12.2)."""
    return [
        s
        for s in ctx.state.faction_senators(seat)
        if s.location not in (Location.REBEL, Location.CAPTIVE) and s.captive_of is None
    ]


def influence_total(ctx: Context, seat: int) -> int:
    """Combined Influence of the faction's counted Senators (1.12.2)."""
    return sum(s.influence for s in counted_senators(ctx, seat))


def best_influence(ctx: Context, seat: int) -> int:
    """The highest Influence of one counted Senator: the first tie-break (1.12.2)."""
    return max((s.influence for s in counted_senators(ctx, seat)), default=0)


def faction_votes(ctx: Context, seat: int) -> int:
    """The faction's votes, not counting Talents: the second tie-break (1.12.2, 1.09.141)."""
    return sum(votes(s) for s in ctx.state.faction_senators(seat))
