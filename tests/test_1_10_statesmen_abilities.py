"""The Early Republic Statesmen in battle (1.07.343, 1.09.34): Scipio Africanus (1A) ignores the
D/S numbers of the Punic Wars, Flamininus (18A) and Aemilius Paullus (19A) those of the
Macedonian Wars, never a Leader's; Fabius Cunctator (2A) halves his Force's losses, rounded up,
except as Master of Horse, who can nullify nothing. Two later cards the same code reads: Julius
Caesar's two Veterans per Victory (4A), Pompey's rolled Military rating (30A, 1.13.3)."""

from __future__ import annotations

import pytest

from engine.combat import combat_numbers
from engine.state import Office
from tests.combat_support import (
    PLAYER,
    battles,
    combat_table,
    commander,
    fight,
    leader_on,
    ride_with,
    send,
    statesman,
    units_at,
)
from tests.event_support import war_in_play


@pytest.mark.effect("statesman", "nullify_war_disaster_standoff")
@pytest.mark.parametrize("war_key", ["war-punic-1", "war-punic-2"])
def test_scipio_africanus_ignores_the_punic_wars_numbers(war_key: str) -> None:
    ctx = combat_table()
    war = war_in_play(ctx, war_key)
    scipio = statesman(ctx, PLAYER, "1A", Office.FIELD_CONSUL)
    numbers = combat_numbers(ctx, scipio, war)
    assert numbers.disaster == numbers.standoff == set()


def test_scipio_africanus_rolls_through_a_punic_disaster_number() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-2")
    scipio = statesman(ctx, PLAYER, "1A", Office.FIELD_CONSUL)
    send(ctx, scipio, punic, legions=15, fleets=5)
    game, _ = fight(ctx, [2, 4, 4])
    assert "3d6 10 + Rome 20 - enemy 15 = 15: Victory" in battles(game)[0]


def test_scipio_africanus_still_faces_hannibals_numbers() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-2")
    leader_on(ctx, "ldr-hannibal", punic)
    scipio = statesman(ctx, PLAYER, "1A", Office.FIELD_CONSUL)
    numbers = combat_numbers(ctx, scipio, punic)
    assert (set(numbers.disaster), set(numbers.standoff)) == ({9}, {16})


def test_scipio_africanus_faces_other_wars_numbers() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    scipio = statesman(ctx, PLAYER, "1A", Office.FIELD_CONSUL)
    numbers = combat_numbers(ctx, scipio, gallic)
    assert (set(numbers.disaster), set(numbers.standoff)) == ({13}, {15})


@pytest.mark.effect("statesman", "nullify_war_disaster_standoff")
@pytest.mark.parametrize("code", ["18A", "19A"])
def test_flamininus_and_aemilius_paullus_ignore_the_macedonian_wars_numbers(code: str) -> None:
    ctx = combat_table()
    macedonian = war_in_play(ctx, "war-macedonian-1")
    leader_on(ctx, "ldr-philip-v", macedonian)
    general = statesman(ctx, PLAYER, code, Office.FIELD_CONSUL)
    numbers = combat_numbers(ctx, general, macedonian)
    assert (set(numbers.disaster), set(numbers.standoff)) == ({15}, {14})


@pytest.mark.effect("statesman", "nullify_war_disaster_standoff")
def test_a_master_of_horse_cannot_nullify() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-2")
    dictator = commander(ctx, PLAYER, military=3, office=Office.DICTATOR)
    scipio = statesman(ctx, PLAYER, "1A", Office.MASTER_OF_HORSE)
    send(ctx, dictator, punic, legions=15, fleets=5)
    ride_with(ctx, scipio, dictator)
    game, _ = fight(ctx, [2, 4, 4])
    assert "+ Rome 23 - enemy 15" in battles(game)[0]
    assert battles(game)[0].endswith("Disaster")


@pytest.mark.effect("statesman", "halve_combat_losses")
def test_fabius_halves_his_losses_rounded_up() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    fabius = statesman(ctx, PLAYER, "2A", Office.FIELD_CONSUL)
    send(ctx, fabius, gallic, legions=5)
    game, _ = fight(ctx, [1, 1, 1])
    assert "= 3: Defeat" in battles(game)[0]
    assert units_at(ctx, f"war:{gallic}") == (2, 0)


@pytest.mark.effect("statesman", "halve_combat_losses")
def test_fabius_halves_a_disaster_too() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    fabius = statesman(ctx, PLAYER, "2A", Office.FIELD_CONSUL)
    send(ctx, fabius, gallic, legions=10)
    game, _ = fight(ctx, [4, 4, 5])
    assert battles(game)[0].endswith("Disaster")
    assert units_at(ctx, f"war:{gallic}") == (10 - 3, 0)


@pytest.mark.effect("statesman", "halve_combat_losses")
def test_fabius_as_master_of_horse_halves_nothing() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    dictator = commander(ctx, PLAYER, military=1, office=Office.DICTATOR)
    fabius = statesman(ctx, PLAYER, "2A", Office.MASTER_OF_HORSE)
    send(ctx, dictator, gallic, legions=10)
    ride_with(ctx, fabius, dictator)
    game, _ = fight(ctx, [4, 4, 5])
    assert battles(game)[0].endswith("Disaster")
    assert units_at(ctx, f"war:{gallic}") == (5, 0)


@pytest.mark.effect("statesman", "two_veterans_per_victory")
def test_julius_caesar_makes_two_veterans_after_a_victory() -> None:
    ctx = combat_table("late")
    gallic = war_in_play(ctx, "war-gallic-3")
    caesar = statesman(ctx, PLAYER, "4A", Office.FIELD_CONSUL)
    send(ctx, caesar, gallic, legions=20)
    fight(ctx, [6, 6, 6])
    loyal = [u for u in ctx.state.legions if u.veteran and u.allegiance == caesar.key]
    assert len(loyal) == 2


@pytest.mark.effect("statesman", "rolled_military")
def test_pompey_rolls_his_military_rating_before_each_battle() -> None:
    ctx = combat_table("late")
    gallic = war_in_play(ctx, "war-gallic-3")
    pompey = statesman(ctx, PLAYER, "30A", Office.FIELD_CONSUL)
    send(ctx, pompey, gallic, legions=20)
    game, _ = fight(ctx, [4, 3, 3, 5])
    assert "+ Rome 25 - enemy 15" in battles(game)[0]
