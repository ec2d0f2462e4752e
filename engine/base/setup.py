"""Set-up of the base game for 3-6 factions (3.01-3.03)."""

from __future__ import annotations

from typing import Final

from engine.context import Context, Procedure
from engine.queries import seats_from
from engine.setup import (
    build_deck,
    create_factions,
    deal_faction_cards,
    deal_families,
    place_era_ends,
    raise_legions,
    return_families,
    set_aside_later_decks,
)
from engine.setup_factions import choose_leaders, deal_provinces, faction_plays
from engine.state import PLAYER, Office, Senator

FACTION_COUNTS: Final = (3, 4, 5, 6)
"""The base game seats three to six factions."""


def base_setup(ctx: Context) -> Procedure:
    """Set up the scenario for ``options.players`` factions, every one a Player's: deck and
    Families (3.01.4 A-C), hands (3.01.4 D), later decks (3.04.1), Era Ends (3.01.4 E), Legions
    (3.01.5), the Temporary Rome Consul (3.01.6), Faction Leaders (3.01.7), Provinces (3.02.4,
    3.03.4) and the initial faction phase (3.01.9)."""
    count = ctx.options.players
    create_factions(ctx, tuple(range(count)), PLAYER, count)
    pool = build_deck(ctx)
    deal_families(ctx, pool)
    return_families(ctx, pool)
    deal_faction_cards(ctx)
    set_aside_later_decks(ctx)
    place_era_ends(ctx)
    raise_legions(ctx)
    consul = temporary_rome_consul(ctx)
    assert consul.faction is not None
    yield from choose_leaders(ctx, consul.faction)
    yield from deal_provinces(ctx, consul.faction)
    for seat in seats_from(consul.faction, count):
        yield from faction_plays(ctx, ctx.state.factions[seat], "3.01.9")
    ctx.record("Game", "setup_done", "3.01", "set-up complete; turn 1 begins with Mortality")
    ctx.end_phase()
    ctx.state.phase = "Mortality"


def temporary_rome_consul(ctx: Context) -> Senator:
    """Mortality Chits are drawn until one matches a Senator in play: he is Temporary Rome
    Consul, with the Rome Consul and Prior Consul markers and 5 more Influence (3.01.6). Drawing
    until a match is drawing uniformly among the matching chits, which is what is done."""
    state = ctx.state
    in_play = sorted(state.senators.values(), key=lambda s: s.family_id)
    consul = ctx.dice.take(list(in_play), "temporary_rome_consul", name=lambda s: s.name)
    consul.offices.append(Office.ROME_CONSUL)
    consul.prior_consul = True
    consul.influence += ctx.catalog.tables.influence.consul
    ctx.record(
        ctx.senator_actor(consul),
        "temporary_rome_consul",
        "3.01.6",
        f"{consul.name} is Temporary Rome Consul (+5 Influence to {consul.influence})",
        senator=consul.key,
    )
    return consul
