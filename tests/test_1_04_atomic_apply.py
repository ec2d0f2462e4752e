"""Game.apply is atomic: an exception while the rules carry an answer out leaves the game
exactly as before the call (state digest, answers, Reasons, log, pending decision), or, where
that cannot be done, marks it broken so it refuses every further call. Faults are injected at
log writes, which every kind of decision reaches."""

from collections import Counter

import pytest

from bots.seating import PLAYER_BOTS, seat_agents
from engine.context import Context
from engine.decision import IllegalChoice
from engine.game import Game, GameBroken
from engine.log import LogEvent
from engine.report import state_digest
from solo.game import new_game
from tests.interpreted_support import APPENDS_THROUGH_A_LIST_SUBCLASS, READS_INSTANCE_DICT


class InjectedFault(RuntimeError):
    """The fault the test injects."""


class FaultyLog(list[LogEvent]):
    """A game log that raises on its ``armed``-th append from now (never when 0)."""

    armed = 0

    def append(self, event: LogEvent) -> None:
        if self.armed:
            self.armed -= 1
            if not self.armed:
                raise InjectedFault("injected at a log write")
        super().append(event)


def _faulty(game: Game) -> FaultyLog:
    log = FaultyLog(game.context.log)
    game.context.log = log
    return log


def _snapshot(game: Game) -> tuple[object, ...]:
    pending = game.pending
    assert pending is not None
    return (
        state_digest(game.state),
        list(game.choices),
        dict(game.reasons),
        [e.as_dict() for e in game.log],
        pending.kind,
        pending.actor,
        pending.options.keys() if hasattr(pending.options, "keys") else None,
    )


def _play_with_faults(
    scenario: str, players: int, seed: int, bot: str
) -> tuple[Game, Counter[str]]:
    """Play a whole game; before every third answer, fail it at its 1st-4th log write and
    check the game is as before, then give it for real. Returns the game and the kinds
    faulted."""
    game = new_game(scenario, players, seed)
    agents = seat_agents(game, PLAYER_BOTS[bot])
    log = _faulty(game)
    faulted: Counter[str] = Counter()
    count = 0
    while game.pending is not None:
        decision = game.pending
        seat = decision.seat_to_answer
        answer = agents[seat].decide(game.view(seat), decision)
        count += 1
        if count % 3 == 0:
            before = _snapshot(game)
            log = game.context.log if isinstance(game.context.log, FaultyLog) else _faulty(game)
            log.armed = 1 + count % 4
            try:
                game.apply(answer)
            except InjectedFault:
                assert _snapshot(game) == before, f"{decision.kind} left the game changed"
                faulted[decision.kind] += 1
                log = game.context.log if isinstance(game.context.log, FaultyLog) else log
                log.armed = 0
                game.apply(answer)
            else:
                log.armed = 0
        else:
            game.apply(answer)
    assert game.over
    return game, faulted


def _played(scenario: str, players: int, seed: int, bot: str) -> Game:
    game = new_game(scenario, players, seed)
    agents = seat_agents(game, PLAYER_BOTS[bot])
    while game.pending is not None:
        seat = game.pending.seat_to_answer
        game.apply(agents[seat].decide(game.view(seat), game.pending))
    return game


@APPENDS_THROUGH_A_LIST_SUBCLASS
@pytest.mark.parametrize(
    ("scenario", "players", "seed", "bot"),
    [("early", 1, 3, "heuristic"), ("middle", 2, 4, "random"), ("late", 1, 5, "random")],
)
def test_a_fault_in_any_decision_leaves_the_game_as_before(
    scenario: str, players: int, seed: int, bot: str
) -> None:
    game, faulted = _play_with_faults(scenario, players, seed, bot)

    assert len(faulted) >= 10, f"too few decision kinds faulted: {sorted(faulted)}"
    plain = _played(scenario, players, seed, bot)
    assert game.choices == plain.choices
    assert state_digest(game.state) == state_digest(plain.state)


def test_a_game_that_cannot_be_put_back_refuses_every_call() -> None:
    # An interrupt is not undone: the game is marked broken at once.
    def stop(_: Context) -> None:
        raise KeyboardInterrupt

    game = new_game("early", 1, 1)
    agents = seat_agents(game, PLAYER_BOTS["heuristic"])
    game.context.phase_hooks.append(stop)
    with pytest.raises(KeyboardInterrupt):
        while game.pending is not None:
            seat = game.pending.seat_to_answer
            game.apply(agents[seat].decide(game.view(seat), game.pending))

    assert game.pending is not None
    with pytest.raises(GameBroken, match="KeyboardInterrupt"):
        game.apply(game.pending.options.keys()[0])
    with pytest.raises(GameBroken):
        game.fork()


def test_an_illegal_answer_needs_no_undo() -> None:
    game = new_game("early", 1, 1)
    before = _snapshot(game)

    with pytest.raises(IllegalChoice):
        game.apply("no-such-option")

    assert _snapshot(game) == before


@pytest.mark.parametrize("answer", [3, None, 2.5, b"x", [1], {"a": 1}, object()])
def test_an_answer_of_any_type_that_is_no_option_is_refused(answer: object) -> None:
    # ``apply`` takes any value (a network seat's answer is unchecked) and refuses all but
    # the pending decision's options and their keys, changing nothing.
    game = new_game("early", 1, 1)
    before = _snapshot(game)

    with pytest.raises(IllegalChoice, match="is not an option of"):
        game.apply(answer)

    assert _snapshot(game) == before


@READS_INSTANCE_DICT
def test_an_undone_game_takes_every_attribute_of_its_replay() -> None:
    # ``_become`` names the attributes one by one (the compiled build's Game has no __dict__):
    # here, where it has one, every attribute a game holds is taken from the replay.
    game, twin = new_game("early", 1, 1), new_game("early", 1, 2)

    game._become(twin)

    assert set(vars(game)) == set(vars(twin))
    assert all(value is vars(twin)[name] for name, value in vars(game).items())
