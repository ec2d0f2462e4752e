"""Replacing a Proconsul and recalling part of his Force (1.09.644): the replacement takes over
the Force on its War with any units sent beside it and the Proconsul comes home; or some units
come home and the rest stays with him; below the War's Strength either needs the Commander's
consent (1.09.643)."""

from __future__ import annotations

from engine.game import Game
from engine.queries import in_rome
from engine.senate.decisions import (
    SENATE_BUSINESS,
    SENATE_CONSENT,
    SENATE_CONSUL_NOMINEE,
    SENATE_DEPLOY_COMMANDER,
    SENATE_DEPLOY_FLEETS,
    SENATE_DEPLOY_LEGIONS,
    SENATE_PROCONSUL,
    SENATE_RECALL_UNITS,
)
from engine.state import ACTIVE_FORCES, BANK, Location, Office
from tests.base_game_support import answer_votes, base_game_at, play_until


def with_proconsul(fleets: int = 0) -> tuple[Game, str, int]:
    """Early Republic, 3 factions, seed 3: a Player 2 Senator is Proconsul with Legions 1 and 2
    on the 1st Punic War (Land 10, Fleet Support 5), ``fleets`` Fleets with him; two Legions
    wait in the Active Forces; Player 1 presides over other business and holds both
    Consulships."""
    game = base_game_at(SENATE_CONSUL_NOMINEE, factions=3)
    state = game.state
    war = next(iter(state.wars))
    proconsul = next(
        s for s in state.senators.values() if in_rome(s) and not s.offices and s.faction == 1
    )
    proconsul.location, proconsul.commands = Location.WAR, war
    state.dispatched.append(proconsul.key)
    units = [u for u in state.legions if u.location == ACTIVE_FORCES][:2]
    units += [u for u in state.fleets if u.location == BANK][:fleets]
    for unit in units:
        unit.location, unit.commander = f"war:{war}", proconsul.key
    play_until(game, SENATE_BUSINESS)
    return game, proconsul.key, war


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
    game, key, _ = with_proconsul()
    game.apply("recall_part")
    game.apply(key)
    game.apply("2")
    game.apply("0")
    assert sum(1 for u in game.state.legions if u.commander == key) == 2
    assert game.log[-1].act == "out_of_order"


def test_a_proconsul_refusing_to_keep_too_little_keeps_his_force() -> None:
    game, key, _ = with_proconsul()
    game.apply("recall_part")
    game.apply(key)
    game.apply("1")
    game.apply("0")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_CONSENT
    game.apply("refuse")
    assert sum(1 for u in game.state.legions if u.commander == key) == 2
    assert not in_rome(game.state.senators[key])
