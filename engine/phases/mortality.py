"""Mortality Phase (1.05): Imminent Wars activate, one Mortality Chit is drawn, the dead are
buried, and factions left without Senators find a new Faction Leader."""

from __future__ import annotations

from engine.context import Context, Procedure
from engine.death import replace_lost_factions
from engine.forum_cards import activate_war, war_card
from engine.intrigue_forum import play_influence_peddling
from engine.mortality import draw_mortality_chits, kill_by_chits
from engine.phases.population import NO_RECRUITMENT
from engine.schemas.wars import WarCard
from engine.state import WarStatus


def mortality_phase(ctx: Context) -> Procedure:
    """Mortality Phase (1.05.1-1.05.4), first phase of a turn: Imminent Wars activate before
    any other action (1.07.3321), then the factions the variant makes play their cards at once
    play Influence Peddling (1.07.35)."""
    ctx.state.phase = "Mortality"
    activate_imminent_wars(ctx)
    for faction in ctx.state.factions:
        if ctx.rules.plays_cards_at_once(ctx, faction.seat):
            yield from play_influence_peddling(ctx, faction.seat)
    end_no_recruitment(ctx)
    draws = ctx.catalog.tables.mortality.mortality_phase_draws
    drawn = draw_mortality_chits(ctx, draws, "1.05.2")
    kill_by_chits(ctx, drawn, "1.05.2", "Mortality Chit drawn in the Mortality Phase")
    yield from replace_lost_factions(ctx)


def end_no_recruitment(ctx: Context) -> None:
    """The No Recruitment marker lasts for the rest of the turn it was placed in (1.08.2)."""
    if ctx.state.events.pop(NO_RECRUITMENT, 0):
        ctx.record("Game", "no_recruitment_ends", "1.08.2", "the No Recruitment marker is removed")


def activate_imminent_wars(ctx: Context) -> None:
    """The earliest Imminent War of each matching series becomes Active, and Leaders waiting in
    the Curia join it (1.05.1, 1.07.3321, 1.07.341)."""
    earliest: dict[str, WarCard] = {}
    for card_no, status in ctx.state.wars.items():
        if status is WarStatus.IMMINENT:
            war = war_card(ctx.catalog, card_no)
            series = war.series or war.id
            held = earliest.get(series)
            if held is None or (war.series_number or 0) < (held.series_number or 0):
                earliest[series] = war
    for war in sorted(earliest.values(), key=lambda w: w.card_no):
        activate_war(ctx, war.card_no, "1.05.1", "Imminent at the start of the turn")
