"""4.03.1: a Neutral pools its Revenue-Phase income and splits it by its Revenue Guideline
(spec T07-T11, neutrals.md 3.3-6.3); the money then never moves again."""

import pytest

from bots.agent import play
from bots.seating import default_agents
from engine.context import SETUP_ONLY, Context, Procedure
from engine.decision import IllegalChoice, Option
from engine.game import Game
from engine.phases.revenue import (
    Ledger,
    personal_revenue,
    player_transfers,
    province_development,
    provincial_spoils,
    redistribution,
    revenue_phase,
)
from engine.report import state_digest
from engine.state import Location
from guidelines.schema import ShareToLeader
from solo.game import new_game
from solo.revenue import distribute_revenue
from tests.revenue_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    POPULISTS,
    governor,
    run,
    senator,
    solitaire_table,
)


def through_redistribution(ctx: Context) -> Procedure:
    """Personal revenue, Provincial Spoils, development and Redistribution (1.06.1-1.06.4)."""
    ledger = Ledger()
    yield from personal_revenue(ctx, ledger)
    yield from provincial_spoils(ctx, ledger)
    province_development(ctx)
    yield from redistribution(ctx, ledger)


def test_t07a_imperials_die_to_treasury_rest_to_leader() -> None:
    ctx = solitaire_table()
    leader = senator(ctx, IMPERIALS, "leader", leader=True)
    ctx.dice.script([5])

    distribute_revenue(ctx, IMPERIALS, 13)

    assert (ctx.state.factions[IMPERIALS].treasury, leader.talents) == (5, 8)


def test_t07b_imperials_die_above_the_pool_puts_it_all_in_the_treasury() -> None:
    ctx = solitaire_table()
    leader = senator(ctx, IMPERIALS, "leader", leader=True)
    ctx.dice.script([6])

    distribute_revenue(ctx, IMPERIALS, 3)

    assert (ctx.state.factions[IMPERIALS].treasury, leader.talents) == (3, 0)


def test_neutrals_3_3_worked_example_through_the_phase() -> None:
    # Fabius (Leader, 1 Knight, Harbor Fees) 7, Aemilius 1, Sulpicius (Governor of Undeveloped
    # Sicilia, grafts and rolls 4) 5: P = 13; the die shows 5: Treasury +5, Fabius +8.
    ctx = solitaire_table()
    fabius = senator(ctx, IMPERIALS, "fabius", leader=True)
    fabius.knights = 1
    fabius.concessions = [56]
    aemilius = senator(ctx, IMPERIALS, "aemilius")
    sulpicius = senator(ctx, IMPERIALS, "sulpicius")
    governor(ctx, sulpicius, "prov-sicilia")
    ctx.dice.script([4, 4, 1, 5])  # graft die, spoils, development, treasury die

    run(ctx, through_redistribution)

    assert ctx.state.factions[IMPERIALS].treasury == 5
    assert (fabius.talents, aemilius.talents, sulpicius.talents) == (8, 0, 0)
    assert ctx.dice.scripted_left == 0


def test_t08a_plutocrats_equal_shares_remainder_to_treasury() -> None:
    ctx = solitaire_table()
    four = [senator(ctx, PLUTOCRATS, f"p{i}", leader=i == 0) for i in range(4)]

    distribute_revenue(ctx, PLUTOCRATS, 14)

    assert [s.talents for s in four] == [3, 3, 3, 3]
    assert ctx.state.factions[PLUTOCRATS].treasury == 2


def test_t08b_a_captive_earns_and_receives_nothing() -> None:
    ctx = solitaire_table()
    free = [senator(ctx, PLUTOCRATS, f"p{i}", leader=i == 0) for i in range(3)]
    free[1].knights = 8
    captive = senator(ctx, PLUTOCRATS, "captive", location=Location.CAPTIVE)
    captive.knights = 5

    run(ctx, through_redistribution)  # P = 3 (Leader) + 1 + 8 Knights + 1 = 13

    assert [s.talents for s in free] == [4, 4, 4]
    assert captive.talents == 0
    assert ctx.state.factions[PLUTOCRATS].treasury == 1


@pytest.mark.parametrize(("pool", "leader", "treasury"), [(11, 6, 5), (10, 5, 5)])
def test_t09_conservatives_half_rounded_up_to_the_leader(
    pool: int, leader: int, treasury: int
) -> None:
    ctx = solitaire_table()
    chief = senator(ctx, CONSERVATIVES, "chief", leader=True)

    distribute_revenue(ctx, CONSERVATIVES, pool)

    assert (chief.talents, ctx.state.factions[CONSERVATIVES].treasury) == (leader, treasury)


def test_t10_populists_one_each_one_to_treasury_rest_to_leader() -> None:
    ctx = solitaire_table()
    claudius = senator(ctx, POPULISTS, "claudius", leader=True, influence=3)
    others = [senator(ctx, POPULISTS, f"o{i}", influence=5 - i) for i in range(2)]
    away = senator(ctx, POPULISTS, "away")
    governor(ctx, away, "prov-sicilia")

    distribute_revenue(ctx, POPULISTS, 12)

    assert claudius.talents == 8
    assert [s.talents for s in [*others, away]] == [1, 1, 1]
    assert ctx.state.factions[POPULISTS].treasury == 1


def test_t11_no_decision_ever_moves_a_neutrals_money() -> None:
    game = new_game("late", 1, 5, SETUP_ONLY)
    play(game, default_agents(game))
    phase = Game(game.context, revenue_phase, 5)
    seen = []
    agents = default_agents(phase)
    while phase.pending is not None:
        decision = phase.pending
        seen.append(decision)
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        phase.apply(agents[seat].decide(phase.view(seat), decision))

    state = phase.state
    neutral_keys = {
        s.key for f in state.factions if not f.is_player for s in state.faction_senators(f.seat)
    }
    transfers = [d for d in seen if d.kind == "revenue.transfer"]
    assert transfers
    for decision in transfers:
        assert state.factions[decision.actor].is_player
        for option in decision.options:
            assert isinstance(option, Option)
            assert not set(option.key.split(">")) & neutral_keys


def test_t11_an_attempt_to_move_populist_money_is_rejected_and_changes_nothing() -> None:
    ctx = solitaire_table()
    claudius = senator(ctx, POPULISTS, "claudius", leader=True)
    other = senator(ctx, POPULISTS, "other")
    distribute_revenue(ctx, POPULISTS, 12)
    senator(ctx, PLAYER, "mine", talents=2)
    game = Game(ctx, lambda c: player_transfers(c, PLAYER), 0)
    before = state_digest(ctx.state)

    for key in ("claudius>other", f"treasury>{other.key}", "claudius>mine"):
        with pytest.raises(IllegalChoice):
            game.apply(key)

    assert state_digest(ctx.state) == before
    assert (claudius.talents, other.talents) == (10, 1)


def test_the_split_is_logged_with_its_rule() -> None:
    ctx = solitaire_table()
    senator(ctx, CONSERVATIVES, "fabius", leader=True).name = "Fabius"

    distribute_revenue(ctx, CONSERVATIVES, 9)

    assert ctx.log[-1].explain() == (
        "Conservatives: revenue 9 T, 5 to Faction Leader Fabius, 4 to Faction Treasury (4.03.1)"
    )


def test_a_captive_leaders_share_goes_to_the_presumptive_leader() -> None:
    ctx = solitaire_table()
    leader = senator(ctx, CONSERVATIVES, "leader", leader=True, location=Location.CAPTIVE)
    senator(ctx, CONSERVATIVES, "weak", influence=5)
    strong = senator(ctx, CONSERVATIVES, "strong", influence=7)

    distribute_revenue(ctx, CONSERVATIVES, 9)

    assert (leader.talents, strong.talents) == (0, 5)
    assert "presumptive Leader strong" in ctx.log[-1].text


def test_with_nobody_to_receive_it_all_goes_to_the_treasury() -> None:
    ctx = solitaire_table()
    senator(ctx, POPULISTS, "captive", leader=True, location=Location.CAPTIVE)

    distribute_revenue(ctx, POPULISTS, 6)

    assert ctx.state.factions[POPULISTS].treasury == 6


def test_the_split_is_read_from_the_guideline_data() -> None:
    ctx = solitaire_table()
    greedy = ShareToLeader(mode="share_to_leader", leader_percent=100, leader_rounding="down")
    custom = ctx.guidelines["Plutocrats"].model_copy(update={"revenue": greedy})
    ctx.guidelines = ctx.guidelines.with_override("Plutocrats", custom)
    leader = senator(ctx, PLUTOCRATS, "leader", leader=True)
    other = senator(ctx, PLUTOCRATS, "other")

    distribute_revenue(ctx, PLUTOCRATS, 10)

    assert (leader.talents, other.talents, ctx.state.factions[PLUTOCRATS].treasury) == (10, 0, 0)
