"""1.09.7-1.09.74 in the base game: at each item of other business the Presiding Magistrate's
faction may announce an Assassination of another faction's Senator in Rome, names the assassin
and his Assassin cards (``senate.assassin``); a caught assassin dies and his Faction Leader in
Rome faces a Special Major Prosecution: a Popular Appeal with the target's Popularity
subtracted, the Censor presiding, no veto, his Influence added to his faction's votes."""

from __future__ import annotations

from bots.random_agent import RandomAgent
from engine.base.game import new_base_game
from engine.game import Game
from engine.senate.assassins import ATTEMPT_PREFIX
from engine.state import Senator
from tests.base_game_support import base_game_at

FACTIONS = 4


def attempt_keys(game: Game) -> list[str]:
    """The attempts the pending decision offers."""
    assert game.pending is not None
    return [o.key for o in game.pending.options if o.key.startswith(ATTEMPT_PREFIX)]


def announce(game: Game) -> tuple[int, Senator, Senator]:
    """The Presiding Magistrate's faction announces an attempt on the first Senator offered and
    sends a Senator of its own in Rome who is not its Faction Leader, with no Assassin card."""
    assert game.pending is not None
    seat = game.pending.actor
    target = game.state.senators[attempt_keys(game)[0].removeprefix(ATTEMPT_PREFIX)]
    game.apply(ATTEMPT_PREFIX + target.key)
    assert game.pending is not None and game.pending.kind == "senate.assassin"
    leader = game.state.factions[seat].leader
    key = next(o.key for o in game.pending.options if not o.key.startswith(f"{leader}@"))
    assassin = game.state.senators[key.split("@")[0]]
    game.apply(key)
    return seat, assassin, target


def dead(game: Game, senator: Senator) -> bool:
    """Whether he died (a Faction Leader's Family card may come back as his heir, 1.05.3)."""
    return game.state.senators.get(senator.key) is not senator


def answer_the_rest(game: Game, vote: str) -> None:
    """Every faction votes ``vote`` and plays no Bodyguard, until the Senate asks for business
    again."""
    answers = {"senate.vote": vote, "senate.vote_talents": "0", "assassination.bodyguards": "0"}
    while game.pending is not None and game.pending.kind in {
        **answers,
        "senate.unanimous_defeat": "",
    }:
        kind = game.pending.kind
        game.apply(answers.get(kind) or "lose_influence")


def test_the_presiding_faction_may_announce_an_attempt_on_another_faction_s_senator() -> None:
    game = base_game_at("senate.business", factions=FACTIONS)
    assert game.pending is not None
    seat = game.pending.actor
    keys = attempt_keys(game)
    assert keys
    for key in keys:
        target = game.state.senators[key.removeprefix(ATTEMPT_PREFIX)]
        assert target.faction not in (None, seat) and target.location.name == "ROME"


def test_an_assassin_who_kills_his_target_and_escapes() -> None:
    game = base_game_at("senate.business", factions=FACTIONS)
    game.context.dice.script([6])  # 1d6 6: the target is killed
    seat, assassin, target = announce(game)
    answer_the_rest(game, "nay")
    assert dead(game, target) and not dead(game, assassin)
    assert game.state.assassinations == [(seat, target.faction)]
    assert not attempt_keys(game), "one attempt a faction a turn (1.09.7)"


def test_a_caught_assassin_s_leader_is_tried_and_convicted() -> None:
    game = base_game_at("senate.business", factions=FACTIONS)
    assert game.pending is not None
    leader = game.state.senators[game.state.factions[game.pending.actor].leader or ""]
    assert leader.location.name == "ROME"
    influence = leader.influence
    # 1d6 1: caught. The Leader's Popular Appeal: 2d6 3 + 4 minus the target's Popularity.
    game.context.dice.script([1, 3, 4])
    before = len(game.log)
    _, assassin, target = announce(game)
    appeal = next(e for e in game.log[before:] if e.act == "popular_appeal")
    assert f"7 + Popularity {-target.popularity} = {7 - target.popularity}" in appeal.text
    assert game.pending is not None and game.pending.kind == "senate.vote"
    assert game.pending.context["proposal"] == f"special_prosecution:{leader.key}"
    assert all(o.key != "veto" for o in game.pending.options)
    answer_the_rest(game, "aye")
    assert dead(game, assassin) and dead(game, leader)
    assert leader.influence == max(0, influence - 5)
    assert leader.key in game.state.curia  # his Family card to the Curia (1.09.74)
    acts = [e.act for e in game.log[before:]]
    assert acts.index("assassin_punished") < acts.index("special_prosecution")


def test_a_faction_eliminated_by_its_punishment_leaves_the_others_playing() -> None:
    # Seed 1, three random factions: Player 3 loses its last Senator to a punishment in turn 3
    # (1.09.74, 1.05.4); the game goes on to an end of 1.12.
    game = new_base_game("early", 3, 1)
    agents = [RandomAgent(1 * 8 + seat) for seat in range(3)]
    while game.pending is not None:
        decision = game.pending
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        game.apply(agents[seat].decide(game.view(seat), decision))
    [eliminated] = [e for e in game.log if e.act == "eliminated"]
    assert game.state.factions[2].eliminated and eliminated.actor == "Player 3"
    assert game.result is not None and game.result.reason != "player_eliminated"
    assert game.result.rule.startswith("1.12")
