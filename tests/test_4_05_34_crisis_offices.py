"""4.05.34 Crisis offices: the Dictator is the highest-MIL Senator (ties: immunity against the War
in question, then the Ruling Coalition, then least Influence); a Neutral Dictator's Master of
Horse the next highest (T35); Crisis Consuls are each faction's best-MIL Senator (T45)."""

from __future__ import annotations

import random

from engine.context import Context, Procedure
from engine.log import NEUTRAL_DECISION
from engine.senators import statesman_senator
from engine.state import Location, MilitaryPlan, Office, PlannedAttack, Senator
from solo.military import crisis_consul_candidates, crisis_offices, military_plan_step
from tests.military_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    answer_with_bot,
    official,
    run,
    run_with_bots,
    senate_table,
    war,
)


def statesman(ctx: Context, seat: int, key: str) -> Senator:
    senator = statesman_senator(ctx.catalog, key)
    senator.faction = seat
    senator.location = Location.ROME
    ctx.state.senators[key] = senator
    return senator


def t35_table(war_key: str) -> tuple[Context, Senator, Senator, MilitaryPlan]:
    """Crisis (three Active Wars); Scipio Africanus (Player, outside the coalition) and
    Flamininus (Imperials, in it) share the top MIL 5; the plan attacks ``war_key`` first."""
    ctx = senate_table()
    for key in ("war-gallic-1", "war-punic-2", "war-macedonian-1"):
        war(ctx, key)
    ctx.state.coalition = [IMPERIALS, PLUTOCRATS]
    scipio = statesman(ctx, PLAYER, "1A")
    flamininus = statesman(ctx, IMPERIALS, "18A")
    official(ctx, PLUTOCRATS, "p3", military=3, influence=5)
    official(ctx, CONSERVATIVES, "c3", military=3, influence=2)
    official(ctx, PLUTOCRATS, "p1", military=1)
    target = ctx.catalog.war_by_key[war_key].card_no
    return ctx, scipio, flamininus, MilitaryPlan("K3", True, (PlannedAttack(target, 0, 0),))


def offices(ctx: Context, plan: MilitaryPlan) -> Procedure:
    yield from crisis_offices(ctx, plan)


def test_scipio_is_immune_against_the_punic_war() -> None:
    ctx, scipio, flamininus, plan = t35_table("war-punic-2")
    game = run(ctx, lambda c: offices(c, plan))
    assert Office.DICTATOR in scipio.offices and scipio.influence == 6 + 7
    assert game.pending is not None
    assert (game.pending.kind, game.pending.actor) == ("crisis.master_of_horse", PLAYER)
    game.apply(flamininus.key)
    assert Office.MASTER_OF_HORSE in flamininus.offices and flamininus.influence == 4 + 3


def test_flamininus_is_immune_against_the_macedonian_war() -> None:
    ctx, scipio, flamininus, plan = t35_table("war-macedonian-1")
    game = run(ctx, lambda c: offices(c, plan))
    assert Office.DICTATOR in flamininus.offices
    decision = game.pending
    assert decision is not None
    assert (decision.kind, decision.actor, decision.rule) == (
        "crisis.master_of_horse",
        IMPERIALS,
        "4.05.34",
    )
    assert decision.options.keys() == [scipio.key]  # only the next highest MIL is eligible
    answer_with_bot(game)
    assert game.pending is None
    horse = [s.key for s in ctx.state.senators.values() if Office.MASTER_OF_HORSE in s.offices]
    assert horse == [scipio.key]  # next highest MIL is Scipio's 5


def test_the_coalition_wins_a_tie_without_immunity() -> None:
    ctx, scipio, flamininus, plan = t35_table("war-gallic-1")
    del ctx.state.senators[scipio.key]
    scipio_twin = official(ctx, PLAYER, "player-5", military=5, influence=1)
    run_with_bots(ctx, lambda c: offices(c, plan))
    assert Office.DICTATOR in flamininus.offices
    assert Office.MASTER_OF_HORSE in scipio_twin.offices


def test_master_of_horse_ties_go_to_the_least_influence() -> None:
    ctx, scipio, _, plan = t35_table("war-macedonian-1")
    del ctx.state.senators[scipio.key]
    run_with_bots(ctx, lambda c: offices(c, plan))
    assert Office.MASTER_OF_HORSE in ctx.state.senators["c3"].offices
    assert ctx.state.senators["c3"].influence == 2 + 3


def test_a_neutral_master_of_horse_is_its_least_influential_next_best_soldier() -> None:
    """4.05.34: the Neutral Dictator is offered only the next highest MIL; its rule takes the
    least Influence and logs why."""
    ctx, scipio, _, plan = t35_table("war-macedonian-1")
    del ctx.state.senators[scipio.key]
    game = run(ctx, lambda c: offices(c, plan))
    decision = game.pending
    assert decision is not None
    assert decision.options.keys() == ["p3", "c3"]
    answer_with_bot(game)
    logged = [e for e in ctx.log if e.act == NEUTRAL_DECISION]
    assert [(e.actor, e.rule, e.data["choice"]) for e in logged] == [("Imperials", "4.05.34", "c3")]
    assert "least Influence (2)" in logged[0].text


def test_no_dictator_unless_1_09_3_holds_by_default() -> None:
    ctx = senate_table()
    war(ctx, "war-illyrian-1")
    war(ctx, "war-macedonian-2")
    ctx.state.leaders[ctx.catalog.card_by_key["ldr-philip-v"].card_no] = ctx.catalog.war_by_key[
        "war-macedonian-2"
    ].card_no  # Land 16: a Crisis, but below 1.09.3's 20
    candidate = official(ctx, IMPERIALS, "general", military=5)
    run_with_bots(ctx, military_plan_step)
    assert ctx.state.military_plan is not None and ctx.state.military_plan.crisis
    assert not candidate.offices


def test_every_crisis_names_a_dictator_when_1_09_3_is_not_required() -> None:
    ctx = senate_table(dictator_requires_1_09_3=False)
    war(ctx, "war-illyrian-1")
    war(ctx, "war-macedonian-2")
    ctx.state.leaders[ctx.catalog.card_by_key["ldr-philip-v"].card_no] = ctx.catalog.war_by_key[
        "war-macedonian-2"
    ].card_no
    candidate = official(ctx, IMPERIALS, "general", military=5)
    official(ctx, PLUTOCRATS, "aide", military=2)
    run_with_bots(ctx, military_plan_step)
    assert candidate.offices == [Office.DICTATOR]
    assert ctx.state.senators["aide"].offices == [Office.MASTER_OF_HORSE]


def test_the_censor_may_be_dictator_and_gives_up_the_censorship() -> None:
    ctx, _, flamininus, plan = t35_table("war-macedonian-1")
    flamininus.offices.append(Office.CENSOR)
    run_with_bots(ctx, lambda c: offices(c, plan))
    assert flamininus.offices == [Office.DICTATOR]


def test_senators_away_or_in_office_are_not_eligible() -> None:
    ctx, scipio, flamininus, plan = t35_table("war-gallic-1")
    scipio.location = Location.PROVINCE
    flamininus.offices.append(Office.ROME_CONSUL)
    run_with_bots(ctx, lambda c: offices(c, plan))
    # MIL 3 each: the coalition's Plutocrat beats the less influential Conservative
    assert ctx.state.senators["p3"].offices == [Office.DICTATOR]
    assert ctx.state.senators["c3"].offices == [Office.MASTER_OF_HORSE]


# --- T45: Crisis Consuls -------------------------------------------------------------------------


def test_each_faction_offers_only_its_best_military_senator() -> None:
    ctx = senate_table()
    a = official(ctx, IMPERIALS, "A", military=4, influence=6)
    b = official(ctx, IMPERIALS, "B", military=4, influence=3)
    c = official(ctx, IMPERIALS, "C", military=2, influence=1)
    other = official(ctx, PLUTOCRATS, "P", military=1, influence=9)
    assert crisis_consul_candidates([a, b, c, other]) == [b, other]
    assert crisis_consul_candidates([a, c, other]) == [a, other]


def plain_crisis_consuls(senators: list[Senator]) -> list[Senator]:
    """4.05.34 as written: each faction's highest Military, then least Influence, all ties."""
    factions = list(dict.fromkeys(s.faction for s in senators if s.faction is not None))
    chosen: list[Senator] = []
    for faction in factions:
        group = [s for s in senators if s.faction == faction]
        top = max(s.military for s in group)
        least = min(s.influence for s in group if s.military == top)
        chosen += [s for s in group if s.military == top and s.influence == least]
    return chosen


def test_the_one_pass_crisis_consuls_are_the_plain_ones() -> None:
    ctx = senate_table()
    rng = random.Random(34)
    pool = [
        official(
            ctx,
            rng.choice((IMPERIALS, PLUTOCRATS)),
            f"S{n}",
            None,
            rng.randint(1, 3),
            rng.randint(1, 3),
        )
        for n in range(12)
    ]
    for _ in range(300):
        senators = rng.sample(pool, rng.randint(0, len(pool)))
        assert crisis_consul_candidates(senators) == plain_crisis_consuls(senators)
