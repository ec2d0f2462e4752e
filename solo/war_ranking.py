"""The Wars ranked for a Military Plan, largest or most Dangerous first (4.05.3, 4.05.32)."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Final

from engine.catalog import Catalog
from engine.combat import leader_strength, scaled_strength
from engine.context import Context
from engine.forum_cards import matching_wars, war_card
from engine.queries import active_wars
from engine.schemas.leaders import LeaderCard
from engine.schemas.wars import WarCard
from engine.state import CIVIL_WAR
from solo.war_strengths import war_name, war_strength

MAX_MULTIPLIER: Final = 4
"""Matching Wars multiply Strength at most fourfold (1.07.332)."""


def unrevealed(ctx: Context) -> frozenset[int]:
    """Cards anyone may know are still to be drawn: those of the decks used whole (the scenario's
    own, in an Extended game the decks waiting to follow it, 3.04.1; all three, 3.05.1) not yet
    revealed (spec 4.05.32 ruling); cards added at random from another deck never count."""
    eras = ctx.catalog.scenarios.scenarios[ctx.state.scenario].eras_in_play
    return frozenset(n for n in ctx.state.cards_to_come() if ctx.catalog.entry(n).era in eras)


def danger(ctx: Context, war: int, hidden: frozenset[int]) -> int:
    """The Adequate Force against a Dangerous War if every matching card still to be drawn were in
    play: printed Strength times the matching Wars in the Forum and to come (at most 4), plus its
    Leaders now and to come; 0 if nothing matching waits (4.05.32)."""
    if war == CIVIL_WAR:
        return 0
    card = war_card(ctx.catalog, war)
    series, matching = kindred_cards(ctx.catalog, card)
    wars = [w for w in series if w.card_no in hidden]
    leaders = [ldr for ldr in matching if ldr.card_no in hidden]
    if not wars and not leaders:
        return 0
    times = min(MAX_MULTIPLIER, 1 + len(matching_wars(ctx.state, ctx.catalog, card)) + len(wars))
    bonus = leader_strength(ctx.state, ctx.catalog, war) + sum(ldr.strength for ldr in leaders)
    measure = scaled_strength(card, times, bonus, war in ctx.state.naval_victories)
    return max(measure.land, measure.naval)


Kindred = tuple[tuple[WarCard, ...], tuple[LeaderCard, ...]]
"""A War card's series and its matching Leaders (``kindred_cards``)."""


def kindred_cards(catalog: Catalog, card: WarCard) -> Kindred:
    """The War cards of the card's series (itself included; none without a series) and the
    Leader cards matching it, in the catalog's order: what ``danger`` looks for among the cards
    to come, indexed once a catalog (4.05.32)."""
    found = _KINDRED.get(id(catalog))
    if found is None or found[0] is not catalog:
        found = _KINDRED[id(catalog)] = (catalog, {})
    kin = found[1].get(card.id)
    if kin is None:
        series = tuple(w for w in catalog.wars.wars if w.series == card.series)
        kin = found[1][card.id] = (
            series if card.series is not None else (),
            tuple(ldr for ldr in catalog.leaders.leaders if card.id in ldr.matches_wars),
        )
    return kin


_KINDRED: Final[dict[int, tuple[Catalog, dict[str, Kindred]]]] = {}
"""Each catalog's ``kindred_cards`` by War card id (by the catalog's id; the catalog is kept,
so the id stays its own)."""


def rank_wars(ctx: Context, wars: Iterable[int]) -> list[int]:
    """The Wars largest or most Dangerous first: current Land or Naval Strength, or the danger
    measure if higher; exact ties by 2d6 (4.05.3, 4.05.32)."""
    wars = list(wars)
    current = active_wars(ctx.state)
    hidden = unrevealed(ctx)
    threat = {war: war_threat(ctx, war, current, hidden) for war in wars}
    ranked: list[int] = []
    for value in sorted(set(threat.values()), reverse=True):
        tied = [w for w in wars if threat[w] == value]
        while len(tied) > 1:
            first = ctx.tie_break(
                tied, "4.05.3", "the largest War", name=lambda w: war_name(ctx, w)
            )
            ranked.append(first)
            tied.remove(first)
        ranked.extend(tied)
    return ranked


def war_threat(ctx: Context, war: int, current: Collection[int], hidden: frozenset[int]) -> int:
    """How a War ranks (4.05.3, 4.05.32): its current Land or Naval Strength, or its danger
    measure if higher."""
    strength = war_strength(ctx, war, current)
    return max(strength.land, strength.naval, danger(ctx, war, hidden))


def pressing_wars(ctx: Context) -> list[int]:
    """The Active Wars ranked as the plan ranks them, largest or most Dangerous first, equal ones
    by card number instead of 2d6 (information for the Dominant Player; no dice are rolled)."""
    current = active_wars(ctx.state)
    hidden = unrevealed(ctx)
    return sorted(current, key=lambda w: (-war_threat(ctx, w, current, hidden), w))
