"""The base-game faction bot (issue 34 item 4): it answers every decision of a whole base game
with a legal option and a reason, Senate decisions by its faction's stake."""

from __future__ import annotations

from bots.base_faction import BaseFactionBot
from engine.base.game import new_base_game


def test_every_answer_of_a_whole_game_carries_its_reason() -> None:
    game = new_base_game("middle", 4, 3)
    bots = [BaseFactionBot(seat) for seat in range(4)]
    while game.pending is not None:
        decision = game.pending
        game.apply(bots[decision.actor].decide(game.view(decision.actor), decision))
    assert game.result is not None
    assert len(game.reasons) == len(game.choices)
    senate = [why for index, why in game.reasons.items() if why.rule.startswith("1.09")]
    assert senate and all(why.text for why in senate)


def test_it_votes_for_its_own_senators_and_against_a_rivals_office() -> None:
    game = new_base_game("early", 3, 4)
    bots = [BaseFactionBot(seat) for seat in range(3)]
    checked = 0
    while game.pending is not None and checked < 6:
        decision = game.pending
        answer = bots[decision.actor].decide(game.view(decision.actor), decision)
        proposal = str(decision.context.get("proposal", ""))
        if decision.kind == "senate.vote" and proposal.startswith("consuls:"):
            slate = proposal.removeprefix("consuls:").split("+")
            own = any(game.state.senators[k].faction == decision.actor for k in slate)
            assert answer.key == ("aye" if own else "nay")
            checked += 1
        game.apply(answer)
    assert checked
