"""1.07.21: the Random Events the next Revenue Phase reads from the card in play: Allied
Enthusiasm (+50 T, 75 T in all when severe, D2-22) and Trial of Verres (+3 / +5 T State Income
per governed Province, Provincial Spoils lowered by as much but never below 0)."""

import pytest

from engine.context import Context, Procedure
from engine.phases.personal_revenue import provincial_spoils
from engine.phases.revenue_ledger import Ledger
from engine.phases.state_revenue import state_revenue
from tests.event_support import place
from tests.revenue_support import PLAYER, governor, run, senator, solitaire_table

SICILIA = "prov-sicilia"  # Undeveloped: State Income 2d6-2, Provincial Spoils 1d6
ULTERIOR = "prov-hispania-ulterior"  # Undeveloped: Provincial Spoils 1d6-3


def spoils(ctx: Context) -> Ledger:
    """The Player's Governor takes the Provincial Spoils; return the ledger."""
    ledger = Ledger()

    def step(c: Context) -> Procedure:
        yield from provincial_spoils(c, ledger)

    run(ctx, step, {"revenue.graft": ["take"]})
    return ledger


@pytest.mark.effect("event", "allied_enthusiasm")
@pytest.mark.parametrize(("results", "gain"), [(1, 50), (2, 75), (3, 75)])
def test_allied_enthusiasm_pays_the_state_in_the_revenue_phase(results: int, gain: int) -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 0
    for _ in range(results):
        place(ctx, "evt-allied-enthusiasm")
    paid_in_before = ctx.state.bank_flow

    state_revenue(ctx)

    assert ctx.state.state_treasury == 100 + gain
    assert ctx.state.bank_flow - paid_in_before == 100 + gain


def test_without_allied_enthusiasm_the_state_gets_only_its_annual_revenue() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 0

    state_revenue(ctx)

    assert ctx.state.state_treasury == 100


@pytest.mark.effect("event", "trial_of_verres")
@pytest.mark.parametrize(("results", "bonus"), [(1, 3), (2, 5)])
def test_trial_of_verres_raises_each_governed_provinces_state_income(
    results: int, bonus: int
) -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 0
    governor(ctx, senator(ctx, PLAYER, "a"), SICILIA)
    for _ in range(results):
        place(ctx, "evt-trial-of-verres")
    ctx.dice.script([3, 4])

    state_revenue(ctx)

    assert ctx.state.state_treasury == 100 + 5 + bonus


@pytest.mark.effect("event", "trial_of_verres")
def test_trial_of_verres_lowers_provincial_spoils() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, PLAYER, "gov")
    governor(ctx, gov, SICILIA)
    place(ctx, "evt-trial-of-verres")
    ctx.dice.script([5])

    ledger = spoils(ctx)

    assert ledger.income["gov"] == 2
    assert gov.corrupt is True


def test_trial_of_verres_never_takes_spoils_below_zero() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, PLAYER, "gov")
    governor(ctx, gov, SICILIA)
    place(ctx, "evt-trial-of-verres")
    place(ctx, "evt-trial-of-verres")
    ctx.dice.script([4])

    ledger = spoils(ctx)

    assert ledger.income.get("gov", 0) == 0
    assert ledger.unpaid_spoils == 0


def test_trial_of_verres_does_not_deepen_a_loss_the_state_pays() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, PLAYER, "gov")
    governor(ctx, gov, ULTERIOR)
    place(ctx, "evt-trial-of-verres")
    ctx.dice.script([2])

    ledger = spoils(ctx)

    assert ledger.unpaid_spoils == 1
