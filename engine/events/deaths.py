"""Events that kill Senators by Mortality Chits: Mob Violence and Epidemic (1.07.21, 1.05.21)."""

from __future__ import annotations

from typing import Final

from engine.context import Context
from engine.effects import handles_effect
from engine.events.cards import evil_omens_modifier
from engine.events.resolution import RULE, Resolution
from engine.mortality import draw_mortality_chits, kill_by_chits
from engine.queries import in_rome
from engine.schemas.events import EpidemicEffect, MobViolenceEffect
from engine.state import Location, Senator

AWAY_FROM_ROME: Final = frozenset(
    {Location.PROVINCE, Location.WAR, Location.CAPTIVE, Location.REBEL}
)
"""Where a Governor, Proconsul, Captive or Rebel is: Foreign Epidemic's victims (D2-30)."""


@handles_effect("event", "mob_violence", rule="1.07.21")
def mob_violence(ctx: Context, event: Resolution) -> None:
    """Mob Violence: chits equal to the Unrest Level (plus 1d6 on the severe side); a Senator in
    Rome whose Popularity is below the Unrest Level (+1 on the severe side) dies (D2-05)."""
    effect = event.side.effect
    assert isinstance(effect, MobViolenceEffect)
    unrest = ctx.state.unrest
    dice = ctx.dice.roll(effect.extra_chit_dice, "mob_violence")
    extra = max(0, sum(dice) + evil_omens_modifier(ctx, "other")) if dice else 0
    count = unrest + extra
    below = unrest + effect.popularity_margin
    event.record(
        ctx, "mob_violence", f"{count} chits; Senators in Rome with Popularity below {below}", dice
    )

    def exposed(senator: Senator) -> bool:
        return in_rome(senator) and senator.popularity < below

    ids = draw_mortality_chits(ctx, count, RULE)
    kill_by_chits(ctx, ids, RULE, event.side.name, where=exposed)


@handles_effect("event", "epidemic", rule="1.07.21")
def epidemic(ctx: Context, event: Resolution) -> None:
    """Epidemic: six chits strike Senators in Rome; Foreign Epidemic: only the first Governor,
    Proconsul, Captive or Rebel drawn dies (D2-19, D2-30)."""
    effect = event.side.effect
    assert isinstance(effect, EpidemicEffect)
    event.record(ctx, "epidemic", f"{effect.mortality_chits} chits")
    ids = draw_mortality_chits(ctx, effect.mortality_chits, RULE)
    if effect.victims == "in_rome":
        kill_by_chits(ctx, ids, RULE, event.side.name, where=in_rome)
        return
    for number in ids:
        if kill_by_chits(ctx, [number], RULE, event.side.name, where=away_from_rome):
            return


def away_from_rome(senator: Senator) -> bool:
    """An aligned Senator away from Rome: Governor, Proconsul, Captive or Rebel."""
    return senator.faction is not None and senator.location in AWAY_FROM_ROME
