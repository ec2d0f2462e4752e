"""Consul for Life by vote (1.09.821): a Senator in Rome with 21 Influence may be nominated once
a turn; his Influence adds to his faction's votes; elected, he is Consul for Life."""

from __future__ import annotations

from engine.queries import in_rome
from engine.senate.decisions import SENATE_BUSINESS, SENATE_CONSUL_FOR_LIFE, SENATE_VOTE
from engine.state import Office
from tests.base_game_support import base_game_at, play_until


def test_an_elected_consul_for_life() -> None:
    game = base_game_at("senate.consul_nominee", factions=3)
    state = game.state
    nominee = max((s for s in state.senators.values() if in_rome(s)), key=lambda s: s.key)
    nominee.influence = 25
    play_until(game, SENATE_BUSINESS)
    business = game.pending
    assert business is not None and "consul_for_life" in {o.key for o in business.options}
    game.apply("consul_for_life")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_CONSUL_FOR_LIFE
    game.apply(nominee.key)
    seen: dict[int, int] = {}
    while game.pending is not None and game.pending.kind == SENATE_VOTE:
        votes = game.pending.context["votes"]
        assert isinstance(votes, int)
        seen[game.pending.actor] = votes
        game.apply("aye")
        if game.pending is not None and game.pending.kind == "senate.vote_talents":
            game.apply("0")
    assert nominee.faction is not None and seen[nominee.faction] >= 25
    assert Office.CONSUL_FOR_LIFE in nominee.offices
    after = play_until(game, SENATE_BUSINESS).pending
    assert after is not None and after.kind == SENATE_BUSINESS
    assert "consul_for_life" not in {o.key for o in after.options}
