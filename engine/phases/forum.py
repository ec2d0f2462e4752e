"""III. Forum Phase (1.07, as amended by 4.04): Passage of Time, one Initiative per faction from
the HRAO's clockwise, the auctioned Initiatives up to six, Putting Rome in Order, the Events
that act at the end of the phase; the game ends with the Forum Phase in which Era Ends was
revealed (1.12.2).

Option keys: ``initiative.bid`` takes ``pass`` or a bid in talents (decimal);
``initiative.payer`` and ``faction.leader_change`` take Senator keys, the latter also ``keep``.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.decisions import FACTION_LEADER_CHANGE, INITIATIVE_BID, INITIATIVE_PAYER
from engine.events.resolve import forum_phase_end, passage_of_time, random_event
from engine.forum_cards import place_drawn_card
from engine.games import games_step
from engine.intrigue_forum import play_influence_peddling
from engine.knights import knights_step
from engine.outcome import GameEnded
from engine.periods import draw_card
from engine.persuasion import persuasion_step
from engine.phases.rome_in_order import put_rome_in_order
from engine.queries import hrao, in_rome, richest_in_rome, seats_from
from engine.revolts import pretender_strikes
from engine.senators import senator_options
from engine.state import Senator
from engine.treasury import to_bank

PASS: Final = "pass"
KEEP: Final = "keep"
"""Option keys: no bid (``initiative.bid``); no new Faction Leader (``faction.leader_change``)."""

BidProcedure = Generator[Decision, Choice, int | None]
"""A step that may ask a Player and returns his bid, or None for no bid."""

PayerProcedure = Generator[Decision, Choice, Senator]
"""A step that may ask a Player and returns the Senator who pays."""

FIRST_SEAT_WITHOUT_HRAO: Final = 0
"""With no aligned Senator in Rome there is no HRAO; seat 0 then goes first (ruling 1.04.8)."""


def forum_phase(ctx: Context) -> Procedure:
    """The Forum Phase (1.07): 1.07.1, 1.07.2, 1.07.22, 1.07.8, the Events that act at its end
    (1.07.21), then Era Ends (1.12.2)."""
    ctx.state.phase = "Forum"
    passage_of_time(ctx)
    taking = [
        s
        for s in seats_from(first_seat(ctx), len(ctx.state.factions))
        if not ctx.state.factions[s].eliminated
    ]
    for seat in taking:
        yield from initiative(ctx, seat)
    auctioned = ctx.catalog.tables.initiative.initiatives_per_forum_phase - len(taking)
    for _ in range(auctioned):
        yield from auction_initiative(ctx)
    put_rome_in_order(ctx)
    yield from forum_phase_end(ctx)
    if ctx.state.era_ends_drawn:
        raise GameEnded(ctx.rules.era_ends_result(ctx))


def first_seat(ctx: Context) -> int:
    """The HRAO's faction acts first (1.07.2, 1.04.8)."""
    official = hrao(ctx.state)
    if official is None or official.faction is None:
        return FIRST_SEAT_WITHOUT_HRAO
    return official.faction


def initiative(ctx: Context, seat: int) -> Procedure:
    """One Initiative (1.07.2): roll and draw, then Persuasion, Knights, Games and the Faction
    Leader, in that order."""
    yield from initiative_roll(ctx, seat)
    yield from persuasion_step(ctx, seat)
    yield from knights_step(ctx, seat)
    yield from games_step(ctx, seat)
    yield from faction_leader_step(ctx, seat)


def initiative_roll(ctx: Context, seat: int) -> Procedure:
    """2d6: a 7 is a Random Event, anything else draws a card, none from an empty deck
    (1.07.2, 1.07.21); a Neutral then plays its Concessions and Laws at once (4.04.1)."""
    dice = ctx.dice.roll(2, "initiative", seat)
    total = sum(dice)
    name = ctx.faction_name(seat)
    if ctx.logs("initiative_roll"):
        ctx.record(name, "initiative_roll", "1.07.2", f"Initiative roll {total}", dice=dice)
    if total == ctx.catalog.tables.initiative.random_event_roll:
        yield from random_event(ctx, seat)
    elif (card_no := draw_card(ctx, name)) is not None:
        yield from place_drawn_card(ctx, seat, card_no)
        pretender_strikes(ctx, card_no)
    else:
        ctx.record(name, "no_card", "1.07.2", "the Forum deck is empty: no card")
    if not ctx.state.factions[seat].is_player:
        yield from ctx.rules.neutral_plays_cards(ctx, seat)
    for holder in seats_from(seat, len(ctx.state.factions)):
        yield from play_influence_peddling(ctx, holder)


def faction_leader_step(ctx: Context, seat: int) -> Procedure:
    """A Player may move his Faction Leader marker to any Senator of his (1.07.7); a Neutral
    re-checks its Guideline: only a strictly better Senator replaces the Leader (4.01.3)."""
    faction = ctx.state.factions[seat]
    candidates = [s for s in ctx.state.faction_senators(seat) if s.key != faction.leader]
    if not candidates:
        return
    rule = ctx.rules.cite(ctx, seat, "1.07.7")
    choice = yield ctx.ask(
        seat,
        FACTION_LEADER_CHANGE,
        rule,
        [Option(KEEP, None, "keep the Faction Leader"), *senator_options(candidates)],
        "Appoint a new Faction Leader, or keep the present one",
        leader=faction.leader,
    )
    assert isinstance(choice, Option)
    if choice.key == KEEP:
        return
    faction.leader = choice.key
    ctx.record(
        ctx.faction_name(seat),
        "faction_leader",
        rule,
        f"appoints {ctx.state.senators[choice.key].name} Faction Leader",
    )


def auction_initiative(ctx: Context) -> Procedure:
    """An extra Initiative is auctioned once around from the HRAO's faction, minimum 1 T, paid
    from one Senator's Personal Treasury in Rome; unbid, the HRAO's faction takes it; the winner
    plays it at once (1.07.22, 4.04.5)."""
    first = first_seat(ctx)
    bid = 0
    winner: int | None = None
    for seat in seats_from(first, len(ctx.state.factions)):
        offer = yield from bid_for(ctx, seat, bid, opening=seat == first)
        if offer is not None:
            bid, winner = offer, seat
            if ctx.logs("initiative_bid"):
                ctx.record(ctx.faction_name(seat), "initiative_bid", "1.07.22", f"bids {bid} T")
    if winner is None:
        winner = first
        ctx.record(
            ctx.faction_name(first), "initiative_unbid", "1.07.22", "takes the unbid Initiative"
        )
    else:
        yield from pay_bid(ctx, winner, bid)
    yield from initiative(ctx, winner)


def bid_for(ctx: Context, seat: int, previous: int, opening: bool) -> BidProcedure:
    """The faction's bid, higher than ``previous``, or None: a Player decides (1.07.22); a
    Neutral follows 4.04.5."""
    faction = ctx.state.factions[seat]
    if not faction.is_player:
        if opening:
            return (yield from ctx.rules.neutral_opening_bid(ctx, seat))
        return (yield from ctx.rules.neutral_follow_bid(ctx, seat, previous))
    low = max(previous + 1, ctx.catalog.tables.initiative.min_initiative_bid)
    high = richest_in_rome(ctx, seat)
    if high < low:
        return None
    options = [Option(PASS, None, "no bid")]
    options += [Option(str(amount), amount, f"bid {amount} T") for amount in range(low, high + 1)]
    choice = yield ctx.ask(
        seat,
        INITIATIVE_BID,
        "1.07.22",
        options,
        f"Bid for the extra Initiative (above {previous} T), or pass",
        previous=previous,
    )
    assert isinstance(choice, Option)
    return choice.value if isinstance(choice.value, int) else None


def pay_bid(ctx: Context, seat: int, bid: int) -> Procedure:
    """The winning bid comes from one Personal Treasury in Rome and goes to the Bank
    (1.07.22; spec 4.04.5 ruling)."""
    payer = yield from choose_payer(ctx, seat, bid)
    payer.talents -= to_bank(ctx.state, bid)
    ctx.record(
        ctx.faction_name(seat),
        "initiative_bought",
        "1.07.22",
        f"{payer.name} pays {bid} T to the Bank for the Initiative",
    )


def choose_payer(ctx: Context, seat: int, bid: int) -> PayerProcedure:
    """A Player picks which of his Senators in Rome pays (when several can); a Neutral's
    richest Senator in Rome pays (4.03.2)."""
    if not ctx.state.factions[seat].is_player:
        return ctx.rules.neutral_bid_payer(ctx, seat)
    able = [s for s in ctx.state.faction_senators(seat) if in_rome(s) and s.talents >= bid]
    if len(able) == 1:
        return able[0]
    choice = yield ctx.ask(
        seat,
        INITIATIVE_PAYER,
        "1.07.22",
        senator_options(able),
        f"Which Senator pays the {bid} T bid?",
    )
    assert isinstance(choice, Option)
    return ctx.state.senators[choice.key]
