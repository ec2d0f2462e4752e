"""1.09.623: a Land Bill whose sponsor and co-sponsor are of one faction risks an Assassination:
before the vote each other faction in turn may send one Senator against either of them; caught,
the assassin dies with no further consequence to his faction; whatever comes, the vote goes
on."""

from __future__ import annotations

from engine.game import Game
from engine.state import Senator
from tests.base_game_support import base_game_at


def one_faction_bill(game: Game) -> tuple[int, list[Senator]]:
    """The Presiding Magistrate proposes a Land Bill sponsored by two of his own Senators."""
    assert game.pending is not None and game.pending.kind == "senate.business"
    seat = game.pending.actor
    game.apply("land_bill")
    assert game.pending is not None
    game.apply(game.pending.options[0].key)  # the lowest type on offer
    own = [s for s in game.state.faction_senators(seat) if s.location.name == "ROME"]
    for senator in own[:2]:
        game.apply(senator.key)
    return seat, own[:2]


def dead(game: Game, senator: Senator) -> bool:
    return game.state.senators.get(senator.key) is not senator


def test_a_caught_assassin_only_dies_and_the_vote_goes_on() -> None:
    game = base_game_at("senate.business")
    seat, sponsors = one_faction_bill(game)
    assert game.pending is not None and game.pending.kind == "senate.land_bill_assassin"
    attacker = game.pending.actor
    assert attacker != seat and game.pending.options[0].key == "none"
    attempt = game.pending.options[1].key
    assassin = game.state.senators[attempt.split("@")[0]]
    leader = game.state.senators[game.state.factions[attacker].leader or ""]
    influence = leader.influence
    game.context.dice.script([1])  # 1d6 1: caught
    game.apply(attempt)
    while game.pending is not None and game.pending.kind == "assassination.bodyguards":
        game.apply("0")
    assert dead(game, assassin) and not any(dead(game, s) for s in sponsors)
    assert leader.influence == influence, "no further consequence (1.09.623)"
    assert not [e for e in game.log if e.act in ("assassin_punished", "special_prosecution")]
    assert game.pending is not None and game.pending.kind == "senate.vote"
    assert str(game.pending.context["proposal"]).startswith("land_bill:")
    assert (attacker, seat) in game.state.assassinations


def test_a_killed_sponsor_leaves_the_bill_to_its_vote() -> None:
    game = base_game_at("senate.business")
    _, sponsors = one_faction_bill(game)
    assert game.pending is not None
    attempt = next(o.key for o in game.pending.options if f"@{sponsors[0].key}@" in o.key)
    game.context.dice.script([6])  # 1d6 6: the sponsor is killed
    game.apply(attempt)
    while game.pending is not None and game.pending.kind == "assassination.bodyguards":
        game.apply("0")
    assert dead(game, sponsors[0])
    assert game.pending is not None and game.pending.kind == "senate.vote"


def test_the_other_factions_may_each_decline() -> None:
    game = base_game_at("senate.business")
    seat, _ = one_faction_bill(game)
    asked = []
    while game.pending is not None and game.pending.kind == "senate.land_bill_assassin":
        asked.append(game.pending.actor)
        game.apply("none")
    assert sorted(asked) == sorted(s for s in range(4) if s != seat)
    assert game.pending is not None and game.pending.kind == "senate.vote"
