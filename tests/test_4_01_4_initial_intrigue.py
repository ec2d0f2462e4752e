"""4.01.4: Neutral hands face up; Neutrals play Statesmen and Concessions at once (spec T06),
and Laws whose own play condition holds (spec decision 4)."""

import pytest

from bots.agent import play
from bots.neutral import NeutralBot
from bots.seating import default_agents
from engine.catalog import load_catalog
from engine.context import SETUP_ONLY
from engine.decision import Decision, Option, OptionList
from engine.faction_cards import playable_cards
from engine.game import Game
from engine.setup_factions import DONE
from engine.view import GameView
from solo.game import new_game
from solo.setup import initial_faction_phase
from tests.builders import add_senator, bare_context

CATALOG = load_catalog()


def test_concession_goes_to_fewest_concessions_then_most_influence() -> None:
    ctx = bare_context()
    ctx.state.factions[3].role = "Conservatives"
    add_senator(ctx, 3, "X", influence=3)
    add_senator(ctx, 3, "Y", influence=5)
    add_senator(ctx, 3, "Z", influence=9, concessions=1)
    decision = Decision(
        actor=3,
        kind="concession.assign",
        rule="4.01.4",
        options=OptionList([Option(k, k, k) for k in ("X", "Y", "Z")]),
        prompt="",
    )

    choice = NeutralBot().decide(GameView(ctx, 3), decision)

    assert choice.key == "Y"


def test_statesmen_are_played_before_concessions_lowest_id_first() -> None:
    ctx = bare_context()
    ctx.state.factions[1].role = "Imperials"
    options = OptionList(
        [
            Option("concession:con-armaments", 52, ""),
            Option("statesman:22A", 33, ""),
            Option("statesman:2A", 12, ""),
            Option(DONE, None, ""),
        ]
    )
    decision = Decision(actor=1, kind="setup.play_card", rule="4.01.4", options=options, prompt="")

    choice = NeutralBot().decide(GameView(ctx, 1), decision)

    assert choice.key == "statesman:2A"


@pytest.mark.parametrize("scenario", ["early", "middle", "late"])
@pytest.mark.parametrize("seed", range(12))
def test_neutrals_end_setup_holding_nothing_they_could_play(scenario: str, seed: int) -> None:
    game = new_game(scenario, 1, seed, SETUP_ONLY)
    play(game, default_agents(game))
    for faction in game.state.factions:
        if not faction.is_player:
            assert playable_cards(game.context, faction) == []


def test_neutral_statesman_joins_its_family_card() -> None:
    """Over many seeds, a Neutral Statesman whose Family card it holds is placed on it."""
    merged = 0
    for seed in range(60):
        game = new_game("early", 1, seed, SETUP_ONLY)
        play(game, default_agents(game))
        for event in game.log:
            if event.act == "play_statesman" and "on his Family card" in event.text:
                merged += 1
    assert merged > 0


def opening_hand_laws(hand: list[str]) -> tuple[list[int], list[int]]:
    """Run the initial faction phase with the Imperials (seat 1) holding these Laws; return
    the Laws in force and the cards left in their hand."""
    ctx = bare_context(scenario="middle")
    ctx.state.factions[1].role = "Imperials"
    add_senator(ctx, 1, "I")
    ctx.state.factions[1].hand = [ctx.catalog.card_by_key[key].card_no for key in hand]
    game = Game(ctx, lambda c: initial_faction_phase(c, 1), 0)
    play(game, {seat: NeutralBot() for seat in range(5)})
    return ctx.state.laws, ctx.state.factions[1].hand


def test_a_neutral_puts_an_opening_law_without_a_condition_in_force_at_once() -> None:
    laws, hand = opening_hand_laws(["law-military-reforms"])

    assert laws == [CATALOG.card_by_key["law-military-reforms"].card_no]
    assert hand == []


def test_a_neutral_holds_an_opening_law_whose_condition_fails() -> None:
    acilian = CATALOG.card_by_key["law-acilian"].card_no  # needs the Calpurnian Law in force

    laws, hand = opening_hand_laws(["law-acilian"])

    assert laws == []
    assert hand == [acilian]
