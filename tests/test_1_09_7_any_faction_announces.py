"""1.09.7 in the base game: any faction may announce an Assassination when it is called to vote,
the factions in the order the vote calls them (clockwise from the proposer's), on a Senator in
Rome of another faction; one attempt by a faction and one on a faction a turn; a faction an
attempt left without Senators in Rome is not called. Seed 3, four factions, the first Consular
vote: Player 1 (seat 0) proposes and is called first."""

from __future__ import annotations

from engine.game import Game
from engine.queries import in_rome
from engine.senate.assassins import ATTEMPT_PREFIX
from engine.state import Location
from tests.base_game_support import assassinate, base_game_at

FABIUS, CORNELIUS = "fam-02-fabius", "fam-01-cornelius"


def targets(game: Game) -> set[str]:
    """The Senators the pending decision offers to attempt on."""
    assert game.pending is not None
    return {
        o.key.removeprefix(ATTEMPT_PREFIX)
        for o in game.pending.options
        if o.key.startswith(ATTEMPT_PREFIX)
    }


def rivals_in_rome(game: Game, seat: int, spared: frozenset[int] = frozenset()) -> set[str]:
    """The Senators in Rome of the other factions, those of ``spared`` factions left out."""
    return {
        s.key
        for s in game.state.senators.values()
        if in_rome(s) and s.faction != seat and s.faction not in spared
    }


def vote_nay(game: Game) -> None:
    """The faction called votes against and buys no votes."""
    game.apply("nay")
    while game.pending is not None and game.pending.kind == "senate.vote_talents":
        game.apply("0")


def test_every_faction_called_to_vote_may_announce_one_in_the_order_called() -> None:
    game = base_game_at("senate.vote", factions=4)
    called = []
    while game.pending is not None and game.pending.kind == "senate.vote":
        seat = game.pending.actor
        called.append(seat)
        assert targets(game) == rivals_in_rome(game, seat)
        vote_nay(game)
    assert called == [0, 1, 2, 3]


def test_one_attempt_by_a_faction_and_one_on_a_faction_a_turn() -> None:
    game = base_game_at("senate.vote", factions=4)
    assassin = assassinate(game, FABIUS, 3)  # 1d6 3: no effect (1.09.72)
    assert FABIUS in game.state.senators and assassin.key in game.state.senators
    assert game.state.assassinations == [(0, 1)]
    assert game.pending is not None and game.pending.actor == 0
    assert not targets(game), "Player 1 has made its attempt this turn"
    vote_nay(game)
    while game.pending is not None and game.pending.kind == "senate.vote":
        seat = game.pending.actor
        assert targets(game) == rivals_in_rome(game, seat, spared=frozenset({1}))
        vote_nay(game)


def test_a_faction_left_without_senators_in_rome_is_not_called() -> None:
    game = base_game_at("senate.vote", factions=4)
    for senator in game.state.faction_senators(3):
        if senator.key != CORNELIUS:
            senator.location = Location.WAR  # away: Cornelius is Player 4's last in Rome
    assassinate(game, CORNELIUS, 6)
    called = []
    while game.pending is not None and game.pending.kind == "senate.vote":
        called.append(game.pending.actor)
        vote_nay(game)
    assert called == [0, 1, 2]
    assert any(e.act == "proposal_fails" for e in game.log)
