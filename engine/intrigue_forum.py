"""Influence Peddling: discard it to take an unplayed card at random from an opponent's hand
(1.07.35, card text); a faction the variant makes play its cards at once cannot keep it.

Seduction and Blackmail are played as the Persuasion Attempt itself (engine/persuasion.py).
"""

from __future__ import annotations

from typing import Final

from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import INTRIGUE_INFLUENCE_PEDDLING
from engine.effects import handles_effect
from engine.schemas.intrigue import StealCardEffect
from engine.state import Faction

NONE: Final = "none"
"""Option key for a Player keeping the card for later."""

CARD: Final = "influence_peddling"
"""Card key of Influence Peddling."""


def play_influence_peddling(ctx: Context, seat: int) -> Procedure:
    """While the faction holds Influence Peddling and an opponent holds cards, it may play it
    (unless the variant's rules make it play its cards at once, it may keep it): the card is
    discarded and
    unplayed cards are taken at random from the chosen opponent's hand (1.07.35)."""
    faction = ctx.state.factions[seat]
    while True:
        card_no = _held_card(ctx, faction)
        if card_no is None:
            return
        victims = [f for f in ctx.state.factions if f.seat != seat and f.hand]
        if not victims:
            return
        options = [Option(f"seat:{f.seat}", f.seat, ctx.faction_name(f.seat)) for f in victims]
        if not ctx.rules.plays_cards_at_once(ctx, seat):
            options.insert(0, Option(NONE, None, "keep Influence Peddling"))
        choice = yield ctx.ask(
            seat,
            INTRIGUE_INFLUENCE_PEDDLING,
            ctx.rules.cite(ctx, seat, "1.07.35"),
            options,
            "Play Influence Peddling against a faction (seat:<n>)",
        )
        assert isinstance(choice, Option)
        if not isinstance(choice.value, int):
            return
        _steal(ctx, faction, card_no, ctx.state.factions[choice.value])


def _held_card(ctx: Context, faction: Faction) -> int | None:
    """The faction's first Influence Peddling card, if it holds one."""
    for card_no in faction.hand:
        if ctx.catalog.entry(card_no).key == CARD:
            return card_no
    return None


@handles_effect("intrigue", "steal_card", rule="1.07.35")
def _steal(ctx: Context, thief: Faction, card_no: int, victim: Faction) -> None:
    """Discard Influence Peddling and move random unplayed cards from the victim's hand."""
    effect = next(k.effect for k in ctx.catalog.intrigue.kinds if k.key == CARD)
    assert isinstance(effect, StealCardEffect)
    thief.hand.remove(card_no)
    ctx.state.discard.append(card_no)
    taken = ctx.dice.sample(
        victim.hand,
        min(effect.cards_taken, len(victim.hand)),
        "steal_card",
        name=ctx.catalog.card_name,
    )
    for card in taken:
        victim.hand.remove(card)
        thief.hand.append(card)
    names = ", ".join(ctx.catalog.card_name(c) for c in taken)
    ctx.record(
        ctx.faction_name(thief.seat),
        "influence_peddling",
        ctx.rules.cite(ctx, thief.seat, "1.07.35"),
        f"plays Influence Peddling against the {ctx.faction_name(victim.seat)} "
        f"and takes at random: {names}",
        victim=victim.seat,
        cards=taken,
    )
