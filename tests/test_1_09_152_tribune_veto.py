"""Tribune vetoes in the base game's votes (1.09.152): a faction holding a Tribune may stop a
vote when it is called; the card is discarded and the vetoed slate is not nominated again this
turn."""

from __future__ import annotations

from engine.senate.decisions import SENATE_CONSUL_NOMINEE, SENATE_VOTE
from engine.senate.votes import VETO
from tests.base_game_support import base_game_at, pass_tribunes


def test_a_tribune_stops_a_consular_vote() -> None:
    game = base_game_at(SENATE_CONSUL_NOMINEE, factions=3)
    ctx, state = game.context, game.state
    tribune = next(n for n in ctx.catalog.cards if ctx.catalog.entry(n).key == "tribune")
    for pile in (state.deck, state.discard, *(f.hand for f in state.factions)):
        if tribune in pile:
            pile.remove(tribune)
    nominee = game.pending
    assert nominee is not None
    seat, a = nominee.actor, nominee.options[0].key
    game.apply(a)
    assert game.pending is not None
    b = game.pending.options[0].key
    state.factions[seat].hand.append(tribune)
    game.apply(b)
    vote = game.pending
    assert vote is not None and vote.kind == SENATE_VOTE and vote.actor == seat
    assert VETO in {o.key for o in vote.options}
    game.apply(VETO)
    assert tribune not in state.factions[seat].hand and tribune in state.discard
    assert game.log[-1].act == "proposal_fails" and game.log[-1].rule == "1.09.152"
    pass_tribunes(game)
    again = game.pending
    assert again is not None and again.kind == SENATE_CONSUL_NOMINEE
    game.apply(a)
    second = game.pending
    assert second is not None and b not in {o.key for o in second.options}
