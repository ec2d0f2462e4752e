"""1.09.643 under 4.02.2 and 4.05.3, the switch ``neutral_commander_consent`` (issue 28 item 3):
a Neutral's Commander sent with a Force below his War's Strength goes only with the consent the
Dominant Player gives for the Neutral (default, spec 4.02.2), or under ``always_go`` he goes, the
plan being carried out automatically; a Player still answers for his own Senator."""

from __future__ import annotations

from engine.context import Context
from engine.state import MilitaryPlan, PlannedAttack
from solo.deployment_forces import CONSENT_KIND
from solo.military import deployment_step
from solo.rulings import with_rulings
from tests.military_support import IMPERIALS, PLAYER, consuls, run, senate_table, war


def weak_plan(consent: str, field_seat: int = IMPERIALS) -> tuple[Context, int]:
    """Crisis item 5 sends 3 Legions and the Field Consul (MIL 1) against the Gladiator Slave
    War (Land 6): Strength 4, below Minimum Force."""
    ctx = senate_table(legions=3, treasury=0)
    ctx.options = with_rulings(ctx.options, {"neutral_commander_consent": consent})
    for key in ("war-gallic-1", "war-germanic-migrations"):
        war(ctx, key)
    gladiator = war(ctx, "war-slave-3-gladiator")
    field, _ = consuls(ctx, field_mil=1)
    field.faction = field_seat
    ctx.state.military_plan = MilitaryPlan("K5", True, (PlannedAttack(gladiator, 3, 0),))
    return ctx, gladiator


def test_1_09_643_the_dominant_player_answers_for_a_neutral_commander_by_default() -> None:
    ctx, _ = weak_plan("dominant_player")
    decision = run(ctx, deployment_step).pending
    assert decision is not None
    assert (decision.kind, decision.actor, decision.delegate_to) == (
        CONSENT_KIND,
        IMPERIALS,
        PLAYER,
    )


def test_1_09_643_always_go_sends_a_neutral_commander_without_asking() -> None:
    ctx, gladiator = weak_plan("always_go")
    game = run(ctx, deployment_step)
    assert game.pending is None
    assert ctx.state.senators["field"].commands == gladiator


def test_1_09_643_always_go_still_asks_a_player_for_his_own_commander() -> None:
    ctx, _ = weak_plan("always_go", field_seat=PLAYER)
    decision = run(ctx, deployment_step).pending
    assert decision is not None
    assert (decision.kind, decision.actor, decision.delegate_to) == (CONSENT_KIND, PLAYER, None)
