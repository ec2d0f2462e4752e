"""The heuristic Player's military choices as the Dominant Player (4.02.2): which Commander fights
which War by the chances of the Forces (4.05.31), refusing a Force below Minimum Force
(1.09.643) and recalling Proconsuls before the plan (1.09.644); ``heuristic-v1`` keeps the
Neutral defaults (bots/heuristic_rules/military.py)."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from bots.heuristic import HeuristicPlayer, HeuristicPlayerV1
from bots.neutral import NeutralBot
from engine.context import Context
from engine.decision import Choice, OptionList
from engine.game import Game
from engine.state import Location, MilitaryPlan, Office, PlannedAttack
from solo import deployment
from solo.deployment import ASSIGN, order_chances, plan_enemies
from solo.deployment_forces import CONSENT, CONSENT_KIND, REFUSE, Force
from solo.dispatch import KEEP, KEEP_KIND, RECALL
from solo.force_odds import force_chances
from solo.military import deployment_step, military_plan_step
from solo.war_strengths import Strength, war_strength
from tests.military_support import (
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    at_war,
    consuls,
    official,
    run,
    senate_table,
    war,
)


def player_answer(game: Game, player: HeuristicPlayer) -> Choice:
    """The Player's answer to the pending decision, delegated to him or his own."""
    decision = game.pending
    assert decision is not None
    return player.decide(game.view(PLAYER), decision)


def both_answers(game: Game, kind: str) -> tuple[str, str]:
    """The pending decision, of ``kind``, as ``heuristic-v1`` and ``heuristic`` answer it."""
    assert game.pending is not None and game.pending.kind == kind
    first, now = (player_answer(game, p).key for p in (HeuristicPlayerV1(1), HeuristicPlayer(1)))
    return first, now


def two_war_table() -> tuple[Context, int, int]:
    """The plan sends 4 Legions to the Gallic War (ranked first) and 10 Legions with 2 Fleets to
    the Syrian War; the Field Consul has Military 1, the Rome Consul 4."""
    ctx = senate_table(legions=16, fleets=4)
    gallic, syrian = war(ctx, "war-gallic-1"), war(ctx, "war-syrian")
    ctx.state.military_plan = MilitaryPlan(
        "N1", False, (PlannedAttack(gallic, 4, 0), PlannedAttack(syrian, 10, 2))
    )
    consuls(ctx, field_mil=1, rome_mil=4)
    return ctx, gallic, syrian


def test_4_05_31_the_decision_tells_each_orders_chances() -> None:
    ctx, gallic, syrian = two_war_table()
    game = run(ctx, deployment_step)
    decision = game.pending
    assert decision is not None and decision.kind == ASSIGN
    chances = decision.context["chances"]
    assert isinstance(chances, Mapping)
    best_to_syria = chances[f"field_consul@{gallic},rome_consul@{syrian}"]
    # Gallic War (Land 10): 4 Legions + MIL 1 = 5, hopeless; Syrian War: 10 + MIL 4 = 14 v 6.
    assert best_to_syria[0]["victory"] == 0.0
    assert best_to_syria[1]["victory"] == pytest.approx(190 / 216)


def test_4_05_31_an_orders_chances_are_reckoned_only_when_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, _, _ = two_war_table()
    reckoned: list[Force] = []

    def counted(ctx: Context, force: Force, enemy: Strength) -> dict[str, float]:
        reckoned.append(force)
        return force_chances(ctx, force, enemy)

    monkeypatch.setattr(deployment, "force_chances", counted)
    game = run(ctx, deployment_step)
    assert game.pending is not None
    chances = game.pending.context["chances"]
    assert isinstance(chances, Mapping) and not reckoned

    key = next(iter(chances))
    assert chances[key] is chances[key] and len(reckoned) == 2  # two new Forces, once


def test_4_05_31_the_lazy_chances_are_the_plain_ones() -> None:
    ctx, _, _ = two_war_table()
    game = run(ctx, deployment_step)
    decision = game.pending
    assert decision is not None and isinstance(decision.options, OptionList)
    plan = ctx.state.military_plan
    assert plan is not None
    enemies = plan_enemies(ctx, plan)
    orders = {o.key: o.value for o in decision.options if isinstance(o.value, tuple)}
    plain = {key: order_chances(ctx, plan, order, enemies) for key, order in orders.items()}
    lazy = decision.context["chances"]
    assert isinstance(lazy, Mapping) and len(plain) == 2
    assert {key: lazy[key] for key in reversed(list(lazy))} == plain


def test_4_05_31_the_best_general_goes_where_his_rating_counts() -> None:
    ctx, gallic, syrian = two_war_table()
    game = run(ctx, deployment_step)
    assert game.pending is not None
    neutral = NeutralBot().decide(game.view(PLAYER), game.pending)
    assert neutral.key == f"field_consul@{syrian},rome_consul@{gallic}"  # best MIL, top War
    # The Rome Consul's 4 add at most 4 to the Gallic War's 4 Legions, in vain (1.10.11); with
    # the Syrian War's 10 Legions they make its Victory likelier: 0.88 against 0.71 in all.
    choice = player_answer(game, HeuristicPlayer(1))
    assert choice.key == f"field_consul@{gallic},rome_consul@{syrian}"
    game.apply(choice)
    consent = game.pending  # the Field Consul's 5 fall short of the Gallic War's 10 (1.09.643)
    assert consent is not None and consent.kind == CONSENT_KIND
    assert (consent.context["senator"], consent.context["war"]) == ("field", gallic)


def test_4_05_31_heuristic_v1_keeps_the_neutral_assignment() -> None:
    ctx, gallic, syrian = two_war_table()
    game = run(ctx, deployment_step)
    choice = player_answer(game, HeuristicPlayerV1(1))
    assert choice.key == f"field_consul@{syrian},rome_consul@{gallic}"


def test_4_05_31_a_naval_war_is_won_only_after_its_sea_battle() -> None:
    ctx = senate_table()
    punic = war(ctx, "war-punic-1")
    commander = official(ctx, PLUTOCRATS, "dictator", Office.DICTATOR, military=4)
    force = Force(punic, commander.key, True, True)
    force.fleets = list(ctx.state.fleets[:10])
    chances = force_chances(ctx, force, war_strength(ctx, punic, {punic}))
    # Fleets only: the War cannot fall this turn, but its fleet can beat them (1.10.12).
    assert chances["victory"] == 0.0 and chances["defeat"] + chances["disaster"] > 0


def weak_table() -> Context:
    """The Field Consul (Military 1) sent with 3 Legions against the Gladiator Revolt (6)."""
    ctx = senate_table(legions=3, treasury=0)
    for key in ("war-gallic-1", "war-germanic-migrations"):
        war(ctx, key)
    gladiator = war(ctx, "war-slave-3-gladiator")
    consuls(ctx, field_mil=1)
    ctx.state.military_plan = MilitaryPlan("K5", True, (PlannedAttack(gladiator, 3, 0),))
    return ctx


def test_1_09_643_the_player_refuses_a_force_below_minimum_force() -> None:
    ctx = weak_table()
    game = run(ctx, deployment_step)
    assert both_answers(game, CONSENT_KIND) == (CONSENT, REFUSE)
    game.apply(REFUSE)
    assert ctx.state.senators["field"].location is Location.ROME
    assert ctx.state.military_plan is not None and ctx.state.military_plan.item == "none"


def test_1_09_644_the_player_recalls_a_neutral_proconsul() -> None:
    ctx = senate_table()
    proconsul = official(ctx, IMPERIALS, "pro", military=3)
    at_war(ctx, war(ctx, "war-gallic-1"), proconsul, legions=7)
    game = run(ctx, military_plan_step)
    assert both_answers(game, KEEP_KIND) == (KEEP, RECALL)
    game.apply(RECALL)
    assert proconsul.location is Location.ROME
