"""Consular elections in the base game (1.09.2-1.09.22, 1.09.131, 1.09.14): the Presiding
Magistrate nominates a pair, every faction votes in turn, a defeated pair never comes again, an
elected pair takes its Consulships with 5 Influence each, and the Rome Consul presides."""

from __future__ import annotations

from engine.base.game import new_base_game
from engine.game import Game
from engine.senate.decisions import SENATE_CONSUL_NOMINEE, SENATE_VOTE
from engine.state import Office
from tests.base_game_support import answer_votes, pass_tribunes, play_until


def to_first_nomination() -> Game:
    return play_until(new_base_game("early", 4, 3), SENATE_CONSUL_NOMINEE)


def nominate(game: Game) -> tuple[str, str]:
    first = game.pending
    assert first is not None and first.kind == SENATE_CONSUL_NOMINEE
    a = first.options[0].key
    game.apply(a)
    second = game.pending
    assert second is not None and second.kind == SENATE_CONSUL_NOMINEE
    assert second.context["slate"] == (a,)
    b = second.options[0].key
    game.apply(b)
    return a, b


def test_a_defeated_pair_is_not_nominated_again() -> None:
    game = to_first_nomination()
    a, b = nominate(game)
    chair = next(e for e in game.log if e.act == "presides")
    while game.pending is not None and game.pending.kind in (SENATE_VOTE, "senate.vote_talents"):
        game.apply("nay" if game.pending.kind == SENATE_VOTE else "0")
    failed = game.log[-1]
    assert failed.act == "proposal_fails"
    defeat = game.pending  # unanimous: the Presiding Magistrate chooses (1.09.144)
    assert defeat is not None and defeat.kind == "senate.unanimous_defeat"
    game.apply("lose_influence")
    cost = game.log[-1]
    assert cost.act == "unanimous_defeat" and cost.actor == chair.actor
    pass_tribunes(game)
    game.apply(a)
    second = game.pending
    assert second is not None and second.kind == SENATE_CONSUL_NOMINEE
    assert b not in {o.key for o in second.options}


def test_an_elected_pair_takes_the_consulships_and_the_rome_consul_presides() -> None:
    game = to_first_nomination()
    a, b = nominate(game)
    before = {k: game.state.senators[k].influence for k in (a, b)}
    answer_votes(game, "aye")
    while game.pending is not None and game.pending.kind == "senate.consul_office":
        game.apply("rome")
    consuls = {k: game.state.senators[k] for k in (a, b)}
    offices = sorted(o for s in consuls.values() for o in s.offices if "Consul" in o)
    assert offices == [Office.FIELD_CONSUL, Office.ROME_CONSUL]
    assert all(s.influence == before[k] + 5 for k, s in consuls.items())
    presides = [e for e in game.log if e.act == "office" and "Rome Consul" in e.text]
    assert presides, "the Rome Consul's office is logged with its rule"
