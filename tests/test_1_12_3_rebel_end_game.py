"""1.12.3 Rebel End Game: a Rebel who meets Winning Condition 1 or 2 wins outright with fewer
than 4 Active Wars; else, in the Combat Phase, every Legion but the Garrisons and every Fleet
joins his Army and he attacks the Active Wars one at a time, needing the Fleet Support, a
Victory and his life in each battle before the last. Failing, all lose. Dying in the last
battle he still wins under condition 2; under condition 1 a Consul for Life wins instead, or
the Revolt fails and the game goes on."""

from collections.abc import Callable

import pytest

from bots.neutral import NeutralBot
from engine.context import Context, Procedure
from engine.game import Game
from engine.outcome import GameResult
from engine.phases.population import population_phase
from engine.state import ACTIVE_FORCES, Location, Office, Senator
from engine.treasury import charge_state
from engine.victory import STATE_FALLS, end_of_combat, rebel_end_game, rebel_triumph_guard
from tests.builders import add_family
from tests.combat_support import IMPERIALS, PLAYER, PLUTOCRATS, Chits, combat_table, units_at
from tests.event_support import war_in_play
from tests.interpreted_support import PATCHES_A_FUNCTION
from tests.revenue_support import run

WARS = ("war-gallic-1", "war-syrian", "war-illyrian-2", "war-punic-2")
"""Land 10 (no Fleet Support), 6 (2), 4 (2), 15 (5)."""


def rebellion(seat: int = PLAYER, wars: int = 4) -> tuple[Context, Senator, list[int]]:
    """A Primary Rebel (MIL 2) with 6 Legions; 4 Legions and 3 Fleets elsewhere in play, 1
    Garrison Legion; ``wars`` of the Active Wars above."""
    ctx = combat_table()
    rebel = add_family(ctx, seat, "fam-01-cornelius", Location.REBEL)
    rebel.military = 2
    ctx.state.primary_rebel = rebel.key
    legions, fleets = ctx.state.legions, ctx.state.fleets
    for unit in legions[:6]:
        unit.location = "rebel"
    for unit in legions[6:10]:
        unit.location = ACTIVE_FORCES
    legions[10].location = "garrison:prov-sicilia"
    for unit in fleets[:3]:
        unit.location = "war:5"
    numbers = [war_in_play(ctx, key) for key in WARS[:wars]]
    return ctx, rebel, numbers


def end_game(condition: int) -> Callable[[Context], Procedure]:
    def procedure(ctx: Context) -> Procedure:
        yield from rebel_end_game(ctx, condition)

    return procedure


def test_with_fewer_than_four_active_wars_he_wins_at_once() -> None:
    ctx, _, _ = rebellion(wars=3)

    game, player = run(ctx, end_game(STATE_FALLS))

    assert game.result == GameResult("rebel_wins", PLAYER, "1.12.3")
    assert player.seen == []


def test_he_takes_every_legion_but_the_garrisons_and_defeats_a_war(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Army 10 Legions + MIL 2 against the Illyrian War's 4: +8; 3d6 6 -> 14, Victory.
    ctx, _, numbers = rebellion()
    Chits(monkeypatch)
    ctx.dice.script([2, 2, 2])

    game, player = run(ctx, end_game(STATE_FALLS), {"rebel.attack_war": ["war-illyrian-2"]})

    offered = player.seen[0].options.keys()
    assert offered == ["war-illyrian-2", "war-gallic-1", "war-syrian"]  # Punic needs 5 Fleets
    assert numbers[2] not in ctx.state.wars
    assert game.result == GameResult("rebel_wins", PLAYER, "1.12.3")
    assert ctx.state.legions[10].location == "garrison:prov-sicilia"
    assert units_at(ctx, "rebel") == (6, 0)  # 4 Legions and 4 Fleets lost (1.10.2)


def test_a_battle_he_does_not_win_loses_the_game_for_all(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx, _, _ = rebellion()
    Chits(monkeypatch)
    ctx.dice.script([1, 1, 2])  # 4 + 8 = 12: Stalemate

    game, _ = run(ctx, end_game(STATE_FALLS), {"rebel.attack_war": ["war-illyrian-2"]})

    assert game.result == GameResult("republic_falls", None, "1.12.3")


def test_without_the_fleet_support_of_any_war_all_lose() -> None:
    ctx, _, _ = rebellion()
    for unit in ctx.state.fleets:
        unit.location = "bank"
    ctx.state.wars.pop(ctx.catalog.war_by_key["war-gallic-1"].card_no)
    war_in_play(ctx, "war-macedonian-1")  # Fleet Support 10

    game, _ = run(ctx, end_game(STATE_FALLS))

    assert game.result == GameResult("republic_falls", None, "1.12.3")


@PATCHES_A_FUNCTION
def test_dying_in_the_last_battle_still_wins_under_condition_2(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, rebel, _ = rebellion()
    Chits(monkeypatch, [rebel.family_id])
    ctx.dice.script([2, 2, 2])

    game, _ = run(ctx, end_game(STATE_FALLS), {"rebel.attack_war": ["war-illyrian-2"]})

    assert ctx.state.primary_rebel is None
    assert game.result == GameResult("rebel_wins", PLAYER, "1.12.3")


@PATCHES_A_FUNCTION
def test_under_condition_1_a_consul_for_life_wins_if_the_rebel_dies_last(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The coup (1.11.36): no Senate Army attacked him.
    ctx, rebel, _ = rebellion()
    consul = add_family(ctx, PLUTOCRATS, "fam-02-fabius")
    consul.offices.append(Office.CONSUL_FOR_LIFE)
    Chits(monkeypatch, [rebel.family_id])
    ctx.dice.script([2, 2, 2])

    game, _ = run(
        ctx,
        lambda c: end_of_combat(c, rebel_attacked=False),
        {"rebel.attack_war": ["war-illyrian-2"]},
    )

    assert game.result == GameResult("consul_for_life", PLUTOCRATS, "1.12.3")


@PATCHES_A_FUNCTION
def test_under_condition_1_without_one_the_revolt_fails_and_play_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, rebel, _ = rebellion()
    Chits(monkeypatch, [rebel.family_id])
    ctx.dice.script([2, 2, 2])

    game, _ = run(
        ctx,
        lambda c: end_of_combat(c, rebel_attacked=False),
        {"rebel.attack_war": ["war-illyrian-2"]},
    )

    assert game.result is None and ctx.state.primary_rebel is None
    assert units_at(ctx, ACTIVE_FORCES) == (6, 0)


def test_a_people_revolt_with_four_wars_starts_it() -> None:
    # 1.08.2: the NotImplementedError of the Population Phase is gone; here he cannot attack.
    ctx, _, _ = rebellion()
    ctx.state.unrest = 10
    for unit in ctx.state.legions:
        if unit.location in ("rebel", ACTIVE_FORCES):
            unit.location = "bank"
    ctx.dice.script([1, 1, 1])

    game, _ = run(ctx, population_phase)

    assert game.result == GameResult("republic_falls", None, "1.12.3")


def test_a_bankruptcy_while_he_is_in_revolt_starts_it() -> None:
    # 1.06.53, 1.12.2 #2: the turn's procedure is guarded; a Bankruptcy raised in any step ends it.
    ctx, _, _ = rebellion(wars=2)

    def bankrupt(c: Context) -> Procedure:
        charge_state(c, 500, "a debt", "1.06.53")
        yield from ()

    game, _ = run(ctx, lambda c: rebel_triumph_guard(c, bankrupt(c)))

    assert game.result == GameResult("rebel_wins", PLAYER, "1.12.3")


def test_a_neutral_rebels_choice_is_delegated_and_defaults_to_the_weakest_war() -> None:
    ctx, _, _ = rebellion(seat=IMPERIALS)
    game = Game(ctx, end_game(STATE_FALLS), 0)

    assert game.pending is not None
    decision = game.pending
    assert (decision.kind, decision.actor, decision.delegate_to) == (
        "rebel.attack_war",
        IMPERIALS,
        PLAYER,
    )
    assert NeutralBot().decide(game.view(PLAYER), decision).key == "war-illyrian-2"
