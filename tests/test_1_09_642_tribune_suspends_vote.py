"""A Tribune suspending a vote that would send the Presiding Magistrate to War (1.09.642,
1.09.151): the faction plays it in its turn to vote, not as a veto; its proposal is put and
acted upon, then the deployment is voted on anew, and fails at once if that proposal made it
invalid (the troops no longer exist)."""

from __future__ import annotations

from bots.base_faction import BaseFactionBot
from engine.decision import AmountOptions
from engine.game import Game
from engine.senate.decisions import SENATE_BUSINESS, SENATE_TRIBUNE_PROPOSAL, SENATE_VOTE
from engine.senate.tribune_claims import CLAIM, SUSPEND
from engine.state import Office
from tests.base_game_support import answer_votes, give_tribunes, with_tribune
from tests.test_1_09_644_proconsuls_base import with_proconsul

STEPS = {"senate.vote_talents": "0", "senate.consent": "consent"}


def presiding_magistrate_on_the_floor() -> tuple[Game, int]:
    """Seed 7: the Rome Consul presides; with the Field Consul's office taken away he is the
    one Commander to send, with every Legion and no Fleet against the 1st Gallic War; his
    faction votes aye; the Tribune's faction is next to vote. The game and the Tribune's seat."""
    game, _, seat = with_tribune(SENATE_BUSINESS, seed=7)
    game.state.senators["fam-09-aurelius"].offices.remove(Office.FIELD_CONSUL)
    game.apply("deploy")
    game.apply("fam-07-fulvius@war-gallic-1")
    for pick in ("high", "low"):
        options = game.pending.options if game.pending is not None else None
        assert isinstance(options, AmountOptions)
        game.apply(str(getattr(options, pick)))
    while game.pending is not None and game.pending.actor != seat:
        game.apply(STEPS.get(game.pending.kind, "aye"))
    return game, seat


def test_a_tribune_suspends_the_vote_for_its_own_proposal_first() -> None:
    game, seat = presiding_magistrate_on_the_floor()
    vote = game.pending
    assert vote is not None and vote.kind == SENATE_VOTE
    keys = {o.key for o in vote.options}
    assert SUSPEND in keys and CLAIM not in keys
    game.apply(SUSPEND)
    offer = game.pending
    assert offer is not None and offer.kind == SENATE_TRIBUNE_PROPOSAL and offer.actor == seat
    assert any(e.act == "suspended" and e.rule == "1.09.642" for e in game.log)
    game.apply("raise_legions")
    game.apply("1")
    answer_votes(game, "aye")
    assert any(e.rule == "1.09.63" and "raises 1 Legions" in e.text for e in game.log)
    assert game.pending is None or game.pending.kind != SENATE_BUSINESS
    deploys = [e for e in game.log if e.act == "deploy"]
    assert deploys and deploys[-1].data["commander"] == "fam-07-fulvius"
    assert any(e.rule == "1.09.642" and "leaves for War" in e.text for e in game.log)


def test_a_proposal_that_removes_the_troops_makes_the_suspended_vote_fail() -> None:
    game, _ = presiding_magistrate_on_the_floor()
    game.apply(SUSPEND)
    game.apply("eliminate_legions")
    count = game.pending
    assert count is not None and isinstance(count.options, AmountOptions)
    game.apply(str(count.options.high))
    answer_votes(game, "aye")
    assert any(
        e.act == "proposal_fails" and e.rule == "1.09.642" and "no longer valid" in e.text
        for e in game.log
    )
    assert not any(e.act == "deploy" for e in game.log)


def test_the_base_faction_bot_suspends_for_its_own_consul_for_life() -> None:
    game, seat = presiding_magistrate_on_the_floor()
    vote = game.pending
    assert vote is not None
    bot = BaseFactionBot(seat)
    assert bot.decide(game.view(seat), vote).key != SUSPEND
    own = game.state.faction_senators(seat)[0]
    own.influence = 25
    choice = bot.decide(game.view(seat), vote)
    assert choice.key == SUSPEND and choice.why is not None and "1.09.642" in choice.why.rule
    game.apply(SUSPEND)
    offer = game.pending
    assert offer is not None
    assert bot.decide(game.view(seat), offer).key == "consul_for_life"


def test_a_replacement_sending_the_presiding_magistrate_is_suspended_too() -> None:
    game, key, war = with_proconsul(fleets=5)
    state = game.state
    for senator in state.senators.values():
        if Office.FIELD_CONSUL in senator.offices:
            senator.offices.remove(Office.FIELD_CONSUL)
    rome = next(s for s in state.senators.values() if Office.ROME_CONSUL in s.offices)
    give_tribunes(game, 1)
    for answer in ("replace", key, f"{rome.key}@{game.context.catalog.entry(war).key}", "1", "0"):
        game.apply(answer)
    while game.pending is not None and game.pending.actor != 1:
        game.apply(STEPS.get(game.pending.kind, "aye"))
    vote = game.pending
    assert vote is not None and str(vote.context["proposal"]).startswith("replace:")
    game.apply(SUSPEND)
    game.apply("raise_legions")
    game.apply("1")
    answer_votes(game, "aye")
    assert rome.commands == war and state.senators[key].commands is None
    assert any(e.rule == "1.09.642" and "leaves for War" in e.text for e in game.log)
