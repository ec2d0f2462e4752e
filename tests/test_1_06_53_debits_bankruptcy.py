"""1.06.53: Debits: 20 T per Active War (Unprosecuted and Civil Wars too), Land Bills (a Type I
once, 1.09.622), 2 T per Legion and Fleet; a State that cannot pay is Bankrupt: all lose."""

from engine.context import Context, Procedure
from engine.game import Game
from engine.outcome import GameResult
from engine.phases.debits import debits
from engine.phases.revenue_ledger import Ledger
from engine.queries import active_wars
from engine.state import ACTIVE_FORCES, CIVIL_WAR, Location, Unit, WarStatus
from engine.victory import active_war_count
from tests.revenue_support import PLAYER, governor, senator, solitaire_table


def pay(ctx: Context, ledger: Ledger | None = None) -> Game:
    """Run the Debits step as a procedure, so a Bankruptcy ends the game."""

    def step(c: Context) -> Procedure:
        debits(c, ledger or Ledger())
        yield from ()

    return Game(ctx, step, 0)


def test_active_and_unprosecuted_wars_cost_20_each_inactive_and_imminent_nothing() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 100
    ctx.state.wars = {
        1: WarStatus.ACTIVE,
        2: WarStatus.UNPROSECUTED,
        3: WarStatus.INACTIVE,
        4: WarStatus.IMMINENT,
    }

    pay(ctx)

    assert ctx.state.state_treasury == 60


def test_a_civil_war_costs_20_while_a_senator_is_in_revolt() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 100
    senator(ctx, PLAYER, "rebel", location=Location.REBEL)
    ctx.state.primary_rebel = "rebel"  # the first Senator to revolt is the Primary Rebel (1.11.3)

    pay(ctx)

    assert ctx.state.state_treasury == 80


def test_the_civil_war_is_the_primary_rebels_army_not_any_senator_in_revolt() -> None:
    """Ruling 1.11.3: the Civil War is the Primary Rebel's Army, an Active War until he dies or
    meets a Winning Condition; Debits, the four-War collapse and the Senate count it alike."""
    ctx = solitaire_table()
    ctx.state.state_treasury = 100
    senator(ctx, PLAYER, "secondary", location=Location.REBEL)

    pay(ctx)

    assert ctx.state.state_treasury == 100
    assert active_wars(ctx.state) == []


def test_land_bills_type_i_is_paid_once_types_ii_and_iii_every_turn() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 100
    ctx.state.land_bills = [1, 2, 3]

    pay(ctx)
    assert ctx.state.state_treasury == 100 - 20 - 5 - 10
    assert ctx.state.land_bills == [2, 3]
    pay(ctx)
    assert ctx.state.state_treasury == 65 - 15


def test_every_legion_and_fleet_in_play_costs_2() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 100
    ctx.state.legions = [
        Unit(1, ACTIVE_FORCES),
        Unit(2, "war:1"),
        Unit(3, "garrison:prov-sicilia"),
        Unit(4),
    ]
    ctx.state.fleets = [Unit(1, ACTIVE_FORCES), Unit(2)]

    pay(ctx)

    assert ctx.state.state_treasury == 100 - 4 * 2


def test_a_rebel_governors_garrison_is_not_maintained_by_the_state() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 100
    rebel = senator(ctx, PLAYER, "rebel", location=Location.REBEL)
    governor(ctx, rebel, "prov-sicilia")
    ctx.state.primary_rebel = "rebel"  # the only Senator in Revolt is the Primary Rebel
    ctx.state.legions = [Unit(1, "garrison:prov-sicilia"), Unit(2, ACTIVE_FORCES)]

    pay(ctx)

    assert ctx.state.state_treasury == 100 - 20 - 2


def test_unpaid_negative_spoils_are_debited() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 10

    pay(ctx, Ledger(unpaid_spoils=3))

    assert ctx.state.state_treasury == 7


def test_paying_down_to_zero_is_not_bankruptcy() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 20
    ctx.state.wars = {1: WarStatus.ACTIVE}

    game = pay(ctx)

    assert game.result is None
    assert ctx.state.state_treasury == 0
    assert any(e.act == "low_treasury" for e in ctx.log)


def test_a_state_that_cannot_pay_is_bankrupt_and_everybody_loses() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 25
    ctx.state.wars = {1: WarStatus.ACTIVE, 2: WarStatus.ACTIVE}

    game = pay(ctx)

    assert game.over
    assert game.result == GameResult("bankruptcy", None, "1.06.53")
    assert ctx.log[-1].act == "bankruptcy"


def test_debits_the_collapse_and_the_senate_count_the_same_active_wars() -> None:
    """1.06.53, 1.11.3, 1.12.1: one count of the Active Wars, the Civil War included while
    there is a Primary Rebel."""
    ctx = solitaire_table()
    ctx.state.state_treasury = 100
    ctx.state.wars = {1: WarStatus.ACTIVE, 2: WarStatus.UNPROSECUTED, 3: WarStatus.INACTIVE}
    senator(ctx, PLAYER, "rebel", location=Location.REBEL)
    ctx.state.primary_rebel = "rebel"

    pay(ctx)

    assert active_wars(ctx.state) == [1, 2, CIVIL_WAR]
    assert active_war_count(ctx) == 3
    assert ctx.state.state_treasury == 100 - 3 * 20
