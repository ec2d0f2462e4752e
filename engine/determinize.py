"""New chance for a fork (Game.fork): the deck reshuffled and, for a determinization, what one
seat cannot see (1.04.9) re-dealt at random consistently with what it has seen.

What no faction sees is the order of the draw pile; a seat also does not see the hands and the
Faction Treasuries of the factions whose cards are not open (``Rules.shows_hand``: the other
Player in two-player, 4.01.1), but the hands it may look at (``Rules.sees_hand``: a Consul for
Life's in the Senate Phase, 1.09.823).
Known to all and kept: how many cards each place holds, and that
Era Ends lies among the bottom cards it was shuffled into at set-up (3.01.4 E, 3.02.2 G, 3.03.2
H). Kept too: the Mortality chit cup, drawn at random by the dice. A hidden Faction Treasury is
drawn afresh between none and twice the seat's own (the seat's guess that the other Player saves
as it does; no public figure bounds it, for views hide it and the Bank's running account), the
difference booked with the Bank so that every talent stays accounted for. Not tracked, so
re-dealt with the rest: cards a seat saw go into a hidden hand (its own gift, a Neutral's trade,
a War shuffled into the top of the deck by a peace).
"""

from __future__ import annotations

from engine.context import Context
from engine.dice import Dice
from engine.schemas.common import FORUM_CATEGORIES
from engine.setup import scenario_setup
from engine.treasury import from_bank


def redeal_hidden(ctx: Context, seat: int | None, dice: Dice) -> None:
    """Reshuffle the deck with ``dice`` (its Era Ends part apart); with a ``seat``, first deal the
    Faction cards of the hands it cannot see afresh from those hands and the deck's Faction
    cards, keeping each hand's size, and after the deck draw each hidden Faction Treasury
    (``guess_treasury``).

    Every pile is put in card order before it is shuffled, so the result depends only on which
    cards it holds: two games that ``seat`` sees alike, whatever the hidden hands and the deck
    order, are re-dealt alike by the same dice (a search bot cannot learn what is hidden)."""
    state = ctx.state
    bottom_size = min(era_ends_part(ctx), len(state.deck))
    bottom, top = state.deck[:bottom_size], state.deck[bottom_size:]
    hidden = [
        f
        for f in state.factions
        if seat is not None and f.seat != seat and not ctx.rules.shows_hand(ctx, f.seat)
    ]
    hands = [f for f in hidden if seat is not None and not ctx.rules.sees_hand(ctx, seat, f.seat)]
    if seat is not None:
        faction_cards = [n for n in top if ctx.catalog.entry(n).category not in FORUM_CATEGORIES]
        pool = sorted([n for f in hands for n in f.hand] + faction_cards)
        dice.shuffle(pool, "redeal", "hands")
        for faction in hands:
            size = len(faction.hand)
            faction.hand[:] = pool[:size]
            del pool[:size]
        top = [n for n in top if ctx.catalog.entry(n).category in FORUM_CATEGORIES] + pool
    bottom, top = sorted(bottom), sorted(top)
    dice.shuffle(bottom, "redeal", "era_ends")
    dice.shuffle(top, "redeal", "deck")
    state.deck[:] = bottom + top
    for faction in hidden:
        assert seat is not None
        guess_treasury(ctx, faction.seat, seat, dice)


def guess_treasury(ctx: Context, hidden: int, seat: int, dice: Dice) -> None:
    """Draw the hidden Faction Treasury of seat ``hidden`` between none and twice that of
    ``seat``, uniformly, and book the change with the Bank (1.04.9, 1.06.31)."""
    faction = ctx.state.factions[hidden]
    guess = dice.take(
        list(range(2 * ctx.state.factions[seat].treasury + 1)), "redeal", "treasury", hidden
    )
    faction.treasury += from_bank(ctx.state, guess - faction.treasury)


def era_ends_part(ctx: Context) -> int:
    """How many cards at the bottom of the deck were shuffled with Era Ends at set-up, once it
    is placed (3.01.4 E, 3.02.2 G, 3.03.2 H); 0 before."""
    era_ends = ctx.catalog.events.era_ends.card_no
    if era_ends not in ctx.state.deck and not ctx.state.era_ends_drawn:
        return 0
    return 1 + sum(part.count for part in scenario_setup(ctx).era_ends_parts)
