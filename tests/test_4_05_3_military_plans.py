"""4.05.3 Military Plans: the Crisis test (T30, spec decision 1) and the Normal and Crisis Lists,
read down until Rome can execute a plan with the units it has and can afford (4.05.33)."""

from __future__ import annotations

from bots.neutral import NeutralBot
from engine.context import Context, Procedure
from engine.decision import AmountOptions
from engine.state import CIVIL_WAR, Location, MilitaryPlan, WarStatus
from solo.attack_plans import all_strength_plan
from solo.military import military_plan_step
from solo.military_plan import DISTRIBUTE, NO_PLAN, OWN_PLAN, PLAYERS, define_plan
from solo.plan_forces import attack_order_legal
from solo.rulings import with_rulings
from solo.war_strengths import is_crisis
from tests.military_support import (
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    at_war,
    leader,
    official,
    run,
    run_with_bots,
    senate_table,
    war,
)


def plan_of(ctx: Context) -> MilitaryPlan:
    """The plan the Senate defines, every decision answered by the bots."""
    run_with_bots(ctx, military_plan_step)
    assert ctx.state.military_plan is not None
    return ctx.state.military_plan


def card(ctx: Context, key: str) -> int:
    return ctx.catalog.war_by_key[key].card_no


def make_rebel(ctx: Context) -> None:
    rebel = official(ctx, IMPERIALS, "rebel", military=2)
    rebel.location = Location.REBEL
    ctx.state.primary_rebel = rebel.key


# --- T30: the Crisis test ------------------------------------------------------------------------


def test_an_active_war_of_land_strength_16_is_a_crisis() -> None:
    ctx = senate_table()
    war(ctx, "war-illyrian-1")
    leader(ctx, "ldr-philip-v", war(ctx, "war-macedonian-2"))  # 10 + 6 = 16
    assert is_crisis(ctx)


def test_three_active_wars_are_a_crisis_whatever_their_strength() -> None:
    ctx = senate_table()
    for key in ("war-gallic-1", "war-syrian", "war-illyrian-2"):
        war(ctx, key)
    assert is_crisis(ctx)


def test_two_active_wars_of_at_most_15_are_normal() -> None:
    ctx = senate_table()
    war(ctx, "war-punic-2")  # Land 15
    war(ctx, "war-syrian")
    assert not is_crisis(ctx)


def test_the_1st_punic_war_with_hannibal_is_a_crisis() -> None:
    ctx = senate_table()
    leader(ctx, "ldr-hannibal", war(ctx, "war-punic-1"))  # 10 + 7 = 17
    assert is_crisis(ctx)


def test_the_1st_punic_war_alone_at_10_10_is_not_a_crisis_by_default() -> None:
    ctx = senate_table()
    war(ctx, "war-punic-1")
    assert not is_crisis(ctx)


def test_combined_crisis_strength_adds_land_and_naval_strength() -> None:
    ctx = senate_table(crisis_strength="combined")
    war(ctx, "war-punic-1")
    assert is_crisis(ctx)


def test_inactive_wars_never_make_a_crisis() -> None:
    ctx = senate_table()
    for key in ("war-punic-1", "war-illyrian-1", "war-macedonian-2"):
        war(ctx, key, WarStatus.INACTIVE)
    assert not is_crisis(ctx)


def test_a_rebel_is_a_crisis() -> None:
    ctx = senate_table()
    make_rebel(ctx)
    assert is_crisis(ctx)


# --- The Normal List -----------------------------------------------------------------------------


def test_normal_item_1_attacks_two_active_wars_when_rome_can() -> None:
    ctx = senate_table(legions=20, fleets=4)
    gallic, syrian = war(ctx, "war-gallic-1"), war(ctx, "war-syrian")
    plan = plan_of(ctx)
    assert plan.item == "N1"
    assert [a.war for a in plan.attacks] == [gallic, syrian]


def test_normal_item_2_attacks_a_dangerous_war_even_if_inactive() -> None:
    ctx = senate_table(legions=12, fleets=6)
    war(ctx, "war-syrian")
    macedonian = war(ctx, "war-macedonian-1", WarStatus.INACTIVE)
    ctx.state.deck = [card(ctx, "war-macedonian-2")]
    plan = plan_of(ctx)
    assert (plan.item, plan.attacks[0].war) == ("N2", macedonian)
    assert (plan.build_legions, plan.build_fleets) == (0, 4)


def test_normal_item_3_when_two_wars_are_beyond_rome() -> None:
    ctx = senate_table(legions=12, fleets=4, treasury=0)
    gallic = war(ctx, "war-gallic-1")
    war(ctx, "war-syrian")
    plan = plan_of(ctx)
    assert (plan.item, [a.war for a in plan.attacks]) == ("N3", [gallic])


def test_normal_item_4_attacks_an_inactive_war() -> None:
    ctx = senate_table(legions=6, fleets=3)
    illyrian = war(ctx, "war-illyrian-1", WarStatus.INACTIVE)
    plan = plan_of(ctx)
    assert (plan.item, plan.attacks[0].war, plan.attacks[0].legions) == ("N4", illyrian, 5)


def test_no_plan_when_rome_cannot_field_any_adequate_force() -> None:
    ctx = senate_table(legions=2, treasury=0)
    war(ctx, "war-gallic-1")
    plan = plan_of(ctx)
    assert (plan.item, plan.attacks) == (NO_PLAN, ())


def test_a_plan_builds_what_it_needs_when_it_can_afford_it() -> None:
    ctx = senate_table(legions=4, treasury=200)
    war(ctx, "war-gallic-1")
    plan = plan_of(ctx)
    assert (plan.item, plan.build_legions, plan.attacks[0].legions) == ("N3", 6, 10)


def reserve_table(reserve: str = "next_debits") -> Context:
    """Treasury 60, 4 Legions; Gallic and Syrian Wars Active; Land Bills owing 60 T next turn."""
    ctx = senate_table(legions=4, treasury=60, build_reserve=reserve)
    war(ctx, "war-gallic-1")
    war(ctx, "war-syrian")
    ctx.state.land_bills = [1, 2, 2, 3, 3, 3]
    return ctx


def test_builds_leave_enough_for_the_next_revenue_phase() -> None:
    # Gallic: 6 Legions = 60 T leaves 0 + 100 T, short of 40 (wars) + 60 (bills) + 20 (units).
    ctx = reserve_table()
    plan = plan_of(ctx)
    assert (plan.item, plan.attacks[0].war) == ("N3", card(ctx, "war-syrian"))
    assert (plan.build_legions, plan.build_fleets) == (2, 2)


def test_without_a_reserve_the_whole_treasury_may_be_spent() -> None:
    ctx = reserve_table("none")
    plan = plan_of(ctx)
    assert (plan.item, plan.attacks[0].war, plan.build_legions) == (
        "N3",
        card(ctx, "war-gallic-1"),
        6,
    )


def test_a_later_matching_war_is_attacked_only_with_the_earlier_one() -> None:
    ctx = senate_table()
    first, second = war(ctx, "war-punic-1"), war(ctx, "war-punic-2")
    assert not attack_order_legal(ctx, [second])
    assert attack_order_legal(ctx, [first, second])
    at_war(ctx, first, official(ctx, IMPERIALS, "pro"), legions=5, fleets=5)
    assert attack_order_legal(ctx, [second])


def test_a_war_with_a_fleet_may_be_attacked_by_its_fleets_alone() -> None:
    ctx = senate_table(legions=3, fleets=12, treasury=0)
    punic = war(ctx, "war-punic-1")
    plan = plan_of(ctx)
    attack = plan.attacks[0]
    assert (plan.item, attack.war, attack.naval_only) == ("N3", punic, True)
    assert (attack.legions, attack.fleets) == (0, 10 + 1)


def test_a_proconsuls_force_counts_toward_his_war_only() -> None:
    ctx = senate_table(legions=4)
    gallic = war(ctx, "war-gallic-1")
    at_war(ctx, gallic, official(ctx, IMPERIALS, "pro", military=3), legions=7)
    attack = plan_of(ctx).attacks[0]
    assert (attack.war, attack.new_command, attack.legions) == (gallic, False, 3)


# --- The Crisis List -----------------------------------------------------------------------------


def test_crisis_item_1_attacks_down_to_three_active_wars_with_all_strength() -> None:
    ctx = senate_table(legions=20, fleets=10, treasury=0)
    for key in ("war-gallic-1", "war-macedonian-1", "war-syrian", "war-illyrian-2"):
        war(ctx, key)
    plan = plan_of(ctx)
    assert plan.item == "K1"
    (attack,) = plan.attacks
    assert (attack.war, attack.legions, attack.fleets) == (card(ctx, "war-macedonian-1"), 20, 10)


def test_crisis_item_1_always_includes_the_civil_war() -> None:
    ctx = senate_table(legions=12, fleets=10, treasury=0)
    for key in ("war-gallic-1", "war-macedonian-1", "war-syrian"):
        war(ctx, key)
    make_rebel(ctx)
    plan = plan_of(ctx)
    assert (plan.item, [a.war for a in plan.attacks]) == ("K1", [CIVIL_WAR])


def test_crisis_item_2_sends_every_legion_and_no_fleet_against_the_rebel() -> None:
    ctx = senate_table(legions=9, fleets=3, treasury=0)
    make_rebel(ctx)
    plan = plan_of(ctx)
    (attack,) = plan.attacks
    assert (plan.item, attack.war, attack.legions, attack.fleets) == ("K2", CIVIL_WAR, 9, 0)


def test_crisis_item_3_needs_a_dictator_for_the_third_war() -> None:
    ctx = senate_table(legions=25, fleets=5, treasury=0)
    for key in ("war-gallic-1", "war-syrian", "war-illyrian-2"):
        war(ctx, key)
    official(ctx, IMPERIALS, "dictator-to-be", military=4)
    plan = plan_of(ctx)
    assert (plan.item, len(plan.attacks)) == ("K3", 3)


def test_crisis_item_5_attacks_the_weakest_war_with_all_possible_strength() -> None:
    ctx = senate_table(legions=12, treasury=0)
    for key in ("war-gallic-1", "war-germanic-migrations", "war-slave-3-gladiator"):
        war(ctx, key)
    plan = plan_of(ctx)
    (attack,) = plan.attacks
    assert (plan.item, attack.war, attack.legions) == ("K5", card(ctx, "war-slave-3-gladiator"), 12)


def test_crisis_item_5_stops_at_a_plus_15() -> None:
    ctx = senate_table(legions=25)
    gladiator = war(ctx, "war-slave-3-gladiator")  # Land 6
    plan = all_strength_plan(ctx, "K5", [gladiator], True, 2, capped=True)
    assert plan is not None and plan.attacks[0].legions == 6 + 15


# --- A coalition of Players only -----------------------------------------------------------------


def define(ctx: Context) -> Procedure:
    ctx.state.military_plan = yield from define_plan(ctx)


def test_players_alone_in_the_coalition_may_devise_their_own_plan() -> None:
    ctx = senate_table(legions=10)
    war(ctx, "war-gallic-1")
    ctx.state.coalition = [PLAYER]
    game = run(ctx, define)
    assert game.pending is not None
    assert (game.pending.kind, game.pending.actor) == ("military.player_plan", PLAYER)
    game.apply(OWN_PLAN)
    assert ctx.state.military_plan is not None and ctx.state.military_plan.item == PLAYERS


def test_with_a_neutral_in_the_coalition_the_list_decides() -> None:
    ctx = senate_table(legions=10)
    war(ctx, "war-gallic-1")
    ctx.state.coalition = [PLAYER, PLUTOCRATS]
    game = run(ctx, define)
    assert game.pending is None
    assert ctx.state.military_plan is not None and ctx.state.military_plan.item == "N3"


def five_wars(ctx: Context) -> None:
    for key in (
        "war-gallic-1",
        "war-macedonian-1",
        "war-syrian",
        "war-illyrian-2",
        "war-germanic-migrations",
    ):
        war(ctx, key)


def test_crisis_item_1_split_may_be_redistributed_by_the_dominant_player() -> None:
    ctx = senate_table(legions=25, fleets=10, treasury=0)
    five_wars(ctx)
    game = run(ctx, military_plan_step)
    decision = game.pending
    assert decision is not None
    assert (decision.kind, decision.delegate_to) == (DISTRIBUTE, PLAYER)
    assert isinstance(decision.options, AmountOptions)
    assert (decision.options.low, decision.options.high) == (1, 24)
    assert decision.context["planned"] == 15
    assert NeutralBot().decide(game.view(decision.actor), decision).key == "15"
    game.apply("20")
    plan = ctx.state.military_plan
    assert plan is not None
    germanic, macedonian = card(ctx, "war-germanic-migrations"), card(ctx, "war-macedonian-1")
    assert [(a.war, a.legions, a.fleets) for a in plan.attacks] == [
        (germanic, 20, 0),
        (macedonian, 5, 10),
    ]


def test_crisis_item_1_default_split_gives_each_war_its_adequate_legions_first() -> None:
    ctx = senate_table(legions=25, fleets=10, treasury=0)
    five_wars(ctx)
    plan = plan_of(ctx)
    assert [a.legions for a in plan.attacks] == [15, 10]


# --- Issue 18: all-Strength plans give every target its minimum first ----------------------------


def test_4_05_3_crisis_item_1_attacks_the_largest_wars_when_each_can_have_its_minimum() -> None:
    # 12 Legions cannot give the Germanic Migrations (15) its Adequate Force and leave any for
    # the 1st Macedonian War (12): each gets its Fleet Support and one Legion first, so the two
    # largest Wars are still attacked (4.05.3 "always choose the largest").
    ctx = senate_table(legions=12, fleets=12, treasury=0)
    five_wars(ctx)
    plan = plan_of(ctx)
    germanic, macedonian = card(ctx, "war-germanic-migrations"), card(ctx, "war-macedonian-1")
    assert plan.item == "K1"
    assert [(a.war, a.legions, a.fleets) for a in plan.attacks] == [
        (germanic, 11, 0),
        (macedonian, 1, 10),
    ]


def weakest_out_of_reach(**rules: str) -> MilitaryPlan:
    # The Illyrian (Land 4) and Syrian (6) Wars need Fleets Rome has none of and cannot buy;
    # the Gallic War (10, no Fleet Support) could be attacked with the 5 Legions.
    ctx = senate_table(legions=5, treasury=0)
    ctx.options = with_rulings(ctx.options, rules)
    for key in ("war-illyrian-2", "war-syrian", "war-gallic-1"):
        war(ctx, key)
    return plan_of(ctx)


def test_4_05_3_crisis_item_5_tries_only_the_weakest_war_by_default() -> None:
    assert weakest_out_of_reach().item == NO_PLAN


def test_4_05_3_crisis_item_5_weakest_executable_goes_on_to_the_next_weakest() -> None:
    plan = weakest_out_of_reach(crisis_item_5="weakest_executable")
    (attack,) = plan.attacks
    assert (plan.item, attack.legions) == ("K5", 5)
