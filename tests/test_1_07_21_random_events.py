"""Rule 1.07.21: the Random Events Table by era, placing an event, flipping it to its severe
side, and a result on a card already severe (the Event cards)."""

from __future__ import annotations

from typing import get_args

import pytest

from bots.agent import play
from bots.seating import default_agents
from engine.context import SETUP_ONLY
from engine.events.resolve import LATER, NOW, random_event
from engine.game import Game
from engine.schemas.events import RandomEventEffect
from engine.state import ACTIVE_FORCES
from solo.game import new_game
from tests.event_support import PLAYER, Chits, place, run, table


def effect_types() -> set[str]:
    union = get_args(get_args(RandomEventEffect)[0])
    return {get_args(model.model_fields["type"].annotation)[0] for model in union}


@pytest.mark.parametrize(
    ("scenario", "expected"),
    [
        ("early", "evt-enemy-leader-dies"),
        ("middle", "evt-trial-of-verres"),
        ("late", "evt-enemy-leader-dies"),
    ],
)
def test_table_roll_reads_the_scenario_era_column(scenario: str, expected: str) -> None:
    ctx = table(scenario=scenario)
    ctx.dice.script([6, 6, 5])
    run(ctx, lambda c: random_event(c, PLAYER))
    assert ctx.state.events == {expected: 1}
    roll = next(e for e in ctx.log if e.act == "random_event_roll")
    assert roll.dice == (6, 6, 5)
    assert roll.rule == "1.07.21"


def test_early_roll_of_three_is_mob_violence(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = table()
    Chits(monkeypatch)
    ctx.dice.script([1, 1, 1])
    run(ctx, lambda c: random_event(c, PLAYER))
    assert ctx.state.events == {"evt-mob-violence": 1}


def test_evil_omens_do_not_modify_the_table_roll() -> None:
    ctx = table()
    ctx.state.events["evt-evil-omens"] = 2
    ctx.dice.script([3, 3, 3])
    run(ctx, lambda c: random_event(c, PLAYER))
    assert ctx.state.events["evt-drought"] == 1
    assert "evt-refuge" not in ctx.state.events


def test_first_result_places_the_normal_side() -> None:
    ctx = table()
    place(ctx, "evt-trial-of-verres")
    assert ctx.state.events["evt-trial-of-verres"] == 1
    assert any("Trial of Verres comes into play" in e.text for e in ctx.log)


def test_second_result_flips_to_the_severe_side() -> None:
    ctx = table()
    place(ctx, "evt-trial-of-verres")
    place(ctx, "evt-trial-of-verres")
    assert ctx.state.events["evt-trial-of-verres"] == 2
    assert any("Another Corruption Trial flips" in e.text for e in ctx.log)


def test_result_on_a_severe_card_has_no_effect_unless_it_repeats() -> None:
    ctx = table()
    ctx.state.events["evt-ally-deserts"] = 2
    place(ctx, "evt-ally-deserts")
    assert ctx.state.events["evt-ally-deserts"] == 2
    assert ctx.log[-1].act == "event_no_effect"


def test_severe_side_that_repeats_counts_on() -> None:
    ctx = table()
    ctx.state.events["evt-drought"] = 2
    place(ctx, "evt-drought")
    assert ctx.state.events["evt-drought"] == 3


def test_every_effect_type_acts_now_or_later() -> None:
    assert set(NOW) | set(LATER) == effect_types()


def test_every_log_line_names_its_rule() -> None:
    ctx = table(fleets=3)
    start = len(ctx.log)
    ctx.dice.script([1, 1])
    place(ctx, "evt-storm-at-sea")
    assert {e.rule for e in ctx.log[start:]} == {"1.07.21"}


def three_dice(total: int) -> list[int]:
    first = min(6, total - 2)
    second = min(6, total - first - 1)
    return [first, second, total - first - second]


@pytest.mark.parametrize("total", range(3, 19))
def test_every_early_result_resolves_in_a_set_up_game(total: int) -> None:
    setup = new_game("early", 1, total, SETUP_ONLY)
    play(setup, default_agents(setup))
    ctx = setup.context
    ctx.state.unrest = 2
    ctx.state.fleets[0].location = ACTIVE_FORCES
    ctx.dice.script(three_dice(total))
    game = Game(ctx, lambda c: random_event(c, PLAYER), total)
    play(game, default_agents(game))
    event_id = ctx.catalog.tables.random_events.event("early", total)
    assert game.pending is None
    placed = [e for e in ctx.log if e.act == "event_placed"]
    assert [e.data["event"] for e in placed] == [event_id]
