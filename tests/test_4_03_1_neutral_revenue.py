"""4.03.1: a Neutral pools its Revenue-Phase income and splits it by its Revenue Guideline
(each Neutral's ``revenue`` in guidelines/); the money then never moves again."""

import pytest

from bots.agent import play
from bots.seating import default_agents
from engine.context import SETUP_ONLY, Context, Procedure
from engine.decision import IllegalChoice, Option, OptionList
from engine.game import Game
from engine.log import NEUTRAL_DECISION
from engine.phases.governors import province_development
from engine.phases.personal_revenue import personal_revenue, provincial_spoils
from engine.phases.redistribution import player_transfers, redistribution
from engine.phases.revenue import revenue_phase
from engine.phases.revenue_ledger import Ledger
from engine.report import state_digest
from engine.state import Location
from guidelines.loader import GuidelineSet
from guidelines.schema import ShareToLeader
from solo.game import new_game
from tests.revenue_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    POPULISTS,
    governor,
    neutral_choices,
    run,
    senator,
    solitaire_table,
    split,
    split_step,
)


def through_redistribution(ctx: Context) -> Procedure:
    """Personal revenue, Provincial Spoils, development and Redistribution (1.06.1-1.06.4)."""
    ledger = Ledger()
    yield from personal_revenue(ctx, ledger)
    yield from provincial_spoils(ctx, ledger)
    province_development(ctx)
    yield from redistribution(ctx, ledger)


def test_imperials_die_to_treasury_rest_to_leader() -> None:
    ctx = solitaire_table()
    leader = senator(ctx, IMPERIALS, "leader", leader=True)
    ctx.dice.script([5])

    game = split(ctx, IMPERIALS, 13)

    assert (ctx.state.factions[IMPERIALS].treasury, leader.talents) == (5, 8)
    assert game.choices == ["die_to_treasury", "1"]


def test_imperials_die_above_the_pool_puts_it_all_in_the_treasury() -> None:
    ctx = solitaire_table()
    leader = senator(ctx, IMPERIALS, "leader", leader=True)
    ctx.dice.script([6])

    game = split(ctx, IMPERIALS, 3)

    assert (ctx.state.factions[IMPERIALS].treasury, leader.talents) == (3, 0)
    assert game.choices == ["die_to_treasury", "1"]


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


def test_plutocrats_equal_shares_remainder_to_treasury() -> None:
    ctx = solitaire_table()
    four = [senator(ctx, PLUTOCRATS, f"p{i}", leader=i == 0) for i in range(4)]

    game = split(ctx, PLUTOCRATS, 14)

    assert [s.talents for s in four] == [3, 3, 3, 3]
    assert ctx.state.factions[PLUTOCRATS].treasury == 2
    assert game.choices == ["equal_shares:treasury"]


def test_a_captive_earns_and_receives_nothing() -> None:
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
def test_conservatives_half_rounded_up_to_the_leader(pool: int, leader: int, treasury: int) -> None:
    ctx = solitaire_table()
    chief = senator(ctx, CONSERVATIVES, "chief", leader=True)

    game = split(ctx, CONSERVATIVES, pool)

    assert (chief.talents, ctx.state.factions[CONSERVATIVES].treasury) == (leader, treasury)
    assert game.choices == ["share_to_leader:up", "50"]


def test_populists_one_each_one_to_treasury_rest_to_leader() -> None:
    ctx = solitaire_table()
    claudius = senator(ctx, POPULISTS, "claudius", leader=True, influence=3)
    others = [senator(ctx, POPULISTS, f"o{i}", influence=5 - i) for i in range(2)]
    away = senator(ctx, POPULISTS, "away")
    governor(ctx, away, "prov-sicilia")

    game = split(ctx, POPULISTS, 12)

    assert claudius.talents == 8
    assert [s.talents for s in [*others, away]] == [1, 1, 1]
    assert ctx.state.factions[POPULISTS].treasury == 1
    assert game.choices == ["one_each:leader", "1", "1"]


def test_no_decision_ever_moves_a_neutrals_money() -> None:
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


def test_an_attempt_to_move_populist_money_is_rejected_and_changes_nothing() -> None:
    ctx = solitaire_table()
    claudius = senator(ctx, POPULISTS, "claudius", leader=True)
    other = senator(ctx, POPULISTS, "other")
    split(ctx, POPULISTS, 12)
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

    split(ctx, CONSERVATIVES, 9)

    assert ctx.log[-1].explain() == (
        "Conservatives: revenue 9 T, 5 to Faction Leader Fabius, 4 to Faction Treasury (4.03.1)"
    )


def test_a_captive_leaders_share_goes_to_the_presumptive_leader() -> None:
    ctx = solitaire_table()
    leader = senator(ctx, CONSERVATIVES, "leader", leader=True, location=Location.CAPTIVE)
    senator(ctx, CONSERVATIVES, "weak", influence=5)
    strong = senator(ctx, CONSERVATIVES, "strong", influence=7)

    game = split(ctx, CONSERVATIVES, 9)

    assert (leader.talents, strong.talents) == (0, 5)
    assert "presumptive Leader strong" in ctx.log[-1].text
    assert game.choices == ["share_to_leader:up", "50", "strong"]


def test_with_nobody_to_receive_it_all_goes_to_the_treasury() -> None:
    ctx = solitaire_table()
    senator(ctx, POPULISTS, "captive", leader=True, location=Location.CAPTIVE)

    game = split(ctx, POPULISTS, 6)

    assert ctx.state.factions[POPULISTS].treasury == 6
    assert game.choices == ["one_each:leader", "1", "1"]


def test_the_split_is_read_from_the_guideline_data() -> None:
    ctx = solitaire_table()
    greedy = ShareToLeader(mode="share_to_leader", leader_percent=100, leader_rounding="down")
    default = GuidelineSet.default()
    custom = default["Plutocrats"].model_copy(update={"revenue": greedy})
    guidelines = default.with_override("Plutocrats", custom)
    leader = senator(ctx, PLUTOCRATS, "leader", leader=True)
    other = senator(ctx, PLUTOCRATS, "other")

    game = split(ctx, PLUTOCRATS, 10, guidelines)

    assert (leader.talents, other.talents, ctx.state.factions[PLUTOCRATS].treasury) == (10, 0, 0)
    assert game.choices == ["share_to_leader:down", "100"]


# --- The Neutral's answers: its Guideline chooses, the engine carries the split out ----------


def test_the_split_decision_offers_every_mode_the_phase_can_carry_out() -> None:
    ctx = solitaire_table()
    senator(ctx, IMPERIALS, "leader", leader=True)

    decision = Game(ctx, lambda c: split_step(c, IMPERIALS, 9), 0).pending

    assert decision is not None and (decision.kind, decision.rule) == ("revenue.split", "4.03.1")
    assert isinstance(decision.options, OptionList)
    assert decision.options.keys() == [
        "die_to_treasury",
        "equal_shares:leader",
        "equal_shares:treasury",
        "share_to_leader:up",
        "share_to_leader:down",
        "one_each:leader",
        "one_each:treasury",
    ]


@pytest.mark.parametrize(
    ("seat", "answers"),
    [
        (IMPERIALS, ["die_to_treasury", "1"]),
        (PLUTOCRATS, ["equal_shares:treasury"]),
        (CONSERVATIVES, ["share_to_leader:up", "50"]),
        (POPULISTS, ["one_each:leader", "1", "1"]),
    ],
)
def test_each_neutral_answers_by_its_revenue_guideline_and_says_so(
    seat: int, answers: list[str]
) -> None:
    ctx = solitaire_table()
    senator(ctx, seat, "leader", leader=True)
    senator(ctx, seat, "other")

    game = split(ctx, seat, 9)

    assert game.choices == answers
    logged = [e for e in ctx.log if e.act == NEUTRAL_DECISION]
    assert [e.data["choice"] for e in logged] == answers
    assert all(e.rule == "Revenue Guideline, 4.03.1" for e in logged)


def test_the_imperials_split_reason_names_their_guideline() -> None:
    ctx = solitaire_table()
    senator(ctx, IMPERIALS, "leader", leader=True)
    ctx.dice.script([2])

    split(ctx, IMPERIALS, 9)

    assert [e.explain() for e in ctx.log if e.act == NEUTRAL_DECISION] == [
        "Imperials: splits its revenue: dice to the Faction Treasury, the rest to the Leader "
        "(Revenue Guideline, 4.03.1)",
        "Imperials: rolls 1 d6 for the Treasury (Revenue Guideline, 4.03.1)",
    ]


def test_the_phase_carries_out_whatever_mode_is_answered() -> None:
    ctx = solitaire_table()
    leader = senator(ctx, CONSERVATIVES, "leader", leader=True)
    other = senator(ctx, CONSERVATIVES, "other")
    game = Game(ctx, lambda c: split_step(c, CONSERVATIVES, 9), 0)

    game.apply("equal_shares:leader")

    assert game.pending is None
    assert (leader.talents, other.talents, ctx.state.factions[CONSERVATIVES].treasury) == (5, 4, 0)


def test_equal_presumptive_leaders_are_a_tie_the_engine_breaks_with_2d6() -> None:
    ctx = solitaire_table()
    senator(ctx, CONSERVATIVES, "leader", leader=True, location=Location.CAPTIVE)
    first = senator(ctx, CONSERVATIVES, "first", influence=7)
    second = senator(ctx, CONSERVATIVES, "second", influence=7)
    ctx.dice.script([1, 2, 6, 5])  # 2d6: first 3, second 11

    game = split(ctx, CONSERVATIVES, 9)

    assert game.choices == ["share_to_leader:up", "50", "tie:first|second"]
    assert (first.talents, second.talents) == (0, 5)
    assert neutral_choices(game, "revenue.presumptive_leader") == [("Conservatives", "second")]
