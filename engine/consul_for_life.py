"""Consul for Life by appointment: 35 Influence in Rome makes one at once (1.09.822)."""

from __future__ import annotations

from typing import Final

from engine.context import Context
from engine.effects import handles_effect
from engine.queries import in_rome, rule_change_in_force
from engine.state import Office, Senator

NO_APPOINTMENT: Final = "no_automatic_consul_for_life"
"""The Law change (Military Reforms) that ends appointment by Influence (1.09.822)."""


@handles_effect("law", "no_automatic_consul_for_life", rule="1.09.822")
def appoint_consul_for_life(ctx: Context) -> None:
    """An Aligned Senator in Rome with 35 or more Influence at once becomes Consul for Life,
    with no Assassination attempt, unless the Military Reforms Law is in force; the one
    exceeding 34 by most, then the one whose Faction has most combined Influence, then 2d6
    (1.09.822, 1.04.8). An appointment displaces a Consul for Life elected this turn; a
    Consul for Life already appointed stays while he lives (1.09.822, 1.09.823)."""
    state = ctx.state
    threshold = ctx.catalog.tables.influence.consul_for_life_automatic
    qualified = [s for s in state.senators.values() if s.influence >= threshold and in_rome(s)]
    if not qualified or holds_appointment(ctx):
        return
    if rule_change_in_force(state, ctx.catalog, NO_APPOINTMENT):
        return
    chosen = ctx.best_by(
        qualified,
        lambda s: (s.influence, faction_influence(ctx, s)),
        "1.09.822",
        "Consul for Life by appointment",
        name=lambda s: s.name,
    )
    for elected in state.senators.values():
        if Office.CONSUL_FOR_LIFE in elected.offices:
            elected.offices.remove(Office.CONSUL_FOR_LIFE)
    chosen.offices.append(Office.CONSUL_FOR_LIFE)
    state.consul_for_life_appointed = chosen.key
    assert chosen.faction is not None
    ctx.record(
        ctx.faction_name(chosen.faction),
        "consul_for_life",
        "1.09.822",
        f"{chosen.name} has {chosen.influence} Influence in Rome: he is Consul for Life "
        "by appointment",
        senator=chosen.key,
    )


def holds_appointment(ctx: Context) -> bool:
    """Whether the Senator appointed Consul for Life still holds it: death strips his marker
    (1.05.3), and then another may be appointed (1.09.822)."""
    key = ctx.state.consul_for_life_appointed
    holder = ctx.state.senators.get(key) if key is not None else None
    return holder is not None and Office.CONSUL_FOR_LIFE in holder.offices


def faction_influence(ctx: Context, senator: Senator) -> int:
    """The combined Influence of a Senator's Faction (1.09.822's tie-break)."""
    assert senator.faction is not None
    return sum(s.influence for s in ctx.state.faction_senators(senator.faction))
