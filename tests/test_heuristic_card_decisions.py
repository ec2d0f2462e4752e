"""The heuristic Player (bots/heuristic.py) on the decisions issue 13's cards bring (1.07.3,
1.07.35, 1.07.36, 1.09.61, 1.13.1): it fines a rival, never its own Senator; proscribes only
when most Knights are others'; plays Cleopatra for its own Commander; governs by Legate."""

from collections.abc import Callable

from bots.heuristic import HeuristicPlayer
from bots.neutral import NeutralBot
from engine.cleopatra import offer_cleopatra
from engine.context import Context, Procedure
from engine.fine_court import fine_court
from engine.game import Game
from engine.proscription import after_civil_war_victory
from engine.senate.offices import award_governorship
from engine.state import Location, Office, ProvinceState
from tests.builders import add_senator, neutral_table
from tests.combat_support import PLAYER, combat_table, commander, send
from tests.event_support import war_in_play


def play(ctx: Context, procedure: Callable[[Context], Procedure]) -> list[str]:
    """Run with the heuristic Player in seat 0 and the NeutralBot elsewhere; the Player's keys."""
    game, player, bot, keys = Game(ctx, procedure, 0), HeuristicPlayer(0), NeutralBot(), []
    while game.pending is not None:
        decision = game.pending
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        if ctx.state.factions[seat].is_player:
            choice = player.decide(game.view(seat), decision)
            keys.append(getattr(choice, "key", str(choice)))
        else:
            choice = bot.decide(game.view(seat), decision)
        game.apply(choice)
    return keys


def test_the_censor_fines_the_richest_rival_and_spares_his_own() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "C").offices = [Office.CENSOR]
    add_senator(ctx, 0, "own").talents = 30
    add_senator(ctx, 1, "poor").talents = 1
    add_senator(ctx, 2, "rich").talents = 9
    ctx.state.laws.append(107)

    assert play(ctx, lambda c: fine_court(c, {"own", "poor", "rich"})) == ["rich"]


def test_proscription_is_played_and_used_only_when_most_knights_are_rivals() -> None:
    ctx = neutral_table()
    add_senator(ctx, 0, "P", influence=9).knights = 1
    add_senator(ctx, 1, "N").knights = 4
    ctx.state.factions[0].hand.append(144)

    assert play(ctx, after_civil_war_victory) == ["play", "proscribe"]


def test_cleopatra_is_played_for_rome_for_its_own_commander() -> None:
    ctx = combat_table("late")
    war = war_in_play(ctx, "war-alexandrine")
    mine = commander(ctx, PLAYER)
    send(ctx, mine, war, legions=3)
    ctx.state.factions[PLAYER].hand.append(139)

    assert play(ctx, lambda c: offer_cleopatra(c, mine, war)) == ["roman"]


def test_a_new_governor_stays_in_rome_and_governs_by_legate() -> None:
    ctx = neutral_table()
    ctx.state.laws.append(158)
    ctx.state.provinces["prov-africa"] = ProvinceState("prov-africa")
    senator = add_senator(ctx, 0, "S")

    def award(c: Context) -> Procedure:
        yield from award_governorship(c, senator, "prov-africa", "4.05.415", "Player")

    assert play(ctx, award) == ["legate"]
    assert senator.location is Location.ROME
