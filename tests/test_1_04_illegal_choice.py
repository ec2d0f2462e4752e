"""`Game.apply` accepts only an option of the pending decision (1.04): anything else raises
IllegalChoice and leaves digest, choices, log and pending decision as they were."""

from functools import cache

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from common.conformance import check_illegal_choice_rejected, run_setup
from engine.context import SETUP_ONLY
from engine.decision import Decision, Option, TieBreak
from engine.game import Game
from engine.report import state_digest
from solo.game import new_game

SCENARIOS = ("early", "middle", "late")
UNTIMED = settings(deadline=None)
"""Each example replays a set-up game to one of its decisions: well within the default 200 ms
on a quiet machine, but not on a loaded one, so no per-example deadline (examples unchanged)."""

GAMES = st.tuples(st.sampled_from(SCENARIOS), st.sampled_from((1, 2)), st.integers(0, 2**32))


@cache
def full_choices(scenario: str, players: int, seed: int) -> tuple[str, ...]:
    """The keys the default agents choose in this set-up, start to end."""
    return tuple(run_setup(scenario, players, seed).choices)


def game_at(scenario: str, players: int, seed: int, step: int) -> Game:
    """A fresh game replayed to just before its ``step``-th decision (0-based)."""
    game = new_game(scenario, players, seed, SETUP_ONLY)
    for key in full_choices(scenario, players, seed)[:step]:
        game.apply(key)
    return game


def decisions_of(scenario: str, players: int, seed: int) -> list[Decision]:
    """Every decision the set-up poses, in order."""
    game = new_game(scenario, players, seed, SETUP_ONLY)
    decisions = []
    for key in full_choices(scenario, players, seed):
        assert game.pending is not None
        decisions.append(game.pending)
        game.apply(key)
    return decisions


def is_legal_key(decision: Decision, key: str) -> bool:
    """Whether ``key`` names an option, or a tie among two or more distinct options (1.04.8)."""
    keys = set(decision.options.keys())
    if key in keys:
        return True
    if not key.startswith("tie:"):
        return False
    names = key[len("tie:") :].split("|")
    return len(names) >= 2 and len(set(names)) == len(names) and set(names) <= keys


@st.composite
def pending_games(draw: st.DrawFn) -> Game:
    """A set-up game stopped at any one of its decisions."""
    scenario, players, seed = draw(GAMES)
    steps = len(full_choices(scenario, players, seed))
    return game_at(scenario, players, seed, draw(st.integers(0, steps - 1)))


def near_misses(decision: Decision) -> list[str]:
    """Keys one slip away from legal ones: case, whitespace, truncation, one-option ties."""
    key = decision.options.keys()[0]
    return [
        key.upper(),
        f" {key}",
        f"{key}\n",
        key[:-1],
        f"{key}|{key}",
        f"tie:{key}",
        f"tie:{key}|{key}",
        f"tie:{key}|",
        "tie:",
        "",
    ]


@pytest.mark.slow
@UNTIMED
@given(game=pending_games(), key=st.text())
def test_arbitrary_text_key_is_rejected_and_nothing_changes(game: Game, key: str) -> None:
    assert game.pending is not None
    assume(not is_legal_key(game.pending, key))

    check_illegal_choice_rejected(game, key)


@pytest.mark.slow
@UNTIMED
@given(game=pending_games(), data=st.data())
def test_near_miss_key_is_rejected_and_nothing_changes(game: Game, data: st.DataObject) -> None:
    assert game.pending is not None
    key = data.draw(st.sampled_from(near_misses(game.pending)))
    assume(not is_legal_key(game.pending, key))

    check_illegal_choice_rejected(game, key)


@pytest.mark.slow
@UNTIMED
@given(GAMES, st.data())
def test_option_of_another_decision_is_rejected(
    setup: tuple[str, int, int], data: st.DataObject
) -> None:
    decisions = decisions_of(*setup)
    pairs = [
        (i, option)
        for i, here in enumerate(decisions)
        for other in decisions
        for option in other.options
        if isinstance(option, Option) and here.options.find(option.key) is None
    ]
    assume(pairs)
    step, foreign = data.draw(st.sampled_from(pairs))
    game = game_at(*setup, step)

    check_illegal_choice_rejected(game, foreign)


@UNTIMED
@given(game=pending_games())
def test_legal_key_with_another_value_is_rejected(game: Game) -> None:
    assert game.pending is not None
    legal = game.pending.options[0]
    assume(isinstance(legal, Option))  # an amount's key is its value: nothing to forge
    assert isinstance(legal, Option)
    forged = Option(legal.key, ("forged", legal.value), legal.label)

    check_illegal_choice_rejected(game, forged)


@UNTIMED
@given(game=pending_games())
def test_tie_break_of_one_option_is_rejected(game: Game) -> None:
    assert game.pending is not None
    only = TieBreak((game.pending.options.keys()[0],))

    check_illegal_choice_rejected(game, only)


@UNTIMED
@given(game=pending_games(), unknown=st.text(min_size=1))
def test_tie_break_naming_an_unknown_option_is_rejected(game: Game, unknown: str) -> None:
    assert game.pending is not None
    assume(game.pending.options.find(unknown) is None and "|" not in unknown)
    tie = TieBreak((game.pending.options.keys()[0], unknown))

    check_illegal_choice_rejected(game, tie)


@UNTIMED
@given(game=pending_games())
def test_tie_break_repeating_one_option_is_rejected(game: Game) -> None:
    assert game.pending is not None
    key = game.pending.options.keys()[0]

    check_illegal_choice_rejected(game, TieBreak((key, key)))


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_apply_after_setup_with_no_decision_pending_is_rejected(
    scenario: str, players: int
) -> None:
    game = run_setup(scenario, players, seed=2)

    error = check_illegal_choice_rejected(game, "done")

    assert "no decision is pending" in str(error)


@pytest.mark.parametrize("bad", [None, 0, b"done", ("done",)])
def test_value_that_is_no_choice_at_all_is_rejected(bad: object) -> None:
    game = new_game("early", 1, 0)

    check_illegal_choice_rejected(game, bad)  # type: ignore[arg-type]


def test_rejection_message_names_the_key_kind_and_rule() -> None:
    game = new_game("early", 1, 0)
    assert game.pending is not None

    error = check_illegal_choice_rejected(game, "fam-99-nobody")

    assert "'fam-99-nobody'" in str(error)
    assert game.pending.kind in str(error) and game.pending.rule in str(error)


def test_rejected_choice_leaves_the_game_on_course_to_the_same_end() -> None:
    game = game_at("middle", 2, 7, step=3)
    check_illegal_choice_rejected(game, "nonsense")

    for key in full_choices("middle", 2, 7)[3:]:
        game.apply(key)

    assert game.pending is None
    assert state_digest(game.state) == state_digest(run_setup("middle", 2, 7).state)
