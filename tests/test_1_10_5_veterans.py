"""1.10.5 Veterans: after a Land Battle that is a Stalemate, Standoff or Victory one surviving
Legion turns Veteran and owes Allegiance to the Commander; none after a Defeat or Disaster, none
in a Naval Battle; Veterans count double whoever owns their Allegiance."""

from __future__ import annotations

import pytest

from engine.state import Unit
from tests.combat_support import (
    PLAYER,
    Chits,
    battles,
    combat_table,
    commander,
    fight,
    send,
)
from tests.event_support import war_in_play
from tests.interpreted_support import PATCHES_A_FUNCTION


def veterans(units: list[Unit]) -> list[Unit]:
    return [u for u in units if u.veteran]


@pytest.mark.parametrize(
    ("dice", "result"),
    [([2, 3, 3], "Stalemate"), ([5, 5, 5], "Standoff"), ([6, 6, 6], "Victory")],
)
def test_one_surviving_legion_turns_veteran_loyal_to_the_commander(
    dice: list[int], result: str
) -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, gallic, legions=10)
    game, _ = fight(ctx, dice)
    assert battles(game)[0].endswith(result)
    (veteran,) = veterans(ctx.state.legions)
    assert veteran.allegiance == general.key
    assert veteran.location == f"war:{gallic}"


@pytest.mark.parametrize(("dice", "result"), [([1, 1, 2], "Defeat"), ([4, 4, 5], "Disaster")])
def test_no_veteran_after_a_defeat_or_a_disaster(dice: list[int], result: str) -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, gallic, legions=10)
    game, _ = fight(ctx, dice)
    assert battles(game)[0].endswith(result)
    assert veterans(ctx.state.legions) == []


def test_no_veterans_in_a_naval_battle() -> None:
    ctx = combat_table()
    punic = war_in_play(ctx, "war-punic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, punic, legions=10, fleets=10)
    game, _ = fight(ctx, [2, 3, 3], {"combat.continue_to_land_battle": ["stop"]})
    assert battles(game)[0].endswith("Stalemate")
    assert veterans(ctx.state.legions) == []


def test_a_legion_already_veteran_is_not_counted_again() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, gallic, legions=3, veterans=3)
    fight(ctx, [6, 6, 6])
    assert len(veterans(ctx.state.legions)) == 3
    assert all(u.allegiance is None for u in ctx.state.legions)


@PATCHES_A_FUNCTION
def test_a_commander_killed_in_the_battle_leaves_a_veteran_owing_no_allegiance(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2)
    Chits(monkeypatch, [general.family_id, "blank", "blank"])
    send(ctx, general, gallic, legions=10)
    fight(ctx, [2, 3, 3])
    (veteran,) = veterans(ctx.state.legions)
    assert veteran.allegiance is None


def test_veterans_count_double_whoever_owns_their_allegiance() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=0)
    send(ctx, general, gallic, legions=4, veterans=4)
    for unit in ctx.state.legions[:4]:
        unit.allegiance = "someone-else"
    game, _ = fight(ctx, [3, 3, 4])
    assert "+ Rome 8 - enemy 10" in battles(game)[0]
