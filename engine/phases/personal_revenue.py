"""Personal Revenue (1.06.1): Base Income (1.06.11), Knights and Concessions with the Grain
Drought bonus (1.06.12), and Provincial Spoils (1.06.13)."""

from __future__ import annotations

from collections.abc import Generator

from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.decisions import REVENUE_GRAFT, REVENUE_GRAIN_DOUBLE
from engine.effects import handles_effect
from engine.phases.revenue_ledger import (
    DECLINE,
    TAKE,
    Ledger,
    barren,
    earns_revenue,
    governed,
    is_rebel,
    province_name,
    province_side,
)
from engine.phases.state_revenue import trial_of_verres
from engine.queries import drought_effects, turn_order
from engine.schemas.concessions import ConcessionCard
from engine.senators import has_ability
from engine.state import ProvinceState, Senator


def personal_revenue(ctx: Context, ledger: Ledger) -> Procedure:
    """Personal Revenue of every Aligned Senator not Captive or in Revolt (1.06.1): Base Income
    (1.06.11), Knights and Concessions (1.06.12)."""
    for seat in turn_order(ctx):
        for senator in ctx.state.faction_senators(seat):
            if earns_revenue(senator):
                yield from senator_revenue(ctx, senator, ledger)


@handles_effect("statesman", "double_base_and_concession_income", rule="1.06.11")
@handles_effect("concession", "per_turn", rule="1.06.12")
def senator_revenue(ctx: Context, senator: Senator, ledger: Ledger) -> Procedure:
    """3 T for the Faction Leader, 1 T for any other Senator (1.06.11); 1 T per Knight and the
    income of every Concession, whose corrupt bar it reveals (1.06.12). Crassus doubles his Base
    Income and Concession income (29A)."""
    table = ctx.catalog.tables.state_revenue
    assert senator.faction is not None
    leads = ctx.state.factions[senator.faction].leader == senator.key
    double = 2 if has_ability(ctx.catalog, senator, "double_base_and_concession_income") else 1
    base = (table.faction_leader_income if leads else table.senator_income) * double
    parts = [f"base {base}"]
    total = base
    if senator.knights:
        knights = senator.knights * table.knight_income
        parts.append(f"{senator.knights} Knights {knights}")
        total += knights
    for card_no in senator.concessions:
        card = concession_card(ctx, card_no)
        if card.income_basis != "per_turn":
            continue
        multiplier = yield from grain_multiplier(ctx, senator, card)
        income = card.income * multiplier * double
        if card_no not in senator.corrupt_concessions:
            senator.corrupt_concessions.append(card_no)
        parts.append(f"{card.name} {income}")
        total += income
    ledger.income[senator.key] = total
    if ctx.logs("personal_revenue"):
        ctx.record(
            ctx.faction_name(senator.faction),
            "personal_revenue",
            "1.06.1",
            f"{senator.name} earns {total} T ({', '.join(parts)})",
            senator=senator.key,
            talents=total,
        )


def concession_card(ctx: Context, card_no: int) -> ConcessionCard:
    """The Concession card with this card number."""
    return next(c for c in ctx.catalog.concessions.concessions if c.card_no == card_no)


@handles_effect("concession", "drought_bonus", rule="1.06.12")
def grain_multiplier(
    ctx: Context, senator: Senator, card: ConcessionCard
) -> Generator[Decision, Choice, int]:
    """With n Drought Effects in play a Grain Concession's holder may take n + 1 times its income
    and lose n + 1 Popularity, even at -9 (1.06.12, the Concession cards). A Neutral's choice is
    delegated to the Dominant Player (4.02.2)."""
    droughts = drought_effects(ctx)
    if not card.drought_bonus or droughts == 0:
        return 1
    bonus = droughts + 1
    assert senator.faction is not None
    decision = ctx.ask(
        senator.faction,
        REVENUE_GRAIN_DOUBLE,
        "1.06.12",
        [
            Option(TAKE, bonus, f"take {bonus} x {card.income} T and lose {bonus} Popularity"),
            Option(DECLINE, 1, f"take the normal {card.income} T"),
        ],
        f"{senator.name}: take the Drought bonus on {card.name}?",
        senator=senator.key,
        concession=card.card_no,
    )
    if not ctx.state.factions[senator.faction].is_player:
        decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
    choice = yield decision
    if choice.key != TAKE:
        return 1
    lose_popularity(ctx, senator, bonus)
    ctx.record(
        ctx.faction_name(senator.faction),
        "grain_bonus",
        "1.06.12",
        f"{senator.name} takes the Drought bonus on {card.name} (x{bonus}), "
        f"Popularity to {senator.popularity}",
    )
    return bonus


@handles_effect("statesman", "double_popularity_changes", rule="1.07.31")
def lose_popularity(ctx: Context, senator: Senator, amount: int) -> None:
    """Lower Popularity, doubled for a Statesman who doubles changes, not below -9 (1.07.31)."""
    double = has_ability(ctx.catalog, senator, "double_popularity_changes")
    lowest = ctx.catalog.tables.limits.popularity_min
    senator.popularity = max(lowest, senator.popularity - amount * (2 if double else 1))


# --- 1.06.13 Provincial Spoils -------------------------------------------------------------------


def provincial_spoils(ctx: Context, ledger: Ledger) -> Procedure:
    """Each Aligned Governor not in Revolt decides, before any roll, whether to take Provincial
    Spoils (1.06.13, 1.11.33; Unaligned Governors never do, 1.09.53); Neutrals by 4.03.3."""
    for province, governor in governed(ctx):
        if governor.faction is None or is_rebel(governor) or barren(ctx, province):
            continue
        if ctx.state.factions[governor.faction].is_player:
            choice = yield ctx.ask(
                governor.faction,
                REVENUE_GRAFT,
                "1.06.13",
                [
                    Option(TAKE, True, "take Provincial Spoils (Corrupt marker)"),
                    Option(DECLINE, False, "take no Provincial Spoils"),
                ],
                f"{governor.name}: take the Provincial Spoils of {province_name(ctx, province)}?",
                senator=governor.key,
                province=province.key,
            )
            takes = choice.key == TAKE
        else:
            takes = yield from ctx.rules.neutral_grafts(ctx, governor)
        if takes:
            take_spoils(ctx, province, governor, ledger)


def take_spoils(ctx: Context, province: ProvinceState, governor: Senator, ledger: Ledger) -> None:
    """The Governor takes a Corrupt marker and rolls the Province's Spoils: a gain is his income,
    a loss is not his to pay: the State pays it at Debits (1.06.13). Trial of Verres lowers a
    gain, never below 0, and never deepens a loss (1.07.21, the Event cards)."""
    assert governor.faction is not None
    formula = province_side(ctx, province).spoils
    rolls = ctx.dice.roll(formula.dice, "spoils", province.key)
    amount = formula.evaluate(rolls)
    trial = trial_of_verres(ctx)
    if trial is not None and amount > 0:
        amount = max(0, amount - trial.spoils_penalty)
    governor.corrupt = True
    if amount > 0:
        ledger.income[governor.key] = ledger.income.get(governor.key, 0) + amount
        result = f"{amount} T"
    else:
        ledger.unpaid_spoils -= amount
        result = f"{amount} T, which the State pays at Debits" if amount else "nothing"
    ctx.record(
        ctx.faction_name(governor.faction),
        "provincial_spoils",
        "1.06.13",
        f"{governor.name} takes a Corrupt marker and the Provincial Spoils of "
        f"{province_name(ctx, province)} ({formula.notation}): {result}",
        dice=rolls,
        senator=governor.key,
        talents=amount,
    )
