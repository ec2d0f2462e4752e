"""Recalling Governors (1.09.52) and a returned or recalled Governor's consent (1.09.51): once
the vacant Governorships are filled, the Presiding Magistrate may recall a non-rebel Governor
not elected this turn by electing a new Governor for his Province, who inherits it with the term
dial at 3; the recalled Governor comes home and is sent out again this turn only with his
consent while another candidate may go."""

from __future__ import annotations

from engine.game import Game
from engine.senate.decisions import (
    SENATE_BUSINESS,
    SENATE_GOVERNOR_NOMINEE,
    SENATE_GOVERNOR_RECALL,
    SENATE_NAMED_CONSENT,
)
from engine.state import Location
from tests.base_game_support import answer_votes, base_game_at

ILLYRICUM, SICILIA = "prov-illyricum", "prov-sicilia"


def at_recall() -> Game:
    """Middle Republic, 3 factions, seed 4: Player 2 presides in turn 1; a Player 3 Senator
    governs Illyricum and a Player 2 Senator Sicilia, both from the set-up."""
    game = base_game_at(SENATE_GOVERNOR_RECALL, scenario="middle", factions=3, seed=4)
    decision = game.pending
    assert decision is not None and decision.actor == 1
    assert {o.key for o in decision.options} == {ILLYRICUM, SICILIA, "none"}
    assert decision.context == {"defeated": ()}
    return game


def nominate(game: Game, faction: int | None = 0) -> str:
    """The Presiding Magistrate's nominee: the first candidate of ``faction``."""
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_GOVERNOR_NOMINEE
    key = next(o.key for o in decision.options if game.state.senators[o.key].faction == faction)
    game.apply(key)
    return key


def test_a_recalled_governor_comes_home_and_his_successor_takes_the_province_for_3_turns() -> None:
    game = at_recall()
    state = game.state
    old = state.provinces[ILLYRICUM].governor
    assert old is not None and state.provinces[ILLYRICUM].term < 3
    game.apply(ILLYRICUM)
    new = nominate(game)
    vote = game.pending
    assert vote is not None
    assert vote.context["proposal"] == f"recall_governor:{ILLYRICUM}:{new}:{old}"
    answer_votes(game, "aye")
    assert state.senators[old].location is Location.ROME and state.senators[old].province is None
    assert state.provinces[ILLYRICUM].governor == new and state.provinces[ILLYRICUM].term == 3
    assert state.senators[new].location is Location.PROVINCE
    again = game.pending
    assert again is not None and again.kind == SENATE_GOVERNOR_RECALL
    assert ILLYRICUM not in {o.key for o in again.options}, "elected this turn (1.09.52)"


def test_a_defeated_recall_leaves_the_governor_and_is_offered_with_its_defeat() -> None:
    game = at_recall()
    old = game.state.provinces[ILLYRICUM].governor
    game.apply(ILLYRICUM)
    nominate(game)
    answer_votes(game, "nay")
    assert game.state.provinces[ILLYRICUM].governor == old
    again = game.pending
    assert again is not None and again.kind == SENATE_GOVERNOR_RECALL
    assert again.context == {"defeated": (ILLYRICUM,)}
    game.apply("none")
    while game.pending is not None and game.pending.kind != SENATE_BUSINESS:
        game.apply(game.pending.options[0].key)
    assert game.pending is not None and game.pending.kind == SENATE_BUSINESS


def test_a_recalled_governor_is_sent_out_again_only_with_his_consent() -> None:
    game = at_recall()
    state = game.state
    old = state.provinces[ILLYRICUM].governor
    assert old is not None and state.senators[old].faction == 2
    game.apply(ILLYRICUM)
    nominate(game)
    answer_votes(game, "aye")
    game.apply(SICILIA)
    nominee = game.pending
    assert nominee is not None and old in {o.key for o in nominee.options}
    game.apply(old)
    consent = game.pending
    assert consent is not None and consent.kind == SENATE_NAMED_CONSENT
    assert consent.actor == 2 and consent.rule == "1.09.51"
    assert consent.context == {"role": "govern"}
    game.apply("refuse")
    assert state.senators[old].location is Location.ROME
    again = game.pending
    assert again is not None and again.kind == SENATE_GOVERNOR_RECALL
    assert again.context == {"defeated": (SICILIA,)}
    game.apply(SICILIA)
    nominee = game.pending
    assert nominee is not None and old not in {o.key for o in nominee.options}


def test_a_recalled_governor_who_consents_goes_to_the_vote() -> None:
    game = at_recall()
    state = game.state
    old = state.provinces[ILLYRICUM].governor
    game.apply(ILLYRICUM)
    nominate(game)
    answer_votes(game, "aye")
    game.apply(SICILIA)
    game.apply(str(old))
    game.apply("consent")
    answer_votes(game, "aye")
    assert state.provinces[SICILIA].governor == old
    assert state.senators[str(old)].location is Location.PROVINCE


def test_a_rebel_governor_may_not_be_recalled() -> None:
    game = base_game_at(SENATE_GOVERNOR_NOMINEE, scenario="middle", factions=3, seed=4)
    state = game.state
    rebel = state.provinces[ILLYRICUM].governor
    assert rebel is not None
    state.senators[rebel].location = Location.REBEL
    while game.pending is not None and game.pending.kind != SENATE_GOVERNOR_RECALL:
        game.apply(game.pending.options[0].key)
    decision = game.pending
    assert decision is not None and ILLYRICUM not in {o.key for o in decision.options}


def test_a_governor_back_from_his_term_of_another_faction_is_asked_before_going_again() -> None:
    # Middle Republic, 3 factions, seed 3: Aelius (Player 2) ended his term in Illyricum in
    # this turn's Revenue Phase (1.06.6); Player 1 presides over the vacant Governorships.
    game = base_game_at(SENATE_GOVERNOR_NOMINEE, scenario="middle", factions=3, seed=3)
    decision = game.pending
    assert decision is not None and decision.actor == 0
    aelius = game.state.senators["fam-14-aelius"]
    assert aelius.faction == 1 and aelius.key in {o.key for o in decision.options}
    game.apply(aelius.key)
    consent = game.pending
    assert consent is not None and consent.kind == SENATE_NAMED_CONSENT
    assert consent.actor == 1 and consent.context == {"role": "govern"}
    game.apply("consent")
    vote = game.pending
    assert vote is not None and vote.context["proposal"] == (
        f"governor:{decision.context['province']}:{aelius.key}"
    )
