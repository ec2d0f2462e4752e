"""4.07.5 and 1.07.35: Influence Peddling is discarded to take an unplayed card at random from an
opponent's hand; a Neutral plays it at once against the faction with most cards, ties to most
total Influence (spec T49)."""

import pytest

from bots.agent import play
from bots.neutral import NeutralBot
from engine.decision import OptionList, TieBreak
from engine.game import Game
from engine.intrigue_forum import play_influence_peddling
from engine.view import GameView
from tests.builders import add_senator, neutral_table

PEDDLING = 48
TRIBUNES = [38, 39, 40, 41, 42, 43, 44]


@pytest.mark.effect("intrigue", "steal_card")
def test_the_plutocrats_take_a_random_card_from_the_player() -> None:
    ctx = neutral_table()
    factions = ctx.state.factions
    factions[2].hand = [PEDDLING]
    factions[0].hand, factions[3].hand, factions[1].hand = [38, 39, 47], [40, 41, 42], [43]
    add_senator(ctx, 0, "p", influence=20)
    add_senator(ctx, 3, "c", influence=15)
    before = list(factions[0].hand)

    play(Game(ctx, lambda c: play_influence_peddling(c, 2), 0), {2: NeutralBot()})

    assert len(factions[0].hand) == 2 and len(factions[3].hand) == 3
    (taken,) = set(before) - set(factions[0].hand)
    assert factions[2].hand == [taken]
    assert ctx.state.discard == [PEDDLING]


def test_equal_hands_and_influence_are_left_to_the_dice() -> None:
    ctx = neutral_table()
    ctx.state.factions[2].hand = [PEDDLING]
    ctx.state.factions[1].hand, ctx.state.factions[4].hand = [38], [39]
    game = Game(ctx, lambda c: play_influence_peddling(c, 2), 0)
    assert game.pending is not None

    choice = NeutralBot().decide(GameView(ctx, 2), game.pending)

    assert choice == TieBreak(("seat:1", "seat:4"))


def test_a_player_may_keep_the_card() -> None:
    ctx = neutral_table()
    ctx.state.factions[0].hand = [PEDDLING]
    ctx.state.factions[1].hand = [38]
    game = Game(ctx, lambda c: play_influence_peddling(c, 0), 0)
    assert game.pending is not None
    assert isinstance(game.pending.options, OptionList)
    assert game.pending.options.keys() == ["none", "seat:1"]

    game.apply("none")

    assert ctx.state.factions[0].hand == [PEDDLING] and ctx.state.factions[1].hand == [38]


def test_a_player_chooses_his_victim() -> None:
    ctx = neutral_table()
    ctx.state.factions[0].hand = [PEDDLING]
    ctx.state.factions[1].hand = [38]
    ctx.state.factions[3].hand = [39, 40]

    Game(ctx, lambda c: play_influence_peddling(c, 0), 0).apply("seat:1")

    assert ctx.state.factions[0].hand == [38] and ctx.state.factions[1].hand == []


def test_the_card_waits_while_no_opponent_holds_a_card() -> None:
    ctx = neutral_table()
    ctx.state.factions[2].hand = [PEDDLING]

    game = Game(ctx, lambda c: play_influence_peddling(c, 2), 0)

    assert game.pending is None and ctx.state.factions[2].hand == [PEDDLING]


def test_a_stolen_influence_peddling_is_played_at_once_by_a_neutral() -> None:
    ctx = neutral_table()
    ctx.state.factions[2].hand = [PEDDLING]
    ctx.state.factions[1].hand = [104]
    ctx.state.factions[0].hand = [38]
    add_senator(ctx, 1, "i", influence=5)

    play(Game(ctx, lambda c: play_influence_peddling(c, 2), 0), {2: NeutralBot()})

    assert ctx.state.discard == [PEDDLING, 104]
    assert ctx.state.factions[2].hand == [38]
