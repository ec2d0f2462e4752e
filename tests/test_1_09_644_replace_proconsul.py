"""Replacing a Proconsul and recalling part of his Force (1.09.644): the replacement takes over
the Force on its War with any units sent beside it and the Proconsul comes home; or some units
come home and the rest stays with him; below the War's Strength either needs the Commander's
consent (1.09.643)."""

from __future__ import annotations

from engine.game import Game
from engine.queries import in_rome
from engine.senate.decisions import (
    SENATE_CONSENT,
    SENATE_DEPLOY_COMMANDER,
    SENATE_DEPLOY_FLEETS,
    SENATE_DEPLOY_LEGIONS,
    SENATE_PROCONSUL,
    SENATE_RECALL_UNITS,
)
from engine.state import ACTIVE_FORCES, Location, Office
from tests.base_game_support import answer_votes
from tests.test_1_09_644_proconsuls_base import with_proconsul


def recall_part(legions: int) -> tuple[Game, str]:
    """``with_proconsul``: the Presiding Magistrate proposes that ``legions`` of the Proconsul's
    two Legions come home, no Fleet."""
    game, key, _ = with_proconsul()
    for answer in ("recall_part", key, str(legions), "0"):
        game.apply(answer)
    return game, key


def test_no_replacement_without_the_fleet_support() -> None:
    game, _, _ = with_proconsul(fleets=4)
    business = game.pending
    assert business is not None and "replace" not in {o.key for o in business.options}


def test_a_replacement_takes_over_the_force_and_the_proconsul_comes_home() -> None:
    game, key, war = with_proconsul(fleets=5)
    state = game.state
    consul = next(s for s in state.senators.values() if Office.FIELD_CONSUL in s.offices)
    game.apply("replace")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_PROCONSUL
    assert decision.context == {"purpose": "replace"}
    game.apply(key)
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_DEPLOY_COMMANDER
    assert consul.key in {o.key.split("@")[0] for o in decision.options}
    game.apply(next(o.key for o in decision.options if o.key.startswith(consul.key)))
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_DEPLOY_LEGIONS
    assert decision.context["commander"] == consul.key
    game.apply("1")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_DEPLOY_FLEETS
    assert decision.context["strength"] == 3 + min(consul.military, 3)
    game.apply("0")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_CONSENT, "3 Legions below 10"
    assert decision.actor == consul.faction
    game.apply("consent")
    vote = game.pending
    assert vote is not None and vote.context["proposal"] == f"replace:{key}:{consul.key}:1:0"
    answer_votes(game, "aye")
    assert state.senators[key].location is Location.ROME and state.senators[key].commands is None
    assert consul.location is Location.WAR and consul.commands == war
    force = [u for u in (*state.legions, *state.fleets) if u.location == f"war:{war}"]
    assert len(force) == 8 and all(u.commander == consul.key for u in force)
    assert consul.key in state.dispatched and key not in state.dispatched


def test_part_of_a_force_comes_home_and_the_rest_stays() -> None:
    game, key, _ = with_proconsul()
    state = game.state
    game.apply("recall_part")
    game.apply(key)
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_RECALL_UNITS
    assert decision.context["unit"] == "legion" and decision.context["commander"] == key
    game.apply("1")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_RECALL_UNITS
    assert decision.context["unit"] == "fleet"
    game.apply("0")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_CONSENT
    assert decision.actor == state.senators[key].faction
    game.apply("consent")
    vote = game.pending
    assert vote is not None and vote.context["proposal"] == f"recall_part:{key}:1:0"
    answer_votes(game, "aye")
    assert state.senators[key].location is Location.WAR
    assert [u.number for u in state.legions if u.commander == key] == [2]
    assert state.legions[0].location == ACTIVE_FORCES and state.legions[0].commander is None


def test_recalling_the_whole_force_in_part_is_out_of_order() -> None:
    game, key = recall_part(2)
    assert sum(1 for u in game.state.legions if u.commander == key) == 2
    assert game.log[-1].act == "out_of_order"


def test_a_proconsul_refusing_to_keep_too_little_keeps_his_force() -> None:
    game, key = recall_part(1)
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_CONSENT
    game.apply("refuse")
    assert sum(1 for u in game.state.legions if u.commander == key) == 2
    assert not in_rome(game.state.senators[key])
