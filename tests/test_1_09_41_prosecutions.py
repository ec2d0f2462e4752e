"""Prosecutions in the base game (1.09.41-1.09.441): the Censor brings a charge with a
consenting Prosecutor; the Accused's faction votes with his Influence added; a Minor conviction
costs him 5 Influence, 5 Popularity, his Prior Consul marker and Concessions, and the Prosecutor
gains half the Influence lost, rounded up, and his Prior Consul marker."""

from __future__ import annotations

from engine.death import kill_senator
from engine.senate.decisions import SENATE_PROSECUTION, SENATE_VOTE
from engine.state import Office
from tests.base_game_support import answer_votes, base_game_at


def test_a_minor_conviction_moves_influence_to_the_prosecutor() -> None:
    game = base_game_at(SENATE_PROSECUTION, scenario="middle", factions=5, seed=1)
    decision = game.pending
    assert decision is not None
    charge = next(o for o in decision.options if o.key != "none" and not o.key.endswith(":major"))
    accused = game.state.senators[charge.key.split(":")[1]]
    game.apply(charge.key)
    prosecutor = game.state.senators[game.pending.options[0].key if game.pending else ""]
    game.apply(prosecutor.key)
    if game.pending is not None and game.pending.kind == "senate.named_consent":
        game.apply("consent")
    game.apply("no_appeal")
    vote = game.pending
    assert vote is not None and vote.kind == SENATE_VOTE
    influence, popularity, prior = accused.influence, accused.popularity, accused.prior_consul
    gains = prosecutor.influence
    answer_votes(game, "aye")
    lost = min(5, influence)
    assert accused.influence == influence - lost
    assert accused.popularity == max(-9, popularity - 5)
    assert not accused.prior_consul and not accused.concessions
    assert prosecutor.influence == gains + -(-lost // 2)
    assert prosecutor.prior_consul or not prior
    gained = [e for e in game.log if e.rule == "1.09.44"]
    assert gained and prosecutor.name in gained[-1].text


def test_a_censor_killed_during_his_prosecution_brings_no_more() -> None:
    game = base_game_at(SENATE_PROSECUTION, scenario="middle", factions=5, seed=2)
    decision = game.pending
    assert decision is not None
    censor = next(s for s in game.state.senators.values() if Office.CENSOR in s.offices)
    charge = next(o for o in decision.options if o.key != "none" and not o.key.endswith(":major"))
    game.apply(charge.key)
    game.apply(game.pending.options[0].key if game.pending else "")
    if game.pending is not None and game.pending.kind == "senate.named_consent":
        game.apply("consent")
    kill_senator(game.context, censor.key, "1.09.421", "killed by the mob")
    assert game.state.senators[censor.key] is not censor  # his Family card, in the Curia

    game.apply("no_appeal")
    answer_votes(game, "aye")

    assert game.pending is None or game.pending.kind != SENATE_PROSECUTION
    assert game.state.curia.count(censor.key) <= 1
    minors = [o for o in decision.options if o.key != "none" and not o.key.endswith(":major")]
    assert len(minors) >= 2  # a second Minor Prosecution was open to a living Censor
