"""1.10.11-1.10.3, 1.10.6: battle strengths, the Combat Results Table and losses. Land: Legions
(Veterans double) plus the Commander's Military rating, capped by the Army, against the War's
Land Strength, with the Fleet Support present; Defeat kills the Commander and his Master of
Horse; Stalemate keeps the Force in the field; losses are drawn at random; the Commander loses
1 Popularity per 2 Legions lost."""

from __future__ import annotations

import pytest

from engine.combat import war_strength
from engine.dice import Dice
from engine.state import Location, Office, WarStatus
from tests.combat_support import (
    PLAYER,
    Chits,
    battles,
    combat_table,
    commander,
    fight,
    leader_on,
    ride_with,
    send,
    units_at,
)
from tests.event_support import war_in_play
from tests.interpreted_support import PATCHES_A_FUNCTION


def test_a_leader_never_gives_a_war_without_a_ship_a_fleet() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-2")
    leader_on(ctx, "ldr-hannibal", punic)
    strength = war_strength(ctx.state, ctx.catalog, punic)
    assert (strength.land, strength.naval, strength.support) == (22, 0, 5)


def test_matching_wars_multiply_land_and_fleet_strength_not_support() -> None:
    ctx = combat_table()
    first = war_in_play(ctx, "war-punic-1")
    second = war_in_play(ctx, "war-punic-2")
    leader_on(ctx, "ldr-hamilcar", first)
    one = war_strength(ctx.state, ctx.catalog, first)
    two = war_strength(ctx.state, ctx.catalog, second)
    assert (one.land, one.naval, one.support) == (10 * 2 + 3, 10 * 2 + 3, 5)
    assert (two.land, two.support) == (15 * 2 + 3, 5)


def test_an_inactive_or_imminent_match_does_not_multiply() -> None:
    ctx = combat_table()
    first = war_in_play(ctx, "war-punic-1")
    war_in_play(ctx, "war-punic-2", WarStatus.IMMINENT)
    assert war_strength(ctx.state, ctx.catalog, first).land == 10


def test_veterans_count_double_and_military_is_capped_by_the_army() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, gallic, legions=2, veterans=1)
    game, _ = fight(ctx, [3, 3, 4])
    assert "+ Rome 6 - enemy 10" in battles(game)[0]


def test_a_dictator_adds_his_master_of_horses_military() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    dictator = commander(ctx, PLAYER, military=3, office=Office.DICTATOR)
    master = commander(ctx, PLAYER, military=2, office=Office.MASTER_OF_HORSE)
    send(ctx, dictator, gallic, legions=10)
    ride_with(ctx, master, dictator)
    game, _ = fight(ctx, [3, 3, 4])
    assert "+ Rome 15 - enemy 10" in battles(game)[0]


def test_no_land_battle_without_the_fleet_support() -> None:
    ctx = combat_table()
    war = war_in_play(ctx, "war-illyrian-2")
    general = commander(ctx, PLAYER)
    send(ctx, general, war, legions=8, fleets=1)
    game, _ = fight(ctx)
    assert battles(game) == []
    assert any(e.act == "no_battle" for e in game.log)


def test_a_defeat_kills_commander_and_master_of_horse_and_raises_unrest_by_2() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    dictator = commander(ctx, PLAYER, military=1, office=Office.DICTATOR)
    master = commander(ctx, PLAYER, military=1, office=Office.MASTER_OF_HORSE)
    send(ctx, dictator, gallic, legions=6)
    ride_with(ctx, master, dictator)
    game, _ = fight(ctx, [1, 2, 3])
    assert "= 4: Defeat" in battles(game)[0]
    assert ctx.state.senators[dictator.key] is not dictator
    assert ctx.state.senators[master.key] is not master
    assert ctx.state.unrest == 2
    assert units_at(ctx, f"war:{gallic}") == (2, 0)
    assert all(u.commander is None for u in ctx.state.legions)


def test_a_stalemate_costs_the_table_losses_and_leaves_unrest_alone() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, gallic, legions=10)
    ctx.state.unrest = 3
    game, _ = fight(ctx, [2, 3, 3])
    assert "= 10: Stalemate" in battles(game)[0]
    assert units_at(ctx, f"war:{gallic}") == (7, 0)
    assert ctx.state.unrest == 3
    assert general.location is Location.WAR


def test_a_victory_lowers_unrest_by_1() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=4)
    send(ctx, general, gallic, legions=12)
    ctx.state.unrest = 3
    fight(ctx, [4, 4, 6])
    assert ctx.state.unrest == 2


def test_legion_and_fleet_losses_are_counted_separately() -> None:
    ctx = combat_table()
    war = war_in_play(ctx, "war-illyrian-2")
    general = commander(ctx, PLAYER, military=1)
    send(ctx, general, war, legions=6, fleets=5)
    fight(ctx, [2, 2, 3])
    assert units_at(ctx, f"war:{war}") == (3, 2)


def test_the_commander_loses_1_popularity_per_2_legions_rounded_down() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2, popularity=4)
    send(ctx, general, gallic, legions=10)
    fight(ctx, [2, 2, 2])
    assert units_at(ctx, f"war:{gallic}") == (5, 0)
    assert general.popularity == 4 - 2


def test_losses_are_drawn_at_random_among_veterans_too() -> None:
    veterans_lost = set()
    for seed in range(12):
        ctx = combat_table()
        ctx.dice = Dice(seed)
        gallic = war_in_play(ctx, "war-gallic-1")
        general = commander(ctx, PLAYER, military=2)
        send(ctx, general, gallic, legions=10, veterans=5)
        veterans = [u for u in ctx.state.legions if u.veteran]
        fight(ctx, [1, 1, 1])
        veterans_lost.add(sum(1 for u in veterans if u.location == "bank"))
    assert len(veterans_lost) > 1


def test_evil_omens_lower_the_battle_roll() -> None:
    ctx = combat_table()
    ctx.state.events["evt-evil-omens"] = 1
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, gallic, legions=10)
    game, _ = fight(ctx, [3, 3, 4])
    assert "3d6 10 + Rome 12 - enemy 10 -1 Evil Omens = 11: Stalemate" in battles(game)[0]


@pytest.mark.parametrize(
    ("event", "dice", "enemy"),
    [
        ("evt-ally-deserts", [2, 3, 5], 10 + 2),
        ("evt-enemys-ally-deserts", [3, 3, 5], 10 - 3),
        ("evt-enemys-ally-deserts", [2, 3, 5], 10),
    ],
    ids=["even: raised by the black die", "odd: lowered", "wrong parity: no change"],
)
def test_desertion_events_move_the_enemy_strength_by_the_black_die(
    event: str, dice: list[int], enemy: int
) -> None:
    ctx = combat_table()
    ctx.state.events[event] = 1
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, gallic, legions=10)
    game, _ = fight(ctx, dice)
    assert f"- enemy {enemy}" in battles(game)[0]


def test_the_severe_desertion_uses_the_two_white_dice() -> None:
    ctx = combat_table()
    ctx.state.events["evt-enemys-ally-deserts"] = 2
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, gallic, legions=10)
    game, _ = fight(ctx, [1, 3, 5])
    assert "- enemy 2" in battles(game)[0]


@PATCHES_A_FUNCTION
def test_commander_death_draws_a_chit_per_unit_lost(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = combat_table()
    war = war_in_play(ctx, "war-illyrian-2")
    general = commander(ctx, PLAYER, military=2)
    chits = Chits(monkeypatch, [general.family_id, "blank"])
    send(ctx, general, war, legions=8, fleets=4)
    fight(ctx, [1, 2, 3])
    assert chits.counts == [1 + 1]
    assert ctx.state.senators[general.key] is not general
    assert units_at(ctx, f"war:{war}") == (7, 3)
    assert all(u.commander is None for u in ctx.state.legions)


def test_a_defeat_draws_no_chits(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=1)
    chits = Chits(monkeypatch)
    send(ctx, general, gallic, legions=6)
    fight(ctx, [1, 2, 3])
    assert chits.counts == []
