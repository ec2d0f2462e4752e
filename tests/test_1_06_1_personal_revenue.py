"""1.06.1-1.06.12: Personal Revenue: Base Income, Knights, Concessions and the Grain bonus."""

import pytest

from bots.neutral import NeutralBot
from engine.context import Context, Procedure
from engine.game import Game
from engine.phases.personal_revenue import personal_revenue
from engine.phases.revenue import revenue_phase
from engine.phases.revenue_ledger import Ledger
from engine.senators import statesman_senator
from engine.state import Location, Senator, WarStatus
from tests.revenue_support import (
    CONSERVATIVES,
    PLAYER,
    run,
    senator,
    solitaire_table,
)

HARBOR_FEES, AEGYPTIAN_GRAIN, SICILIAN_GRAIN, ARMAMENTS = 56, 54, 55, 52
DROUGHT_WAR = 3
"""The 1st Illyrian War carries the Dying Plant icon."""


def earn(ctx: Context, answers: dict[str, list[str]] | None = None) -> Ledger:
    """Run only the Personal Revenue step; return what each Senator earned."""
    ledger = Ledger()

    def step(c: Context) -> Procedure:
        yield from personal_revenue(c, ledger)

    run(ctx, step, answers)
    return ledger


def test_faction_leader_earns_3_others_1_and_a_talent_per_knight() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "leader", leader=True)
    knight = senator(ctx, PLAYER, "knighted")
    knight.knights = 2
    senator(ctx, PLAYER, "plain")

    ledger = earn(ctx)

    assert ledger.income == {"leader": 3, "knighted": 3, "plain": 1}


def test_a_players_revenue_reaches_the_personal_treasuries_of_the_earners() -> None:
    ctx = solitaire_table()
    leader = senator(ctx, PLAYER, "leader", leader=True, talents=2)
    other = senator(ctx, PLAYER, "other")

    run(ctx, revenue_phase)

    assert (leader.talents, other.talents) == (5, 1)


@pytest.mark.effect("concession", "per_turn")
def test_concession_income_is_compulsory_and_reveals_the_corrupt_bar() -> None:
    ctx = solitaire_table()
    holder = senator(ctx, PLAYER, "holder")
    holder.concessions = [HARBOR_FEES]

    ledger = earn(ctx)

    assert ledger.income["holder"] == 1 + 3
    assert holder.corrupt_concessions == [HARBOR_FEES]
    assert holder.corrupt is False  # the bar is not the Corrupt marker of 1.06.13


def test_armaments_pays_only_when_legions_are_raised() -> None:
    ctx = solitaire_table()
    holder = senator(ctx, PLAYER, "holder")
    holder.concessions = [ARMAMENTS]

    ledger = earn(ctx)

    assert ledger.income["holder"] == 1
    assert holder.corrupt_concessions == []


def test_captives_rebels_and_unaligned_senators_earn_nothing() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "captive", location=Location.CAPTIVE).knights = 1
    senator(ctx, PLAYER, "rebel", location=Location.REBEL).concessions = [HARBOR_FEES]
    senator(ctx, None, "unaligned")
    senator(ctx, PLAYER, "free")

    ledger = earn(ctx)

    assert ledger.income == {"free": 1}


def _grain_holder(ctx: Context, seat: int, card: int, popularity: int = 0) -> Senator:
    holder = senator(ctx, seat, "holder", popularity=popularity)
    holder.concessions = [card]
    return holder


def test_no_drought_no_grain_decision() -> None:
    ctx = solitaire_table()
    _grain_holder(ctx, PLAYER, SICILIAN_GRAIN)

    ledger = Ledger()

    def step(c: Context) -> Procedure:
        yield from personal_revenue(c, ledger)

    _, player = run(ctx, step)

    assert player.seen == []
    assert ledger.income["holder"] == 1 + 4


@pytest.mark.effect("concession", "drought_bonus")
def test_concessions_example_two_drought_effects_triple_aegyptian_grain() -> None:
    # the Concession cards: Aegyptian Grain with 2 Drought Effects = 15 T and -3 Popularity.
    ctx = solitaire_table()
    ctx.state.events["evt-drought"] = 1
    ctx.state.wars[DROUGHT_WAR] = WarStatus.ACTIVE  # an Active War's Drought Effect (1.07.334)
    holder = _grain_holder(ctx, PLAYER, AEGYPTIAN_GRAIN, popularity=2)

    ledger = earn(ctx, {"revenue.grain_double": ["take"]})

    assert ledger.income["holder"] == 1 + 15
    assert holder.popularity == -1


@pytest.mark.effect("concession", "drought_bonus")
def test_declining_the_drought_bonus_keeps_income_and_popularity() -> None:
    ctx = solitaire_table()
    ctx.state.events["evt-drought"] = 1
    holder = _grain_holder(ctx, PLAYER, SICILIAN_GRAIN, popularity=2)

    ledger = earn(ctx, {"revenue.grain_double": ["decline"]})

    assert ledger.income["holder"] == 1 + 4
    assert holder.popularity == 2


def test_the_drought_bonus_may_be_taken_at_popularity_minus_9() -> None:
    ctx = solitaire_table()
    ctx.state.events["evt-drought"] = 1
    holder = _grain_holder(ctx, PLAYER, SICILIAN_GRAIN, popularity=-9)

    ledger = earn(ctx, {"revenue.grain_double": ["take"]})

    assert ledger.income["holder"] == 1 + 8
    assert holder.popularity == -9


def test_a_neutrals_grain_bonus_is_delegated_to_the_dominant_player() -> None:
    ctx = solitaire_table()
    ctx.state.events["evt-drought"] = 1
    holder = _grain_holder(ctx, CONSERVATIVES, SICILIAN_GRAIN, popularity=1)
    ctx.state.factions[CONSERVATIVES].leader = "holder"

    ledger = Ledger()

    def step(c: Context) -> Procedure:
        yield from personal_revenue(c, ledger)

    _, player = run(ctx, step, {"revenue.grain_double": ["take"]})

    (decision,) = player.seen
    assert (decision.actor, decision.delegate_to) == (CONSERVATIVES, PLAYER)
    assert ledger.income["holder"] == 3 + 8
    assert holder.popularity == -1


def test_the_default_for_a_delegated_grain_bonus_is_to_decline() -> None:
    ctx = solitaire_table()
    ctx.state.events["evt-drought"] = 1
    holder = _grain_holder(ctx, CONSERVATIVES, SICILIAN_GRAIN, popularity=1)
    game = Game(ctx, lambda c: personal_revenue(c, Ledger()), 0)
    assert game.pending is not None

    choice = NeutralBot().decide(game.view(CONSERVATIVES), game.pending)
    game.apply(choice)

    assert choice.key == "decline"
    assert holder.popularity == 1


@pytest.mark.effect("statesman", "double_base_and_concession_income")
def test_crassus_doubles_base_and_concession_income_not_knights() -> None:
    ctx = solitaire_table()
    crassus = statesman_senator(ctx.catalog, "29A")
    crassus.faction = PLAYER
    crassus.location = Location.ROME
    crassus.knights = 1
    crassus.concessions = [HARBOR_FEES]
    ctx.state.senators[crassus.key] = crassus

    ledger = earn(ctx)

    assert ledger.income["29A"] == 2 * 1 + 1 + 2 * 3
