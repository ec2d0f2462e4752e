"""Proscription (1.07.35, the Intrigue cards): played right after a Victory by either side in a
Civil War, it lets the HRAO (victorious Commanders count as in Rome) remove every Knight on the
board for 1d6 talents each; his faction may then never attract Knights again, and every other
faction adds to its Knight rolls (engine/knights.py). Declined, the card is discarded to no effect.

Decisions: ``intrigue.proscription_play`` (the holder: ``play`` or ``hold``);
``intrigue.proscription`` (the HRAO's faction, a Neutral's delegated to the Dominant Player,
4.02.2: ``proscribe`` or ``decline``).
"""

from __future__ import annotations

from typing import Final

from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import INTRIGUE_PROSCRIPTION, INTRIGUE_PROSCRIPTION_PLAY
from engine.effects import handles_effect
from engine.knights import proscription_effect
from engine.queries import highest_ranking, in_rome
from engine.state import Senator
from engine.treasury import from_bank

CARD: Final = "proscription"
PLAY: Final = "play"
HOLD: Final = "hold"
PROSCRIBE: Final = "proscribe"
DECLINE: Final = "decline"
"""The card's key and the option keys of its two decisions."""


def proscription_cards(ctx: Context, seat: int) -> list[int]:
    """The Proscription cards in a faction's hand."""
    return [
        n
        for n in ctx.state.factions[seat].hand
        if ctx.catalog.entry(n).key == CARD and ctx.catalog.entry(n).category == "intrigue"
    ]


def proscription_hrao(ctx: Context) -> Senator | None:
    """The HRAO with every victorious Commander counted as in Rome (the Intrigue cards, 1.09.11)."""
    state = ctx.state
    return highest_ranking(
        [s for s in state.senators.values() if in_rome(s) or s.key in state.victors]
    )


def after_civil_war_victory(ctx: Context) -> Procedure:
    """Each Player holding Proscription, in seat order, may play it now (1.07.35); a Neutral
    holds its Intrigue cards (4.04.1)."""
    for faction in ctx.state.factions:
        if not faction.is_player:
            continue
        for card_no in proscription_cards(ctx, faction.seat):
            choice = yield ctx.ask(
                faction.seat,
                INTRIGUE_PROSCRIPTION_PLAY,
                "1.07.35",
                [Option(HOLD, None, "keep it"), Option(PLAY, None, "play Proscription")],
                "A Civil War battle was won: play Proscription?",
            )
            assert isinstance(choice, Option)
            if choice.key == PLAY:
                faction.hand.remove(card_no)
                ctx.state.discard.append(card_no)
                yield from proscribe(ctx, faction.seat)
                return


@handles_effect("intrigue", "proscription", rule="1.07.35")
def proscribe(ctx: Context, player: int) -> Procedure:
    """The HRAO may remove every Knight on the board for 1d6 talents each into his Personal
    Treasury; his faction is barred from Knights for the rest of the game (the Intrigue cards)."""
    state = ctx.state
    official = proscription_hrao(ctx)
    name = ctx.faction_name(player)
    knights = sum(s.knights for s in state.senators.values())
    if official is None or official.faction is None or not knights:
        ctx.record(name, "proscription", "1.07.35", "plays Proscription: nothing to proscribe")
        return
    seat = official.faction
    decision = ctx.ask(
        seat,
        INTRIGUE_PROSCRIPTION,
        "1.07.35",
        [
            Option(DECLINE, None, "decline"),
            Option(PROSCRIBE, None, f"remove all {knights} Knights for 1d6 talents each"),
        ],
        f"Proscription: {official.name} may proscribe all {knights} Knights",
        senator=official.key,
    )
    if not state.factions[seat].is_player:
        decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
    choice = yield decision
    assert isinstance(choice, Option)
    if choice.key != PROSCRIBE:
        ctx.record(name, "proscription", "1.07.35", f"{official.name} declines: no effect")
        return
    dice = ctx.dice.roll(
        knights * proscription_effect(ctx).talents_dice_per_knight, "proscription"
    )
    for senator in state.senators.values():
        senator.knights = 0
    official.talents += from_bank(state, sum(dice))
    state.proscriber = seat
    ctx.record(
        ctx.faction_name(seat),
        "proscription",
        "1.07.35",
        f"{official.name} proscribes {knights} Knights for {sum(dice)} T; his faction may never "
        "attract Knights again",
        dice=dice,
        senator=official.key,
    )
