"""1.12 and 4.08.1: every Losing Condition takes precedence over every Winning Condition, and
the Winning Conditions go in the order 1.12.2 lists them: the Rebel's (1, 2), Era Ends (3), a
Consul for Life who survives the Revolution Phase (4). A Neutral can win; then every Player
loses."""

from collections.abc import Callable

from engine.context import Context, Procedure
from engine.outcome import GameResult
from engine.phases.revolution import revolution_phase
from engine.state import Location, Office, Senator
from engine.treasury import charge_state
from engine.victory import end_of_combat, era_ends_result, rebel_triumph_guard, republic_survived
from tests.builders import add_family
from tests.combat_support import CONSERVATIVES, IMPERIALS, PLAYER, PLUTOCRATS, combat_table
from tests.event_support import war_in_play
from tests.revenue_support import run

WARS = ("war-gallic-1", "war-syrian", "war-illyrian-2", "war-punic-2")


def consul_for_life(ctx: Context, seat: int) -> Senator:
    senator = add_family(ctx, seat, "fam-02-fabius")
    senator.offices.append(Office.CONSUL_FOR_LIFE)
    return senator


def rebel(ctx: Context, seat: int) -> Senator:
    senator = add_family(ctx, seat, "fam-01-cornelius", Location.REBEL)
    ctx.state.primary_rebel = senator.key
    for unit in ctx.state.legions[:4]:
        unit.location = "rebel"
    return senator


def after_combat(rebel_attacked: bool) -> Callable[[Context], Procedure]:
    def procedure(ctx: Context) -> Procedure:
        yield from end_of_combat(ctx, rebel_attacked)

    return procedure


def test_four_active_wars_beat_a_consul_for_life() -> None:
    # 1.12.1 #1 at the end of the Combat Phase comes before 1.12.2 #4 at the end of the turn.
    ctx = combat_table()
    consul_for_life(ctx, PLUTOCRATS)
    for key in WARS:
        war_in_play(ctx, key)

    game, _ = run(ctx, after_combat(rebel_attacked=True))

    assert game.result == GameResult("four_active_wars", None, "1.12.1")
    assert not republic_survived(game.result)


def test_the_civil_war_counts_until_the_rebel_meets_a_winning_condition() -> None:
    # Three Wars and the Civil War are four; but a Rebel nobody attacked has made his coup, the
    # Civil War no longer counts, and with 3 Active Wars he wins (1.12.1 #1, 1.12.2 #1, 1.12.3).
    attacked = combat_table()
    rebel(attacked, IMPERIALS)
    for key in WARS[:3]:
        war_in_play(attacked, key)
    unattacked = combat_table()
    rebel(unattacked, IMPERIALS)
    for key in WARS[:3]:
        war_in_play(unattacked, key)

    lost, _ = run(attacked, after_combat(rebel_attacked=True))
    won, _ = run(unattacked, after_combat(rebel_attacked=False))

    assert lost.result == GameResult("four_active_wars", None, "1.12.1")
    assert won.result == GameResult("rebel_wins", IMPERIALS, "1.12.3")
    assert republic_survived(won.result)


def test_bankruptcy_loses_for_all_without_a_rebel_and_wins_for_one() -> None:
    def bankrupt(ctx: Context) -> Procedure:
        charge_state(ctx, 500, "a debt", "1.06.53")
        yield from ()

    loyal = combat_table()
    revolting = combat_table()
    rebel(revolting, CONSERVATIVES)

    lost, _ = run(loyal, lambda c: rebel_triumph_guard(c, bankrupt(c)))
    won, _ = run(revolting, lambda c: rebel_triumph_guard(c, bankrupt(c)))

    assert lost.result == GameResult("bankruptcy", None, "1.06.53")
    assert won.result == GameResult("rebel_wins", CONSERVATIVES, "1.12.3")


def test_a_consul_for_life_who_survives_the_revolution_phase_wins() -> None:
    ctx = combat_table()
    consul = consul_for_life(ctx, IMPERIALS)
    consul.location = Location.CAPTIVE  # he may win while Captive

    game, _ = run(ctx, revolution_phase)

    assert game.result == GameResult("consul_for_life", IMPERIALS, "1.12.2")
    assert game.log[-1].act == "victory"


def test_without_a_consul_for_life_the_turn_goes_on() -> None:
    ctx = combat_table()
    add_family(ctx, PLAYER, "fam-02-fabius")

    game, _ = run(ctx, revolution_phase)

    assert game.result is None


def test_era_ends_prefers_the_consul_for_life_to_influence() -> None:
    ctx = combat_table()
    consul_for_life(ctx, PLUTOCRATS).influence = 1
    add_family(ctx, PLAYER, "fam-03-valerius").influence = 30

    assert era_ends_result(ctx) == GameResult("era_ends_consul_for_life", PLUTOCRATS, "1.12.2")


def test_a_neutral_winner_means_the_players_lose_but_the_republic_stood() -> None:
    # 4.08.1: Neutrals are full factions; the "moral victory" statistic is kept apart.
    ctx = combat_table()
    add_family(ctx, IMPERIALS, "fam-02-fabius").influence = 9
    add_family(ctx, PLAYER, "fam-03-valerius").influence = 3

    result = era_ends_result(ctx)

    assert result.winner == IMPERIALS and republic_survived(result)
