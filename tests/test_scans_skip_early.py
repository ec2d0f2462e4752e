"""Scans that pass over what cannot match before the costly test (issue 33): units not on a War
are never orphaned (1.09.9), only a Statesman has a once-a-turn ability (1.07.312), a Random
Event out of play shows no side (1.07.21). At every decision of whole games the short scans
find what the plain ones find."""

from __future__ import annotations

from bots.agent import play
from bots.seating import player_bot, seat_each_player
from engine.events.cards import side_showing
from engine.schemas.senators import StatesmanAbility
from engine.senate.offices import Senate
from engine.senate.recalls import orphaned
from engine.senate.tribunes import _unused_ability
from engine.senators import ability_at_work
from engine.state import GameState, Senator, Unit
from solo.game import new_game

ABILITIES: tuple[StatesmanAbility, ...] = ("free_tribune_per_turn", "free_land_bill_veto_per_turn")


def _orphans(state: GameState) -> list[Unit]:
    return [u for u in (*state.legions, *state.fleets) if orphaned(state, u)]


def test_the_short_scans_find_what_the_plain_ones_find_through_whole_games() -> None:
    statesmen = 0
    for seed in range(4):
        game = new_game("early", 1, seed)
        agents = seat_each_player(game, [player_bot("heuristic")])
        ctx = game.context
        senate = Senate()
        while game.pending is not None:
            state = game.state
            units = (*state.legions, *state.fleets)
            short = [u for u in units if u.location.startswith("war:") and orphaned(state, u)]
            assert short == _orphans(state)
            for faction in state.factions:
                for ability in ABILITIES:
                    plain: Senator | None = next(
                        (
                            s
                            for s in state.faction_senators(faction.seat)
                            if s.key not in senate.free_tribunes_used
                            and ability_at_work(ctx.catalog, s, ability)
                        ),
                        None,
                    )
                    found = _unused_ability(ctx, senate, faction.seat, ability)
                    assert found is plain
                    statesmen += found is not None
            play(game, agents, max_decisions=1)
    assert statesmen  # a Statesman with a free Tribune was met


def test_a_random_event_out_of_play_shows_no_side() -> None:
    catalog = new_game("early", 1, 0).context.catalog
    for card in catalog.events.random_events:
        assert side_showing(card, 0) is None
        assert side_showing(card, 1) is card.normal
