"""1.09.721 during Prosecutions: the Prosecutor assassinated cancels the Prosecution, which
still counts toward the Censor's limit (1.09.41: two Minor or one Major); the Censor
assassinated cancels it and ends the Prosecutions, the meeting going back to the Presiding
Magistrate. Seed 9, four factions, turn 2: the Censor Manlius (Player 1) brings a Minor
Prosecution of Fulvius, Aelius prosecuting; Player 1 is called first."""

from __future__ import annotations

from engine.base.game import new_base_game
from engine.game import Game
from engine.queries import in_rome
from tests.base_game_support import assassinate, play_until_vote

MANLIUS, FULVIUS, AELIUS = "fam-06-manlius", "fam-07-fulvius", "fam-14-aelius"
PROSECUTION = f"prosecution:{FULVIUS}:major_marker"

ANSWERS = {
    "senate.prosecutor": None,
    "senate.named_consent": "consent",
    "senate.popular_appeal": "no_appeal",
    "senate.vote": "nay",
    "senate.vote_talents": "0",
    "senate.unanimous_defeat": "lose_influence",
}
"""How a Prosecution is played through: the first Prosecutor offered, who consents; no appeal;
every faction against."""


def the_minor_prosecution() -> Game:
    game = play_until_vote(new_base_game("early", 4, 9), "prosecution:")
    assert game.pending is not None and game.pending.context["proposal"] == PROSECUTION
    assert "Aelius prosecutes" in next(e.text for e in reversed(game.log) if e.act == "prosecution")
    assert game.pending.actor == 0
    return game


def brought(game: Game, since: int) -> int:
    """Prosecutions the Censor brought since that point of the log (1.09.41)."""
    return sum(1 for e in game.log[since:] if e.act == "prosecution" and " brings a " in e.text)


def test_the_prosecutor_assassinated_cancels_the_prosecution_which_still_counts() -> None:
    game = the_minor_prosecution()
    fulvius = game.state.senators[FULVIUS]
    since = len(game.log)
    assassinate(game, AELIUS, 6)  # Player 1 kills the Prosecutor (1.09.72)
    assert any(e.act == "proposal_cancelled" and e.rule == "1.09.721" for e in game.log[since:])
    assert game.state.senators[FULVIUS] is fulvius and fulvius.influence > 0
    decision = game.pending
    assert decision is not None and decision.kind == "senate.prosecution" and decision.actor == 0
    assert PROSECUTION not in {o.key for o in decision.options}
    charges = [o.key for o in decision.options if o.key != "none"]
    assert len(charges) > 1, "charges would be left for a third"
    game.apply(charges[0])  # the second Minor Prosecution: the last the limit allows
    while game.pending is not None and game.pending.kind in ANSWERS:
        kind = game.pending.kind
        game.apply(ANSWERS[kind] or game.pending.options[0].key)
    assert brought(game, since) == 1
    assert game.pending is None or game.pending.kind != "senate.prosecution"


def test_the_censor_assassinated_ends_the_prosecutions() -> None:
    game = the_minor_prosecution()
    game.apply("nay")
    while game.pending is not None and game.pending.kind == "senate.vote_talents":
        game.apply("0")
    assert game.pending is not None and game.pending.actor == 1
    since = len(game.log)
    assassinate(game, MANLIUS, 6)  # Player 2 kills the Censor
    assert MANLIUS not in game.state.senators or game.state.senators[MANLIUS].faction is None
    assert any(e.act == "proposal_cancelled" for e in game.log[since:])
    assert not any(e.act in ("proposal_passes", "proposal_fails") for e in game.log[since:])
    assert game.pending is not None and game.pending.kind != "senate.prosecution"
    assert brought(game, since) == 0
    assert not any(s.corrupt or s.major for s in game.state.senators.values() if in_rome(s)), (
        "Prosecutions over, the markers go (1.09.45)"
    )
