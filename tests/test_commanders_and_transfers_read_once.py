"""Commanders in the field and a Player's transfer pairs with each Senator's place read once
(issue 33): ``field_commanders`` looks further only at the Senators at War, and
``transfer_options`` reads each purse's Rebel status once, not once a pair; both give what the
plain reckoning gives at every decision of whole games, a Dictator's Master of Horse and a
Rebel's purse included (1.09.34, 1.10.1, 1.06.3, 1.11.33)."""

from __future__ import annotations

from bots.agent import play
from bots.seating import player_bot, seat_each_player
from engine.context import Context
from engine.decision import Option
from engine.phases.battle_order import commands_war, field_commanders
from engine.phases.redistribution import purses, transfer_option, transfer_options
from engine.state import GameState, Location, Office, Senator
from solo.game import new_game


def _plain_commanders(state: GameState) -> list[Senator]:
    senators = state.senators.values()
    away = any(Office.DICTATOR in s.offices and s.location is Location.WAR for s in senators)
    return [
        s
        for s in senators
        if commands_war(state, s.key) and not (away and Office.MASTER_OF_HORSE in s.offices)
    ]


def _plain_transfers(ctx: Context, seat: int) -> list[Option]:
    found = purses(ctx, seat)
    return [
        transfer_option(src.key, src.name, dst.key, dst.name)
        for src in found
        if src.faction.seat == seat and src.talents > 0
        for dst in found
        if dst is not src and dst.rebel == src.rebel
    ]


def test_both_match_the_plain_reckoning_through_whole_games() -> None:
    commanding = 0
    for seed in range(6):
        game = new_game("early", 1, seed)
        agents = seat_each_player(game, [player_bot("heuristic")])
        while game.pending is not None:
            state = game.state
            assert field_commanders(state) == _plain_commanders(state)
            commanding += bool(_plain_commanders(state))
            assert transfer_options(game.context, 0) == _plain_transfers(game.context, 0)
            play(game, agents, max_decisions=1)
    assert commanding  # Commanders were in the field


def test_a_dictators_master_of_horse_and_a_rebels_purse() -> None:
    for seed in range(10):  # the first game that sends a Commander, to the moment it does
        game = new_game("early", 1, seed)
        agents = seat_each_player(game, [player_bot("heuristic")])
        while game.pending is not None and not _plain_commanders(game.state):
            play(game, agents, max_decisions=1)
        if _plain_commanders(game.state):
            break
    state = game.state.clone()
    leader = _plain_commanders(state)[0]
    leader.offices = [*leader.offices, Office.DICTATOR]
    rider = next(s for s in state.senators.values() if s is not leader and s.faction is not None)
    rider.offices = [*rider.offices, Office.MASTER_OF_HORSE]
    rider.location, rider.commands = Location.WAR, leader.commands
    assert rider not in field_commanders(state)
    assert field_commanders(state) == _plain_commanders(state)
    ctx = game.context
    own = [s for s in ctx.state.senators.values() if s.faction == 0]
    own[0].location, own[0].talents = Location.REBEL, 5
    own[1].talents = 4
    assert transfer_options(ctx, 0) == _plain_transfers(ctx, 0)
