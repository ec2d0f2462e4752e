"""Population Phase (1.08): Unrest rises for Unprosecuted Wars and Drought Effects, then the
HRAO's State of the Republic speech on the Population Table.

Markers the Population Table places, in ``state.events``: ``evt-manpower-shortage`` (the
Manpower Shortage event card, one level per shortage, 1.08.2) and ``no_recruitment`` (the No
Recruitment marker, for the rest of the turn).
"""

from __future__ import annotations

from typing import Final

from engine.context import Context, Procedure
from engine.death import replace_lost_factions
from engine.events.cards import evil_omens_modifier
from engine.mortality import draw_mortality_chits, kill_by_chits
from engine.outcome import GameEnded, GameResult
from engine.queries import drought_effects, hrao, in_rome
from engine.schemas.population_tables import PopulationRow
from engine.state import WarStatus

DROUGHT: Final = "evt-drought"
MANPOWER_SHORTAGE: Final = "evt-manpower-shortage"
NO_RECRUITMENT: Final = "no_recruitment"
"""Keys in ``state.events`` this phase reads or sets (the Event cards ids; the NR marker)."""


def population_phase(ctx: Context) -> Procedure:
    """Population Phase (1.08.1-1.08.2)."""
    ctx.state.phase = "Population"
    unprosecuted_wars_unrest(ctx)
    drought_unrest(ctx)
    row = state_of_the_republic(ctx)
    yield from apply_population_result(ctx, row)


def adjust_unrest(ctx: Context, change: int, rule: str, why: str) -> None:
    """Move the Unrest Level by ``change``; it never goes below 0 and has no maximum (1.08.1)."""
    if change == 0:
        return
    state = ctx.state
    before = state.unrest
    state.unrest = max(ctx.catalog.tables.unrest.minimum, before + change)
    if ctx.logs("unrest"):
        ctx.record(
            "Game", "unrest", rule, f"Unrest {change:+d} ({why}): {before} -> {state.unrest}"
        )


def unprosecuted_wars_unrest(ctx: Context) -> None:
    """Each Unprosecuted War adds 1 to the Unrest Level (1.08.11)."""
    count = sum(1 for s in ctx.state.wars.values() if s is WarStatus.UNPROSECUTED)
    if count:
        per_war = ctx.catalog.tables.unrest.per_unprosecuted_war
        adjust_unrest(ctx, per_war * count, "1.08.11", f"{count} Unprosecuted Wars")


def drought_unrest(ctx: Context) -> None:
    """Each Drought Effect in play adds 1 to the Unrest Level: one per level of the Drought
    event, one per Active War with the Dying Plant icon (1.08.12, 1.07.334; D2-24;
    switch `war_drought`: every such War in play, D1-29)."""
    effects = drought_effects(ctx)
    if effects:
        from_event = ctx.state.events.get(DROUGHT, 0)
        per_effect = ctx.catalog.tables.unrest.per_drought_effect
        adjust_unrest(
            ctx,
            per_effect * effects,
            "1.08.12",
            f"{effects} Drought Effects: {from_event} from the event, {effects - from_event} "
            "from Wars",
        )


def state_of_the_republic(ctx: Context) -> PopulationRow:
    """The HRAO rolls 3d6 - Unrest + his Popularity, with Evil Omens, on the Population Table
    (1.08.2; D2-34). With no HRAO the roll is made with Popularity 0 (ruling)."""
    state = ctx.state
    tables = ctx.catalog.tables
    speaker = hrao(state)
    popularity = 0 if speaker is None else speaker.popularity
    omens = evil_omens_modifier(ctx, "other")
    dice = ctx.dice.roll(tables.population.dice, "population")
    total = sum(dice) - state.unrest + popularity + omens
    row = tables.population.result(total)
    actor = "Game" if speaker is None else ctx.senator_actor(speaker)
    who = "no HRAO" if speaker is None else speaker.name
    ctx.record(
        actor,
        "state_of_the_republic",
        "1.08.2",
        f"State of the Republic ({who}): {sum(dice)} - Unrest {state.unrest} "
        f"+ Popularity {popularity}{_omens_text(omens)} = {total}: {_row_text(row)}",
        dice=dice,
        total=total,
        row=row.key,
    )
    return row


def _omens_text(modifier: int) -> str:
    return f" {modifier:+d} Evil Omens" if modifier else ""


def _row_text(row: PopulationRow) -> str:
    if row.unrest is None:
        return "People Revolt"
    names = {"manpower_shortage": "MS", "no_recruitment": "NR", "mob": "Mob"}
    extras = [names[effect] for effect in row.effects]
    return " ".join([f"Unrest {row.unrest:+d}", *extras])


def apply_population_result(ctx: Context, row: PopulationRow) -> Procedure:
    """Apply a Population Table result at once: Unrest, MS, NR, Mob; People Revolt ends the
    game (1.08.2)."""
    if row.unrest is None:
        yield from people_revolt(ctx)
        return
    adjust_unrest(ctx, row.unrest, "1.08.2", "State of the Republic")
    if "manpower_shortage" in row.effects:
        manpower_shortage(ctx)
    if "no_recruitment" in row.effects:
        ctx.state.events[NO_RECRUITMENT] = 1
        ctx.record("Game", "no_recruitment", "1.08.2", "No Recruitment: no Forces raised this turn")
    if "mob" in row.effects:
        mob_attacks_senate(ctx)
        yield from replace_lost_factions(ctx)


def manpower_shortage(ctx: Context) -> None:
    """MS: the Manpower Shortage card comes into the Forum, or rises one level (1.08.2)."""
    events = ctx.state.events
    events[MANPOWER_SHORTAGE] = events.get(MANPOWER_SHORTAGE, 0) + 1
    cost = ctx.catalog.tables.state_revenue.raise_cost(events[MANPOWER_SHORTAGE])
    ctx.record(
        "Game",
        "manpower_shortage",
        "1.08.2",
        f"Manpower Shortage level {events[MANPOWER_SHORTAGE]}: a Legion or Fleet costs {cost} T",
    )


def mob_attacks_senate(ctx: Context) -> None:
    """Mob: six Mortality Chits; the Senators drawn who are in Rome die (1.08.2)."""
    drawn = draw_mortality_chits(ctx, ctx.catalog.tables.population.mob_chits, "1.08.2")
    kill_by_chits(ctx, drawn, "1.08.2", "killed by the Mob", where=in_rome)


def people_revolt(ctx: Context) -> Procedure:
    """People Revolt: all lose (1.12.1), unless a Senator is in Revolt: then the Rebel End
    Game (1.12.2 #2, 1.12.3), which ends the game whatever its outcome."""
    ctx.record("Game", "people_revolt", "1.08.2", "the People Revolt and overthrow the Senate")
    if ctx.state.primary_rebel is None:
        raise GameEnded(GameResult("people_revolt", None, "1.12.1"))
    yield from ctx.rules.state_falls(ctx)
