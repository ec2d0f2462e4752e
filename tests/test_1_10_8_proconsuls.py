"""1.10.8 Proconsul, with 1.10.12: a Commander who survives a battle he does not win, or who
wins at sea but does not go on to the Land Battle with Legions in his Force, stays with his
Force as Proconsul and takes a Prior Consul marker; a Dictator's Master of Horse then returns to
Rome. A Fleet sent without Legions comes home after its Victory."""

from __future__ import annotations

from bots.neutral import NeutralBot
from engine.game import Game
from engine.phases.combat import CONTINUE, CONTINUE_TO_LAND_BATTLE, STOP, combat_phase
from engine.state import ACTIVE_FORCES, Location, Office
from tests.combat_support import (
    IMPERIALS,
    PLAYER,
    battles,
    combat_table,
    commander,
    fight,
    ride_with,
    send,
    units_at,
)
from tests.event_support import war_in_play

NAVAL_VICTORY = [6, 6, 5]
"""Natural 17 against the 1st Punic War's Fleet with 10 Fleets and MIL 2: 19, a Victory."""


def test_a_survivor_of_a_stalemate_becomes_proconsul_with_a_prior_consul_marker() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, gallic, legions=10)
    fight(ctx, [2, 3, 3])
    assert general.location is Location.WAR
    assert general.offices == [Office.FIELD_CONSUL, Office.PROCONSUL]
    assert general.prior_consul
    assert ctx.state.dispatched == [general.key]


def test_a_dictator_made_proconsul_sends_his_master_of_horse_home() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    dictator = commander(ctx, PLAYER, military=1, office=Office.DICTATOR)
    master = commander(ctx, PLAYER, military=1, office=Office.MASTER_OF_HORSE)
    send(ctx, dictator, gallic, legions=10)
    ride_with(ctx, master, dictator)
    fight(ctx, [2, 3, 3])
    assert Office.PROCONSUL in dictator.offices
    assert master.location is Location.ROME
    assert master.commands is None
    assert Office.MASTER_OF_HORSE in master.offices


def test_declining_the_land_battle_after_a_naval_victory_makes_a_proconsul() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, punic, legions=10, fleets=10)
    game, player = fight(ctx, NAVAL_VICTORY, {CONTINUE_TO_LAND_BATTLE: [STOP]})
    assert len(battles(game)) == 1
    assert punic in ctx.state.naval_victories
    assert Office.PROCONSUL in general.offices
    assert [d.kind for d in player.seen] == [CONTINUE_TO_LAND_BATTLE]


def test_going_on_after_a_naval_victory_fights_the_land_battle_the_same_turn() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, punic, legions=10, fleets=10)
    game, _ = fight(ctx, [*NAVAL_VICTORY, 3, 3, 4], {CONTINUE_TO_LAND_BATTLE: [CONTINUE]})
    assert "at sea" in battles(game)[0]
    assert "on land: 3d6 10 + Rome 12 - enemy 10" in battles(game)[1]


def test_a_neutral_commander_goes_on_by_default_on_the_dominant_players_word() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-1")
    general = commander(ctx, IMPERIALS, military=2)
    send(ctx, general, punic, legions=10, fleets=10)
    ctx.dice.script(NAVAL_VICTORY)
    game = Game(ctx, combat_phase, 0)
    decision = game.pending
    assert decision is not None
    assert (decision.kind, decision.actor, decision.delegate_to) == (
        CONTINUE_TO_LAND_BATTLE,
        IMPERIALS,
        PLAYER,
    )
    assert NeutralBot().decide(game.view(PLAYER), decision).key == CONTINUE


def test_without_the_fleet_support_left_there_is_no_land_battle_and_no_question() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-1")
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, punic, legions=10, fleets=6)
    game, player = fight(ctx, [5, 5, 5])
    assert battles(game)[0].endswith("Victory")
    assert units_at(ctx, f"war:{punic}") == (8, 4)
    assert player.seen == []
    assert Office.PROCONSUL in general.offices


def test_a_fleet_without_legions_returns_to_rome_after_its_victory() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, punic, fleets=10)
    fight(ctx, NAVAL_VICTORY)
    assert general.location is Location.ROME
    assert general.commands is None
    assert Office.PROCONSUL not in general.offices
    assert units_at(ctx, ACTIVE_FORCES) == (0, 10)
    assert ctx.state.dispatched == []


def test_a_victor_is_no_proconsul() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, gallic, legions=15)
    fight(ctx, [6, 6, 6])
    assert Office.PROCONSUL not in general.offices
    assert ctx.state.victors == [general.key]
