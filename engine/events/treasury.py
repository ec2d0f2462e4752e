"""Events that cost the State: Evil Omens and Natural Disaster (1.07.21, 1.07.321, 1.06.53)."""

from __future__ import annotations

from engine.context import Context
from engine.effects import handles_effect
from engine.events.cards import evil_omens_modifier
from engine.events.resolution import RULE, Resolution
from engine.forum_cards import destroy_concession
from engine.schemas.concessions import ConcessionCard
from engine.schemas.events import EvilOmensEffect, NaturalDisasterEffect
from engine.treasury import charge_state


@handles_effect("event", "evil_omens", rule="1.07.21")
def evil_omens(ctx: Context, event: Resolution) -> None:
    """Evil Omens: sacrifices paid by the State at once (none on the severe side); from now
    every roll but the exempt ones takes the card's level as a penalty (1.07.21)."""
    effect = event.side.effect
    assert isinstance(effect, EvilOmensEffect)
    charge_state(ctx, effect.state_talents_paid, event.side.name, RULE)
    event.record(
        ctx,
        "evil_omens",
        f"rolls now {evil_omens_modifier(ctx, 'other'):+d}, Persuasion rolls "
        f"{evil_omens_modifier(ctx, 'persuasion'):+d}",
        level=event.level,
    )


@handles_effect("event", "natural_disaster", rule="1.07.21")
def natural_disaster(ctx: Context, event: Resolution) -> None:
    """Natural Disaster: relief paid by the State (not again on the severe side), then a 1d6
    Concession roll that Evil Omens do not modify destroys one Concession (1.07.21, 1.07.321)."""
    effect = event.side.effect
    assert isinstance(effect, NaturalDisasterEffect)
    charge_state(ctx, effect.state_talents_paid, event.side.name, RULE)
    for _ in range(effect.concessions_destroyed):
        die = ctx.dice.d6("natural_disaster")
        roll = die + evil_omens_modifier(ctx, "natural_disaster_concession")
        card = disaster_concession(ctx, roll)
        if destroy_concession(ctx.state, card.card_no):
            event.record(ctx, "concession_destroyed", f"1d6 {roll}: {card.name} destroyed", [die])
        else:
            event.record(ctx, "no_effect", f"1d6 {roll}: {card.name} is not in play", [die])


@handles_effect("concession", "natural_disaster_rolls", rule="1.07.21")
def disaster_concession(ctx: Context, roll: int) -> ConcessionCard:
    """The Concession a Natural Disaster roll names (concessions.toml)."""
    for card in ctx.catalog.concessions.concessions:
        if roll in card.natural_disaster_rolls:
            return card
    raise ValueError(f"no Concession for Natural Disaster roll {roll}")
