"""Warnings with their rule, read from the game as it stands: Active Wars against the four-War
limit (1.12.1, or the number a handicap sets), the State Treasury against the next Revenue
Phase's known debits (1.06.53, 1.12.1 bankruptcy), Unrest against the Population Table (1.08.2),
and the seat's Senators at risk in the field (1.10.7)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.battle_odds import throws
from engine.events.cards import evil_omens_modifier
from engine.game import Game
from engine.queries import active_wars, hrao
from engine.state import WarStatus
from engine.victory import active_war_count, wars_to_fall
from presentation.odds import percent
from solo.plan_budget import known_debits


@dataclass(frozen=True, slots=True)
class Alert:
    """One warning: how serious (``level``: "danger" or "watch"), what, and the rule."""

    level: str
    text: str
    rule: str


def warnings(game: Game, seat: int) -> list[Alert]:
    """Every warning that applies now, the most serious first."""
    if game.over:
        return []
    found = [*war_limit(game), *treasury(game), *unrest(game), *at_risk(game, seat)]
    return sorted(found, key=lambda w: w.level != "danger")


def war_limit(game: Game) -> list[Alert]:
    """Active Wars against the limit: four (or the number a handicap sets) or more after a
    Combat Phase and all lose (1.12.1); Imminent Wars become Active when their matching War
    comes up (1.07.331)."""
    ctx = game.context
    limit = wars_to_fall(ctx)
    count = active_war_count(ctx)
    imminent = sum(1 for box in game.state.wars.values() if box == WarStatus.IMMINENT)
    if count < limit - 1 and count + imminent < limit:
        return []
    level = "danger" if count >= limit - 1 else "watch"
    wars = f"{count} Active War{'s' if count != 1 else ''}"
    text = f"{wars} of {limit}: at {limit} after a Combat Phase Rome falls and all lose"
    if imminent:
        text += f"; {imminent} Imminent may join them"
    return [Alert(level, text, "1.12.1")]


def treasury(game: Game) -> list[Alert]:
    """The State Treasury plus the annual revenue against the next Revenue Phase's known
    debits (20 T per Active War, Land Bills, 2 T a unit): short of them, Rome goes bankrupt
    (1.06.53, 1.12.1)."""
    ctx = game.context
    debits = known_debits(ctx, active_wars(game.state))
    revenue = ctx.catalog.tables.state_revenue.annual_revenue
    funds = game.state.state_treasury + revenue
    if funds >= 2 * debits:
        return []
    level = "danger" if funds < debits else "watch"
    text = (
        f"State Treasury {game.state.state_treasury} T + revenue {revenue} T against "
        f"{debits} T of known debits next Revenue Phase"
    )
    if funds < debits:
        text += ": Rome cannot pay them and goes bankrupt"
    return [Alert(level, text, "1.06.53")]


def unrest(game: Game) -> list[Alert]:
    """The chances of a People Revolt (all lose) and of a Mob at the next State of the
    Republic: 3d6 - Unrest + the HRAO's Popularity on the Population Table (1.08.2)."""
    ctx = game.context
    state = ctx.state
    table = ctx.catalog.tables.population
    speaker = hrao(state)
    popularity = 0 if speaker is None else speaker.popularity
    omens = evil_omens_modifier(ctx, "other")
    counts = throws(table.dice)
    found: Counter[str] = Counter()
    for natural, ways in counts.items():
        row = table.result(natural - state.unrest + popularity + omens)
        for effect in row.effects:
            found[effect] += ways
    total = sum(counts.values())
    revolt, mob = found["people_revolt"] / total, found["mob"] / total
    if not revolt and not mob:
        return []
    parts = [f"People Revolt {percent(revolt)}"] if revolt else []
    parts += [f"Mob {percent(mob)}"] if mob else []
    level = "danger" if revolt else "watch"
    text = f"Unrest {state.unrest}: at the next State of the Republic " + ", ".join(parts)
    return [Alert(level, text, "1.08.2")]


def at_risk(game: Game, seat: int) -> list[Alert]:
    """The seat's Senators away at War: each battle may cost their lives (1.10.7)."""
    state, catalog = game.state, game.context.catalog
    return [
        Alert(
            "watch",
            f"{s.name} commands against the {catalog.card_name(s.commands)}: a battle may kill him",
            "1.10.7",
        )
        for s in state.faction_senators(seat)
        if s.commands is not None
    ]
