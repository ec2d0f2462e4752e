"""Events that cost the State: Evil Omens and Natural Disaster (1.07.21, 1.07.321, 1.06.53)."""

from __future__ import annotations

from engine.context import Context
from engine.events.cards import evil_omens_modifier
from engine.events.resolution import RULE, Resolution
from engine.outcome import GameEnded, GameResult
from engine.schemas.concessions import ConcessionCard
from engine.schemas.events import EvilOmensEffect, NaturalDisasterEffect


def state_pays(ctx: Context, amount: int, rule: str, why: str) -> None:
    """The State Treasury pays at once; unable to pay, the State is Bankrupt and all lose
    (1.06.53, 1.12.1); below the warning level every faction is told (1.06.53)."""
    if amount <= 0:
        return
    state = ctx.state
    if state.state_treasury < amount:
        ctx.record(
            "Game",
            "bankrupt",
            "1.06.53",
            f"the State Treasury ({state.state_treasury}T) cannot pay {amount}T for {why}",
        )
        raise GameEnded(GameResult("bankruptcy", None, "1.06.53"))
    state.state_treasury -= amount
    ctx.record("Game", "state_pays", rule, f"the State pays {amount}T for {why}", talents=amount)
    warning = ctx.catalog.tables.state_revenue.low_treasury_warning
    if state.state_treasury < warning:
        ctx.record(
            "Game",
            "low_treasury",
            "1.06.53",
            f"warning: the State Treasury is down to {state.state_treasury}T",
        )


def evil_omens(ctx: Context, event: Resolution) -> None:
    """Evil Omens: sacrifices paid by the State at once (none on the severe side); from now
    every roll but the exempt ones takes the card's level as a penalty (1.07.21)."""
    effect = event.side.effect
    assert isinstance(effect, EvilOmensEffect)
    state_pays(ctx, effect.state_talents_paid, RULE, event.side.name)
    event.record(
        ctx,
        "evil_omens",
        f"rolls now {evil_omens_modifier(ctx, 'other'):+d}, Persuasion rolls "
        f"{evil_omens_modifier(ctx, 'persuasion'):+d}",
        level=event.level,
    )


def natural_disaster(ctx: Context, event: Resolution) -> None:
    """Natural Disaster: relief paid by the State (not again on the severe side), then a 1d6
    Concession roll that Evil Omens do not modify destroys one Concession (1.07.21, 1.07.321)."""
    effect = event.side.effect
    assert isinstance(effect, NaturalDisasterEffect)
    state_pays(ctx, effect.state_talents_paid, RULE, event.side.name)
    for _ in range(effect.concessions_destroyed):
        die = ctx.dice.d6()
        roll = die + evil_omens_modifier(ctx, "natural_disaster_concession")
        card = disaster_concession(ctx, roll)
        if destroy_concession(ctx, card.card_no):
            event.record(ctx, "concession_destroyed", f"1d6 {roll}: {card.name} destroyed", [die])
        else:
            event.record(ctx, "no_effect", f"1d6 {roll}: {card.name} is not in play", [die])


def disaster_concession(ctx: Context, roll: int) -> ConcessionCard:
    """The Concession a Natural Disaster roll names (concessions.toml)."""
    for card in ctx.catalog.concessions.concessions:
        if roll in card.natural_disaster_rolls:
            return card
    raise ValueError(f"no Concession for Natural Disaster roll {roll}")


def destroy_concession(ctx: Context, card_no: int) -> bool:
    """Move a Concession held by a Senator or lying in the Forum to the Curia (1.07.321);
    False if it is not in play."""
    state = ctx.state
    for senator in state.senators.values():
        if card_no in senator.concessions:
            senator.concessions.remove(card_no)
            state.curia_concessions.append(card_no)
            return True
    if card_no in state.forum_concessions:
        state.forum_concessions.remove(card_no)
        state.curia_concessions.append(card_no)
        return True
    return False
