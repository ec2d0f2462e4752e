"""Graft and Murder of a Tribune against a base-game Tribune (1.09.15, the Intrigue cards):
once a faction plays a Tribune, each other faction holding one of the cards and a Senator in
Rome may answer it; a voided Tribune is spent all the same. A voided proposal leaves the floor
to the Presiding Magistrate; a voided veto leaves the vote to go on."""

from __future__ import annotations

from engine.death import kill_senator
from engine.decisions import INTRIGUE_GRAFT, INTRIGUE_GRAFT_PAY
from engine.game import Game
from engine.queries import in_rome
from engine.senate.decisions import (
    SENATE_BUSINESS,
    SENATE_CONSUL_NOMINEE,
    SENATE_TRIBUNE_PROPOSAL,
    SENATE_VOTE,
)
from engine.senate.votes import VETO
from engine.tribune_answers import PAY
from tests.base_game_support import answer_votes, base_game_at, give_tribunes


def graft_to(game: Game, seat: int) -> tuple[int, str]:
    """A Graft card in ``seat``'s hand and 10 Talents on its first Senator in Rome: the card and
    the Senator."""
    ctx = game.context
    card = next(n for n in ctx.catalog.cards if ctx.catalog.entry(n).key == "graft")
    for pile in (game.state.deck, game.state.discard, *(f.hand for f in game.state.factions)):
        if card in pile:
            pile.remove(card)
    game.state.factions[seat].hand.append(card)
    payer = next(s for s in game.state.faction_senators(seat) if in_rome(s))
    payer.talents = 10
    return card, payer.key


def test_graft_voids_a_tribune_proposal_and_the_presiding_magistrate_goes_on() -> None:
    game = base_game_at(SENATE_BUSINESS, factions=3)
    assert game.pending is not None
    chair = game.pending.actor
    tribune_seat, grafter = (chair + 1) % 3, (chair + 2) % 3
    [tribune] = give_tribunes(game, tribune_seat)
    card, payer = graft_to(game, grafter)
    game.apply("raise_legions")
    game.apply("1")
    answer_votes(game, "nay")
    offer = game.pending
    assert offer is not None and offer.kind == SENATE_TRIBUNE_PROPOSAL
    assert offer.actor == tribune_seat
    game.apply("raise_fleets")
    answer = game.pending
    assert answer is not None and answer.kind == INTRIGUE_GRAFT and answer.actor == grafter
    assert answer.rule == "1.09.15"
    game.context.dice.script([2])
    game.apply(payer)
    pay = game.pending
    assert pay is not None and pay.kind == INTRIGUE_GRAFT_PAY
    game.apply(PAY)
    assert game.state.senators[payer].talents == 8
    assert tribune in game.state.discard and card in game.state.discard
    voided = next(e for e in reversed(game.log) if e.act == "graft")
    assert voided.rule == "1.09.15" and "voided" in voided.text
    after = game.pending  # the Presiding Magistrate's next item: no proposal of the Tribune's
    assert after is not None and after.kind == SENATE_BUSINESS and after.actor == chair


def test_graft_voids_a_veto_and_the_faction_votes() -> None:
    game = base_game_at(SENATE_CONSUL_NOMINEE, factions=3)
    assert game.pending is not None
    chair = game.pending.actor
    grafter = (chair + 1) % 3
    [tribune] = give_tribunes(game, chair)
    _, payer = graft_to(game, grafter)
    for _ in range(2):
        assert game.pending is not None
        game.apply(game.pending.options[0].key)
    vote = game.pending
    assert vote is not None and vote.kind == SENATE_VOTE and vote.actor == chair
    game.apply(VETO)
    assert game.pending is not None and game.pending.kind == INTRIGUE_GRAFT
    game.context.dice.script([3])
    game.apply(payer)
    game.apply(PAY)
    again = game.pending  # the veto is void: the faction is called again, its Tribune spent
    assert again is not None and again.kind == SENATE_VOTE and again.actor == chair
    assert VETO not in {o.key for o in again.options}
    assert tribune in game.state.discard
    assert not any(e.rule == "1.09.152" and e.act == "proposal_fails" for e in game.log)


def test_a_slate_whose_candidate_the_mob_killed_falls() -> None:
    # Mob Incited to Violence after a voided veto may kill a nominee mid-vote: the proposal
    # falls (ruling, as 1.09.721 for a nominee assassinated).
    game = base_game_at(SENATE_CONSUL_NOMINEE, factions=3)
    slate = []
    for _ in range(2):
        assert game.pending is not None
        slate.append(game.pending.options[0].key)
        game.apply(slate[-1])
    assert game.pending is not None and game.pending.kind == SENATE_VOTE
    game.apply("aye")
    kill_senator(game.context, slate[0], "1.09.15", "killed by the mob")
    answer_votes(game, "aye")
    fell = next(e for e in reversed(game.log) if e.act == "proposal_fails")
    assert fell.rule == "1.09.721" and "died" in fell.text
    assert not any(e.act == "office" and e.data.get("senator") == slate[1] for e in game.log)
