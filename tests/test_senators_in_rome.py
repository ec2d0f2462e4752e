"""The whole-Senate scans of who is in Rome (issue 33): ``senators_in_rome``, ``faction_in_rome``
and ``votes_by_faction`` write ``in_rome`` and ``votes`` out instead of calling them a Senator;
at every decision of whole games they give what the plain calls give (1.09.11, 1.09.141)."""

from __future__ import annotations

from bots.agent import play
from bots.seating import player_bot, seat_each_player
from engine.game import Game
from engine.queries import faction_in_rome, in_rome, senators_in_rome, votes, votes_by_faction
from engine.state import GameState, Location
from solo.game import new_game


def _check(state: GameState) -> tuple[int, int]:
    """The scans against the plain calls on this state; how many Senators are in Rome and
    away from it."""
    senators = list(state.senators.values())
    assert senators_in_rome(senators) == [s for s in senators if in_rome(s)]
    for faction in state.factions:
        seat = faction.seat
        plain = [s for s in senators if s.faction == seat and in_rome(s)]
        assert faction_in_rome(senators, seat) == plain
    plain_votes: dict[int, int] = {}
    for s in senators:
        if s.faction is not None and in_rome(s):
            plain_votes[s.faction] = plain_votes.get(s.faction, 0) + votes(s)
    assert votes_by_faction(senators) == plain_votes
    home = len(senators_in_rome(senators))
    return home, len(senators) - home


def test_scans_match_the_plain_calls_through_whole_games() -> None:
    in_town = away = 0
    for seed in (0, 7):
        game: Game = new_game("early", 1, seed)
        agents = seat_each_player(game, [player_bot("heuristic")])
        while game.pending is not None:
            home, elsewhere = _check(game.state)
            in_town, away = in_town + home, away + elsewhere
            play(game, agents, max_decisions=1)
        _check(game.state)
    assert in_town and away  # both sides of the test were met


def test_an_unaligned_senator_in_rome_and_an_aligned_one_away_are_left_out() -> None:
    state = new_game("early", 1, 0).state
    aligned, unaligned = [s for s in state.senators.values() if s.faction is not None][:2]
    unaligned.faction = None
    aligned.location, unaligned.location = Location.ROME, Location.ROME
    assert aligned in senators_in_rome([aligned, unaligned])
    assert unaligned not in senators_in_rome([aligned, unaligned])
    aligned.location = Location.PROVINCE
    assert senators_in_rome([aligned]) == []
    assert faction_in_rome([aligned], aligned.faction or 0) == []
    assert votes_by_faction([aligned, unaligned]) == {}
