"""1.07.2, 1.07.21: an Initiative rolls 2d6; a 7 is a Random Event instead of a card, anything
else draws the top card; an empty deck still rolls but draws nothing; a faction needs no
Senator in Rome to take its Initiative."""

import pytest

from engine.phases.forum import forum_phase, initiative
from engine.state import Location, Office
from solo.game import new_game
from tests.forum_support import (
    IMPERIALS,
    PLAYER,
    acts,
    for_seat,
    quiet_steps,
    run,
    senator,
    solitaire_table,
)
from tests.interpreted_support import PATCHES_A_FUNCTION

TRIBUNE, SEDUCTION, ASSASSIN = 38, 50, 49


@PATCHES_A_FUNCTION
def test_a_roll_of_7_is_a_random_event_and_draws_no_card(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = solitaire_table()
    ctx.state.deck = [TRIBUNE]
    calls = quiet_steps(monkeypatch)
    ctx.dice.script([3, 4])

    run(ctx, for_seat(initiative, IMPERIALS))

    assert ("random_event", IMPERIALS) in calls
    assert ctx.state.deck == [TRIBUNE]
    assert ctx.state.factions[IMPERIALS].hand == []


def test_any_other_roll_draws_the_top_card(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = solitaire_table()
    ctx.state.deck = [SEDUCTION, TRIBUNE]
    calls = quiet_steps(monkeypatch)
    ctx.dice.script([6, 6])

    run(ctx, for_seat(initiative, IMPERIALS))

    assert ("random_event", IMPERIALS) not in calls
    assert ctx.state.deck == [SEDUCTION]
    assert ctx.state.factions[IMPERIALS].hand == [TRIBUNE]


def test_an_empty_deck_still_rolls_but_draws_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = solitaire_table()
    quiet_steps(monkeypatch)
    ctx.dice.script([2, 3])

    game = run(ctx, for_seat(initiative, PLAYER))

    assert ctx.dice.scripted_left == 0
    assert acts(game, "no_card") == ["the Forum deck is empty: no card"]


@PATCHES_A_FUNCTION
def test_steps_follow_the_roll_in_rulebook_order(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = solitaire_table()
    calls = quiet_steps(monkeypatch)
    ctx.dice.script([2, 3])

    run(ctx, for_seat(initiative, PLAYER))

    assert calls == [("persuasion_step", 0), ("knights_step", 0), ("games_step", 0)]


@PATCHES_A_FUNCTION
def test_hrao_first_then_clockwise_each_faction_once(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = solitaire_table()
    for seat in range(5):
        senator(ctx, seat, f"s{seat}")
    ctx.state.senators["s3"].offices.append(Office.ROME_CONSUL)
    ctx.state.senators["s1"].location = Location.PROVINCE  # nobody of seat 1 in Rome
    ctx.state.deck = [TRIBUNE, ASSASSIN, SEDUCTION, TRIBUNE + 1, TRIBUNE + 2, TRIBUNE + 3]
    quiet_steps(monkeypatch)
    ctx.dice.script([2, 3] * 5 + [1] + [2, 3])

    game = run(ctx, forum_phase)

    rolls = [e.actor for e in game.log if e.act == "initiative_roll"]
    names = [ctx.faction_name(seat) for seat in (3, 4, 0, 1, 2, 3)]
    assert rolls == names
    assert len(ctx.state.factions[1].hand) == 1


def test_an_eliminated_faction_takes_no_initiative_and_one_more_is_auctioned() -> None:
    """1.05.4, 1.07.22: only factions still in the game take an Initiative; the rest of the six
    are auctioned."""
    from bots.agent import play
    from bots.seating import default_agents
    from engine.context import SETUP_ONLY
    from engine.game import Game
    from engine.phases.forum import forum_phase

    setup = new_game("early", 1, 5, SETUP_ONLY)
    play(setup, default_agents(setup))
    ctx = setup.context
    gone = next(f for f in ctx.state.factions if not f.is_player and f.seat != 0)
    for member in ctx.state.faction_senators(gone.seat):
        del ctx.state.senators[member.key]
    gone.leader = None
    gone.eliminated = True
    start = len(ctx.log)

    phase = Game(ctx, forum_phase, 5)
    play(phase, default_agents(phase))

    rolls = [e for e in ctx.log[start:] if e.act == "initiative_roll"]
    assert ctx.faction_name(gone.seat) not in {e.actor for e in rolls}
    assert len(rolls) == 6
