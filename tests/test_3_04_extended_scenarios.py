"""3.04.1 Extended scenarios: set up as the first scenario, Era Ends placed by the ending
scenario's rule in the last deck, each later deck placed in play when the draw pile runs out,
and the period (Random Events column 1.07.21, Legion Loyalty numbers 1.11.31) changing the
moment a card of the next deck is drawn."""

from __future__ import annotations

from collections import Counter

import pytest

from bots.seating import PLAYER_BOTS, seat_agents
from common.conformance import card_places, run_game, scenario_card_count
from engine.civil_war import allegiance_threshold
from engine.context import Context
from engine.events.peace import wars_remain
from engine.events.resolve import random_event
from engine.forum_cards import leader_card
from engine.periods import current_period, draw_card
from engine.state import ACTIVE_FORCES, WaitingDeck, WarStatus
from tests.event_support import PLAYER, run, table
from tests.test_3_0x_scenario_setup import set_up

ERA_ENDS = 65
EXTENDED = ("extended-early-middle", "extended-middle-late", "extended-early-late")


def eras(ctx: Context, cards: list[int] | tuple[int, ...]) -> Counter[str | None]:
    return Counter(ctx.catalog.entry(n).era for n in cards)


def test_early_to_middle_sets_up_as_the_early_republic() -> None:
    game = set_up("extended-early-middle")
    state, ctx = game.state, game.context
    punic = ctx.catalog.war_by_key["war-punic-1"].card_no
    assert state.wars == {punic: WarStatus.INACTIVE}
    assert state.count_units(state.legions, ACTIVE_FORCES) == 4
    assert set(eras(ctx, state.deck)) == {"early"}, "3.01.4 E is left out: no Middle cards"
    assert ERA_ENDS not in state.deck


def test_early_to_middle_places_era_ends_by_the_middle_rule() -> None:
    """3.02.2 G in the Middle deck: 6 random Late + 6 Middle cards + Era Ends at its bottom."""
    game = set_up("extended-early-middle")
    ctx = game.context
    (middle,) = game.state.waiting_decks
    assert middle.era == "middle"
    assert ERA_ENDS in middle.cards[:13] and ERA_ENDS not in middle.cards[13:]
    assert eras(ctx, middle.cards[:13])["late"] == 6
    assert eras(ctx, middle.cards) == {"middle": 46, "late": 6, None: 1}


def test_middle_to_late_sets_up_as_the_middle_republic() -> None:
    game = set_up("extended-middle-late")
    state, ctx = game.state, game.context
    assert len([p for p in state.provinces.values() if p.governor]) == 5
    assert state.count_units(state.legions, ACTIVE_FORCES) == 6
    assert ERA_ENDS not in state.deck and "late" not in eras(ctx, state.deck)
    (late,) = state.waiting_decks
    assert late.era == "late" and len(late.cards) == 50
    assert ERA_ENDS in late.cards[:11] and ERA_ENDS not in late.cards[11:]


def test_early_to_late_waits_with_the_middle_deck_then_the_late_deck() -> None:
    game = set_up("extended-early-late")
    middle, late = game.state.waiting_decks
    assert (middle.era, len(middle.cards)) == ("middle", 46)
    assert ERA_ENDS not in middle.cards
    assert ERA_ENDS in late.cards[:11]


@pytest.mark.parametrize("scenario", EXTENDED)
def test_every_card_of_the_set_up_is_counted_once(scenario: str) -> None:
    game = set_up(scenario)
    places = card_places(game.state, game.context.catalog)
    assert max(places.values()) == 1
    assert len(places) == scenario_card_count(scenario, game.context.catalog)


def extended_table() -> Context:
    """An Early to Middle table whose draw pile holds one card, the Middle deck waiting."""
    ctx = table(scenario="extended-early-middle")
    ctx.state.deck = [20]
    ctx.state.waiting_decks = (WaitingDeck("middle", (66, 90, 99)),)
    return ctx


def test_the_last_card_of_the_first_deck_leaves_the_period_as_it_was() -> None:
    ctx = extended_table()
    assert draw_card(ctx, "Player") == 20
    assert current_period(ctx) == "early"
    assert len(ctx.state.waiting_decks) == 1


def test_drawing_the_first_card_of_the_next_deck_starts_its_period() -> None:
    ctx = extended_table()
    ctx.state.deck.clear()

    card = draw_card(ctx, "Player")

    assert card == 99
    assert ctx.state.deck == [66, 90] and ctx.state.waiting_decks == ()
    assert current_period(ctx) == "middle"
    period = next(e for e in ctx.log if e.act == "period")
    assert (period.rule, period.data["era"]) == ("3.04.1", "middle")


def test_no_card_is_drawn_once_every_deck_is_used() -> None:
    """1.07.2: an empty deck that no other replaces gives no card."""
    ctx = table(scenario="extended-early-middle")
    assert draw_card(ctx, "Player") is None
    assert current_period(ctx) == "early"


def test_the_random_events_column_follows_the_period() -> None:
    """The roll of 17 reads Enemy Leader Dies in the Early column, Trial of Verres in the
    Middle one (1.07.21)."""
    ctx = extended_table()
    ctx.state.deck.clear()
    draw_card(ctx, "Player")
    ctx.dice.script([6, 6, 5])
    run(ctx, lambda c: random_event(c, PLAYER))
    assert ctx.state.events == {"evt-trial-of-verres": 1}


def test_the_legion_loyalty_number_follows_the_period() -> None:
    ctx = extended_table()
    early = allegiance_threshold(ctx)
    ctx.state.deck.clear()
    draw_card(ctx, "Player")
    assert early == ctx.catalog.tables.legion_allegiance.threshold("early")
    assert allegiance_threshold(ctx) == ctx.catalog.tables.legion_allegiance.threshold("middle")


def test_wars_in_a_waiting_deck_are_still_to_come() -> None:
    """1.07.344: Hannibal goes to the Curia while the 3rd Punic War waits in the Middle deck."""
    ctx = table(scenario="extended-early-middle")
    punic_3 = ctx.catalog.war_by_key["war-punic-3"].card_no
    hannibal = leader_card(ctx.catalog, ctx.catalog.card_by_key["ldr-hannibal"].card_no)
    assert not wars_remain(ctx, hannibal)
    ctx.state.waiting_decks = (WaitingDeck("middle", (punic_3,)),)
    assert wars_remain(ctx, hannibal)


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("scenario", EXTENDED)
def test_whole_games_keep_the_invariants(scenario: str, players: int) -> None:
    game = run_game(
        scenario, players, 3, agents_for=lambda g: seat_agents(g, PLAYER_BOTS["heuristic"])
    )
    assert game.over


def test_a_game_plays_on_into_the_next_period() -> None:
    """Seed 1 of Middle to Late, one heuristic Player, reaches the Late deck (the seed is chosen
    for that: the rulings of issue 18 and the chance streams of issue 24 changed which seeds do)."""
    game = run_game(
        "extended-middle-late",
        1,
        1,
        agents_for=lambda g: seat_agents(g, PLAYER_BOTS["heuristic"]),
    )
    assert game.state.periods_entered == ("late",)
    assert any(e.act == "deck_in_play" for e in game.log)
