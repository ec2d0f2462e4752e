"""Tribunes (1.09.15-1.09.152): who holds one (a Tribune card, a Statesman's free Tribune, Popillius
Laenas's free Land Bill veto) and using one. Section IV's Spoils (solo/spoils_tribunes.py) and
the base game's votes (engine/senate/votes.py) share them."""

from __future__ import annotations

from engine.assassination import held
from engine.context import Context
from engine.effects import handles_effect
from engine.schemas.senators import StatesmanAbility
from engine.senate.offices import Senate
from engine.senators import ability_at_work
from engine.state import Senator


def has_tribune(ctx: Context, senate: Senate, seat: int, land_bill: bool = False) -> bool:
    """A Tribune card in hand, or a Statesman whose free Tribune is unused this turn (1.09.151);
    against a Land Bill, also Popillius Laenas's free veto (1.09.62)."""
    return (
        _free_tribune(ctx, senate, seat) is not None
        or (land_bill and _land_bill_veto(ctx, senate, seat) is not None)
        or bool(held(ctx.state.factions[seat], ctx, "tribune"))
    )


@handles_effect("intrigue", "tribune", rule="1.09.15")
def use_tribune(
    ctx: Context, senate: Senate, seat: int, rule: str, what: str, land_bill: bool = False
) -> None:
    """Against a Land Bill Laenas's free veto first; then the free Tribune of a Statesman, else
    a Tribune card, discarded (1.09.15, 1.09.62; spec 4.05.419)."""
    laenas = _land_bill_veto(ctx, senate, seat) if land_bill else None
    statesman = laenas or _free_tribune(ctx, senate, seat)
    faction = ctx.state.factions[seat]
    if laenas is not None:
        senate.free_tribunes_used.add(laenas.key)
        source = f"{laenas.name}'s free Land Bill veto"
    elif statesman is not None:
        senate.free_tribunes_used.add(statesman.key)
        source = f"{statesman.name}'s Tribune"
    else:
        card_no = held(faction, ctx, "tribune")[0]
        faction.hand.remove(card_no)
        ctx.state.discard.append(card_no)
        source = "a Tribune"
    if ctx.logs("tribune"):
        ctx.record(ctx.faction_name(seat), "tribune", rule, f"plays {source}: {what}")


@handles_effect("statesman", "free_tribune_per_turn", rule="1.09.151")
def _free_tribune(ctx: Context, senate: Senate, seat: int) -> Senator | None:
    """A Statesman giving his faction a Tribune a turn, unused this turn (the Catos, Cicero),
    in Rome or away from it (1.07.312)."""
    return _unused_ability(ctx, senate, seat, "free_tribune_per_turn")


@handles_effect("statesman", "free_land_bill_veto_per_turn", rule="1.09.62")
def _land_bill_veto(ctx: Context, senate: Senate, seat: int) -> Senator | None:
    """A Statesman who may veto one Land Bill a turn without a Tribune, unused this turn
    (Popillius Laenas, 23A), in Rome or away from it (1.07.312)."""
    return _unused_ability(ctx, senate, seat, "free_land_bill_veto_per_turn")


def _unused_ability(
    ctx: Context, senate: Senate, seat: int, ability: StatesmanAbility
) -> Senator | None:
    """The faction's first Statesman whose once-a-turn ability acts and is unused (1.07.312)."""
    for senator in ctx.state.faction_senators(seat):
        if (
            senator.is_statesman  # only a Statesman has abilities: most are not asked further
            and senator.key not in senate.free_tribunes_used
            and ability_at_work(ctx.catalog, senator, ability)
        ):
            return senator
    return None
