"""Events that sink or lend Fleets: Storm at Sea and Rhodian Maritime Alliance (1.07.21, 1.13.2)."""

from __future__ import annotations

from collections import Counter
from typing import Final

from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import SENATE_RHODIAN_ALLIANCE
from engine.effects import handles_effect
from engine.events.cards import card_in_play, evil_omens_modifier, side_showing
from engine.events.choices import ask_hrao
from engine.events.resolution import RULE, Resolution
from engine.schemas.events import RhodianAllianceEffect, StormAtSeaEffect
from engine.schemas.wars import WarCard
from engine.state import ACTIVE_FORCES, BANK, Unit

RHODIAN_EFFECT: Final = "rhodian_alliance"
RHODIAN_VOTE: Final = SENATE_RHODIAN_ALLIANCE
KEEP: Final = "keep"
REJECT: Final = "reject"
"""The Senate's vote on a Rhodian Alliance and its option keys (the Event cards)."""


@handles_effect("event", "storm_at_sea", rule="1.07.21")
def storm_at_sea(ctx: Context, event: Resolution) -> Procedure:
    """Storm at Sea: 2d6 Roman Fleets, deployed or not, are eliminated; the HRAO picks which,
    one at a time, when they lie in more than one place (1.07.21)."""
    effect = event.side.effect
    assert isinstance(effect, StormAtSeaEffect)
    dice = ctx.dice.roll(effect.fleets_lost_dice, "storm_at_sea")
    afloat = [u for u in ctx.state.fleets if u.location != BANK]
    lost = min(len(afloat), max(0, sum(dice) + evil_omens_modifier(ctx, "other")))
    event.record(ctx, "storm_at_sea", f"{lost} of {len(afloat)} Fleets are lost", dice)
    for _ in range(lost):
        places = Counter(u.location for u in ctx.state.fleets if u.location != BANK)
        options = [
            Option(place, place, f"{place_name(ctx, place)} ({count} Fleets)")
            for place, count in sorted(places.items())
        ]
        choice = yield from ask_hrao(
            ctx, event.card.id, RULE, options, f"{event.side.name}: sink a Fleet from where?"
        )
        sink_fleet(ctx, choice.key)
        event.record(ctx, "fleet_lost", f"a Fleet sinks at {place_name(ctx, choice.key)}")


def sink_fleet(ctx: Context, place: str) -> None:
    """Return one Fleet in ``place`` to the Bank, eliminated."""
    unit = next(u for u in ctx.state.fleets if u.location == place)
    eliminate(unit)


def eliminate(unit: Unit) -> None:
    """A Legion or Fleet goes back to the Bank as a new, unattached counter."""
    unit.location = BANK
    unit.veteran = False
    unit.allegiance = None


def place_name(ctx: Context, place: str) -> str:
    """A unit location as a reader names it: the Active Forces, or the War it fights."""
    if place.startswith("war:"):
        return ctx.catalog.card_name(int(place.removeprefix("war:")))
    return "the Active Forces" if place == ACTIVE_FORCES else place


def needs_fleets(war: WarCard) -> bool:
    """A War that needs Roman Fleets: Fleet Support or an enemy Fleet Strength (1.07.33)."""
    return war.fleet_support > 0 or war.naval_strength is not None


@handles_effect("event", "rhodian_alliance", rule="1.07.21")
def rhodian_alliance(ctx: Context, event: Resolution) -> None:
    """Rhodian Maritime Alliance: with a War in play that needs Fleets, Rome receives free Fleets
    up to the side's total (the severe side adds the difference, 1.13.2; never above the Fleet
    limit); with none, the card is discarded at once (1.07.21)."""
    effect = event.side.effect
    assert isinstance(effect, RhodianAllianceEffect)
    wars = [ctx.catalog.war_by_key[ctx.catalog.entry(n).key] for n in ctx.state.wars]
    if not any(needs_fleets(war) for war in wars):
        del ctx.state.events[event.card.id]
        event.record(ctx, "no_effect", "no War in play needs Fleets; the card is discarded")
        return
    received = 0
    if event.level > 1:
        normal = event.card.normal.effect
        assert isinstance(normal, RhodianAllianceEffect)
        received = normal.fleets_total
    free = [u for u in ctx.state.fleets if u.location == BANK][: effect.fleets_total - received]
    for unit in free:
        unit.location = ACTIVE_FORCES
    ctx.state.rhodian_turn = ctx.state.turn
    event.record(ctx, "fleets_received", f"{len(free)} free Fleets join the Active Forces")


def rhodian_vote(ctx: Context, seat: int) -> Procedure:
    """In the Senate Phase of the turn a Rhodian Alliance came into play (or grew), the Senate
    may reject it to avoid the Fleets' upkeep; ``seat`` decides for the Senate (the Event cards,
    1.07.21, 4.02.2)."""
    card = card_in_play(ctx, RHODIAN_EFFECT)
    if card is None or ctx.state.rhodian_turn != ctx.state.turn:
        return
    choice = yield ctx.ask(
        seat,
        RHODIAN_VOTE,
        RULE,
        [
            Option(KEEP, False, "keep the alliance and its Fleets"),
            Option(REJECT, True, "reject the alliance: its Fleets are disbanded, no upkeep"),
        ],
        "The Senate may reject the Rhodian Alliance",
    )
    if choice.key == REJECT:
        end_rhodian_alliance(ctx, RULE, "rejected by the Senate")


def end_rhodian_alliance(ctx: Context, rule: str, why: str) -> None:
    """The Rhodian Alliance ends (its War defeated, or rejected by the Senate): the Fleets it
    gave, or all Rome has if fewer, are disbanded, Active Forces first; the card leaves play."""
    card = card_in_play(ctx, RHODIAN_EFFECT)
    if card is None:
        return
    side = side_showing(card, ctx.state.events.pop(card.id))
    assert side is not None and isinstance(side.effect, RhodianAllianceEffect)
    afloat = sorted(
        (u for u in ctx.state.fleets if u.location != BANK),
        key=lambda u: u.location != ACTIVE_FORCES,
    )
    disbanded = afloat[: side.effect.fleets_total]
    for unit in disbanded:
        eliminate(unit)
    ctx.record(
        "Game",
        "rhodian_alliance_ends",
        rule,
        f"{side.name} ends ({why}): {len(disbanded)} Fleets disbanded",
        event=card.id,
    )
