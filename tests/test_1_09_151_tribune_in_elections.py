"""Tribunes in the base game's elections (1.09.15, 1.09.151): before each nomination of the
Consuls, the Censor or a Governor, another faction holding a Tribune may play it to nominate for
that election itself; its faction names the candidates, the Senate votes, the Tribune is
discarded and a defeat costs the Presiding Magistrate nothing (1.09.144). A Tribune's
nomination counts against the election budget, and none is offered once it is spent, so every
election ends (docs/rulings.md)."""

from __future__ import annotations

from bots.base_faction import BaseFactionBot
from engine.context import GameOptions
from engine.decision import Decision, Option
from engine.game import Game
from engine.senate.decisions import (
    SENATE_CENSOR_NOMINEE,
    SENATE_CONSUL_NOMINEE,
    SENATE_GOVERNOR_NOMINEE,
    SENATE_TRIBUNE_NOMINATION,
    SENATE_VOTE,
)
from engine.senate.tribune_interjections import NOMINATE, PASS
from tests.base_game_support import (
    answer_votes,
    base_game_at,
    give_tribunes,
    pass_tribunes,
    with_tribune,
)


def offer_to(game: Game, seat: int) -> Decision:
    """The Tribune nomination offered ``seat``, the other seats' offers passed."""
    while True:
        offer = game.pending
        assert offer is not None and offer.kind == SENATE_TRIBUNE_NOMINATION
        if offer.actor == seat:
            return offer
        game.apply(PASS)


def others_slate(game: Game, seat: int) -> tuple[str, ...]:
    """The Presiding Magistrate names candidates none of them ``seat``'s, one per step."""
    named: list[str] = []
    while game.pending is not None and game.pending.kind in (
        SENATE_CONSUL_NOMINEE,
        SENATE_CENSOR_NOMINEE,
        SENATE_GOVERNOR_NOMINEE,
    ):
        senators = game.state.senators
        key = next(o.key for o in game.pending.options if senators[o.key].faction != seat)
        named.append(key)
        game.apply(key)
    return tuple(named)


def test_a_tribune_nominates_consuls_after_a_defeated_slate() -> None:
    game, chair, seat = with_tribune(SENATE_CONSUL_NOMINEE)
    first = others_slate(game, seat)
    answer_votes(game, "nay")
    offer = offer_to(game, seat)
    assert offer.context["office"] == "consuls" and offer.context["last"] == first
    assert {o.key for o in offer.options} == {PASS, NOMINATE}
    card = game.state.factions[seat].hand[-1]
    chair_influence = {k: s.influence for k, s in game.state.senators.items() if s.faction == chair}
    game.apply(NOMINATE)
    pass_tribunes(game)  # the seats after it keep theirs
    assert card in game.state.discard and card not in game.state.factions[seat].hand
    [played] = [e for e in game.log if e.act == "tribune" and e.rule == "1.09.151"]
    assert "nominates Consuls" in played.text
    nominee = game.pending
    assert nominee is not None and nominee.kind == SENATE_CONSUL_NOMINEE
    assert nominee.actor == seat  # the Tribune's faction names the pair
    own = [o.key for o in nominee.options if game.state.senators[o.key].faction == seat]
    game.apply(own[0])
    assert game.pending is not None and game.pending.kind == SENATE_CONSUL_NOMINEE
    game.apply(game.pending.options[0].key)
    vote = game.pending
    assert vote is not None and vote.kind == SENATE_VOTE
    assert vote.context["proposer"] == seat and vote.actor == seat  # called first
    before = len(game.log)
    answer_votes(game, "nay")
    assert not any(e.act == "unanimous_defeat" for e in game.log[before:])
    for key, influence in chair_influence.items():
        assert game.state.senators[key].influence == influence


def test_a_tribune_nominates_a_censor() -> None:
    game, _, seat = with_tribune(SENATE_CENSOR_NOMINEE, scenario="late", seed=1)  # 10 candidates
    others_slate(game, seat)
    answer_votes(game, "nay")
    offer = offer_to(game, seat)
    assert offer.context["office"] == "censor"
    game.apply(NOMINATE)
    pass_tribunes(game)  # the seats after it keep theirs
    nominee = game.pending
    assert nominee is not None and nominee.kind == SENATE_CENSOR_NOMINEE and nominee.actor == seat


def test_a_tribune_nominates_a_governor_for_the_province_in_election() -> None:
    game, _, seat = with_tribune(SENATE_GOVERNOR_NOMINEE, scenario="middle")
    assert game.pending is not None
    province = game.pending.context["province"]
    others_slate(game, seat)
    answer_votes(game, "nay")
    offer = offer_to(game, seat)
    assert offer.context["office"] == "governor" and offer.context["province"] == province
    game.apply(NOMINATE)
    pass_tribunes(game)  # the seats after it keep theirs
    nominee = game.pending
    assert nominee is not None and nominee.kind == SENATE_GOVERNOR_NOMINEE
    assert nominee.actor == seat and nominee.context["province"] == province


def test_no_tribune_nomination_once_the_election_budget_is_spent() -> None:
    options = GameOptions(rulings=(("senate_election_budget", "1"),))
    game = base_game_at(SENATE_CONSUL_NOMINEE, factions=3, options=options)
    assert game.pending is not None
    chair = game.pending.actor
    give_tribunes(game, (chair + 1) % 3, (chair + 2) % 3)
    others_slate(game, (chair + 1) % 3)
    answer_votes(game, "nay")
    nominee = game.pending  # the Presiding Magistrate's next pair is appointed (ruling)
    assert nominee is not None and nominee.kind == SENATE_CONSUL_NOMINEE and nominee.actor == chair


def test_the_base_faction_bot_nominates_when_the_slates_leave_it_out() -> None:
    game, _, seat = with_tribune(SENATE_CONSUL_NOMINEE)
    others_slate(game, seat)
    answer_votes(game, "nay")
    offer = offer_to(game, seat)
    choice = BaseFactionBot(seat).decide(game.view(seat), offer)
    assert isinstance(choice, Option) and choice.key == NOMINATE
    assert choice.why is not None and "Tribune" in choice.why.text
    # before any slate was put it waits to see the Presiding Magistrate's; with its own
    # Senator on the slate defeated it keeps the Tribune too
    view, bot = game.view(seat), BaseFactionBot(seat)
    for last in ((), (*offer.context["candidates"],)):  # type: ignore[misc]
        again = Decision(
            offer.actor,
            offer.kind,
            offer.rule,
            offer.options,
            offer.prompt,
            context={**offer.context, "last": last},
        )
        assert bot.decide(view, again).key == PASS


def test_the_base_faction_bot_pairs_its_senator_with_the_largest_other_faction() -> None:
    game, _, seat = with_tribune(SENATE_CONSUL_NOMINEE)
    others_slate(game, seat)
    answer_votes(game, "nay")
    offer_to(game, seat)
    bot = BaseFactionBot(seat)
    pending = game.pending
    assert pending is not None
    game.apply(bot.decide(game.view(seat), pending))
    pass_tribunes(game)
    picks = []
    for _ in range(2):
        nominee = game.pending
        assert nominee is not None and nominee.kind == SENATE_CONSUL_NOMINEE
        choice = bot.decide(game.view(seat), nominee)
        picks.append(game.state.senators[choice.key].faction)
        game.apply(choice)
    assert picks[0] == seat and picks[1] != seat
    assert choice.why is not None and "ally" in choice.why.text
