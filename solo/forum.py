"""Section IV in the Forum Phase: Neutrals play drawn Concessions and Laws at once (4.04.1) and
bid for the sixth Initiative by dice and Guideline (4.04.5).

Decision (of a Neutral): ``initiative.bid_modifier``, an amount: what its Initiative Guideline
adds to a bid's 1d6 (4.04.5). The range covers every modifier that can change the outcome.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.concessions import assign_concession
from engine.context import Context, Procedure
from engine.decision import Amount, Choice, Decision
from engine.faction_cards import concession_card, concession_playable
from engine.laws import enact_law as put_law_in_force
from engine.laws import law_card as engine_law_card
from engine.queries import active_wars, in_rome, richest_in_rome
from engine.schemas.laws import LawCard
from engine.state import Faction, Senator
from solo.decisions import INITIATIVE_BID_MODIFIER
from solo.rulings import rulings
from solo.spending import spending_senator
from solo.war_strengths import war_strength

# --- 4.04.1 Cards --------------------------------------------------------------------------------


def neutral_plays_cards(ctx: Context, seat: int) -> Procedure:
    """A Neutral plays every Concession and Law in its hand that it legally can, at once: a
    Concession to its Senator with the fewest Concessions, a Law into force (4.04.1). Cards it
    cannot play yet (a Land Commissioner without a Land Bill, a Law whose condition fails) wait
    for the next check."""
    faction = ctx.state.factions[seat]
    for card_no in sorted(faction.hand):
        entry = ctx.catalog.entry(card_no)
        if entry.category == "concession" and concession_playable(
            ctx, concession_card(ctx, card_no)
        ):
            yield from assign_concession(ctx, faction, card_no)
    yield from neutral_plays_laws(ctx, faction, "4.04.1")


def neutral_plays_laws(ctx: Context, faction: Faction, rule: str) -> Procedure:
    """A Neutral puts in force every Law in its hand whose own play condition holds; the rest
    wait (4.01.4 step 3, 4.04.1)."""
    for card_no in sorted(faction.hand):
        entry = ctx.catalog.entry(card_no)
        if entry.category == "law" and law_playable(ctx, law_card(ctx, card_no)):
            yield from enact_law(ctx, faction, card_no, rule)


def law_card(ctx: Context, card_no: int) -> LawCard:
    """The Law card with this number."""
    return engine_law_card(ctx.catalog, card_no)


def law_playable(ctx: Context, law: LawCard) -> bool:
    """A Law's own play condition: a Law in force, a War in play, or Active Wars of enough
    combined current Land Strength, Leaders in Refuge and a Civil War included (the Law cards;
    D2-20, 1.07.344)."""
    state = ctx.state
    catalog = ctx.catalog
    if law.requires_law is not None and catalog.card_by_key[law.requires_law].card_no not in (
        state.laws
    ):
        return False
    if law.requires_war_in_play and not any(
        catalog.war_by_key[key].card_no in state.wars for key in law.requires_war_in_play
    ):
        return False
    if law.requires_active_war_strength is not None:
        wars = active_wars(state)
        total = sum(war_strength(ctx, war, wars).land for war in wars)
        return total >= law.requires_active_war_strength
    return True


def enact_law(ctx: Context, faction: Faction, card_no: int, rule: str = "4.04.1") -> Procedure:
    """The Law goes to the Laws box and is in force from now on (1.07.36, 4.04.1)."""
    yield from put_law_in_force(ctx, faction, card_no, rule)


# --- 4.04.5 Sixth Initiative ---------------------------------------------------------------------


BID_MODIFIER: Final = INITIATIVE_BID_MODIFIER
"""The Neutral's decision: its Initiative modifier to a bid's 1d6 (4.04.5)."""

BidProcedure = Generator[Decision, Choice, int | None]

NEUTRAL_BID: Final = "neutral_bid"
"""The act of a Neutral's sixth-Initiative bid or pass: one per turn of the auction it gets, with
the 4.04.5 reasoning and the die where one was rolled."""


def neutral_opening_bid(ctx: Context, seat: int) -> BidProcedure:
    """A Neutral HRAO's faction opens with Turn + 1d6 + its Initiative modifier; more than its
    richest Senator in Rome holds means that Senator's whole treasury, never above the richest
    other faction's Senator in Rome (4.04.5; ``opening_bid_cap`` switches the cap to always).
    None: no bid."""
    own = richest_in_rome(ctx, seat)
    others = max(richest_in_rome(ctx, f.seat) for f in ctx.state.factions if f.seat != seat)
    never = ctx.catalog.tables.initiative.min_initiative_bid - 1 - ctx.state.turn - 6
    modifier = yield from _modifier(ctx, seat, never, max(own, never), "the opening bid")
    die = ctx.dice.d6("opening_bid", seat)
    wanted = ctx.state.turn + die + modifier
    if wanted > own or rulings(ctx).opening_bid_cap == "always":
        bid = min(wanted, own, others)
    else:
        bid = wanted
    bids = bid >= ctx.catalog.tables.initiative.min_initiative_bid
    capped = (
        f", capped to {bid} T by the richest Senators in Rome (its own {own} T, another "
        f"faction's {others} T)"
        if bid != wanted
        else ""
    )
    verdict = f"opens the bidding at {bid} T" if bids else "does not bid"
    ctx.record(
        ctx.faction_name(seat),
        NEUTRAL_BID,
        "4.04.5",
        f"{verdict}: Turn {ctx.state.turn} + 1d6 {die} {signed(modifier)} = {wanted}{capped}",
        dice=[die],
    )
    return bid if bids else None


def neutral_follow_bid(ctx: Context, seat: int, previous: int) -> BidProcedure:
    """A Neutral outbids by one if a Senator in Rome can pay it; above Turn + 4 only on
    1d6 + modifier >= 4 (4.04.5). None: no bid."""
    table = ctx.catalog.tables.initiative
    bid = max(previous + 1, table.min_initiative_bid)
    name = ctx.faction_name(seat)
    richest = richest_in_rome(ctx, seat)
    if richest < bid:
        ctx.record(
            name,
            NEUTRAL_BID,
            "4.04.5",
            f"does not bid: {bid} T is more than its richest Senator in Rome has ({richest} T)",
        )
        return None
    limit = ctx.state.turn + table.neutral_bid_turn_margin
    if bid <= limit:
        ctx.record(
            name,
            NEUTRAL_BID,
            "4.04.5",
            f"bids {bid} T, one more than the bid before: within Turn + "
            f"{table.neutral_bid_turn_margin} = {limit}",
        )
        return bid
    needed = table.neutral_bid_continue_roll
    modifier = yield from _modifier(ctx, seat, needed - 7, needed - 1, f"a bid of {bid} T")
    die = ctx.dice.d6("follow_bid", seat)
    willing = die + modifier >= needed
    verdict = f"bids {bid} T" if willing else "does not bid"
    ctx.record(
        name,
        NEUTRAL_BID,
        "4.04.5",
        f"{verdict}: {bid} T is above Turn + "
        f"{table.neutral_bid_turn_margin} = {limit}: 1d6 {die} {signed(modifier)} = "
        f"{die + modifier} {'>=' if willing else '<'} {table.neutral_bid_continue_roll}",
        dice=[die],
    )
    return bid if willing else None


def signed(modifier: int) -> str:
    """An Initiative modifier as a term of a sum: "+ 1", "- 1", "+ 0"."""
    return f"- {-modifier}" if modifier < 0 else f"+ {modifier}"


def _modifier(
    ctx: Context, seat: int, low: int, high: int, what: str
) -> Generator[Decision, Choice, int]:
    """The Neutral's Initiative modifier to the 1d6 for ``what`` (4.04.5): ``low`` is one that
    can never bid, ``high`` one that always does."""
    answer = yield ctx.ask_amount(
        seat, BID_MODIFIER, "4.04.5", low, high, f"Initiative modifier to 1d6 for {what}?"
    )
    assert isinstance(answer, Amount)
    return answer.value


def neutral_bid_payer(ctx: Context, seat: int) -> Senator:
    """The Neutral's richest Senator in Rome pays its winning bid (4.03.2; ties 2d6)."""
    payer = spending_senator(
        ctx, [s for s in ctx.state.faction_senators(seat) if in_rome(s)], "who pays the bid"
    )
    assert payer is not None, "only a faction with a Senator in Rome can win a bid"
    return payer
