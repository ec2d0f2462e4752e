"""The rulebook's combat examples: Marius against the Gladiator Revolt with Spartacus (1.10.4),
Scipio Aemilianus against the Lusitanian War with Viriathus (1.10, 1.07.343), and the second
natural 14 against the Jugurthine War (1.09.645)."""

from __future__ import annotations

import pytest

from engine.combat import combat_numbers, war_strength
from engine.context import Context
from engine.state import Office, ProvinceState, Senator, WarStatus
from tests.builders import add_family
from tests.combat_support import (
    PLAYER,
    Chits,
    battles,
    combat_table,
    commander,
    fight,
    leader_on,
    send,
    statesman,
    status,
    units_at,
)
from tests.event_support import war_in_play
from tests.interpreted_support import PATCHES_A_FUNCTION

GLADIATOR = "war-slave-3-gladiator"


def gladiator_revolt(legions: int = 9, fleets: int = 0) -> tuple[Context, Senator, int]:
    """Marius (the Family card, MIL 4) sent with his Legions against the Gladiator Revolt,
    Spartacus with it."""
    ctx = combat_table("late")
    war = war_in_play(ctx, GLADIATOR)
    leader_on(ctx, "ldr-spartacus", war)
    marius = add_family(ctx, PLAYER, "fam-27-marius")
    marius.offices.append(Office.FIELD_CONSUL)
    send(ctx, marius, war, legions=legions, fleets=fleets)
    return ctx, marius, war


def test_marius_strength_13_against_11() -> None:
    ctx, _, war = gladiator_revolt()
    assert war_strength(ctx.state, ctx.catalog, war).land == 6 + 5


@PATCHES_A_FUNCTION
def test_marius_rolls_10_for_12_a_stalemate_losing_1_legion_and_drawing_1_chit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, marius, war = gladiator_revolt()
    chits = Chits(monkeypatch)
    game, _ = fight(ctx, [3, 3, 4])
    assert "3d6 10 + Rome 13 - enemy 11 = 12: Stalemate" in battles(game)[0]
    assert units_at(ctx, f"war:{war}") == (8, 0)
    assert chits.counts == [1]
    assert Office.PROCONSUL in marius.offices


@PATCHES_A_FUNCTION
def test_with_a_fleet_to_lose_marius_would_draw_2_chits(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx, _, war = gladiator_revolt(fleets=1)
    chits = Chits(monkeypatch)
    fight(ctx, [3, 3, 4])
    assert units_at(ctx, f"war:{war}") == (8, 0)
    assert chits.counts == [2]


def test_with_3_legions_marius_adds_only_3_of_his_military() -> None:
    ctx, _, _ = gladiator_revolt(legions=3)
    game, _ = fight(ctx, [3, 3, 4])
    assert "+ Rome 6 - enemy 11" in battles(game)[0]


@pytest.mark.parametrize("dice", [[3, 4, 4], [2, 2, 2]], ids=["11 Spartacus", "6 the Revolt"])
def test_a_natural_11_or_6_is_a_disaster_losing_5_legions(dice: list[int]) -> None:
    ctx, _, war = gladiator_revolt()
    game, _ = fight(ctx, dice)
    assert battles(game)[0].endswith("Disaster")
    assert units_at(ctx, f"war:{war}") == (4, 0)


@pytest.mark.parametrize("dice", [[4, 5, 5], [5, 5, 6]], ids=["14 Spartacus", "16 the Revolt"])
def test_a_natural_14_or_16_is_a_standoff_losing_3_legions(dice: list[int]) -> None:
    ctx, _, war = gladiator_revolt()
    game, _ = fight(ctx, dice)
    assert battles(game)[0].endswith("Standoff")
    assert units_at(ctx, f"war:{war}") == (6, 0)


def spanish_front() -> tuple[Context, Senator, dict[str, int]]:
    """The 1.10 example: Cilician Pirates with a Naval Victory marker, the Lusitanian and
    Numantine Wars Active with Viriathus, both Hispanias in play; Scipio Aemilianus (1B) sent
    against the Lusitanian War with 16 Legions and 2 Fleets."""
    ctx = combat_table("middle")
    wars = {
        "pirates": war_in_play(ctx, "war-cilician-pirates-1"),
        "lusitanian": war_in_play(ctx, "war-spanish-1-lusitanian"),
        "numantine": war_in_play(ctx, "war-spanish-2-numantine"),
    }
    ctx.state.naval_victories.append(wars["pirates"])
    for province in ("prov-hispania-citerior", "prov-hispania-ulterior"):
        ctx.state.provinces[province] = ProvinceState(province)
    leader_on(ctx, "ldr-viriathus", wars["lusitanian"])
    scipio = statesman(ctx, PLAYER, "1B", Office.FIELD_CONSUL)
    send(ctx, scipio, wars["lusitanian"], legions=16, fleets=2)
    return ctx, scipio, wars


def test_the_example_war_strengths() -> None:
    ctx, _, wars = spanish_front()
    strength = {name: war_strength(ctx.state, ctx.catalog, n) for name, n in wars.items()}
    assert (strength["pirates"].land, strength["pirates"].support) == (3, 2)
    assert strength["pirates"].naval == 0
    assert (strength["lusitanian"].land, strength["lusitanian"].support) == (6 * 2 + 5, 2)
    assert (strength["numantine"].land, strength["numantine"].support) == (8 * 2 + 5, 2)
    assert strength["lusitanian"].naval == strength["numantine"].naval == 0


def test_scipio_aemilianus_faces_only_viriathus_d15_s12() -> None:
    ctx, scipio, wars = spanish_front()
    numbers = combat_numbers(ctx, scipio, wars["lusitanian"])
    assert (set(numbers.disaster), set(numbers.standoff)) == ({15}, {12})


def test_rome_has_a_plus_3_modifier_and_a_natural_6_is_no_disaster() -> None:
    ctx, _, wars = spanish_front()
    game, _ = fight(ctx, [2, 2, 2])
    assert "3d6 6 + Rome 20 - enemy 17 = 9: Stalemate" in battles(game)[0]
    assert units_at(ctx, f"war:{wars['lusitanian']}") == (12, 0)


def test_viriathus_still_brings_a_disaster_on_15() -> None:
    ctx, _, _ = spanish_front()
    game, _ = fight(ctx, [5, 5, 5])
    assert battles(game)[0].endswith("Disaster")


def test_the_pirates_and_the_numantine_war_go_unprosecuted() -> None:
    ctx, _, wars = spanish_front()
    fight(ctx, [3, 3, 4])
    assert status(ctx, wars["pirates"]) is WarStatus.UNPROSECUTED
    assert status(ctx, wars["numantine"]) is WarStatus.UNPROSECUTED
    assert status(ctx, wars["lusitanian"]) is WarStatus.ACTIVE


def test_a_second_natural_14_against_the_jugurthine_war_is_no_disaster() -> None:
    ctx = combat_table("middle")
    war = war_in_play(ctx, "war-jugurthine")
    first = commander(ctx, PLAYER, military=2)
    second = commander(ctx, PLAYER, military=2, office=Office.ROME_CONSUL)
    send(ctx, first, war, legions=10, fleets=2)
    send(ctx, second, war, legions=10, fleets=2)
    game, _ = fight(ctx, [4, 5, 5, 4, 5, 5], {"combat.attack_order": [first.key]})
    assert battles(game)[0].endswith("Disaster")
    assert "3d6 14 + Rome 12 - enemy 8 = 18: Victory" in battles(game)[1]
    assert status(ctx, war) is None
