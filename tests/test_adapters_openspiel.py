"""The OpenSpiel game python_republic_of_rome (docs/adapters.md): its game type, OpenSpiel's own
random-simulation checks with serialization, pickling, determinizations that keep the
information state, and ISMCTS as a Player bot."""

from __future__ import annotations

import pickle
import re
from functools import partial

import numpy as np
import pyspiel
import pytest
from click.testing import CliRunner
from open_spiel.python.algorithms import mcts

import adapters.openspiel
from adapters.ismcts import Budget, OpenSpielISMCTS
from adapters.observation import KIND_NAMES, SIZE
from adapters.recall import LAST, PAST, RECALL, RECALL_SIZE
from bots.agent import play
from bots.seating import PlayerBotError, player_bot, seat_agents
from ror.cli import main
from solo.game import new_game
from tests.adapter_support import DOC

GameType = pyspiel.GameType


def load(**params: object) -> pyspiel.Game:
    return pyspiel.load_game(adapters.openspiel.SHORT_NAME, params)


def test_the_game_type_is_imperfect_information_seeded_general_sum_terminal() -> None:
    kind = load().get_type()

    assert kind.information == GameType.Information.IMPERFECT_INFORMATION
    assert kind.chance_mode == GameType.ChanceMode.DETERMINISTIC
    assert kind.utility == GameType.Utility.GENERAL_SUM
    assert kind.reward_model == GameType.RewardModel.TERMINAL
    assert kind.provides_information_state_tensor and kind.provides_observation_tensor


@pytest.mark.parametrize("players", [1, 2])
def test_openspiel_random_simulation_checks_pass(players: int) -> None:
    pyspiel.random_sim_test(
        load(players=players, max_turns=1), num_sims=1, serialize=True, verbose=False
    )


def test_the_initial_state_is_a_function_of_the_parameters() -> None:
    game = load(seed=7)

    assert str(game.new_initial_state()) == str(game.new_initial_state())
    assert str(load(seed=7).new_initial_state()) == str(game.new_initial_state())
    assert str(load(seed=8).new_initial_state()) != str(game.new_initial_state())


def test_games_states_and_resampled_states_serialize_and_pickle() -> None:
    game = load(players=2, seed=3, reward="influence")
    state = game.new_initial_state()
    for _ in range(8):
        state.apply_action(state.legal_actions()[-1])
    world = state.resample_from_infostate(state.current_player(), lambda: 0.5)
    world.apply_action(world.legal_actions()[0])

    text = pyspiel.serialize_game_and_state(game, state)
    again_game, again = pyspiel.deserialize_game_and_state(text)

    assert str(again_game) == str(game) and str(again) == str(state)
    assert str(pickle.loads(pickle.dumps(game))) == str(game)
    for kept in (state, world):
        copy = pickle.loads(pickle.dumps(kept))
        assert str(copy) == str(kept) and copy.history() == kept.history()
        assert copy.information_state_string(0) == kept.information_state_string(0)


def test_the_players_are_the_player_seats_and_rewards_fit_the_utility_range() -> None:
    game = load(players=2, max_turns=1, reward="influence")
    state = game.new_initial_state()
    rng = np.random.default_rng(3)
    seen = set()
    while not state.is_terminal():
        seen.add(state.current_player())
        state.apply_action(int(rng.choice(state.legal_actions())))

    assert seen == {0, 1}
    assert all(game.min_utility() <= r <= game.max_utility() for r in state.returns())
    assert sum(state.returns()) > 0


def test_a_resampled_state_keeps_the_information_state_but_not_the_hidden_deck() -> None:
    state = load(players=2, seed=4).new_initial_state()
    for _ in range(6):
        state.apply_action(state.legal_actions()[-1])
    player = state.current_player()
    sampler = iter([0.25, 0.75])

    worlds = [state.resample_from_infostate(player, lambda: next(sampler)) for _ in range(2)]

    for world in worlds:
        assert world.information_state_string(player) == state.information_state_string(player)
        assert world.observation_tensor(player) == state.observation_tensor(player)
    decks = [list(w.table.game.state.deck) for w in worlds]
    assert decks[0] != decks[1]


def test_the_information_state_holds_the_players_answers() -> None:
    state = load().new_initial_state()
    action = state.legal_actions()[0]
    answer = state.action_to_string(0, action)

    state.apply_action(action)

    assert f"\nanswers {answer}\nrecall " in state.information_state_string(0)
    assert answer not in state.observation_string(0)


def test_the_information_state_tensor_tells_apart_own_answers_the_observation_does_not() -> None:
    game = load(seed=3)
    first = game.new_initial_state()
    assert first.table.game.pending.kind == "faction.leader"
    twins = [first.child(0), first.child(1)]

    assert twins[0].observation_tensor(0) == twins[1].observation_tensor(0)
    infos = [np.array(twin.information_state_tensor(0)) for twin in twins]
    assert game.information_state_tensor_size() == SIZE + RECALL_SIZE == len(infos[0])
    assert list(infos[0][:SIZE]) == twins[0].observation_tensor(0)
    assert not np.array_equal(infos[0], infos[1])
    recall = dict(zip(RECALL, infos[1][SIZE:], strict=True))
    assert recall["answers/100"] == pytest.approx(0.01)
    assert recall["answered_kind=faction.leader/10"] == pytest.approx(0.1)
    assert recall["last1_kind=faction.leader"] == 1.0
    assert recall["last1_action/ACTIONS"] == pytest.approx(1 / 128)
    assert recall["last2_present"] == 0.0


def test_the_recall_block_is_as_the_docs_list_it() -> None:
    rows = re.findall(r"^\| (counts|answered kinds|latest answers) \| (?:(\d+) x )?(\d+) \|",
                      DOC.read_text(), re.M)
    widths = [int(count or 1) * int(width) for _, count, width in rows]

    assert [name for name, _, _ in rows] == ["counts", "answered kinds", "latest answers"]
    assert widths == [2, len(KIND_NAMES) + 1, LAST * len(PAST)]
    assert sum(widths) == RECALL_SIZE


def test_the_information_state_tensor_never_holds_what_the_other_player_chose() -> None:
    state = load(players=2, seed=2).new_initial_state()
    while state.current_player() != 1:
        state.apply_action(state.legal_actions()[0])
    before = np.array(state.information_state_tensor(0))[SIZE:]
    twins = [state.child(a) for a in state.legal_actions()[:2]]
    after = [np.array(twin.information_state_tensor(0))[SIZE:] for twin in twins]

    assert np.array_equal(after[0], after[1])
    changed = [RECALL[i] for i in np.flatnonzero(after[0] != before)]
    assert changed == ["other_answers/100"]


def test_ismcts_plays_the_same_game_from_the_same_seed() -> None:
    def choices() -> list[str]:
        game = new_game("early", 1, 2)
        factory = partial(OpenSpielISMCTS, budget=Budget(simulations=3))
        play(game, seat_agents(game, factory), max_decisions=120)
        return game.choices

    assert choices() == choices()


def test_the_ismcts_entry_takes_settings_and_refuses_bad_ones() -> None:
    factory = player_bot("openspiel-ismcts:simulations=7,width=3")

    assert factory(1).budget == Budget(simulations=7, width=3)  # type: ignore[attr-defined]
    with pytest.raises(PlayerBotError, match=r"^openspiel-ismcts: unknown setting"):
        player_bot("openspiel-ismcts:depth=3")


@pytest.mark.soak
def test_ismcts_meets_the_heuristic_in_a_mini_tournament() -> None:
    result = CliRunner().invoke(
        main,
        ["tournament", "--player-bots", "heuristic,openspiel-ismcts:simulations=10",
         "--games", "4", "--json"],
    )

    assert result.exit_code == 0, result.output
    assert '"name": "openspiel-ismcts:simulations=10"' in result.stdout


def test_a_clone_and_its_original_change_independently_whichever_changes_first() -> None:
    state = load(players=2, seed=4).new_initial_state()
    for _ in range(5):
        state.apply_action(state.legal_actions()[-1])
    before = str(state)
    for first in ("clone", "original"):
        original = state.clone()
        clone = original.clone()
        assert clone.table.game is original.table.game
        changed, kept = (clone, original) if first == "clone" else (original, clone)
        recalled = kept.information_state_string(0), kept.information_state_tensor(0)
        changed.apply_action(changed.legal_actions()[0])

        assert str(kept) == before != str(changed)
        assert kept.table.game is not changed.table.game
        assert (kept.information_state_string(0), kept.information_state_tensor(0)) == recalled
        assert kept.answers != changed.answers and kept.moves != changed.moves
        kept.apply_action(kept.legal_actions()[0])
        assert str(kept) == str(changed)


def test_a_fresh_initial_state_observes_the_deal_made_once() -> None:
    game = load(players=2, seed=5)
    fresh = game.new_initial_state().observation_tensor(1)
    played = game.new_initial_state()
    played.current_player()

    assert played.observation_tensor(1) == fresh
    assert game.new_initial_state().clone().observation_tensor(1) == fresh


def test_the_information_state_recalls_every_observation_and_answer_in_order() -> None:
    state = load(players=2, seed=2).new_initial_state()
    expected = {0: "", 1: ""}
    rng = np.random.default_rng(4)
    for _ in range(12):
        mover = state.current_player()
        action = int(rng.choice(state.legal_actions()))
        answer = state.action_to_string(mover, action)
        for player in (0, 1):
            did = answer if player == mover else ""
            seen = state.observation_string(player)
            expected[player] = adapters.openspiel.recall_digest(expected[player], seen, did)
        state.apply_action(action)

    for player in (0, 1):
        info = state.information_state_string(player)
        assert info.startswith(state.observation_string(player))
        assert info.endswith(f"\nrecall {expected[player]}")


def test_explicit_chance_deals_the_future_at_a_chance_node_after_each_answer() -> None:
    game = load(players=2, seed=1, chance="explicit", max_turns=1)
    assert game.get_type().chance_mode == GameType.ChanceMode.EXPLICIT_STOCHASTIC
    state = game.new_initial_state()
    state.apply_action(state.legal_actions()[0])

    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == adapters.openspiel.FUTURES
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    worlds = [state.child(outcome) for outcome, _ in outcomes[:2]]
    assert all(not w.is_chance_node() for w in worlds)
    assert worlds[0].table.game.state.deck != worlds[1].table.game.state.deck


def test_explicit_chance_passes_the_random_simulation_checks_and_stock_mcts_runs() -> None:
    game = load(players=2, chance="explicit", max_turns=1)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)

    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = mcts.MCTSBot(game, 2, 4, evaluator, random_state=np.random.RandomState(0))
    state = game.new_initial_state()
    assert bot.step(state) in state.legal_actions()


def chance_node_of(stream: str, state: pyspiel.State, rng: np.random.Generator) -> pyspiel.State:
    """The state played on at random (chance too) to a chance node of ``stream``."""
    while not (state.is_chance_node() and state.action_to_string(-1, 0).startswith(stream)):
        if state.is_chance_node():
            state.apply_action(int(rng.integers(len(state.chance_outcomes()))))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


def test_outcome_chance_passes_the_random_simulation_checks_and_stock_mcts_runs() -> None:
    game = load(players=2, chance="outcomes", max_turns=1)
    assert game.get_type().chance_mode == GameType.ChanceMode.EXPLICIT_STOCHASTIC

    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = mcts.MCTSBot(game, 2, 4, evaluator, random_state=np.random.RandomState(0))
    state = game.new_initial_state()
    assert bot.step(state) in state.legal_actions()


def test_outcome_chance_rolls_each_die_of_a_persuasion_attempt_as_a_chance_node() -> None:
    start = load(players=2, seed=1, chance="outcomes", max_turns=1).new_initial_state()
    state = chance_node_of("chance persuasion/", start, np.random.default_rng(0))

    assert state.chance_outcomes() == [(face, pytest.approx(1 / 6)) for face in range(6)]
    assert [state.action_to_string(-1, face)[-1] for face in range(6)] == list("123456")
    for first, second in ((0, 5), (5, 0)):
        between = state.child(first)
        assert between.is_chance_node() and between.action_to_string(-1, 0).startswith(
            "chance persuasion/"
        )
        rolled = between.child(second)
        rng = np.random.default_rng(1)
        while rolled.is_chance_node():  # the Neutrals' tie-breaks after it (1.04.8: a tie
            rolled.apply_action(int(rng.integers(6)))  # rolls again, so not always face 1)
        dice = rolled.table.game.context.dice
        rolls = [face for (_, at, _), face in dice.forced.items() if at[0] == "persuasion"]
        assert rolls == [first, second]  # the faces the rules rolled (1.07.41), less one


def test_outcome_chance_draws_any_card_of_the_pile_and_a_chit_from_the_cup() -> None:
    start = load(players=2, seed=1, chance="outcomes", max_turns=1).new_initial_state()
    rng = np.random.default_rng(0)
    mortality = chance_node_of("chance mortality/", start, rng)
    chits = len(mortality.chance_outcomes())
    assert chits > 30 and mortality.chance_outcomes()[0][1] == pytest.approx(1 / chits)
    draw = chance_node_of("chance draw", mortality, rng)

    pile = list(draw.table.game.state.deck)
    assert len(draw.chance_outcomes()) == len(pile)
    for card in (0, len(pile) - 1):  # the bottom card as likely as the top one
        drawn = draw.child(card)
        while drawn.is_chance_node():
            drawn.apply_action(int(rng.integers(len(drawn.chance_outcomes()))))
        assert pile[card] not in drawn.table.game.state.deck


def test_a_determinization_under_outcome_chance_plays_on_with_its_seeds_chance() -> None:
    state = load(players=2, seed=1, chance="outcomes", max_turns=1).new_initial_state()
    world = state.resample_from_infostate(state.current_player(), lambda: 0.25)
    while not world.is_terminal() and len(world.history()) < 40:
        assert not world.is_chance_node()
        world.apply_action(world.legal_actions()[0])

    assert len(world.history()) == 40 or world.is_terminal()
