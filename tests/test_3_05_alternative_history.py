"""3.05.1 Alternative History: the Early Republic set-up with every deck border ignored, the
three decks shuffled together, Era Ends shuffled into the last 12 cards, and the Random Events
column and Legion Loyalty numbers advancing at the start of the 8th and 16th turns."""

from __future__ import annotations

import pytest

from bots.seating import PLAYER_BOTS, seat_agents
from common.conformance import card_places, run_game, scenario_card_count
from engine.catalog import load_catalog
from engine.civil_war import allegiance_threshold
from engine.periods import begin_turn, current_period
from engine.schemas.common import Era
from engine.state import ACTIVE_FORCES, WarStatus
from tests.event_support import table
from tests.test_3_0x_scenario_setup import family_count, set_up

SCENARIO = "alternative-history"
ERA_ENDS = 65


def test_the_early_republic_set_up_with_all_three_decks() -> None:
    game = set_up(SCENARIO)
    state, catalog = game.state, game.context.catalog
    punic = catalog.war_by_key["war-punic-1"].card_no
    assert state.wars == {punic: WarStatus.INACTIVE}
    assert state.count_units(state.legions, ACTIVE_FORCES) == 4
    assert not state.provinces
    assert not [e for e in game.log if e.text.endswith("starts in force")]
    assert {catalog.entry(n).era for n in state.deck} == {"early", "middle", "late", None}
    assert state.waiting_decks == ()


def test_every_one_of_the_160_cards_is_in_the_game() -> None:
    game = set_up(SCENARIO)
    places = card_places(game.state, game.context.catalog)
    assert max(places.values()) == 1
    assert len(places) == scenario_card_count(SCENARIO, load_catalog()) == 160


def test_families_of_any_deck_are_dealt_three_to_a_faction() -> None:
    """Families dealt come from all 30; the Neutral extras of 4.01.2 are added as usual."""
    extra = {"Conservatives": 2, "Populists": 1}
    dealt_eras: set[str | None] = set()
    for seed in range(1, 6):
        game = set_up(SCENARIO, seed=seed)
        for faction in game.state.factions:
            assert family_count(game, faction.seat) == 3 + extra.get(faction.role, 0)
        catalog = game.context.catalog
        dealt_eras |= {
            catalog.families[s.family_card or s.key].era
            for s in game.state.senators.values()
            if s.family_card or not s.is_statesman
        }
    assert dealt_eras == {"early", "middle", "late"}


def test_era_ends_is_shuffled_into_the_last_12_cards() -> None:
    """Ruling 3.05.1: the bottom 12 cards and Era Ends are shuffled, 13 cards in all."""
    for seed in range(1, 6):
        deck = set_up(SCENARIO, seed=seed).state.deck
        assert ERA_ENDS in deck[:13] and ERA_ENDS not in deck[13:]


@pytest.mark.parametrize(
    ("turn", "period"), [(2, "early"), (7, "early"), (8, "middle"), (15, "middle"), (16, "late")]
)
def test_the_period_advances_at_the_start_of_turns_8_and_16(turn: int, period: Era) -> None:
    ctx = table(scenario=SCENARIO)
    for ctx.state.turn in range(1, turn + 1):
        begin_turn(ctx)
    assert current_period(ctx) == period
    assert allegiance_threshold(ctx) == ctx.catalog.tables.legion_allegiance.threshold(period)


def test_a_basic_scenario_keeps_its_period() -> None:
    ctx = table(scenario="early")
    for ctx.state.turn in range(1, 20):
        begin_turn(ctx)
    assert current_period(ctx) == "early" and not any(e.act == "period" for e in ctx.log)


@pytest.mark.parametrize("players", [1, 2])
def test_whole_games_keep_the_invariants(players: int) -> None:
    game = run_game(
        SCENARIO, players, 3, agents_for=lambda g: seat_agents(g, PLAYER_BOTS["heuristic"])
    )
    assert game.over
