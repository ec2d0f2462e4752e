"""The solitaire / two-player game as one procedure: set-up, then the turns (4.01, 4.02)."""

from __future__ import annotations

from typing import Final

from engine.context import Context, Procedure
from engine.phases.combat import combat_phase
from engine.phases.forum import forum_phase
from engine.phases.mortality import mortality_phase
from engine.phases.population import population_phase
from engine.phases.revolution import revolution_phase
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
from engine.setup_factions import choose_leaders, deal_provinces
from engine.state import NEUTRAL
from engine.turn import Phase, turns_of
from solo.handicaps import deal_player_senators, handicapped_revenue_phase, set_up
from solo.phases.senate import senate_phase
from solo.player_cards import held_card_plays
from solo.scenario import player_seats
from solo.setup import (
    assign_neutrals,
    initial_faction_phase,
    temporary_rome_consul,
)


def solitaire_setup(ctx: Context) -> Procedure:
    """Set up the scenario for five factions with the section IV amendments (3.01-3.05, 4.01).

    Order: deck and Families (3.01.4 A-C), Neutral identities and extra Senators (4.01.2),
    undealt Families back, hands (3.01.4 D, 4.01.4), later decks set aside (3.04.1), Era Ends
    (3.01.4 E), Legions (3.01.5),
    Temporary Rome Consul (4.01.2), Faction Leaders (3.01.7, 4.01.3), Provinces (3.02.4, 3.03.4),
    initial faction phase (3.01.9, 4.01.4); the handicaps chosen, if any (solo/handicaps.py).
    """
    create_factions(ctx, player_seats(ctx.options.players), NEUTRAL)
    pool = build_deck(ctx)
    deal_families(ctx, pool)
    yield from assign_neutrals(ctx, pool)
    deal_player_senators(ctx, pool)
    return_families(ctx, pool)
    deal_faction_cards(ctx)
    set_aside_later_decks(ctx)
    place_era_ends(ctx)
    raise_legions(ctx)
    consul = yield from temporary_rome_consul(ctx)
    assert consul.faction is not None
    yield from choose_leaders(ctx, consul.faction)
    yield from deal_provinces(ctx, consul.faction)
    yield from initial_faction_phase(ctx, consul.faction)
    set_up(ctx)
    ctx.record(
        "Game", "setup_done", "4.01", "set-up complete; turn 1 begins with the Mortality Phase"
    )
    ctx.end_phase()
    ctx.state.phase = "Mortality"


def solitaire_game(ctx: Context) -> Procedure:
    """The whole game. The turn sequence (1.05-1.12 as amended by section IV) follows set-up."""
    yield from solitaire_setup(ctx)
    if ctx.options.setup_only:
        return
    ctx.interjections = held_card_plays
    yield from solitaire_turns(ctx, 0)


TURN_PHASES: Final = (
    Phase("Mortality", "1.05", mortality_phase),
    Phase("Revenue", "1.06", handicapped_revenue_phase),
    Phase("Forum", "1.07", forum_phase),
    Phase("Population", "1.08", population_phase),
    Phase("Senate", "4.05", senate_phase),
    Phase("Combat", "1.10", combat_phase),
    Phase("Revolution", "1.11", revolution_phase),
)
"""The seven phases of a turn in order (1.03), as amended by section IV (4.02.1)."""

solitaire_turns = turns_of(TURN_PHASES)
"""The turns from a phase of the current one on (engine/turn.py ``turns_of``)."""
