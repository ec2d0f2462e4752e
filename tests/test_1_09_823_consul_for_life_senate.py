"""The Consul for Life's Senate (1.09.823): his faction answers the other factions' Senate
decisions, but each faction votes on a Land Bill itself, and the decisions he answers for them
offer no Assassination (he may not force one)."""

from __future__ import annotations

from engine.context import Procedure
from engine.decision import Decision
from engine.senate.assassins import ATTEMPT_PREFIX
from engine.senate.consul_for_life_control import under_consul_for_life
from engine.senate.decisions import SENATE_VOTE
from engine.state import Office
from tests.base_game_support import base_game_at


def step(asked: Decision) -> Procedure:
    """A Senate step asking one decision."""
    yield asked


def test_the_consul_for_life_answers_for_the_others_but_not_their_land_bill_votes() -> None:
    game = base_game_at(SENATE_VOTE, factions=3)
    ctx, decision = game.context, game.pending
    assert decision is not None
    consul = next(s for s in game.state.senators.values() if s.faction == (decision.actor + 1) % 3)
    consul.offices.append(Office.CONSUL_FOR_LIFE)
    land_bill = Decision(
        decision.actor,
        decision.kind,
        decision.rule,
        decision.options,
        decision.prompt,
        context={**decision.context, "proposal": "land_bill:II:a:b"},
    )

    handed = next(under_consul_for_life(ctx, step(decision)))
    assert handed.seat_to_answer == consul.faction and handed.actor == decision.actor
    kept = next(under_consul_for_life(ctx, step(land_bill)))
    assert kept.seat_to_answer == decision.actor


def test_the_consul_for_life_may_not_make_another_faction_attempt_an_assassination() -> None:
    game = base_game_at(SENATE_VOTE, factions=3)
    decision = game.pending
    assert decision is not None
    assert any(o.key.startswith(ATTEMPT_PREFIX) for o in decision.options)
    consul = next(s for s in game.state.senators.values() if s.faction == (decision.actor + 1) % 3)
    consul.offices.append(Office.CONSUL_FOR_LIFE)
    handed = next(under_consul_for_life(game.context, step(decision)))
    assert handed.seat_to_answer == consul.faction
    assert not any(o.key.startswith(ATTEMPT_PREFIX) for o in handed.options)
    assert {o.key for o in handed.options} < {o.key for o in decision.options}
