"""Section IV in the Revolution Phase: the Neutrals' Statesman trades and plays (4.06.1) and
their conditions for a Revolt (4.06.2).

Both are automatic: a Neutral's trade follows the rule (lowest ID first), its random cards come
from the dice, and a Revolt follows from conditions A, B and C and the allegiance rolls. The
only decision is a Player's answer to a trade a Neutral offers him: ``revolution.trade_offer``
[``accept``, ``refuse``], asked privately (spec 4.06.1, Visibility).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.civil_war import (
    existing_legions,
    expected_followers,
    max_allegiance_bonus,
    pay_allegiance,
    roll_allegiance,
)
from engine.combat import force
from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.faction_cards import move_card, play_statesman
from engine.senators import family_holder, statesman_blocker
from engine.state import Faction, Senator, Unit
from solo.decisions import REVOLUTION_TRADE_OFFER
from solo.forum import neutral_plays_cards

ACCEPT: Final = "accept"
REFUSE: Final = "refuse"
"""Option keys of ``revolution.trade_offer``."""

TRADED_FOR: Final = 2
"""Cards a Neutral takes for a Statesman it cannot play, failing a Statesman (4.06.1)."""

Accepts = Generator[Decision, Choice, bool]


def statesman_id(key: str) -> tuple[int, str]:
    """A Statesman's ID for ordering: the number, then the letter ("1A" < "1B" < "19A")."""
    digits = "".join(ch for ch in key if ch.isdigit())
    return int(digits), key[len(digits) :]


def statesmen_in_hand(ctx: Context, faction: Faction) -> list[int]:
    """The faction's Statesman cards, lowest ID first."""
    cards = [n for n in faction.hand if ctx.catalog.entry(n).category == "statesman"]
    return sorted(cards, key=lambda n: statesman_id(ctx.catalog.entry(n).key))


def playable(ctx: Context, seat: int, card_no: int) -> bool:
    """Whether the faction may play this Statesman now (1.07.312)."""
    key = ctx.catalog.entry(card_no).key
    return statesman_blocker(ctx.state, ctx.catalog, seat, key) is None


def family_controller(ctx: Context, card_no: int) -> int | None:
    """The faction holding the Family card of a Statesman, if any (1.07.312)."""
    family_id = ctx.catalog.statesmen[ctx.catalog.entry(card_no).key].family_id
    holder = family_holder(ctx.state, ctx.catalog.family_by_id[family_id].id)
    return None if holder is None else holder.faction


# --- 4.06.1 Trades -------------------------------------------------------------------------------


def neutral_trades(ctx: Context, seat: int) -> Procedure:
    """A Neutral trades each Statesman it cannot play, lowest ID first, for a Statesman whose
    Family it controls (lowest ID first, a refusal moving on to the next), failing that for
    two random cards from the hand of the faction that controls his Family (4.06.1 and its
    rulings)."""
    faction = ctx.state.factions[seat]
    for card_no in statesmen_in_hand(ctx, faction):
        if playable(ctx, seat, card_no):
            continue
        if not (yield from swap_statesmen(ctx, faction, card_no)):
            yield from trade_for_two(ctx, faction, card_no)


def wanted_statesmen(ctx: Context, faction: Faction) -> list[tuple[Faction, int]]:
    """Statesmen in other hands that the faction controls the Family of and could play, with
    their holders, lowest ID first (4.06.1)."""
    found = [
        (other, card_no)
        for other in ctx.state.factions
        if other.seat != faction.seat
        for card_no in statesmen_in_hand(ctx, other)
        if family_controller(ctx, card_no) == faction.seat and playable(ctx, faction.seat, card_no)
    ]
    return sorted(found, key=lambda pair: statesman_id(ctx.catalog.entry(pair[1]).key))


def swap_statesmen(ctx: Context, faction: Faction, card_no: int) -> Accepts:
    """Offer the unplayable Statesman for each wanted one in turn; a Neutral holder always
    agrees, a Player may refuse. True once a swap is made (4.06.1)."""
    for holder, wanted in wanted_statesmen(ctx, faction):
        agreed = yield from agrees(ctx, holder, faction, ctx.catalog.card_name(wanted), card_no)
        if agreed:
            move_card(holder, faction, wanted)
            move_card(faction, holder, card_no)
            ctx.record(
                ctx.faction_name(faction.seat),
                "trade",
                "4.06.1",
                f"trades {ctx.catalog.card_name(card_no)} to {ctx.faction_name(holder.seat)} "
                f"for {ctx.catalog.card_name(wanted)}",
            )
            return True
    return False


def trade_for_two(ctx: Context, faction: Faction, card_no: int) -> Procedure:
    """Give the Statesman to the faction that controls his Family for two cards drawn at random
    from its hand (before he joins it), if it holds two and agrees (4.06.1 rulings)."""
    seat = family_controller(ctx, card_no)
    if seat is None or seat == faction.seat:
        return
    partner = ctx.state.factions[seat]
    if len(partner.hand) < TRADED_FOR:
        return
    lose = f"{TRADED_FOR} cards drawn at random from your hand"
    agreed = yield from agrees(ctx, partner, faction, lose, card_no)
    if not agreed or len(partner.hand) < TRADED_FOR:  # a Player may have played cards meanwhile
        return
    taken = ctx.dice.sample(
        partner.hand, TRADED_FOR, "neutral_trade", name=ctx.catalog.card_name
    )
    for card in taken:
        move_card(partner, faction, card)
    move_card(faction, partner, card_no)
    ctx.record(
        ctx.faction_name(faction.seat),
        "trade",
        "4.06.1",
        f"trades {ctx.catalog.card_name(card_no)} to {ctx.faction_name(seat)} for two random cards",
        cards=len(taken),
    )


def agrees(ctx: Context, holder: Faction, trader: Faction, lose: str, card_no: int) -> Accepts:
    """A Neutral agrees to a 4.06.1 trade; a Player is asked privately whether he gives ``lose``
    for the Statesman ``card_no`` (spec 4.06.1 rulings)."""
    if not holder.is_player:
        return True
    choice = yield ctx.ask(
        holder.seat,
        REVOLUTION_TRADE_OFFER,
        "4.06.1",
        [Option(ACCEPT, None, "accept the trade"), Option(REFUSE, None, "refuse it")],
        f"{ctx.faction_name(trader.seat)} offer {ctx.catalog.card_name(card_no)} for {lose}",
        offered=card_no,
    )
    return choice.key == ACCEPT


# --- 4.06.1 Plays --------------------------------------------------------------------------------


def neutral_plays(ctx: Context, seat: int) -> Procedure:
    """A Neutral plays every playable Statesman at once, lowest ID first, then its Concessions
    (and Laws) by the 4.04.1 rule (4.06.1, spec ruling (d))."""
    faction = ctx.state.factions[seat]
    for card_no in statesmen_in_hand(ctx, faction):
        if playable(ctx, seat, card_no):
            play_statesman(ctx, faction, card_no, "4.06.1")
    yield from neutral_plays_cards(ctx, seat)


# --- 4.06.2 Revolts ------------------------------------------------------------------------------


def neutral_revolt(ctx: Context, commander: Senator) -> list[Unit] | None:
    """A victorious Neutral Commander revolts only if (A) his talents and Faction Treasury hold
    3 T per Legion he commands, (B) paying 1 T per Legion for the allegiance rolls (as far as
    his and a same-faction Master of Horse's talents go) gives an expected majority of all
    Legions in play, and (C) the Legions that then follow are at least 60% of them. Returns
    the Legions that follow him into Revolt, or None: he lays down his command (4.06.2)."""
    state = ctx.state
    assert commander.faction is not None
    table = ctx.catalog.tables.legion_allegiance
    legions, _ = force(state, commander)
    total = existing_legions(state)
    funds = commander.talents + state.factions[commander.faction].treasury
    needed = table.neutral_talents_per_legion * len(legions)
    if not legions or funds < needed:
        _declines(
            ctx, commander, f"A fails: {funds} T for {len(legions)} Legions, {needed} T needed"
        )
        return None
    bonus = max_allegiance_bonus(state, ctx.catalog, commander, legions)
    expected = expected_followers(ctx, commander, legions, bonus)
    if 2 * expected <= total:
        _declines(
            ctx, commander, f"B fails: {float(expected):g} Legions expected of {total} in play"
        )
        return None
    if bonus:
        pay_allegiance(ctx, commander, bonus)
    followers = roll_allegiance(ctx, commander, legions, bonus)
    if 100 * len(followers) < table.neutral_control_percent * total:
        _declines(
            ctx,
            commander,
            f"C fails: {len(followers)} of {total} Legions follow, "
            f"{table.neutral_control_percent}% needed",
        )
        return None
    return followers


def _declines(ctx: Context, commander: Senator, why: str) -> None:
    assert commander.faction is not None
    ctx.record(
        ctx.faction_name(commander.faction),
        "no_revolt",
        "4.06.2",
        f"{commander.name} will not revolt: {why}",
        senator=commander.key,
    )
