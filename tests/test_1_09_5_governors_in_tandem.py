"""Governorships elected in tandem (1.09.5): the Presiding Magistrate's faction may put the next
vacant Provinces as one slate, a different nominee for each and one vote; passed, they all take
their Provinces at once; defeated, the first Province is elected on its own and the choice comes
again for the rest (engine/senate/governor_tandem.py). Middle Republic, four factions, seed 1:
four vacant Provinces in turn 1."""

from __future__ import annotations

from bots.base_faction import BaseFactionBot
from engine.base.game import new_base_game
from engine.game import Game
from engine.senate.decisions import (
    SENATE_GOVERNOR_NOMINEE,
    SENATE_GOVERNOR_TANDEM,
    SENATE_TRIBUNE_NOMINATION,
)
from engine.senate.governor_tandem import NONE
from tests.base_game_support import answer_votes, pass_tribunes, play_until


def at_the_tandem() -> tuple[Game, tuple[str, ...]]:
    game = play_until(new_base_game("middle", 4, 1), SENATE_GOVERNOR_TANDEM)
    decision = game.pending
    assert decision is not None
    provinces = decision.context["provinces"]
    assert isinstance(provinces, tuple) and len(provinces) >= 2
    return game, provinces


def nominate_two(game: Game, provinces: tuple[str, ...]) -> list[str]:
    """The slate of the first two Provinces, each Province's first candidate nominated."""
    game.apply("2")
    nominees: list[str] = []
    for province in provinces[:2]:
        decision = game.pending
        assert decision is not None and decision.kind == SENATE_GOVERNOR_NOMINEE
        assert decision.context["province"] == province
        assert not {o.key for o in decision.options} & set(nominees), "one Senator, one Province"
        nominees.append(decision.options[0].key)
        game.apply(nominees[-1])
        while game.pending is not None and game.pending.kind == "senate.named_consent":
            game.apply("consent")
    return nominees


def test_a_slate_passed_sends_every_governor_at_once() -> None:
    game, provinces = at_the_tandem()
    nominees = nominate_two(game, provinces)
    vote = game.pending
    assert vote is not None and str(vote.context["proposal"]).startswith("governors:")
    answer_votes(game, "aye")
    for province, nominee in zip(provinces[:2], nominees, strict=True):
        assert game.state.provinces[province].governor == nominee
    assert sum(1 for e in game.log if e.act == "proposal_passes") >= 1


def test_a_slate_defeated_leaves_the_first_province_to_its_own_election() -> None:
    game, provinces = at_the_tandem()
    nominate_two(game, provinces)
    answer_votes(game, "nay")
    pass_tribunes(game)
    nxt = game.pending
    assert nxt is not None and nxt.kind in (SENATE_GOVERNOR_NOMINEE, SENATE_TRIBUNE_NOMINATION)
    assert nxt.kind != SENATE_GOVERNOR_NOMINEE or nxt.context["province"] == provinces[0]
    assert all(game.state.provinces[p].governor is None for p in provinces[:2])


def test_the_base_faction_bot_elects_each_province_on_its_own() -> None:
    game, _ = at_the_tandem()
    decision = game.pending
    assert decision is not None
    choice = BaseFactionBot(decision.actor).decide(game.view(decision.actor), decision)
    assert choice.key == NONE and choice.why is not None
