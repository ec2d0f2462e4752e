"""1.10.1 War: Wars are fought in the order the Senate dispatched the Commander placed last on
each, all battles against one War before the next; Commanders on one War attack in the order
they choose, else by 2d6; each must attack unless his War is eliminated first."""

from __future__ import annotations

from bots.neutral import NeutralBot
from engine.game import Game
from engine.phases.combat import ATTACK_ORDER, combat_phase
from engine.state import ACTIVE_FORCES, CIVIL_WAR, Location, Office
from tests.combat_support import (
    IMPERIALS,
    PLAYER,
    battles,
    combat_table,
    commander,
    fight,
    send,
    status,
    units_at,
)
from tests.event_support import war_in_play

STALEMATE = [3, 3, 4]
"""A natural 10 that is no Disaster or Standoff number of the Wars used here."""


def test_wars_are_fought_in_dispatch_order() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    illyrian = war_in_play(ctx, "war-illyrian-2")
    first = commander(ctx, PLAYER)
    second = commander(ctx, PLAYER, office=Office.ROME_CONSUL)
    send(ctx, first, illyrian, legions=5, fleets=2)
    send(ctx, second, gallic, legions=10)
    game, _ = fight(ctx, STALEMATE + STALEMATE)
    order = battles(game)
    assert "2nd Illyrian War" in order[0]
    assert "1st Gallic War" in order[1]


def test_the_commander_placed_last_on_a_war_sets_its_place() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    illyrian = war_in_play(ctx, "war-illyrian-2")
    proconsul = commander(ctx, PLAYER, office=Office.PROCONSUL)
    field = commander(ctx, PLAYER)
    rome = commander(ctx, PLAYER, office=Office.ROME_CONSUL)
    send(ctx, proconsul, gallic, legions=10)
    send(ctx, field, illyrian, legions=5, fleets=2)
    send(ctx, rome, gallic, legions=10)
    game, _ = fight(ctx, STALEMATE * 3, {ATTACK_ORDER: [proconsul.key]})
    order = battles(game)
    assert "2nd Illyrian War" in order[0]
    assert all("1st Gallic War" in text for text in order[1:])


def test_commanders_sent_together_to_different_wars_go_by_2d6() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    illyrian = war_in_play(ctx, "war-illyrian-2")
    first = commander(ctx, PLAYER)
    second = commander(ctx, PLAYER, office=Office.ROME_CONSUL)
    send(ctx, first, illyrian, legions=5, fleets=2)
    send(ctx, second, gallic, legions=10)
    ctx.state.dispatched.clear()
    game, _ = fight(ctx, [1, 1, 6, 6, *STALEMATE, *STALEMATE])
    order = battles(game)
    assert "1st Gallic War" in order[0]
    assert "2nd Illyrian War" in order[1]


def test_a_player_chooses_which_of_his_commanders_attacks_first() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    first = commander(ctx, PLAYER)
    second = commander(ctx, PLAYER, office=Office.ROME_CONSUL)
    send(ctx, first, gallic, legions=8)
    send(ctx, second, gallic, legions=8)
    game, player = fight(ctx, STALEMATE * 2, {ATTACK_ORDER: [second.key]})
    (decision,) = [d for d in player.seen if d.kind == ATTACK_ORDER]
    assert decision.options.keys() == [first.key, second.key]
    assert battles(game)[0].startswith(f"{second.name} attacks")
    assert battles(game)[1].startswith(f"{first.name} attacks")


def test_a_neutrals_attack_order_is_delegated_and_defaults_to_dispatch_order() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    first = commander(ctx, IMPERIALS)
    second = commander(ctx, IMPERIALS, office=Office.ROME_CONSUL)
    send(ctx, first, gallic, legions=8)
    send(ctx, second, gallic, legions=8)
    game = Game(ctx, combat_phase, 0)
    decision = game.pending
    assert decision is not None
    assert (decision.kind, decision.actor, decision.delegate_to) == (ATTACK_ORDER, IMPERIALS, 0)
    assert NeutralBot().decide(game.view(PLAYER), decision).key == first.key


def test_commanders_of_different_factions_attack_in_order_of_2d6() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    first = commander(ctx, PLAYER)
    second = commander(ctx, IMPERIALS, office=Office.ROME_CONSUL)
    send(ctx, first, gallic, legions=8)
    send(ctx, second, gallic, legions=8)
    game, _ = fight(ctx, [1, 1, 6, 6, *STALEMATE, *STALEMATE])
    assert battles(game)[0].startswith(f"{second.name} attacks")


def test_a_commander_whose_war_is_won_first_does_not_attack_and_goes_home() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    first = commander(ctx, PLAYER, military=5)
    second = commander(ctx, PLAYER, office=Office.ROME_CONSUL)
    send(ctx, first, gallic, legions=15)
    send(ctx, second, gallic, legions=4)
    game, _ = fight(ctx, [6, 6, 6], {ATTACK_ORDER: [first.key]})
    assert len(battles(game)) == 1
    assert status(ctx, gallic) is None
    assert second.location is Location.ROME
    assert units_at(ctx, ACTIVE_FORCES) == (4, 0)


def test_every_commander_attacks_until_the_war_is_eliminated() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    first = commander(ctx, PLAYER)
    second = commander(ctx, PLAYER, office=Office.ROME_CONSUL)
    send(ctx, first, gallic, legions=8)
    send(ctx, second, gallic, legions=8)
    game, _ = fight(ctx, STALEMATE * 2, {ATTACK_ORDER: [first.key]})
    assert len(battles(game)) == 2


def test_an_army_sent_against_a_rebel_fights_in_dispatch_order_too() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    rebel = commander(ctx, IMPERIALS, military=2, office=None)
    rebel.location = Location.REBEL
    ctx.state.primary_rebel = rebel.key
    for unit in ctx.state.legions[:4]:
        unit.location = "rebel"
    first = commander(ctx, PLAYER, military=2)
    second = commander(ctx, PLAYER, office=Office.ROME_CONSUL)
    send(ctx, first, CIVIL_WAR, legions=8)
    send(ctx, second, gallic, legions=8)
    game, _ = fight(ctx, STALEMATE * 2)
    order = battles(game)
    assert "the Rebel" in order[0]
    assert "1st Gallic War" in order[1]
