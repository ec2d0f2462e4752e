"""Governorships in the base game (1.09.5, 1.09.51): a vacant Province is filled by election;
the new Governor takes it with the term dial at 3 and leaves Rome at once; a defeated candidate
is not nominated for it again (1.09.131)."""

from __future__ import annotations

from engine.senate.decisions import SENATE_GOVERNOR_NOMINEE
from engine.state import Location
from tests.base_game_support import answer_votes, base_game_at, pass_tribunes


def test_an_elected_governor_leaves_rome_with_a_three_turn_term() -> None:
    game = base_game_at(SENATE_GOVERNOR_NOMINEE, scenario="middle", factions=3)
    decision = game.pending
    assert decision is not None
    province = str(decision.context["province"])
    nominee = decision.options[0].key
    game.apply(nominee)
    answer_votes(game, "aye")
    governor = game.state.senators[nominee]
    assert governor.location is Location.PROVINCE and governor.province == province
    assert game.state.provinces[province].governor == nominee
    assert game.state.provinces[province].term == 3


def test_a_defeated_candidate_is_not_nominated_again() -> None:
    game = base_game_at(SENATE_GOVERNOR_NOMINEE, scenario="middle", factions=3)
    decision = game.pending
    assert decision is not None
    nominee = decision.options[0].key
    game.apply(nominee)
    answer_votes(game, "nay")
    pass_tribunes(game)
    again = game.pending
    assert again is not None and again.kind == SENATE_GOVERNOR_NOMINEE
    assert again.context == decision.context
    assert nominee not in {o.key for o in again.options}


def test_an_unaligned_senator_in_the_forum_may_govern() -> None:
    game = base_game_at(SENATE_GOVERNOR_NOMINEE, scenario="middle", factions=3)
    decision = game.pending
    assert decision is not None
    forum = [o.key for o in decision.options if game.state.senators[o.key].faction is None]
    assert forum, "the Forum's Senators are candidates (1.09.53)"
    game.apply(forum[0])
    answer_votes(game, "aye")
    governor = game.state.senators[forum[0]]
    assert governor.faction is None and governor.location is Location.PROVINCE
