"""4.03.3: Neutral Governors take Provincial Spoils as their Guideline says (die, always, never):
the Neutral answers ``revenue.provincial_spoils`` and the engine rolls the die it asks for;
Cicero and the Catos never, without a decision or a die (spec T12)."""

import pytest

from engine.context import Context, Procedure
from engine.phases.governors import province_development
from engine.phases.personal_revenue import provincial_spoils
from engine.phases.revenue_ledger import Ledger
from engine.senators import statesman_senator
from engine.state import Location, Senator
from guidelines.loader import GuidelineSet
from guidelines.schema import GraftOnDie
from tests.revenue_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLUTOCRATS,
    POPULISTS,
    governor,
    run,
    senator,
    solitaire_table,
)

SICILIA = "prov-sicilia"  # Undeveloped: spoils 1d6


def spoils_then_development(
    ctx: Context, ledger: Ledger, guidelines: GuidelineSet | None = None
) -> list[str]:
    """Run both steps; the Neutrals' answers, in order (no Player is ever asked)."""

    def step(c: Context) -> Procedure:
        yield from provincial_spoils(c, ledger)
        province_development(c)

    game, player = run(ctx, step, guidelines=guidelines)
    assert player.seen == []
    return game.choices


def test_imperial_rolls_3_no_spoils_no_marker_development_gets_plus_1() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, IMPERIALS, "gov", influence=2)
    province = governor(ctx, gov, SICILIA)
    ctx.dice.script([3, 5])  # graft die 3 (needs 4), development 5 + 1
    ledger = Ledger()

    assert spoils_then_development(ctx, ledger) == ["roll:4"]

    assert gov.corrupt is False
    assert ledger.income == {}
    assert (province.developed, gov.influence) == (True, 5)


def test_imperial_rolls_4_and_takes_spoils() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, IMPERIALS, "gov")
    governor(ctx, gov, SICILIA)
    ctx.dice.script([4, 6, 1])
    ledger = Ledger()

    assert spoils_then_development(ctx, ledger) == ["roll:4"]

    assert gov.corrupt is True
    assert ledger.income == {"gov": 6}


def test_populist_rolls_3_and_takes_spoils() -> None:
    ctx = solitaire_table()
    gov = senator(ctx, POPULISTS, "gov")
    governor(ctx, gov, SICILIA)
    ctx.dice.script([3, 2, 1])
    ledger = Ledger()

    assert spoils_then_development(ctx, ledger) == ["roll:3"]

    assert gov.corrupt is True
    assert ledger.income == {"gov": 2}


def _statesman(ctx: Context, seat: int, key: str) -> Senator:
    made = statesman_senator(ctx.catalog, key)
    made.faction = seat
    made.location = Location.ROME
    ctx.state.senators[key] = made
    return made


@pytest.mark.effect("statesman", "never_grafts")
def test_cicero_never_grafts_and_rolls_no_graft_die() -> None:
    ctx = solitaire_table()
    cicero = _statesman(ctx, PLUTOCRATS, "28A")
    governor(ctx, cicero, SICILIA)
    ctx.dice.script([1])  # the development roll only
    ledger = Ledger()

    assert spoils_then_development(ctx, ledger) == []

    assert cicero.corrupt is False
    assert ledger.income == {}
    assert ctx.dice.scripted_left == 0
    assert [e.act for e in ctx.log[-2:]] == ["graft", "development"]


@pytest.mark.effect("statesman", "never_grafts")
def test_cato_never_grafts_whatever_the_die_guideline() -> None:
    ctx = solitaire_table()
    cato = _statesman(ctx, POPULISTS, "22A")
    governor(ctx, cato, SICILIA)
    ctx.dice.script([1])
    ledger = Ledger()

    assert spoils_then_development(ctx, ledger) == []

    assert cato.corrupt is False
    assert ctx.dice.scripted_left == 0


def test_plutocrats_always_and_conservatives_never_without_a_die() -> None:
    ctx = solitaire_table()
    greedy = senator(ctx, PLUTOCRATS, "greedy")
    honest = senator(ctx, CONSERVATIVES, "honest")
    governor(ctx, greedy, SICILIA)
    governor(ctx, honest, "prov-hispania-ulterior")
    ctx.dice.script([5, 1, 1])  # Plutocrat's spoils, then both development rolls
    ledger = Ledger()

    assert spoils_then_development(ctx, ledger) == ["take", "decline"]

    assert (greedy.corrupt, honest.corrupt) == (True, False)
    assert ledger.income == {"greedy": 5}
    assert ctx.dice.scripted_left == 0


def test_the_graft_threshold_is_read_from_the_guideline_data() -> None:
    ctx = solitaire_table()
    default = GuidelineSet.default()
    strict = default["Imperials"].model_copy(
        update={"provincial_spoils": GraftOnDie(mode="die", at_least=6)}
    )
    guidelines = default.with_override("Imperials", strict)
    gov = senator(ctx, IMPERIALS, "gov")
    governor(ctx, gov, SICILIA)
    ctx.dice.script([5, 1])  # graft die 5 (needs 6), development
    ledger = Ledger()

    assert spoils_then_development(ctx, ledger, guidelines) == ["roll:6"]
    assert gov.corrupt is False
