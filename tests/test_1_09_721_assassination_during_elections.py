"""1.09.721 during an election: a nominee for a Major Office assassinated cancels the proposal
and the Presiding Magistrate nominates anew, the election going on; the Presiding Magistrate
assassinated, the vote goes on with the next HRAO presiding, and the votes cast before the death
count. Seed 3, four factions, the first Consular vote: Junius (Player 1) presides and nominates
Fabius and Acilius (Player 2); Player 1 is called first."""

from __future__ import annotations

from engine.game import Game
from engine.queries import highest_ranking, in_rome
from tests.base_game_support import assassinate, base_game_at, pass_tribunes

FABIUS, ACILIUS, JUNIUS = "fam-02-fabius", "fam-12-acilius", "fam-10-junius"


def first_consular_vote() -> Game:
    game = base_game_at("senate.vote", factions=4)
    assert game.pending is not None
    assert game.pending.context["proposal"] == f"consuls:{FABIUS}+{ACILIUS}"
    assert game.pending.actor == 0
    return game


def test_a_nominee_assassinated_cancels_the_slate_and_a_new_one_is_nominated() -> None:
    game = first_consular_vote()
    fabius = game.state.senators[FABIUS]
    before = len(game.log)
    assassinate(game, FABIUS, 6)  # 1d6 6: killed (1.09.72)
    assert game.state.senators.get(FABIUS) is not fabius
    [cancelled] = [e for e in game.log[before:] if e.act == "proposal_cancelled"]
    assert cancelled.rule == "1.09.721" and "Elect Fabius and Acilius Consuls" in cancelled.text
    assert not [e for e in game.log[before:] if e.act in ("vote", "proposal_fails")]
    pass_tribunes(game)  # a faction holding a Tribune may nominate first (1.09.151)
    decision = game.pending
    assert decision is not None and decision.kind == "senate.consul_nominee"
    assert decision.actor == 0, "Junius still presides and names a new slate"
    assert FABIUS not in {o.key for o in decision.options}


def test_the_presiding_magistrate_assassinated_mid_vote_the_next_hrao_presides() -> None:
    game = first_consular_vote()
    game.apply("aye")  # Player 1 votes first, Junius among its Senators
    while game.pending is not None and game.pending.kind == "senate.vote_talents":
        game.apply("0")
    assert game.pending is not None and game.pending.actor == 1
    assassinate(game, JUNIUS, 6)
    assert JUNIUS not in game.state.senators or not in_rome(game.state.senators[JUNIUS])
    vote = game.pending
    assert vote is not None and vote.kind == "senate.vote" and vote.actor == 1
    assert vote.context["proposal"] == f"consuls:{FABIUS}+{ACILIUS}", "the vote goes on"
    assert vote.context["ayes"] == 7, "Player 1's votes, Junius's among them, still count"
    while game.pending is not None and game.pending.kind in ("senate.vote", "senate.vote_talents"):
        game.apply("nay" if game.pending.kind == "senate.vote" else "0")
    [tally] = [e for e in game.log if e.act == "proposal_fails"]
    assert tally.text.startswith("Elect Fabius and Acilius Consuls: fails, 7 for,")
    hrao = highest_ranking([s for s in game.state.senators.values() if in_rome(s)])
    assert hrao is not None
    defeat = game.pending
    assert defeat is not None and defeat.kind == "senate.unanimous_defeat"
    assert defeat.actor == hrao.faction, "the next HRAO presides over the rest of the vote"
    game.apply("lose_influence")  # he may no longer be the HRAO (1.09.11)
    hrao = highest_ranking([s for s in game.state.senators.values() if in_rome(s)])
    assert hrao is not None
    pass_tribunes(game)
    assert game.pending is not None and game.pending.kind == "senate.consul_nominee"
    assert game.pending.actor == hrao.faction
