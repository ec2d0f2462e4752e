"""Knights, Step 3 of an Initiative: attract one Knight (1.07.5) or pressure Knights (1.07.51).

A faction no Player runs attracts Knights with the Senator the variant's rules name to spend for
it (``Rules.spending_senator``).
"""

from __future__ import annotations

from typing import Final

from engine.context import Context, Procedure
from engine.decision import Amount, Choice, Option
from engine.decisions import KNIGHTS_ACTION, KNIGHTS_PRESSURE, KNIGHTS_SPEND
from engine.effects import handles_effect
from engine.events.cards import evil_omens_modifier
from engine.queries import faction_in_rome
from engine.schemas.intrigue import ProscriptionEffect
from engine.senators import has_ability
from engine.state import Faction, Location, Senator
from engine.treasury import from_bank, to_bank

NONE: Final = "none"
PRESSURE: Final = "pressure"
"""Option keys for no Knight action and for pressuring Knights."""

MARIUS_BONUS: Final = 1
"""What a Statesman with ``knight_roll_bonus_in_rome`` (Marius, 27A) adds to his roll in Rome."""

NO_MONEY: Final = (Location.CAPTIVE, Location.REBEL)
"""Where a Senator may neither receive nor pay talents (1.06.3)."""


DIE_FACES: Final = range(1, 7)
"""The faces of the Knight roll's one die (1.07.5)."""


def knights_step(ctx: Context, seat: int) -> Procedure:
    """Step 3 of an Initiative: attract one Knight or pressure Knights, or neither (1.07.2)."""
    faction = ctx.state.factions[seat]
    options = [
        Option(f"attract:{s.key}", s.key, f"{s.name} tries to attract a Knight")
        for s in attractors(ctx, faction)
    ]
    if pressurable(ctx, seat):
        options.append(Option(PRESSURE, None, "pressure Knights"))
    if not options:
        return
    choice = yield ctx.ask(
        seat,
        KNIGHTS_ACTION,
        ctx.rules.cite(ctx, seat, "1.07.5"),
        [Option(NONE, None, "no Knight action"), *options],
        "Attract a Knight (attract:<senator>), pressure Knights, or none",
    )
    assert isinstance(choice, Option)
    if choice.key == PRESSURE:
        yield from pressure_knights(ctx, seat)
    elif isinstance(choice.value, str):
        yield from attract_knight(ctx, seat, ctx.state.senators[choice.value])


def attractors(ctx: Context, faction: Faction) -> list[Senator]:
    """Who may try to attract a Knight: any of a Player's Senators in Rome; for a faction no
    Player runs, the Senator in Rome the variant's rules name to spend for it (1.07.5). The
    faction whose HRAO proscribed the Knights may never attract one (Proscription, 1.07.35)."""
    if ctx.state.proscriber == faction.seat:
        return []
    in_town = faction_in_rome(ctx.state.senators.values(), faction.seat)
    if faction.is_player or not in_town:
        return in_town
    payer = ctx.rules.spending_senator(ctx, in_town, "the spending Senator")
    return [payer] if payer is not None else []


def pressurable(ctx: Context, seat: int) -> list[Senator]:
    """The faction's Senators with Knights who may take money (1.07.51, 1.06.3)."""
    return [
        s for s in ctx.state.faction_senators(seat) if s.knights > 0 and s.location not in NO_MONEY
    ]


def attract_knight(ctx: Context, seat: int, senator: Senator) -> Procedure:
    """The Senator pays any talents to the Bank and rolls 1d6; roll + talents paid + modifiers
    of 6 or more attracts a Knight to him (1.07.5)."""
    paid = 0
    if senator.talents:
        choice = yield ctx.ask_amount(
            seat,
            KNIGHTS_SPEND,
            ctx.rules.cite(ctx, seat, "1.07.5"),
            0,
            senator.talents,
            f"Talents {senator.name} pays towards attracting a Knight",
            senator=senator.key,
        )
        paid = _amount(choice)
        senator.talents -= to_bank(ctx.state, paid)
    (die,) = ctx.dice.roll(1, "knight", senator.key)
    modifier = knight_roll_modifier(ctx, senator)
    total = die + paid + modifier
    success = attracts(ctx, total)
    if success:
        senator.knights += 1
    shown = f" {modifier:+d}" if modifier else ""
    if ctx.logs("attract_knight"):
        ctx.record(
            ctx.faction_name(seat),
            "attract_knight",
            "1.07.5",
            f"{senator.name} pays {paid} T and rolls {die}{shown} = {total}: "
            + ("attracts a Knight" if success else "no Knight"),
            dice=(die,),
            senator=senator.key,
            success=success,
        )


def attracts(ctx: Context, total: int) -> bool:
    """A Knight roll's total (1d6, talents paid, modifiers) of 6 or more attracts a Knight
    (1.07.5)."""
    return total >= ctx.catalog.tables.initiative.knight_min_roll


def knight_chance(ctx: Context, senator: Senator, paid: int) -> float:
    """The chance the Senator attracts a Knight paying ``paid`` talents: every face of the die
    with his modifiers (1.07.5)."""
    modifier = knight_roll_modifier(ctx, senator)
    return sum(attracts(ctx, die + paid + modifier) for die in DIE_FACES) / len(DIE_FACES)


@handles_effect("statesman", "knight_roll_bonus_in_rome", rule="1.07.5")
@handles_effect("law", "servilian_choice", rule="1.07.36")
@handles_effect("intrigue", "proscription", rule="1.07.35")
def knight_roll_modifier(ctx: Context, senator: Senator) -> int:
    """Modifiers to a Knight roll: Marius in Rome +1 (1.07.312), the Servilian Law's Knight
    option for its faction (1.07.36), +1 for every faction but the proscriber's after a
    Proscription (1.07.35), Evil Omens -1 per level."""
    state = ctx.state
    bonus = MARIUS_BONUS if has_ability(ctx.catalog, senator, "knight_roll_bonus_in_rome") else 0
    if senator.faction is not None:
        bonus += state.knight_bonus.get(senator.faction, 0)
        if state.proscriber is not None and senator.faction != state.proscriber:
            bonus += proscription_effect(ctx).other_factions_knight_modifier
    return bonus + evil_omens_modifier(ctx, "other")


def proscription_effect(ctx: Context) -> ProscriptionEffect:
    """The Proscription card's effect (1.07.35)."""
    effect = ctx.catalog.intrigue.kind("proscription").effect
    assert isinstance(effect, ProscriptionEffect)
    return effect


def pressure_knights(ctx: Context, seat: int) -> Procedure:
    """Announce how many Knights of each Senator are pressured, then roll 1d6 per Knight: its
    Senator gains the talents and the Knight returns to the Bank (1.07.51)."""
    counts: list[tuple[Senator, int]] = []
    for senator in pressurable(ctx, seat):
        choice = yield ctx.ask_amount(
            seat,
            KNIGHTS_PRESSURE,
            "1.07.51",
            0,
            senator.knights,
            f"How many of {senator.name}'s {senator.knights} Knights to pressure",
            senator=senator.key,
        )
        counts.append((senator, _amount(choice)))
    for senator, count in counts:
        if not count:
            continue
        dice = ctx.dice.roll(count, "knights_pressure", senator.key)
        senator.knights -= count
        senator.talents += from_bank(ctx.state, sum(dice))
        ctx.record(
            ctx.faction_name(seat),
            "pressure_knights",
            "1.07.51",
            f"{senator.name} pressures {count} Knight(s) for {sum(dice)} T",
            dice=dice,
            senator=senator.key,
        )


def _amount(choice: Choice) -> int:
    assert isinstance(choice, Amount)
    return choice.value
