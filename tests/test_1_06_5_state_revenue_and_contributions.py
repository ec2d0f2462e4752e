"""1.06.5-1.06.52: 100 T Annual Revenue, Provincial taxes (negative ones too), and Contributions:
1 Influence for 10 T, 3 for 25 T, 7 for 50 T, one per Senator per Revenue Phase."""

import pytest

from engine.context import Context, Procedure
from engine.phases.revenue import revenue_phase
from engine.phases.revenue_ledger import Ledger
from engine.phases.state_revenue import contributions, state_revenue
from engine.state import Location
from tests.revenue_support import PLAYER, governor, run, senator, solitaire_table


def test_the_state_receives_100_talents() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 12

    state_revenue(ctx)

    assert ctx.state.state_treasury == 112


def test_taxes_are_rolled_per_governed_province_and_may_be_negative() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 0
    governor(ctx, senator(ctx, PLAYER, "a"), "prov-sicilia")  # Undeveloped: 2d6-2
    governor(ctx, senator(ctx, None, "b"), "prov-hispania-citerior")  # Undeveloped: -1d6+1
    ctx.dice.script([3, 4, 4])

    state_revenue(ctx)

    assert ctx.state.state_treasury == 100 + 5 - 3


def test_developed_side_income_is_used_once_flipped() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 0
    governor(ctx, senator(ctx, PLAYER, "a"), "prov-hispania-citerior", developed=True)  # 1d6+1
    ctx.dice.script([4])

    state_revenue(ctx)

    assert ctx.state.state_treasury == 105


def test_no_taxes_from_rebel_or_ungoverned_provinces() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 0
    rebel = senator(ctx, PLAYER, "rebel", location=Location.REBEL)
    governor(ctx, rebel, "prov-sicilia")
    ctx.dice.script([6])

    state_revenue(ctx)

    assert ctx.state.state_treasury == 100
    assert ctx.dice.scripted_left == 1


def give(ctx: Context, answers: dict[str, list[str]]) -> Ledger:
    ledger = Ledger()

    def step(c: Context) -> Procedure:
        yield from contributions(c, ledger)

    run(ctx, step, answers)
    return ledger


@pytest.mark.parametrize(("talents", "gain"), [(9, 0), (10, 1), (24, 1), (25, 3), (50, 7), (80, 7)])
def test_influence_for_a_contribution(talents: int, gain: int) -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 20
    donor = senator(ctx, PLAYER, "donor", talents=100, influence=4)

    ledger = give(
        ctx, {"revenue.contribute": ["donor"], "revenue.contribute_amount": [str(talents)]}
    )

    assert (donor.talents, donor.influence) == (100 - talents, 4 + gain)
    assert ctx.state.state_treasury == 20 + talents
    assert ctx.state.contributed == ["donor"]
    assert ledger.player_contributions == [talents]


def test_one_contribution_per_senator_per_phase_even_away_from_rome() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "a", talents=30)
    senator(ctx, PLAYER, "away", talents=30, location=Location.PROVINCE)

    _, player = run(
        ctx,
        lambda c: contributions(c, Ledger()),
        {"revenue.contribute": ["a", "away"], "revenue.contribute_amount": ["10", "10"]},
    )

    offered = [d.options.keys() for d in player.seen if d.kind == "revenue.contribute"]
    assert offered == [["a", "away", "done"], ["away", "done"]]
    assert ctx.state.contributed == ["a", "away"]


def test_captives_and_rebels_cannot_contribute() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "captive", talents=30, location=Location.CAPTIVE)
    senator(ctx, PLAYER, "rebel", talents=30, location=Location.REBEL)

    _, player = run(ctx, lambda c: contributions(c, Ledger()))

    assert player.seen == []


def test_the_phase_starts_with_nobody_having_contributed() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "a", talents=30, leader=True)
    ctx.state.contributed = ["a"]

    _, player = run(
        ctx,
        revenue_phase,
        {"revenue.contribute": ["a"], "revenue.contribute_amount": ["10"]},
    )

    assert ctx.state.contributed == ["a"]
    assert any(d.kind == "revenue.contribute_amount" for d in player.seen)
