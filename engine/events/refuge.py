"""Refuge and Rise from Refuge: a Leader killed by a Victory stays in play (1.07.344, 1.07.21).

``state.refuge`` maps each sheltered Leader to the Wars he aids. Refuge leaves him waiting (an
empty list) for the next War drawn, which he then joins; Rise from Refuge has him join and
activate every War in play at once. He is discarded when the last War he aids leaves play.
Combat adds his Strength to those Wars, as well as to his own Matching Wars (1.07.344).
"""

from __future__ import annotations

from typing import Final

from engine.context import Context
from engine.effects import handles_effect
from engine.events.cards import card_in_play, side_showing
from engine.schemas.events import RefugeEffect
from engine.state import WarStatus

RULE: Final = "1.07.344"
REFUGE_EFFECT: Final = "refuge"
INACTIVE_UNTIL_ATTACKED: Final = "inactive_until_attacked"


@handles_effect("event", "refuge", rule="1.07.21")
def shelter_leader(ctx: Context, leader: int) -> bool:
    """A Leader killed by a Victory takes Refuge if the card is in play; the card is then used
    and leaves play. False if he is not sheltered (no card, or Rise from Refuge with no War)."""
    card = card_in_play(ctx, REFUGE_EFFECT)
    if card is None:
        return False
    side = side_showing(card, ctx.state.events[card.id])
    assert side is not None and isinstance(side.effect, RefugeEffect)
    wars: list[int] = []
    if side.effect.joins == "all_current_wars":
        wars = list(ctx.state.wars)
        if not wars:
            return False
        for war in wars:
            activate_by_leader(ctx, war)
    del ctx.state.events[card.id]
    ctx.state.leaders.pop(leader, None)
    ctx.state.refuge[leader] = wars
    joined = ", ".join(ctx.catalog.card_name(w) for w in wars) or "the next War drawn"
    ctx.record(
        "Game",
        "refuge",
        RULE,
        f"{side.name}: {ctx.catalog.card_name(leader)} stays in play and aids {joined}",
        event=card.id,
        leader=leader,
    )
    return True


@handles_effect("war", "inactive_until_attacked", rule="1.07.341")
def activate_by_leader(ctx: Context, war: int) -> None:
    """An Inactive War joined by a Leader becomes Active; Imminent Wars and Wars that only an
    attack activates stay as they are (1.07.341, 1.07.3321)."""
    card = ctx.catalog.war_by_key[ctx.catalog.entry(war).key]
    if ctx.state.wars[war] is WarStatus.INACTIVE and INACTIVE_UNTIL_ATTACKED not in card.effects:
        ctx.state.wars[war] = WarStatus.ACTIVE


def join_refuge(ctx: Context, war: int) -> None:
    """A War card just drawn: every Leader waiting in Refuge joins it (1.07.344)."""
    name = ctx.catalog.card_name
    for leader, wars in ctx.state.refuge.items():
        if not wars:
            wars.append(war)
            text = f"{name(leader)} leaves Refuge to aid {name(war)}"
            ctx.record("Game", "refuge_joins", RULE, text, leader=leader)


def refuge_war_left(ctx: Context, war: int) -> None:
    """A War leaves play: Leaders in Refuge stop aiding it; one who aids no War any more is
    discarded (1.07.344)."""
    for leader, wars in list(ctx.state.refuge.items()):
        if war in wars:
            wars.remove(war)
            if not wars:
                del ctx.state.refuge[leader]
                ctx.state.discard.append(leader)
                ctx.record(
                    "Game",
                    "refuge_ends",
                    RULE,
                    f"{ctx.catalog.card_name(leader)} aids no War any more and is discarded",
                    leader=leader,
                )
