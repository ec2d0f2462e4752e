"""4.04.1: a Player may hold Concessions and Laws and play them at any time, i.e. between any
two decisions of any phase (spec ruling), after which the interrupted decision is asked again."""

from typing import cast

from bots.agent import play
from bots.seating import default_agents
from engine.context import SETUP_ONLY, Context, Procedure
from engine.decisions import INITIATIVE_PAYER
from engine.game import Game
from engine.log import Act
from solo.game import new_game
from solo.player_cards import PLAY_PREFIX, held_card_plays


def game_with_player_concession(seed: int = 0) -> Game:
    """A set-up game whose Player holds a playable Concession, with interjections switched on."""
    for attempt in range(seed, seed + 200):
        game = new_game("early", 1, attempt, SETUP_ONLY)
        play(game, default_agents(game))
        ctx = game.context
        ctx.interjections = held_card_plays
        if held_card_plays(ctx, 0):
            return game
    raise AssertionError("no seed gives the Player a Concession")


def test_a_player_decision_offers_his_playable_concessions() -> None:
    setup = game_with_player_concession()
    ctx = setup.context
    decision = ctx.ask(0, INITIATIVE_PAYER, "1.07.2", [], "anything")
    plays = [o.key for o in decision.options if o.key.startswith(PLAY_PREFIX)]
    assert plays and all(
        ctx.catalog.card_by_key[k[len(PLAY_PREFIX) :]].category == "concession" for k in plays
    )


def test_neutral_decisions_offer_no_interjections() -> None:
    setup = game_with_player_concession()
    decision = setup.context.ask(1, INITIATIVE_PAYER, "4.04.1", [], "anything")
    assert list(decision.options) == []


def test_playing_then_resuming_the_interrupted_decision() -> None:
    setup = game_with_player_concession()
    ctx = setup.context

    def procedure(context: Context) -> Procedure:
        choice = yield context.ask(0, INITIATIVE_PAYER, "1.07.2", [], "pick")
        context.record("Test", cast(Act, "picked"), "test", choice.key)  # a test-only act

    game = Game(ctx, procedure, setup.seed)
    assert game.pending is not None
    play_key = next(o.key for o in game.pending.options if o.key.startswith(PLAY_PREFIX))
    card = ctx.catalog.card_by_key[play_key[len(PLAY_PREFIX) :]].card_no

    game.apply(play_key)
    assert game.pending is not None and game.pending.kind == "concession.assign"
    game.apply(game.pending.options[0].key)

    assert card not in ctx.state.factions[0].hand
    assert any(card in s.concessions for s in ctx.state.faction_senators(0))
    assert game.pending is not None and game.pending.kind == INITIATIVE_PAYER
    assert play_key not in [o.key for o in game.pending.options]
