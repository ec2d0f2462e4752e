"""1.09.822 with 1.12.2 #4: a victorious Commander who lays down his command in the Revolution
Phase and comes home to Rome with 35 Influence is Consul for Life "immediately", so he survives
to the end of that same Revolution Phase and his faction wins then, not a turn later (issue 28
item 2; early solitaire seeds 5026, 5087, 5096, 5126, 5137 and 5138 ended a turn late)."""

from engine.context import Context
from engine.outcome import GameResult
from engine.phases.revolution import revolution_phase
from engine.state import Location, Office, Senator
from tests.combat_support import IMPERIALS, PLAYER, combat_table, send
from tests.event_support import card_no
from tests.revenue_support import run
from tests.test_1_11_3_civil_war import senator

PUNIC = "war-punic-1"


def victor(ctx: Context, seat: int, influence: int) -> Senator:
    """A Field Consul who won a Land Victory this turn and is still on his War (1.10.4)."""
    commander = senator(ctx, seat, "victor", influence=influence)
    commander.offices.append(Office.FIELD_CONSUL)
    send(ctx, commander, card_no(ctx, PUNIC), legions=3)
    ctx.state.victors.append(commander.key)
    return commander


def test_1_09_822_a_victor_home_with_35_influence_wins_at_the_end_of_this_phase() -> None:
    ctx = combat_table()
    commander = victor(ctx, PLAYER, influence=35)

    game, _ = run(ctx, revolution_phase, {"revolution.consider": ["lay_down"]})

    assert commander.location is Location.ROME
    assert Office.CONSUL_FOR_LIFE in commander.offices
    assert ctx.state.consul_for_life_appointed == commander.key
    assert game.result == GameResult("consul_for_life", PLAYER, "1.12.2")
    acts = [e.act for e in game.log if e.act in ("consul_for_life", "victory")]
    assert acts == ["consul_for_life", "victory"]


def test_1_09_822_a_neutral_victor_is_appointed_as_he_lays_down_his_command() -> None:
    ctx = combat_table()
    victor(ctx, IMPERIALS, influence=36)

    game, _ = run(ctx, revolution_phase)

    assert game.result == GameResult("consul_for_life", IMPERIALS, "1.12.2")


def test_1_09_822_a_victor_home_with_34_influence_is_no_consul_for_life() -> None:
    ctx = combat_table()
    commander = victor(ctx, PLAYER, influence=34)

    game, _ = run(ctx, revolution_phase, {"revolution.consider": ["lay_down"]})

    assert Office.CONSUL_FOR_LIFE not in commander.offices
    assert game.result is None
