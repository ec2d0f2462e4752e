"""The base-faction bot's Governors, Garrisons and Forces' upkeep (issue 34 item 4, bots/
base_upkeep.py): it fills a Garrison put to it for a Frontier Province while Barbarian Raids may
come (1.09.6461), proposing none itself, recalls a rival's Governor from a rich Province
(1.09.52), eliminates idle units when the Treasury runs short in peace (1.09.63), and votes on
these by its stake, each with its reason."""

from __future__ import annotations

from bots.base_faction import BaseFactionBot
from engine.decision import Amount, Choice
from engine.game import Game
from engine.senate.decisions import (
    SENATE_BUSINESS,
    SENATE_CONSUL_NOMINEE,
    SENATE_GOVERNOR_RECALL,
)
from engine.state import ACTIVE_FORCES, BANK, WarStatus
from engine.units import boxed
from tests.base_game_support import base_game_at, play_until


def answer(game: Game) -> Choice:
    decision = game.pending
    assert decision is not None
    return BaseFactionBot(decision.actor).decide(game.view(decision.actor), decision)


def reason(choice: Choice) -> str:
    assert choice.why is not None
    return choice.why.text


def test_it_proposes_no_garrison_but_fills_one_put_to_it_with_two_legions() -> None:
    # Measured: the Legions garrisoned were missing when Wars came (bots/base_upkeep.py), so it
    # proposes none; a Garrison put on the floor it sends to a threatened Frontier Province.
    game = base_game_at(SENATE_BUSINESS, scenario="middle", factions=3, seed=3)
    assert game.pending is not None
    assert "garrison" in {o.key for o in game.pending.options}
    assert answer(game).key != "garrison"
    game.apply("garrison")
    province = answer(game)
    assert game.state.provinces[province.key].governor is not None
    assert game.view(0).catalog.province_by_key[province.key].frontier
    game.apply(province)
    count = answer(game)
    assert isinstance(count, Amount) and count.value == 2 and "raid" in reason(count)
    game.apply(count)
    vote = answer(game)
    assert vote.key == "aye" and "Garrison" in reason(vote)


def test_it_recalls_a_rivals_governor_from_a_rich_province_and_its_rival_votes_nay() -> None:
    game = base_game_at(SENATE_GOVERNOR_RECALL, scenario="late", factions=3, seed=1)
    choice = answer(game)
    assert choice.key == "prov-macedonia" and "rich Province" in reason(choice)
    governor = game.state.senators[str(game.state.provinces["prov-macedonia"].governor)]
    assert governor.faction not in (None, 1)
    game.apply(choice)
    nominee = answer(game)
    assert game.state.senators[nominee.key].faction == 1
    game.apply(nominee)
    while game.pending is not None and game.pending.actor != governor.faction:
        game.apply(answer(game))
    vote = answer(game)
    assert vote.key == "nay" and reason(vote) == "its own Governor would be recalled"


def test_it_eliminates_idle_legions_when_the_treasury_runs_short_in_peace() -> None:
    game = base_game_at(SENATE_CONSUL_NOMINEE, scenario="early", factions=3, seed=3)
    state = game.state
    state.wars = {n: WarStatus.INACTIVE for n in state.wars}
    for unit in [u for u in state.legions if u.location == BANK][:4]:
        unit.location = ACTIVE_FORCES
    play_until(game, SENATE_BUSINESS)
    state.state_treasury = 30
    legions = len(boxed(state, "legion"))
    assert legions == 8
    choice = answer(game)
    assert choice.key == "eliminate_legions" and "runs short" in reason(choice)
    game.apply(choice)
    count = answer(game)
    assert isinstance(count, Amount) and count.value == legions - 4
    game.apply(count)
    vote = answer(game)
    assert vote.key == "aye" and "runs short" in reason(vote)
