"""The Combat Phase as a whole (1.10, 1.10.9): an attacked War is Active; at the end of the phase
an Active War is Unprosecuted unless a Land Battle left a Legion and the Fleet Support on it, or
a Naval Battle left a Fleet or a Naval Victory marker; talents are conserved."""

from __future__ import annotations

from bots.agent import play
from bots.seating import default_agents
from engine.context import SETUP_ONLY
from engine.game import Game
from engine.phases.combat import combat_phase
from engine.state import Location, Office, WarStatus
from engine.treasury import money_in_play
from solo.game import new_game
from tests.combat_support import (
    PLAYER,
    combat_table,
    commander,
    fight,
    send,
    status,
    units_at,
)
from tests.event_support import war_in_play


def test_the_phase_is_the_combat_phase() -> None:
    ctx = combat_table()
    fight(ctx)
    assert ctx.state.phase == "Combat"


def test_an_active_war_nobody_attacked_goes_unprosecuted() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    inactive = war_in_play(ctx, "war-illyrian-1", WarStatus.INACTIVE)
    imminent = war_in_play(ctx, "war-macedonian-2", WarStatus.IMMINENT)
    fight(ctx)
    assert status(ctx, gallic) is WarStatus.UNPROSECUTED
    assert status(ctx, inactive) is WarStatus.INACTIVE
    assert status(ctx, imminent) is WarStatus.IMMINENT


def test_attacking_an_inactive_war_activates_it() -> None:
    ctx = combat_table()
    illyrian = war_in_play(ctx, "war-illyrian-1", WarStatus.INACTIVE)
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, illyrian, legions=3, fleets=3)
    fight(ctx, [4, 4, 5])
    assert status(ctx, illyrian) is WarStatus.ACTIVE


def test_a_stalemate_with_forces_left_prosecutes_the_war() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1", WarStatus.UNPROSECUTED)
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, gallic, legions=10)
    fight(ctx, [2, 3, 3])
    assert status(ctx, gallic) is WarStatus.ACTIVE


def test_a_land_battle_that_leaves_no_legion_does_not_prosecute() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=1)
    send(ctx, general, gallic, legions=3)
    fight(ctx, [1, 1, 1])
    assert status(ctx, gallic) is WarStatus.UNPROSECUTED


def test_a_land_battle_that_leaves_too_few_fleets_does_not_prosecute() -> None:
    ctx = combat_table()
    illyrian = war_in_play(ctx, "war-illyrian-2")
    general = commander(ctx, PLAYER, military=1)
    send(ctx, general, illyrian, legions=4, fleets=2)
    fight(ctx, [1, 2, 3])
    assert units_at(ctx, f"war:{illyrian}") == (3, 1)
    assert status(ctx, illyrian) is WarStatus.UNPROSECUTED


def test_a_naval_stalemate_with_fleets_left_prosecutes() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, punic, fleets=10)
    fight(ctx, [2, 3, 3])
    assert status(ctx, punic) is WarStatus.ACTIVE


def test_a_naval_victory_marker_prosecutes_even_when_the_fleet_went_home() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, punic, fleets=10)
    fight(ctx, [6, 6, 5])
    assert general.location is Location.ROME
    assert status(ctx, punic) is WarStatus.ACTIVE


def test_stale_naval_victory_markers_are_cleared() -> None:
    ctx = combat_table()
    ctx.state.naval_victories.append(1)
    fight(ctx)
    assert ctx.state.naval_victories == []


def test_dispatch_order_keeps_only_proconsuls_in_the_field() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    illyrian = war_in_play(ctx, "war-illyrian-2")
    proconsul = commander(ctx, PLAYER, military=2)
    victor = commander(ctx, PLAYER, military=5, office=Office.ROME_CONSUL)
    send(ctx, proconsul, gallic, legions=10)
    send(ctx, victor, illyrian, legions=15, fleets=2)
    fight(ctx, [2, 3, 3, 6, 6, 6])
    assert ctx.state.dispatched == [proconsul.key]
    assert ctx.state.victors == [victor.key]


def test_a_set_up_game_fights_with_its_own_units_and_keeps_every_talent() -> None:
    for seed in range(8):
        game = new_game("early", 1, seed, SETUP_ONLY)
        play(game, default_agents(game))
        ctx = game.context
        state = ctx.state
        punic = next(iter(state.wars))
        consul = next(s for s in state.senators.values() if Office.ROME_CONSUL in s.offices)
        send(ctx, consul, punic, legions=10, fleets=12)
        state.mortality_cup = list(ctx.catalog.tables.mortality.cup())
        phase = Game(ctx, combat_phase, seed)
        play(phase, default_agents(phase))
        assert money_in_play(state) == state.bank_flow
        assert sum(1 for u in state.legions if u.location != "bank") <= 25
