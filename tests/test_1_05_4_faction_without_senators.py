"""1.05.4: a faction left without Senators takes the top Senator card in the Curia that matches
no played Statesman as its new Faction Leader, or waits for the next Senator to enter the
Curia; a Player may quit instead."""

from bots.base_faction import BaseFactionBot
from engine.base.rules import BaseRules
from engine.catalog import load_catalog
from engine.context import Context, GameOptions
from engine.death import DRAW, QUIT, REPLACE_LOST, WAIT, faction_without_senators, kill_senator
from engine.decision import Option
from engine.dice import Dice
from engine.game import Game
from engine.outcome import GameResult
from engine.phases.mortality import mortality_phase
from engine.senators import enter_statesman
from engine.setup import create_factions
from engine.state import PLAYER, GameState, Location
from tests.builders import add_family, add_senator, bare_context


def in_curia(ctx: Context, *keys: str) -> None:
    for key in keys:
        add_family(ctx, None, key).location = Location.CURIA
    ctx.state.curia = list(keys)


def run(ctx: Context, seat: int) -> Game:
    return Game(ctx, lambda c: faction_without_senators(c, seat), 0)


def test_a_neutral_takes_the_top_curia_card_as_faction_leader() -> None:
    ctx = bare_context()
    in_curia(ctx, "fam-05-claudius", "fam-06-manlius")

    game = run(ctx, 3)

    assert game.pending is None
    senator = ctx.state.senators["fam-05-claudius"]
    assert (senator.faction, senator.location) == (3, Location.ROME)
    assert ctx.state.factions[3].leader == "fam-05-claudius"
    assert ctx.state.curia == ["fam-06-manlius"]


def test_a_curia_card_matching_a_played_statesman_is_passed_over() -> None:
    ctx = bare_context()
    in_curia(ctx, "fam-01-cornelius", "fam-06-manlius")
    enter_statesman(ctx.state, ctx.catalog, 2, "1A")

    run(ctx, 4)

    assert ctx.state.factions[4].leader == "fam-06-manlius"
    assert ctx.state.curia == ["fam-01-cornelius"]


def test_a_player_chooses_to_draw() -> None:
    ctx = bare_context()
    in_curia(ctx, "fam-05-claudius")
    game = run(ctx, 0)
    assert game.pending is not None
    assert (game.pending.kind, game.pending.rule) == (REPLACE_LOST, "1.05.4")
    assert game.pending.options.keys() == [DRAW, QUIT]

    game.apply(DRAW)

    assert ctx.state.factions[0].leader == "fam-05-claudius"
    assert game.result is None


def test_a_solitaire_player_who_quits_loses() -> None:
    ctx = bare_context()
    in_curia(ctx, "fam-05-claudius")
    game = run(ctx, 0)

    game.apply(QUIT)

    assert game.result == GameResult("player_quit", None, "1.05.4")
    assert ctx.state.curia == ["fam-05-claudius"]


def test_in_two_player_games_the_other_player_wins_when_one_quits() -> None:
    ctx = bare_context(players=2)
    game = run(ctx, 2)

    game.apply(QUIT)

    assert game.result == GameResult("player_quit", 0, "1.05.4")


def test_with_an_empty_curia_a_player_may_wait_or_quit() -> None:
    ctx = bare_context()
    game = run(ctx, 0)
    assert game.pending is not None
    assert game.pending.options.keys() == [WAIT, QUIT]

    game.apply(WAIT)

    assert ctx.state.awaiting_curia == (0,)


def test_a_waiting_faction_takes_the_first_senator_to_enter_the_curia() -> None:
    ctx = bare_context()
    run(ctx, 3)
    assert ctx.state.awaiting_curia == (3,)
    add_family(ctx, 1, "fam-07-fulvius")

    kill_senator(ctx, "fam-07-fulvius", "1.05.2", "Mortality Phase")

    senator = ctx.state.senators["fam-07-fulvius"]
    assert (senator.faction, senator.location) == (3, Location.ROME)
    assert ctx.state.factions[3].leader == "fam-07-fulvius"
    assert ctx.state.curia == []
    assert not ctx.state.awaiting_curia


def test_the_mortality_phase_replaces_a_faction_that_lost_its_last_senator() -> None:
    ctx = bare_context()
    for seat in (0, 1, 2, 4):
        add_senator(ctx, seat, f"s{seat}")
    in_curia(ctx, "fam-09-aurelius")
    add_family(ctx, 3, "fam-07-fulvius", Location.WAR)
    ctx.state.mortality_cup = [7]

    game = Game(ctx, mortality_phase, 0)

    assert game.pending is None
    assert ctx.state.factions[3].leader == "fam-09-aurelius"
    assert ctx.state.curia == ["fam-07-fulvius"]


def base_context() -> Context:
    """Five Players' factions with no Senators under the base game's rules."""
    ctx = Context(
        state=GameState(scenario="early"),
        catalog=load_catalog(),
        dice=Dice(0),
        options=GameOptions(scenario="early", players=5),
        rules=BaseRules(),
    )
    create_factions(ctx, tuple(range(5)), PLAYER, 5)
    return ctx


def test_in_the_base_game_a_faction_may_draw_or_quit_and_the_others_play_on() -> None:
    ctx = base_context()
    in_curia(ctx, "fam-05-claudius")
    ctx.state.factions[2].hand = [101, 102]
    ctx.state.factions[2].treasury = 7
    flow = ctx.state.bank_flow
    game = run(ctx, 2)
    assert game.pending is not None and game.pending.options.keys() == [DRAW, QUIT]

    game.apply(QUIT)

    faction = ctx.state.factions[2]
    assert game.result is None
    assert faction.eliminated and faction.hand == [] and faction.treasury == 0
    assert ctx.state.discard[-2:] == [101, 102]
    assert ctx.state.bank_flow == flow - 7
    assert ctx.state.curia == ["fam-05-claudius"]
    assert ctx.state.awaiting_curia == ()


def test_in_the_base_game_a_faction_waits_for_the_first_senator_to_enter_the_curia() -> None:
    ctx = base_context()
    game = run(ctx, 1)
    assert game.pending is not None and game.pending.options.keys() == [WAIT, QUIT]
    game.apply(WAIT)
    assert ctx.state.awaiting_curia == (1,)
    add_family(ctx, 4, "fam-07-fulvius")

    kill_senator(ctx, "fam-07-fulvius", "1.05.2", "Mortality Phase")

    assert ctx.state.factions[1].leader == "fam-07-fulvius"
    assert ctx.state.senators["fam-07-fulvius"].faction == 1


def test_the_base_faction_bot_never_quits() -> None:
    ctx = base_context()
    in_curia(ctx, "fam-05-claudius")
    game = run(ctx, 0)
    decision = game.pending
    assert decision is not None

    answer = BaseFactionBot(0).decide(game.view(0), decision)

    assert isinstance(answer, Option) and answer.key == DRAW and answer.why is not None
    game.apply(answer)
    assert ctx.state.factions[0].leader == "fam-05-claudius"
