"""The Consul for Life's Senate (1.09.823): his faction answers the other factions' Senate
decisions, but each faction votes on a Land Bill itself."""

from __future__ import annotations

from engine.context import Procedure
from engine.decision import Decision
from engine.senate.consul_for_life_control import under_consul_for_life
from engine.senate.decisions import SENATE_VOTE
from engine.state import Office
from tests.base_game_support import base_game_at


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

    def step(asked: Decision) -> Procedure:
        yield asked

    handed = next(under_consul_for_life(ctx, step(decision)))
    assert handed.seat_to_answer == consul.faction and handed.actor == decision.actor
    kept = next(under_consul_for_life(ctx, step(land_bill)))
    assert kept.seat_to_answer == decision.actor
