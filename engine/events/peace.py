"""Wars and Leaders leaving play through events: Enemy Leader Dies / Enemy Sues for Peace and
New Alliance / Another New Alliance (1.07.21, 1.07.344)."""

from __future__ import annotations

from typing import Final

from engine.after_battle import is_revolt, lay_down_command
from engine.context import Context, Procedure
from engine.death import kill_senator
from engine.decision import Option
from engine.effects import handles_effect
from engine.events.choices import ask_hrao
from engine.events.refuge import refuge_war_left, shelter_leader
from engine.events.resolution import RULE, Resolution
from engine.forces import war_place
from engine.forum_cards import series_goes_on
from engine.schemas.events import EnemyLeaderDiesEffect, NewAllianceEffect, PeaceSettlement
from engine.schemas.leaders import LeaderCard
from engine.schemas.wars import WarCard
from engine.state import ACTIVE_FORCES, Location, ProvinceState, WarStatus
from engine.treasury import from_bank

SHUFFLED_INTO_TOP: Final = 6
"""A War suing for peace is shuffled into the top six cards of the deck ("top_six")."""

FIGHTING: Final = frozenset({WarStatus.ACTIVE, WarStatus.UNPROSECUTED})
"""The boxes of an active War: a Leader stays while one of his Matching Wars is there."""


@handles_effect("event", "enemy_leader_dies", rule="1.07.21")
def enemy_leader_dies(ctx: Context, event: Resolution) -> Procedure:
    """At the end of the Forum Phase the HRAO discards an enemy Leader in play; on Enemy Sues
    for Peace that Leader's largest Matching War in play also makes peace (1.07.21)."""
    effect = event.side.effect
    assert isinstance(effect, EnemyLeaderDiesEffect)
    leaders = sorted(set(ctx.state.leaders) | set(ctx.state.refuge))
    if not leaders:
        event.record(ctx, "no_effect", "no enemy Leader is in play")
        return
    options = [Option(ctx.catalog.entry(n).key, n, ctx.catalog.card_name(n)) for n in leaders]
    choice = yield from ask_hrao(
        ctx, event.card.id, RULE, options, f"{event.side.name}: which enemy Leader dies?"
    )
    assert isinstance(choice.value, int)
    leader = choice.value
    wars = matching_wars(ctx, leader_card(ctx, leader))
    leader_dies(ctx, leader, event)
    if effect.settlement is not None and wars:
        make_peace(ctx, max(wars, key=lambda n: size(war_card(ctx, n))), effect.settlement, event)


def leader_dies(ctx: Context, leader: int, event: Resolution) -> None:
    """The Leader is discarded, unless he was aiding a War and Refuge shelters him (1.07.344)."""
    if ctx.state.leaders.get(leader) is not None and shelter_leader(ctx, leader):
        return
    ctx.state.leaders.pop(leader, None)
    ctx.state.refuge.pop(leader, None)
    ctx.state.discard.append(leader)
    event.record(ctx, "leader_dies", f"{ctx.catalog.card_name(leader)} is discarded")


@handles_effect("event", "new_alliance", rule="1.07.21")
def new_alliance(ctx: Context, event: Resolution) -> Procedure:
    """At the end of the Senate Phase the HRAO picks a War (a Revolt too on the normal side)
    that makes peace on the side's terms (1.07.21)."""
    effect = event.side.effect
    assert isinstance(effect, NewAllianceEffect)
    wars = [n for n in sorted(ctx.state.wars) if effect.revolts_eligible or not is_revolt(ctx, n)]
    if not wars:
        event.record(ctx, "no_effect", "no War in play can make peace")
        return
    options = [Option(ctx.catalog.entry(n).key, n, ctx.catalog.card_name(n)) for n in wars]
    choice = yield from ask_hrao(
        ctx, event.card.id, RULE, options, f"{event.side.name}: which War makes peace?"
    )
    assert isinstance(choice.value, int)
    make_peace(ctx, choice.value, effect.settlement, event)


def make_peace(ctx: Context, war: int, settlement: PeaceSettlement, event: Resolution) -> None:
    """A War leaves play by agreement: the State takes half (rounded down) or all of its Spoils,
    Commanders facing it return to Rome and the Roman Legions and Fleets there to the Active
    Forces, its Naval Victory marker goes, its Captives are killed (1.10.71), and the card is
    shuffled into the top of the deck or discarded, creating its Provinces (a Province in revolt
    is crushed and comes back, the Event cards); its Leaders then leave or move to another Matching
    War (1.07.344)."""
    state = ctx.state
    card = war_card(ctx, war)
    spoils = 0 if is_revolt(ctx, war) else card.spoils
    if settlement.spoils == "half_round_down":
        spoils //= 2
    state.state_treasury += from_bank(state, spoils)
    del state.wars[war]
    if war in state.naval_victories:
        state.naval_victories.remove(war)
    province_revolt = war not in ctx.catalog.cards
    if province_revolt:
        where = "its revolt is crushed"
    elif settlement.war_card == "top_six":
        shuffle_into_top(ctx, war)
        where = f"shuffled into the top {SHUFFLED_INTO_TOP} cards of the deck"
    else:
        state.discard.append(war)
        where = "discarded"
    event.record(ctx, "peace", f"{card.name} makes peace: the State gains {spoils}T, {where}")
    recall_forces(ctx, war)
    kill_captives(ctx, war)
    if settlement.war_card == "discard" or province_revolt:
        create_provinces(ctx, card, event)
    release_leaders(ctx, war, event)
    refuge_war_left(ctx, war)


def recall_forces(ctx: Context, war: int) -> None:
    """Commanders on a War that made peace lay down their command, a Dictator's Master of Horse
    coming with him; every unit there goes back to the Active Forces."""
    state = ctx.state
    for senator in list(state.senators.values()):
        if senator.commands == war and senator.location is Location.WAR:
            lay_down_command(ctx, senator, RULE, "his War makes peace")
    place = war_place(war)
    for unit in (*state.legions, *state.fleets):
        if unit.location == place:
            unit.location = ACTIVE_FORCES
            unit.commander = None


def kill_captives(ctx: Context, war: int) -> None:
    """Captives held by a War returned to the deck or discarded are killed (1.10.71)."""
    for captive in [s for s in ctx.state.senators.values() if s.captive_of == war]:
        kill_senator(ctx, captive.key, "1.10.71", "his captors' War makes peace")


def shuffle_into_top(ctx: Context, war: int) -> None:
    """Shuffle a card with the top cards of the draw pile (top = last)."""
    deck = ctx.state.deck
    cut = max(0, len(deck) - SHUFFLED_INTO_TOP)
    top = [*deck[cut:], war]
    del deck[cut:]
    ctx.dice.shuffle(top, "deck")
    deck.extend(top)


def create_provinces(ctx: Context, card: WarCard, event: Resolution) -> None:
    """The Provinces a defeat of this War would create come into play (1.10.4); a series
    Province only once no other War of the series is in play or in the deck."""
    if card.creates_provinces_on == "series_victory" and series_goes_on(ctx, card):
        return
    for grant in card.creates_provinces:
        province = ctx.state.provinces.get(grant.province)
        name = ctx.catalog.province_by_key[grant.province].name
        if province is None:
            ctx.state.provinces[grant.province] = ProvinceState(grant.province, grant.developed)
            event.record(ctx, "province_created", f"{name} goes to the Forum")
        elif grant.developed and not province.developed:
            province.developed = True
            event.record(ctx, "province_developed", f"{name} turns to its Developed side")


def release_leaders(ctx: Context, war: int, event: Resolution) -> None:
    """Leaders on a War that made peace go where 1.07.344 sends them."""
    for card, where in relocate_leaders(ctx, war):
        event.record(ctx, "leader_moves", f"{card.name} {where}")


def relocate_leaders(ctx: Context, war: int) -> list[tuple[LeaderCard, str]]:
    """Leaders on a War leaving play: each moves to the earliest of his other active Matching
    Wars, else Refuge shelters him, else he goes to the Curia while one of his Wars is left in
    play or in the deck, else he leaves play (1.07.344). Returns who went where, for the log
    (sheltered Leaders are logged by Refuge)."""
    state = ctx.state
    moved: list[tuple[LeaderCard, str]] = []
    for leader in [n for n, on in state.leaders.items() if on == war]:
        card = leader_card(ctx, leader)
        fighting = [n for n in matching_wars(ctx, card) if state.wars[n] in FIGHTING]
        if fighting:
            target = min(fighting, key=lambda n: series_place(war_card(ctx, n)))
            state.leaders[leader] = target
            moved.append((card, f"moves to the {ctx.catalog.card_name(target)}"))
        elif shelter_leader(ctx, leader):
            continue
        elif wars_remain(ctx, card):
            state.leaders[leader] = None
            moved.append((card, "goes to the Curia"))
        else:
            del state.leaders[leader]
            state.removed.append(leader)
            moved.append((card, "leaves play: none of his Wars is left"))
    return moved


def matching_wars(ctx: Context, leader: LeaderCard) -> list[int]:
    """The Leader's Matching Wars in the Forum, by card number."""
    return [
        war_by_id(ctx, w).card_no
        for w in leader.matches_wars
        if war_by_id(ctx, w).card_no in ctx.state.wars
    ]


def wars_remain(ctx: Context, leader: LeaderCard) -> bool:
    """One of the Leader's Matching Wars is still in the Forum or still to be drawn (1.07.344;
    a deck waiting to follow the draw pile counts, 3.04.1)."""
    numbers = [war_by_id(ctx, w).card_no for w in leader.matches_wars]
    to_come = ctx.state.cards_to_come()
    return any(n in ctx.state.wars or n in to_come for n in numbers)


def size(card: WarCard) -> tuple[int, int, int]:
    """How large a War is: printed Land Strength, then Fleet Strength, then the earlier of a
    series (ruling for "largest")."""
    return card.land_strength, card.naval_strength or 0, -series_place(card)


def series_place(card: WarCard) -> int:
    """A War's place in its series (1.07.332), its card number outside any series."""
    return card.series_number if card.series_number is not None else card.card_no


def war_card(ctx: Context, war: int) -> WarCard:
    """The War card with this card number."""
    return ctx.catalog.war_by_key[ctx.catalog.entry(war).key]


def war_by_id(ctx: Context, war_id: str) -> WarCard:
    """The War card with this id."""
    return ctx.catalog.war_by_key[war_id]


def leader_card(ctx: Context, leader: int) -> LeaderCard:
    """The Leader card with this card number."""
    key = ctx.catalog.entry(leader).key
    return next(card for card in ctx.catalog.leaders.leaders if card.id == key)
