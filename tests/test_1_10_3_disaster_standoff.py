"""1.10.21, 1.10.31: a natural roll equal to a Disaster number of the War or its Leaders is a
Disaster (half of each unit type lost, rounded up; Unrest +1), else one equal to a Standoff
number a Standoff (a quarter, rounded up); each number applies once per turn per War, even if
printed on both the War and a Leader."""

from __future__ import annotations

from engine.combat import CombatNumbers, combat_numbers, resolve_battle
from engine.state import Office
from tests.combat_support import (
    PLAYER,
    battles,
    combat_table,
    commander,
    fight,
    leader_on,
    send,
    units_at,
)
from tests.event_support import war_in_play

ATTACK_ORDER = "combat.attack_order"


def test_a_disaster_number_ignores_the_table_and_loses_half_rounded_up() -> None:
    ctx = combat_table()
    war = war_in_play(ctx, "war-punic-2")
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, war, legions=25, fleets=5)
    game, _ = fight(ctx, [2, 4, 4])
    assert battles(game)[0].endswith("Disaster")
    assert units_at(ctx, f"war:{war}") == (12, 2)
    assert ctx.state.unrest == 1
    assert Office.PROCONSUL in general.offices


def test_a_standoff_number_loses_a_quarter_rounded_up() -> None:
    ctx = combat_table()
    war = war_in_play(ctx, "war-punic-2")
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, war, legions=25, fleets=5)
    game, _ = fight(ctx, [5, 5, 5])
    assert battles(game)[0].endswith("Standoff")
    assert units_at(ctx, f"war:{war}") == (18, 3)
    assert ctx.state.unrest == 0


def test_a_number_both_disaster_and_standoff_is_a_disaster() -> None:
    ctx = combat_table()
    ctx.dice.script([4, 4, 4])
    numbers = CombatNumbers(frozenset({12}), frozenset({12}))
    roll = resolve_battle(ctx, "Game", "a battle", 10, 10, numbers)
    assert roll.result == "disaster"


def test_without_d_s_numbers_the_table_decides() -> None:
    ctx = combat_table()
    ctx.dice.script([4, 4, 4])
    roll = resolve_battle(ctx, "Game", "a Civil War battle", 12, 10)
    assert (roll.natural, roll.total, roll.result) == (12, 14, "victory")


def test_leader_numbers_add_to_the_wars() -> None:
    ctx = combat_table()
    war = war_in_play(ctx, "war-punic-1")
    leader_on(ctx, "ldr-hamilcar", war)
    general = commander(ctx, PLAYER)
    numbers = combat_numbers(ctx, general, war)
    assert numbers.disaster == {13, 8}
    assert numbers.standoff == {11, 14, 12}


def test_a_d_s_number_applies_once_per_turn_per_war() -> None:
    ctx = combat_table("middle")
    war = war_in_play(ctx, "war-jugurthine")
    first = commander(ctx, PLAYER, military=2)
    second = commander(ctx, PLAYER, military=2, office=Office.ROME_CONSUL)
    send(ctx, first, war, legions=10, fleets=2)
    send(ctx, second, war, legions=6, fleets=2)
    game, _ = fight(ctx, [4, 4, 5, 4, 4, 5], {ATTACK_ORDER: [first.key]})
    assert battles(game)[0].endswith("Standoff")
    assert battles(game)[1].endswith("= 13: Stalemate")


def test_spent_numbers_are_counted_per_war() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    macedonian = war_in_play(ctx, "war-macedonian-2")
    first = commander(ctx, PLAYER, military=2)
    second = commander(ctx, PLAYER, military=2, office=Office.ROME_CONSUL)
    send(ctx, first, gallic, legions=12)
    send(ctx, second, macedonian, legions=12, fleets=5)
    game, _ = fight(ctx, [4, 4, 5, 4, 4, 5])
    assert battles(game)[0].endswith("Disaster")
    assert battles(game)[1].endswith("Disaster")
