"""1.09.721 during the votes of other business: a Consul for Life nominee assassinated cancels
the proposal, which may not come again that turn (1.09.821); a Land Bill's vote is never
cancelled by a death, its sponsor's included. Seeded base games of four factions."""

from __future__ import annotations

from engine.base.game import new_base_game
from tests.base_game_support import (
    assassinate,
    base_game_at,
    play_until,
    play_until_vote,
)

CORNELIUS, VALERIUS, QUINCTIUS = "fam-01-cornelius", "fam-03-valerius", "fam-18-quinctius"
LAND_BILL = "land_bill:II:fam-14-aelius:fam-18-quinctius"


def test_a_consul_for_life_nominee_assassinated_cancels_it_for_the_turn() -> None:
    # Seed 3: Cornelius (Player 4) and Valerius (Player 2) given 21 Influence before the
    # Consuls' vote; Player 1 presides over other business.
    game = base_game_at("senate.vote", factions=4)
    for key in (CORNELIUS, VALERIUS):
        game.state.senators[key].influence = 21
    game.apply("nay")
    play_until(game, "senate.business")
    assert game.pending is not None and game.pending.actor == 0
    game.apply("consul_for_life")
    game.apply(CORNELIUS)
    vote = game.pending
    assert vote is not None and vote.context["proposal"] == f"consul_for_life:{CORNELIUS}"
    assert vote.actor == 0
    since = len(game.log)
    assassinate(game, CORNELIUS, 6)
    assert any(e.act == "proposal_cancelled" for e in game.log[since:])
    assert not any(e.act == "consul_for_life" for e in game.log)
    play_until(game, "senate.business")  # no Tribune played to propose (1.09.151)
    business = game.pending
    assert business is not None and business.kind == "senate.business"
    assert game.state.senators[VALERIUS].influence >= 21
    assert "consul_for_life" not in {o.key for o in business.options}, "once a turn (1.09.821)"


def test_a_land_bill_vote_goes_on_when_its_co_sponsor_is_assassinated() -> None:
    # Seed 15, turn 1: a Type II Land Bill sponsored by Aelius (Player 3) and Quinctius
    # (Player 4); Player 2 is called first.
    game = play_until_vote(new_base_game("early", 4, 15), "land_bill:")
    assert game.pending is not None and game.pending.context["proposal"] == LAND_BILL
    quinctius = game.state.senators[QUINCTIUS]
    since = len(game.log)
    assassinate(game, QUINCTIUS, 6)
    assert game.state.senators.get(QUINCTIUS) is not quinctius
    vote = game.pending
    assert vote is not None and vote.kind == "senate.vote" and vote.actor == 1
    assert vote.context["proposal"] == LAND_BILL, "the same vote goes on"
    while game.pending is not None and game.pending.kind in ("senate.vote", "senate.vote_talents"):
        game.apply("aye" if game.pending.kind == "senate.vote" else "0")
    acts = [e.act for e in game.log[since:]]
    assert "proposal_cancelled" not in acts
    assert "proposal_passes" in acts and "land_bill" in acts
