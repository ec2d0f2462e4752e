"""4.04.1 (and 4.07.3): a Player's interjection (an Assassination Check requested, a Concession
or a Law played) runs between two decisions; the interrupted decision is then built again from
the state the interjection left (``Context.choose``), so it never offers a Senator who died
meanwhile, and no act under way goes on with him (docs/rulings.md)."""

import re
from collections import Counter

import pytest

from bots.random_agent import RandomAgent
from bots.seating import PLAYER_BOTS, seat_agents
from common.conformance import invariants_hook
from engine.context import Context, Interjection, Procedure
from engine.death import kill_senator
from engine.decision import Decision, Option
from engine.game import Game
from engine.queries import in_rome
from solo.assassination import REQUEST_PREFIX
from solo.decisions import SPOILS_PICK
from solo.game import new_game
from solo.player_cards import PLAY_PREFIX

TOKENS = re.compile(r"[^@:|,=]+")


def _kind_of_interjection(key: str) -> str | None:
    if key.startswith(REQUEST_PREFIX):
        return "assassination"
    if key.startswith(PLAY_PREFIX):
        return "play:" + ("law" if key.startswith(PLAY_PREFIX + "law") else "concession")
    return None


def _stale_senators(game: Game, decision: Decision, known: set[str]) -> list[str]:
    """Keys of Senators no longer in play that an option of ``decision`` names."""
    if not hasattr(decision.options, "keys"):
        return []
    keys: list[str] = decision.options.keys()
    named = {t for key in keys for t in TOKENS.findall(key) if t in known}
    return sorted(named - set(game.state.senators))


def _interject_everywhere(scenario: str, players: int, seed: int) -> Counter[str]:
    """Play a random-Player game that takes every interjection it is offered; after each,
    the interrupted decision offers no dead Senator. Returns the interjections taken."""
    game = new_game(scenario, players, seed, phase_hooks=[invariants_hook(f"seed {seed}")])
    agents = seat_agents(game, PLAYER_BOTS["random"])
    known: set[str] = set()
    taken: Counter[str] = Counter()
    options_taken: set[str] = set()
    while game.pending is not None:
        decision = game.pending
        known.update(game.state.senators)
        keys = decision.options.keys() if hasattr(decision.options, "keys") else []
        chosen = next((k for k in keys if _kind_of_interjection(k)), None)
        if chosen is None or chosen in options_taken:
            seat = decision.seat_to_answer
            game.apply(agents[seat].decide(game.view(seat), decision))
            continue
        kind = _kind_of_interjection(chosen)
        assert kind is not None
        options_taken.add(chosen)
        before = len(game.choices)
        game.apply(chosen)
        while game.pending is not None and game.pending.kind != decision.kind:
            inner = game.pending
            seat = inner.seat_to_answer
            game.apply(agents[seat].decide(game.view(seat), inner))
        if game.pending is not None and len(game.choices) > before:
            assert not _stale_senators(game, game.pending, known), (
                f"{decision.kind} offers the dead after {chosen}"
            )
        taken[kind] += 1
    return taken


@pytest.mark.parametrize(
    ("scenario", "players", "seed"),
    [("middle", 1, 30109), ("late", 2, 30100), ("late", 2, 30881), ("early", 2, 5)],
)
def test_decisions_interrupted_by_any_interjection_offer_only_the_living(
    scenario: str, players: int, seed: int
) -> None:
    taken = _interject_everywhere(scenario, players, seed)

    assert taken["assassination"] + taken["play:concession"] + taken["play:law"] > 0


def test_every_kind_of_interjection_is_taken_somewhere() -> None:
    kinds: Counter[str] = Counter()
    for scenario, seed in (("middle", 0), ("late", 10)):
        kinds.update(_interject_everywhere(scenario, 1, seed))

    assert {"assassination", "play:concession", "play:law"} <= set(kinds), kinds


@pytest.mark.parametrize(
    ("scenario", "players", "seed"),
    [
        ("middle", 1, 30109),
        ("middle", 1, 30152),
        ("middle", 1, 30523),
        ("middle", 1, 31113),
        ("late", 2, 30881),
        ("late", 2, 30100),
        ("late", 2, 30243),
        ("late", 2, 40159),
    ],
)
def test_the_reported_games_play_on_correctly(scenario: str, players: int, seed: int) -> None:
    game = new_game(scenario, players, seed, phase_hooks=[invariants_hook(f"seed {seed}")])
    agents = seat_agents(game, lambda s: RandomAgent(s))
    while game.pending is not None:
        seat = game.pending.seat_to_answer
        game.apply(agents[seat].decide(game.view(seat), game.pending))

    assert game.over


def test_a_decision_asked_through_choose_is_built_again_after_a_killing_interjection() -> None:
    game = new_game("early", 1, 3)
    ctx = game.context
    victim = next(s for s in ctx.state.faction_senators(0) if in_rome(s))

    def kill(c: Context) -> Procedure:
        kill_senator(c, victim.key, "4.07.3", "assassinated")
        yield from ()

    def ask() -> Decision:
        living = [s for s in ctx.state.faction_senators(0) if in_rome(s)]
        options = [Option(s.key, s.key, s.name) for s in living]
        return ctx.ask(0, SPOILS_PICK, "4.05.4", [*options, Option("kill", Interjection(kill))], "")

    def procedure(c: Context) -> Procedure:
        choice = yield from c.choose(ask)
        c.state.scenario = choice.key  # where the answer lands, to read it back

    probe = Game(ctx, procedure, 3)
    assert probe.pending is not None
    assert victim.key in list(probe.pending.options.keys())

    probe.apply("kill")

    assert probe.pending is not None
    offered: list[str] = probe.pending.options.keys()
    assert victim.key not in offered
    other = offered[0]
    probe.apply(other)
    assert ctx.state.scenario == other
