"""Split votes (1.09.142): a faction need not vote as a block; each of its Senators in Rome then
votes on his own, with his own Oratory and Knights."""

from __future__ import annotations

from engine.queries import in_rome, votes
from engine.senate.decisions import SENATE_SENATOR_VOTE, SENATE_VOTE
from engine.senate.votes import SPLIT
from tests.base_game_support import base_game_at


def test_each_senator_of_a_split_faction_votes_on_his_own() -> None:
    game = base_game_at(SENATE_VOTE, factions=3)
    decision = game.pending
    assert decision is not None and SPLIT in {o.key for o in decision.options}
    seat = decision.actor
    present = [s for s in game.state.faction_senators(seat) if in_rome(s)]
    game.apply(SPLIT)
    cast = []
    for number, senator in enumerate(present):
        asked = game.pending
        assert asked is not None and asked.kind == SENATE_SENATOR_VOTE
        assert asked.context["senator"] == senator.key and asked.actor == seat
        game.apply("aye" if number == 0 else "nay")
        if game.pending is not None and game.pending.kind == "senate.vote_talents":
            game.apply("0")
        cast.append(game.log[-1])
    assert [e.data["vote"] for e in cast] == ["aye"] + ["nay"] * (len(present) - 1)
    assert [e.data["votes"] for e in cast] == [votes(s) for s in present]
    assert all(e.rule == "1.09.14" for e in cast)
