"""1.06.13: Provincial Spoils: optional, decided before the roll, Corrupt marker, losses paid by
the State at Debits; Unaligned and rebel Governors take none (1.09.53, 1.11.33)."""

from engine.context import Context, Procedure
from engine.phases.debits import debits
from engine.phases.personal_revenue import provincial_spoils
from engine.phases.revenue_ledger import Ledger
from engine.state import Location
from tests.revenue_support import PLAYER, governor, run, senator, solitaire_table

ULTERIOR = "prov-hispania-ulterior"
SICILIA = "prov-sicilia"


def spoils(ctx: Context, answers: dict[str, list[str]] | None = None) -> Ledger:
    """Run only the Provincial Spoils step; return the ledger."""
    ledger = Ledger()

    def step(c: Context) -> Procedure:
        yield from provincial_spoils(c, ledger)

    run(ctx, step, answers)
    return ledger


def test_rulebook_example_hispania_ulterior_roll_2_costs_the_state_1() -> None:
    # 1.06.13 EXAMPLE: Undeveloped Hispania Ulterior (1d6-3), Corrupt marker, roll 2: net -1,
    # not paid by the Governor; the State Treasury pays 1 T.
    ctx = solitaire_table()
    ctx.state.state_treasury = 50
    gov = senator(ctx, PLAYER, "gov", talents=4)
    governor(ctx, gov, ULTERIOR)
    ctx.dice.script([2])

    ledger = spoils(ctx, {"revenue.graft": ["take"]})
    debits(ctx, ledger)

    assert gov.corrupt is True
    assert gov.talents == 4
    assert ledger.income.get("gov", 0) == 0
    assert ctx.state.state_treasury == 49


def test_a_positive_result_is_the_governors_income() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, PLAYER, "gov")
    governor(ctx, gov, SICILIA)  # Undeveloped Sicilia: 1d6
    ctx.dice.script([4])

    ledger = spoils(ctx, {"revenue.graft": ["take"]})

    assert ledger.income == {"gov": 4}
    assert ledger.unpaid_spoils == 0


def test_declining_rolls_nothing_and_gives_no_corrupt_marker() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, PLAYER, "gov")
    governor(ctx, gov, SICILIA)
    ctx.dice.script([6])

    ledger = spoils(ctx, {"revenue.graft": ["decline"]})

    assert gov.corrupt is False
    assert ledger.income == {}
    assert ctx.dice.scripted_left == 1


def test_the_decision_is_offered_per_governor_before_the_roll() -> None:
    ctx = solitaire_table()
    first = senator(ctx, PLAYER, "first")
    second = senator(ctx, PLAYER, "second")
    governor(ctx, first, SICILIA)
    governor(ctx, second, ULTERIOR)
    ctx.dice.script([5])

    ledger = Ledger()

    def step(c: Context) -> Procedure:
        yield from provincial_spoils(c, ledger)

    _, player = run(ctx, step, {"revenue.graft": ["take", "decline"]})

    assert [d.kind for d in player.seen] == ["revenue.graft", "revenue.graft"]
    assert [d.context["senator"] for d in player.seen] == ["first", "second"]
    assert [o.key for o in player.seen[0].options] == ["take", "decline"]
    assert (first.corrupt, second.corrupt) == (True, False)


def test_unaligned_and_rebel_governors_take_no_spoils() -> None:
    ctx = solitaire_table()
    unaligned = senator(ctx, None, "unaligned")
    rebel = senator(ctx, PLAYER, "rebel", location=Location.REBEL)
    governor(ctx, unaligned, SICILIA)
    governor(ctx, rebel, ULTERIOR)

    ledger = Ledger()

    def step(c: Context) -> Procedure:
        yield from provincial_spoils(c, ledger)

    _, player = run(ctx, step)

    assert player.seen == []
    assert (unaligned.corrupt, rebel.corrupt) == (False, False)
