"""1.09.64-1.09.9 Deployment of the plan's Forces: Commanders leave Rome one at a time with their
Forces (1.09.641), Veterans follow their faction's Commander (4.05.31), Minimum Force needs
consent (1.09.643), Proconsuls may be recalled (1.09.644) or reinforced (1.09.647), and once the
Senate closes those who cannot fight come home (1.09.9)."""

from __future__ import annotations

from engine.context import Context
from engine.game import Game
from engine.state import (
    ACTIVE_FORCES,
    Location,
    MilitaryPlan,
    Office,
    PlannedAttack,
    WarStatus,
)
from engine.treasury import money_in_play
from solo.deployment_forces import CONSENT_KIND, EXCESS_VETERANS, REFUSE
from solo.dispatch import KEEP_KIND, RECALL
from solo.military import deployment_step, military_plan_step
from solo.player_deployment import PLAYER_DISPATCH
from tests.military_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    answer_with_bot,
    at_war,
    consuls,
    official,
    players_deploy,
    run,
    run_with_bots,
    senate_table,
    units_at,
    veteran,
    war,
)


def planned(ctx: Context, *attacks: PlannedAttack, item: str = "N3", crisis: bool = False) -> None:
    ctx.state.military_plan = MilitaryPlan(item, crisis, attacks)


# --- Sending Commanders (1.09.641) ---------------------------------------------------------------


def test_a_commander_leaves_rome_with_his_force() -> None:
    ctx = senate_table(legions=12)
    gallic = war(ctx, "war-gallic-1")
    field, _ = consuls(ctx)
    planned(ctx, PlannedAttack(gallic, 11, 0))
    run_with_bots(ctx, deployment_step)
    assert (field.location, field.commands) == (Location.WAR, gallic)
    assert ctx.state.dispatched == [field.key]
    place = f"war:{gallic}"
    force = [u for u in ctx.state.legions if u.location == place]
    assert len(force) == 11 and all(u.commander == field.key for u in force)


def test_attacking_an_inactive_or_imminent_war_makes_it_active() -> None:
    ctx = senate_table(legions=12, fleets=6)
    illyrian = war(ctx, "war-illyrian-1", WarStatus.INACTIVE)
    syrian = war(ctx, "war-syrian", WarStatus.IMMINENT)
    consuls(ctx)
    planned(ctx, PlannedAttack(illyrian, 5, 3), PlannedAttack(syrian, 6, 2), item="N1")
    run_with_bots(ctx, deployment_step)
    assert ctx.state.wars[illyrian] is WarStatus.ACTIVE
    assert ctx.state.wars[syrian] is WarStatus.ACTIVE


def test_the_dictator_takes_his_master_of_horse_along() -> None:
    ctx = senate_table(legions=10)
    gallic = war(ctx, "war-gallic-1")
    dictator = official(ctx, IMPERIALS, "dictator", Office.DICTATOR, military=4)
    horse = official(ctx, PLUTOCRATS, "horse", Office.MASTER_OF_HORSE, military=3)
    planned(ctx, PlannedAttack(gallic, 10, 0), crisis=True)
    run_with_bots(ctx, deployment_step)
    assert (horse.location, horse.commands) == (Location.WAR, gallic)
    assert ctx.state.dispatched == [dictator.key]


def test_a_force_without_a_commander_joins_the_new_one() -> None:
    ctx = senate_table(legions=6)
    gallic = war(ctx, "war-gallic-1")
    for unit in ctx.state.legions[10:14]:
        unit.location = f"war:{gallic}"
    field, _ = consuls(ctx)
    planned(ctx, PlannedAttack(gallic, 6, 0))
    run_with_bots(ctx, deployment_step)
    force = [u for u in ctx.state.legions if u.location == f"war:{gallic}"]
    assert len(force) == 10 and all(u.commander == field.key for u in force)


def test_the_rome_consul_leaves_after_the_field_consul() -> None:
    ctx = senate_table(legions=20, fleets=4)
    gallic, syrian = war(ctx, "war-gallic-1"), war(ctx, "war-syrian")
    field, rome = consuls(ctx, field_mil=1, rome_mil=1)
    planned(ctx, PlannedAttack(gallic, 12, 0), PlannedAttack(syrian, 7, 2), item="N1")
    game = run(ctx, deployment_step)
    assert game.pending is not None
    for key in game.pending.options.keys():  # noqa: SIM118 (an OptionList)
        assert key.startswith("field_consul@")
    answer_with_bot(game)
    assert ctx.state.dispatched == [field.key, rome.key]


def test_an_earlier_matching_war_is_sent_against_first() -> None:
    ctx = senate_table(legions=25, fleets=15)
    first, second = war(ctx, "war-punic-1"), war(ctx, "war-punic-2")
    consuls(ctx)
    dictator = official(ctx, CONSERVATIVES, "dictator", Office.DICTATOR, military=6)
    planned(ctx, PlannedAttack(second, 10, 5), PlannedAttack(first, 10, 10), item="K4")
    game = run(ctx, deployment_step)
    assert game.pending is not None
    for key in game.pending.options.keys():  # noqa: SIM118 (an OptionList)
        assert key.index(f"@{first}") < key.index(f"@{second}")
    run_with_bots(ctx, deployment_step)
    assert ctx.state.dispatched == ["field", dictator.key]
    assert dictator.commands == second


# --- Veterans (4.05.31) --------------------------------------------------------------------------


def test_veterans_of_the_commanders_faction_go_with_him() -> None:
    ctx = senate_table(legions=14)
    gallic = war(ctx, "war-gallic-1")
    consuls(ctx)
    friend = official(ctx, IMPERIALS, "friend")
    loyal = [veteran(ctx, friend.key) for _ in range(3)]
    stranger = veteran(ctx, "rome")
    planned(ctx, PlannedAttack(gallic, 12, 0))
    run_with_bots(ctx, deployment_step)
    assert all(u.location == f"war:{gallic}" for u in loyal)
    assert stranger.location == ACTIVE_FORCES
    assert units_at(ctx, f"war:{gallic}") == (12, 0)


def test_all_loyal_veterans_go_even_beyond_the_force() -> None:
    ctx = senate_table(legions=12)
    illyrian = war(ctx, "war-illyrian-2")
    for unit in ctx.state.fleets[:2]:
        unit.location = ACTIVE_FORCES
    field, _ = consuls(ctx)
    for _ in range(12):
        veteran(ctx, field.key)
    planned(ctx, PlannedAttack(illyrian, 8, 2))
    run_with_bots(ctx, deployment_step)
    assert units_at(ctx, f"war:{illyrian}") == (12, 2)


def test_two_commanders_of_one_faction_split_its_veterans_by_allegiance() -> None:
    ctx = senate_table(legions=20, fleets=4)
    gallic, syrian = war(ctx, "war-gallic-1"), war(ctx, "war-syrian")
    field = official(ctx, IMPERIALS, "field", Office.FIELD_CONSUL, military=3)
    rome = official(ctx, IMPERIALS, "rome", Office.ROME_CONSUL, military=1)
    to_rome = veteran(ctx, rome.key)
    to_first = veteran(ctx, official(ctx, IMPERIALS, "friend").key)
    planned(ctx, PlannedAttack(gallic, 12, 0), PlannedAttack(syrian, 7, 2), item="N1")
    run_with_bots(ctx, deployment_step)
    assert (field.commands, rome.commands) == (gallic, syrian)
    assert to_rome.commander == rome.key
    assert to_first.commander == field.key


def test_other_veterans_may_be_added_at_the_dominant_players_discretion() -> None:
    ctx = senate_table(legions=12)
    gallic = war(ctx, "war-gallic-1")
    consuls(ctx)
    spare = veteran(ctx, "someone-else")
    for unit in ctx.state.legions[1:3]:
        unit.location = "bank"
    planned(ctx, PlannedAttack(gallic, 9, 0))
    game = run(ctx, deployment_step)
    decision = game.pending
    assert decision is not None
    assert (decision.kind, decision.delegate_to) == (EXCESS_VETERANS, PLAYER)
    assert decision.options.keys() == [f"legion-{spare.number}@{gallic}", "done"]
    game.apply(f"legion-{spare.number}@{gallic}")
    assert game.pending is None
    assert spare.location == f"war:{gallic}"


def test_by_default_no_extra_veterans_are_sent() -> None:
    ctx = senate_table(legions=12)
    gallic = war(ctx, "war-gallic-1")
    consuls(ctx)
    spare = veteran(ctx, "someone-else")
    planned(ctx, PlannedAttack(gallic, 10, 0))
    run_with_bots(ctx, deployment_step)
    assert spare.location == ACTIVE_FORCES


# --- Minimum Force (1.09.643) --------------------------------------------------------------------


def weak_plan_table() -> tuple[Context, int]:
    """A Crisis whose plan sends 3 Legions and the Field Consul (MIL 1) against Land 6."""
    ctx = senate_table(legions=3, treasury=0)
    for key in ("war-gallic-1", "war-germanic-migrations"):
        war(ctx, key)
    gladiator = war(ctx, "war-slave-3-gladiator")
    consuls(ctx, field_mil=1)
    planned(ctx, PlannedAttack(gladiator, 3, 0), item="K5", crisis=True)
    return ctx, gladiator


def test_a_commander_below_minimum_force_is_asked_for_consent() -> None:
    ctx, gladiator = weak_plan_table()
    game = run(ctx, deployment_step)
    decision = game.pending
    assert decision is not None
    assert (decision.kind, decision.actor, decision.delegate_to) == (
        CONSENT_KIND,
        IMPERIALS,
        PLAYER,
    )
    answer_with_bot(game)
    assert ctx.state.senators["field"].commands == gladiator


def test_a_refusal_with_no_other_commander_falls_through_the_list() -> None:
    ctx, _ = weak_plan_table()
    game = run(ctx, deployment_step)
    game.apply(REFUSE)
    assert game.pending is None
    assert ctx.state.senators["field"].location is Location.ROME
    assert ctx.state.military_plan is not None and ctx.state.military_plan.item == "none"


def test_a_refused_war_may_go_to_another_legal_commander() -> None:
    ctx, gladiator = weak_plan_table()
    dictator = official(ctx, CONSERVATIVES, "dictator", Office.DICTATOR, military=1)
    game = run(ctx, deployment_step)
    assert game.pending is not None and game.pending.kind == "military.assign_commanders"
    game.apply(f"dictator@{gladiator}")
    game.apply(REFUSE)
    assert game.pending is not None and game.pending.kind == CONSENT_KIND
    assert game.pending.context["senator"] == "field"
    game.apply("consent")
    assert ctx.state.senators["field"].commands == gladiator
    assert dictator.location is Location.ROME


def test_an_adequate_force_needs_no_consent() -> None:
    ctx = senate_table(legions=10)
    gallic = war(ctx, "war-gallic-1")
    consuls(ctx, field_mil=0)
    planned(ctx, PlannedAttack(gallic, 10, 0))
    assert run(ctx, deployment_step).pending is None


# --- Proconsuls (1.09.644, 1.09.647) -------------------------------------------------------------


def test_a_proconsul_may_be_recalled_by_the_dominant_player() -> None:
    ctx = senate_table()
    gallic = war(ctx, "war-gallic-1")
    proconsul = official(ctx, IMPERIALS, "pro", military=3)
    at_war(ctx, gallic, proconsul, legions=7)
    game = run(ctx, military_plan_step)
    decision = game.pending
    assert decision is not None
    assert (decision.kind, decision.actor, decision.delegate_to) == (KEEP_KIND, IMPERIALS, PLAYER)
    game.apply(RECALL)
    assert (proconsul.location, proconsul.commands, proconsul.offices) == (Location.ROME, None, [])
    assert ctx.state.dispatched == []
    assert units_at(ctx, ACTIVE_FORCES) == (7, 0)


def test_a_players_own_proconsul_is_his_to_keep() -> None:
    ctx = senate_table()
    gallic = war(ctx, "war-gallic-1")
    at_war(ctx, gallic, official(ctx, PLAYER, "mine"), legions=7)
    game = run(ctx, military_plan_step)
    assert game.pending is not None
    assert (game.pending.actor, game.pending.delegate_to) == (PLAYER, None)


def test_proconsuls_stay_by_default_and_are_reinforced_by_the_plan() -> None:
    ctx = senate_table(legions=5)
    gallic = war(ctx, "war-gallic-1")
    proconsul = official(ctx, IMPERIALS, "pro", military=3)
    at_war(ctx, gallic, proconsul, legions=7)
    consuls(ctx)
    run_with_bots(ctx, military_plan_step)
    run_with_bots(ctx, deployment_step)
    force = [u for u in ctx.state.legions if u.location == f"war:{gallic}"]
    assert len(force) == 7 + 4 and all(u.commander == proconsul.key for u in force)
    assert ctx.state.dispatched == [proconsul.key]


# --- Automatic recalls (1.09.9) ------------------------------------------------------------------


def test_a_proconsul_without_legions_or_fleet_support_comes_home() -> None:
    ctx = senate_table()
    gallic, syrian = war(ctx, "war-gallic-1"), war(ctx, "war-syrian")
    empty = official(ctx, IMPERIALS, "empty")
    unsupported = official(ctx, PLUTOCRATS, "unsupported")
    at_war(ctx, gallic, empty, legions=0)
    at_war(ctx, syrian, unsupported, legions=5, fleets=1)  # Support 2
    planned(ctx, item="none")
    run_with_bots(ctx, deployment_step)
    assert empty.location is Location.ROME and unsupported.location is Location.ROME
    assert units_at(ctx, ACTIVE_FORCES) == (5, 1)


def test_a_proconsul_with_fleets_for_a_naval_battle_stays() -> None:
    ctx = senate_table()
    punic = war(ctx, "war-punic-1")
    admiral = official(ctx, IMPERIALS, "admiral")
    at_war(ctx, punic, admiral, legions=0, fleets=3)
    planned(ctx, item="none")
    run_with_bots(ctx, deployment_step)
    assert admiral.location is Location.WAR


def test_forces_without_a_commander_return_to_the_boxes() -> None:
    ctx = senate_table()
    gallic = war(ctx, "war-gallic-1")
    for unit in ctx.state.legions[:4]:
        unit.location = f"war:{gallic}"
    planned(ctx, item="none")
    run_with_bots(ctx, deployment_step)
    assert units_at(ctx, ACTIVE_FORCES) == (4, 0)
    assert money_in_play(ctx.state) == ctx.state.bank_flow


# --- A plan the Players devise (4.05.3) ----------------------------------------------------------


def players_dispatch(ctx: Context) -> Game:
    """The Player alone in the coalition devises the plan, raises nothing and is asked to send
    Forces (4.05.3)."""
    ctx.state.coalition = [PLAYER]
    return players_deploy(ctx)


def test_players_alone_in_the_coalition_send_their_own_forces() -> None:
    ctx = senate_table(legions=6, fleets=2, treasury=100)
    syrian = war(ctx, "war-syrian")
    field = official(ctx, PLAYER, "field", Office.FIELD_CONSUL, military=3)
    rome = official(ctx, IMPERIALS, "rome", Office.ROME_CONSUL)
    game = players_dispatch(ctx)
    decision = game.pending
    assert decision is not None and decision.kind == PLAYER_DISPATCH
    assert decision.options.keys()[:1] == [f"field_consul@{syrian}"]
    assert decision.options.find(f"rome_consul@{syrian}") is None
    game.apply(f"field_consul@{syrian}")
    game.apply("6")  # Legions
    game.apply("2")  # Fleets
    assert (field.commands, units_at(ctx, f"war:{syrian}")) == (syrian, (6, 2))
    assert game.pending is None
    assert rome.location is Location.ROME


def test_a_player_commander_who_refused_is_not_offered_again_this_phase() -> None:
    ctx = senate_table(legions=6, fleets=2, treasury=100)
    syrian = war(ctx, "war-syrian")
    official(ctx, PLAYER, "field", Office.FIELD_CONSUL, military=1)
    game = players_dispatch(ctx)
    game.apply(f"field_consul@{syrian}")
    game.apply("1")  # Legions: Strength 1 + 1 against the Syrian War's 6
    fleets = game.pending
    assert fleets is not None
    game.apply(fleets.options[0])  # the fewest Fleets
    decision = game.pending
    assert decision is not None and decision.kind == CONSENT_KIND
    game.apply(REFUSE)

    again = game.pending
    assert again is None or again.options.find(f"field_consul@{syrian}") is None
