"""Tribunes in the base game (1.09.15): factions playing a Tribune at the same moment dice off
through the game's dice and the losers keep theirs; a faction with no Senator in Rome may still
veto a vote (1.09.152) in the place it would be called; a Tribune never brings a Prosecution
(1.09.151, 1.09.422)."""

from __future__ import annotations

from bots.base_faction import BaseFactionBot
from engine.senate.decisions import (
    SENATE_BUSINESS,
    SENATE_CONSUL_NOMINEE,
    SENATE_PROSECUTION,
    SENATE_RAISE_COUNT,
    SENATE_TRIBUNE_PROPOSAL,
    SENATE_TRIBUNE_VETO,
    SENATE_VOTE,
)
from engine.senate.votes import LET_STAND, VETO
from engine.state import Location
from tests.base_game_support import base_game_at, give_tribunes


def test_two_tribunes_played_at_once_dice_off_and_the_loser_keeps_his() -> None:
    game = base_game_at(SENATE_BUSINESS, factions=3)
    assert game.pending is not None
    chair = game.pending.actor
    first, second = (chair + 1) % 3, (chair + 2) % 3
    cards = give_tribunes(game, first, second)
    game.apply("raise_legions")
    game.apply("1")
    while game.pending is not None and game.pending.kind != SENATE_TRIBUNE_PROPOSAL:
        game.apply("nay" if game.pending.kind == SENATE_VOTE else game.pending.options[0].key)
    offer = game.pending
    assert offer is not None and offer.actor == first
    game.apply("raise_legions")
    offer = game.pending
    assert offer is not None and offer.kind == SENATE_TRIBUNE_PROPOSAL and offer.actor == second
    game.context.dice.script([1, 1, 6, 6])  # 2 for the first, 12 for the second (1.04.8)
    game.apply("raise_fleets")
    count = game.pending
    assert count is not None and count.kind == SENATE_RAISE_COUNT and count.actor == second
    assert "fleets" in count.prompt
    assert cards[0] in game.state.factions[first].hand  # the loser keeps his Tribune
    assert cards[1] in game.state.discard
    rolled = next(e for e in reversed(game.log) if e.act == "tie_break")
    assert "(1.09.15)" in rolled.text and rolled.dice == (2, 12)
    won = next(e for e in reversed(game.log) if e.act == "tribune" and e.rule == "1.09.15")
    assert won.actor == game.context.faction_name(second)
    assert game.context.faction_name(first) in won.text


def test_a_faction_with_no_senator_in_rome_vetoes_in_its_place() -> None:
    game = base_game_at(SENATE_CONSUL_NOMINEE, factions=3)
    assert game.pending is not None
    chair = game.pending.actor
    away = (chair + 2) % 3
    senators = game.state.senators
    nominees = [o.key for o in game.pending.options if senators[o.key].faction != away]
    game.apply(nominees[0])
    for senator in game.state.faction_senators(away):
        senator.location = Location.PROVINCE
    [card] = give_tribunes(game, away)
    assert game.pending is not None
    second = next(o.key for o in game.pending.options if senators[o.key].faction != away)
    game.apply(second)
    while game.pending is not None and game.pending.kind != SENATE_TRIBUNE_VETO:
        assert game.pending.actor != away
        game.apply("aye" if game.pending.kind == SENATE_VOTE else game.pending.options[0].key)
    veto = game.pending
    assert veto is not None and veto.actor == away and veto.context["votes"] == 0
    assert {o.key for o in veto.options} == {VETO, LET_STAND}
    answer = BaseFactionBot(away).decide(game.view(away), veto)
    assert answer.key == LET_STAND and answer.why is not None  # none of its Senators at stake
    game.apply(VETO)
    assert card in game.state.discard
    assert game.log[-1].act == "proposal_fails" and game.log[-1].rule == "1.09.152"
    assert "vetoed" in game.log[-1].text


def test_a_tribune_brings_no_prosecution() -> None:
    game = base_game_at(SENATE_PROSECUTION, scenario="late", factions=3)
    assert game.pending is not None
    censor = game.pending.actor
    give_tribunes(game, (censor + 1) % 3, (censor + 2) % 3)
    game.apply("none")
    # the next Tribune offer is a Governor's nomination or other business, never a charge
    while game.pending is not None and game.state.phase == "Senate":
        kind = game.pending.kind
        assert kind != SENATE_PROSECUTION
        if kind.startswith("senate.tribune"):
            assert game.pending.context.get("office", "governor") == "governor"
            break
        game.apply(game.pending.options[0].key)
