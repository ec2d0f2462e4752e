"""Game.fork: an independent copy that plays on exactly like the original, with new chance
(``reseed``), or determinized for one seat (``seat``): what it cannot see re-dealt (1.04.9,
4.01.1), what it sees unchanged."""

from __future__ import annotations

from collections import Counter

import pytest

from bots.agent import play
from bots.seating import player_bot, seat_agents
from engine.decision import IllegalChoice, Option
from engine.determinize import redeal_hidden
from engine.dice import Dice
from engine.game import Game
from engine.report import state_digest
from engine.treasury import money_in_play
from engine.view import PUBLIC_FIELDS, GameView
from solo.game import new_game
from solo.scenario import player_seats

PLAYER = player_bot("heuristic")


def played(scenario: str, players: int, seed: int, decisions: int | None = None) -> Game:
    """A seeded game answered by the bots, to its end or for ``decisions`` decisions."""
    game = new_game(scenario, players, seed)
    play(game, seat_agents(game, PLAYER), decisions)
    return game


def play_on(game: Game) -> Game:
    """Play a game to its end with freshly seeded bots (the same for a game and its fork)."""
    play(game, seat_agents(game, PLAYER))
    return game


def ending(game: Game) -> tuple[object, ...]:
    """Everything that must agree between two games that ended alike."""
    return (
        state_digest(game.state),
        game.result,
        game.choices,
        game.reasons,
        [event.as_dict() for event in game.log],
    )


def asked(game: Game) -> tuple[object, ...] | None:
    """The pending decision as comparable values: who, what, under which rule, which options."""
    decision = game.pending
    if decision is None:
        return None
    return (decision.actor, decision.kind, decision.rule, decision.prompt, decision.options.keys())


def picture(view: GameView) -> dict[str, str]:
    """Everything a view shows, as text: public fields, factions as seen, deck size."""
    shown = {name: repr(getattr(view, name)) for name in sorted(PUBLIC_FIELDS)}
    shown["senators"] = repr(sorted((k, repr(s)) for k, s in view.senators.items()))
    shown["factions"] = repr(view.factions)
    shown["deck_size"] = repr(view.deck_size)
    return shown


def to_decision_of(game: Game, seat: int) -> Game:
    """Play on with the bots until ``seat`` is to answer."""
    agents = seat_agents(game, PLAYER)
    while game.pending is not None and game.pending.actor != seat:
        decision = game.pending
        actor = decision.delegate_to if decision.delegate_to is not None else decision.actor
        game.apply(agents[actor].decide(game.view(actor), decision))
    return game


@pytest.mark.parametrize(
    ("scenario", "players", "seed", "decisions"),
    [("early", 1, 3, 120), ("middle", 2, 4, 150), ("late", 1, 5, 60)],
)
def test_a_fork_mid_phase_plays_on_exactly_like_the_original(
    scenario: str, players: int, seed: int, decisions: int
) -> None:
    game = played(scenario, players, seed, decisions)
    checkpoint = game.context.checkpoint
    assert checkpoint is not None and checkpoint.log_length < len(game.log)  # mid-phase

    twin = game.fork()

    assert ending(twin) == ending(game)
    assert asked(twin) == asked(game)
    assert ending(play_on(twin)) == ending(play_on(game))


def test_a_game_without_phase_checkpoints_forks_by_replaying_it_from_the_start() -> None:
    game = new_game("early", 1, 3, checkpoints=False)
    play(game, seat_agents(game, PLAYER), 120)
    checkpoint = game.context.checkpoint
    assert checkpoint is not None and checkpoint.log_length == 0  # the game's start only

    twin = game.fork()

    assert ending(twin) == ending(game)
    assert asked(twin) == asked(game)
    assert ending(play_on(twin)) == ending(play_on(game))


def test_a_fork_during_set_up_plays_on_exactly_like_the_original() -> None:
    game = new_game("early", 2, 6)
    assert game.state.phase == "Setup"

    twin = game.fork()

    assert ending(play_on(twin)) == ending(play_on(game))


def test_a_fork_of_a_finished_game_is_a_copy_of_its_end() -> None:
    game = play_on(new_game("early", 1, 2))

    twin = game.fork()

    assert twin.over and twin.pending is None
    assert ending(twin) == ending(game)


def test_nothing_done_to_a_fork_changes_the_original() -> None:
    game = played("early", 1, 7, 100)
    before = ending(game)
    twin = game.fork()

    play_on(twin)
    twin.state.deck.clear()
    twin.state.factions[0].hand.append(1)
    twin.log.clear()

    assert ending(game) == before
    assert ending(game.fork()) == before
    assert ending(play_on(game.fork())) == ending(play_on(game))


def test_playing_the_original_on_leaves_its_fork_as_it_was() -> None:
    game = played("early", 1, 8, 100)
    twin = game.fork()
    at_fork = ending(twin)

    play_on(game)

    assert ending(twin) == at_fork


@pytest.mark.parametrize("seat", [None, 0])
def test_a_fork_of_a_fork_plays_on_like_it_across_phases(seat: int | None) -> None:
    game = played("middle", 2, 9, 90)
    first = game.fork(seat=seat, reseed=11)
    right_after = first.fork()
    play(first, seat_agents(first, PLAYER), 40)  # past a phase start
    second = first.fork()

    assert ending(play_on(right_after)) == ending(play_on(game.fork(seat=seat, reseed=11)))
    assert ending(play_on(second)) == ending(play_on(first))


def test_the_same_new_seed_gives_the_same_future() -> None:
    game = played("early", 1, 10, 80)

    assert ending(play_on(game.fork(reseed=5))) == ending(play_on(game.fork(reseed=5)))


def test_a_new_seed_keeps_the_present_and_changes_only_the_future() -> None:
    game = played("early", 1, 12, 80)
    pictures = {seat: picture(game.view(seat)) for seat in range(5)}

    forks = [game.fork(reseed=k) for k in (1, 2, 3)]

    for fork in forks:
        assert asked(fork) == asked(game)
        assert fork.choices == game.choices and fork.log == game.log
        assert {seat: picture(fork.view(seat)) for seat in range(5)} == pictures
        assert Counter(fork.state.deck) == Counter(game.state.deck)
    endings = {state_digest(play_on(fork).state) for fork in forks}
    assert len(endings | {state_digest(play_on(game).state)}) > 1


def test_a_new_seed_keeps_era_ends_among_the_bottom_cards() -> None:
    game = played("early", 1, 13, 40)
    era_ends = game.context.catalog.events.era_ends.card_no
    bottom = 13  # Era Ends with 6 Middle and 6 Early cards (3.01.4 E)
    assert era_ends in game.state.deck[:bottom]

    for k in range(20):
        deck = game.fork(reseed=k).state.deck
        assert era_ends in deck[:bottom]
        assert sorted(deck[:bottom]) == sorted(game.state.deck[:bottom])


@pytest.mark.parametrize(("scenario", "seed"), [("early", 15), ("middle", 15), ("late", 16)])
def test_a_determinization_keeps_the_seats_view_and_redeals_the_rest(
    scenario: str, seed: int
) -> None:
    seat, other = player_seats(2)
    game = to_decision_of(played(scenario, 2, seed, 60), seat)
    assert game.pending is not None
    seen = picture(game.view(seat))
    hidden = (list(game.state.deck), list(game.state.factions[other].hand))

    forks = [game.fork(seat=seat, reseed=k) for k in range(5)]

    for fork in forks:
        assert picture(fork.view(seat)) == seen
        assert asked(fork) == asked(game)
        assert 0 <= fork.state.factions[other].treasury <= 2 * game.state.factions[seat].treasury
        assert (
            money_in_play(fork.state) - fork.state.bank_flow
            == money_in_play(game.state) - game.state.bank_flow
        )
        assert len(fork.state.factions[other].hand) == len(hidden[1])
        assert Counter(fork.state.deck + fork.state.factions[other].hand) == Counter(
            hidden[0] + hidden[1]
        )
    assert {tuple(f.state.factions[other].hand) for f in forks} != {tuple(hidden[1])}
    assert all(f.state.deck != hidden[0] for f in forks)


def test_a_solitaire_determinization_shows_the_player_all_he_saw() -> None:
    game = to_decision_of(played("early", 1, 17, 50), 0)
    seen = [picture(game.view(seat)) for seat in range(5)]

    fork = game.fork(seat=0, reseed=3)

    assert [picture(fork.view(seat)) for seat in range(5)] == seen
    assert [f.hand for f in fork.state.factions] == [f.hand for f in game.state.factions]


def test_a_determinization_needs_a_new_seed_and_a_seat_in_play() -> None:
    game = new_game("early", 1, 1)

    with pytest.raises(ValueError, match="reseed"):
        game.fork(seat=0)
    with pytest.raises(ValueError, match="seat 7"):
        game.fork(seat=7, reseed=1)


def test_a_fork_inside_a_held_card_play_plays_on_like_the_original() -> None:
    game = played("early", 2, 2, 43)
    play(game, seat_agents(game, PLAYER), 1)
    assert game.choices[-1].startswith("play:")  # an interjection asks its own decision (4.04.1)

    twin = game.fork()

    assert asked(twin) == asked(game)
    assert ending(play_on(twin)) == ending(play_on(game))


def test_a_determinization_never_reads_the_hidden_faction_treasury() -> None:
    seat, other = player_seats(2)
    game = to_decision_of(played("early", 2, 14, 60), seat)

    for k in range(3):
        worlds = [game.fork(), game.fork()]
        richer = worlds[1].state
        richer.factions[other].treasury += 25  # a world the seat cannot tell from the first
        richer.bank_flow += 25
        for world in worlds:
            redeal_hidden(world.context, seat, Dice(k))
        first, second = (w.state for w in worlds)
        assert first.factions[other].treasury == second.factions[other].treasury
        assert 0 <= first.factions[other].treasury <= 2 * first.factions[seat].treasury
        assert state_digest(first) == state_digest(second)


def test_a_fork_takes_the_parents_options_equal_by_key() -> None:
    # Issue 29, item 7: a fork refused the parent's play:/assassinate: Option objects, whose
    # values ran partials built anew by the fork, listing the same key as legal.
    game = new_game("early", 1, 3)
    agents = seat_agents(game, PLAYER)
    tried = 0
    while game.pending is not None and tried < 20:
        keys = game.pending.options.keys()
        for key in [k for k in keys if k.startswith(("play:", "assassinate:"))]:
            option = game.pending.resolve(key)
            game.fork().apply(option)
            tried += 1
        play(game, agents, 1)
    assert tried


def test_an_option_of_another_decision_is_refused_saying_why() -> None:
    game = new_game("early", 1, 1)
    assert game.pending is not None
    first = game.pending.options[0]
    assert isinstance(first, Option)
    changed = Option(first.key, "another value", first.label)

    with pytest.raises(IllegalChoice, match=r"not the one .* offers now"):
        game.apply(changed)
