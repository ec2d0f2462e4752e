"""The State's revenue (1.06.5): Annual Revenue, the Provinces' taxes (1.06.51) with the Random
Events that change them (1.07.21), and the Senators' Contributions (1.06.52)."""

from __future__ import annotations

from typing import Final

from engine.consul_for_life import appoint_consul_for_life
from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import REVENUE_CONTRIBUTE, REVENUE_CONTRIBUTE_AMOUNT
from engine.effects import handles_effect
from engine.events.cards import showing
from engine.phases.revenue_ledger import (
    DONE,
    NO_REVENUE,
    Ledger,
    amount_of,
    barren,
    governed,
    is_rebel,
    province_name,
    province_side,
)
from engine.queries import turn_order
from engine.schemas.events import AlliedEnthusiasmEffect, TrialOfVerresEffect
from engine.state import ProvinceState, Senator
from engine.treasury import charge_state, from_bank

ALLIED_ENTHUSIASM: Final = "evt-allied-enthusiasm"
TRIAL_OF_VERRES: Final = "evt-trial-of-verres"
"""Random Events the Revenue Phase reads from the card in play (1.07.21)."""


def state_revenue(ctx: Context) -> None:
    """The State receives 100 T Annual Revenue (1.06.5), and Allied Enthusiasm's talents while
    it is in play (1.07.21); every Governor not in Revolt rolls his Province's State Income,
    which may be negative (1.06.51)."""
    annual = ctx.catalog.tables.state_revenue.annual_revenue
    ctx.state.state_treasury += from_bank(ctx.state, annual)
    ctx.record(
        "State",
        "annual_revenue",
        "1.06.5",
        f"Annual Revenue {annual} T, State Treasury {ctx.state.state_treasury} T",
    )
    allied_enthusiasm(ctx)
    for province, governor in governed(ctx):
        if not is_rebel(governor) and not barren(ctx, province):
            collect_taxes(ctx, province, governor)


def collect_taxes(ctx: Context, province: ProvinceState, governor: Senator) -> None:
    """One Province's State Income roll (1.06.51), raised while Trial of Verres is in play
    (1.07.21)."""
    formula = province_side(ctx, province).state_income
    rolls = ctx.dice.roll(formula.dice, "taxes", province.key)
    amount = formula.evaluate(rolls)
    what = f"taxes of {province_name(ctx, province)} ({formula.notation}, Governor {governor.name})"
    trial = trial_of_verres(ctx)
    if trial is not None:
        amount += trial.state_income_bonus
        what += f" + {trial.state_income_bonus} T for the corruption trial"
    if amount >= 0:
        ctx.state.state_treasury += from_bank(ctx.state, amount)
        ctx.record(
            "State",
            "taxes",
            "1.06.51",
            f"{what}: {amount} T, State Treasury {ctx.state.state_treasury} T",
            dice=rolls,
            province=province.key,
            talents=amount,
        )
    else:
        charge_state(ctx, -amount, what, "1.06.51", dice=rolls)


@handles_effect("event", "allied_enthusiasm", rule="1.07.21")
def allied_enthusiasm(ctx: Context) -> None:
    """Allied Enthusiasm in play: the State gains its talents, 75 T in all on the severe side
    (1.07.21, D2-22)."""
    side = showing(ctx, ALLIED_ENTHUSIASM)
    if side is None or not isinstance(side.effect, AlliedEnthusiasmEffect):
        return
    talents = side.effect.state_talents
    ctx.state.state_treasury += from_bank(ctx.state, talents)
    ctx.record(
        "State",
        "allied_enthusiasm",
        "1.07.21",
        f"{side.name}: {talents} T, State Treasury {ctx.state.state_treasury} T",
        talents=talents,
    )


@handles_effect("event", "trial_of_verres", rule="1.07.21")
def trial_of_verres(ctx: Context) -> TrialOfVerresEffect | None:
    """The Trial of Verres effect in play, if any (1.07.21)."""
    side = showing(ctx, TRIAL_OF_VERRES)
    if side is None or not isinstance(side.effect, TrialOfVerresEffect):
        return None
    return side.effect


# --- 1.06.52 Contributions -----------------------------------------------------------------------


def contributions(ctx: Context, ledger: Ledger) -> Procedure:
    """Contributions (1.06.52): the Players' Senators first, then the factions no Player runs
    by the variant's rules."""
    order = turn_order(ctx)
    for seat in order:
        if ctx.state.factions[seat].is_player:
            yield from player_contributions(ctx, seat, ledger)
    made = tuple(ledger.player_contributions)
    for seat in order:
        if not ctx.state.factions[seat].is_player:
            yield from ctx.rules.neutral_contributions(ctx, seat, made)


def may_contribute(ctx: Context, senator: Senator) -> bool:
    """Not in Revolt (1.06.52), not Captive (1.06.3), not yet this phase, and holding talents."""
    return (
        senator.location not in NO_REVENUE
        and senator.key not in ctx.state.contributed
        and senator.talents > 0
    )


def player_contributions(ctx: Context, seat: int, ledger: Ledger) -> Procedure:
    """A Player's Senators contribute, one contribution each, until he is done (1.06.52)."""
    while True:
        able = [s for s in ctx.state.faction_senators(seat) if may_contribute(ctx, s)]
        if not able:
            return
        choice = yield ctx.ask(
            seat,
            REVENUE_CONTRIBUTE,
            "1.06.52",
            [
                *(Option(s.key, s.key, f"{s.name} ({s.talents} T)") for s in able),
                Option(DONE, None, "no more contributions"),
            ],
            "Choose a Senator to contribute to the State Treasury, or stop",
        )
        if choice.key == DONE:
            return
        senator = ctx.state.senators[choice.key]
        answer = yield ctx.ask_amount(
            seat,
            REVENUE_CONTRIBUTE_AMOUNT,
            "1.06.52",
            1,
            senator.talents,
            f"How many talents does {senator.name} give the State?",
            senator=senator.key,
        )
        contribute(ctx, senator, amount_of(answer), "1.06.52")
        ledger.player_contributions.append(amount_of(answer))


def contribute(ctx: Context, senator: Senator, talents: int, rule: str) -> None:
    """A Senator gives talents to the State and gains Influence by the Contributions table:
    1 for 10 T, 3 for 25 T, 7 for 50 T or more (1.06.52); 35 Influence in Rome makes him
    Consul for Life (1.09.822)."""
    assert senator.faction is not None
    gain = ctx.catalog.tables.contributions.influence(talents)
    senator.talents -= talents
    senator.influence += gain
    ctx.state.state_treasury += talents
    ctx.state.contributed.append(senator.key)
    ctx.record(
        ctx.faction_name(senator.faction),
        "contribution",
        rule,
        f"{senator.name} contributes {talents} T to the State (+{gain} Influence to "
        f"{senator.influence}), State Treasury {ctx.state.state_treasury} T",
        senator=senator.key,
        talents=talents,
        influence=gain,
    )
    appoint_consul_for_life(ctx)
