"""The base Senate and its Proconsuls (1.09.644, 1.09.647): a Proconsul may be reinforced from
the Active Forces, or recalled with his Force, by vote."""

from __future__ import annotations

from engine.game import Game
from engine.queries import in_rome
from engine.senate.decisions import SENATE_BUSINESS, SENATE_CONSUL_NOMINEE, SENATE_PROCONSUL
from engine.state import ACTIVE_FORCES, BANK, Location
from tests.base_game_support import answer_votes, base_game_at, play_until


def with_proconsul(fleets: int = 0) -> tuple[Game, str, int]:
    """Early Republic, 3 factions, seed 3: a Player 2 Senator is Proconsul with Legions 1 and 2
    on the 1st Punic War (Land 10, Fleet Support 5), ``fleets`` Fleets with him; Player 1
    presides over other business and holds both Consulships."""
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


def test_a_recalled_proconsul_comes_home_with_his_force() -> None:
    game, key, war = with_proconsul()
    game.apply("recall")
    decision = game.pending
    assert decision is not None and decision.kind == SENATE_PROCONSUL
    assert decision.context == {"purpose": "recall"}
    game.apply(key)
    answer_votes(game, "aye")
    assert game.state.senators[key].location is Location.ROME
    assert not [u for u in game.state.legions if u.location == f"war:{war}"]


def test_a_reinforced_proconsul_may_not_be_recalled() -> None:
    game, key, _ = with_proconsul()
    before = sum(1 for u in game.state.legions if u.commander == key)
    game.apply("reinforce")
    game.apply(key)
    game.apply("1")
    game.apply("0")
    answer_votes(game, "aye")
    assert sum(1 for u in game.state.legions if u.commander == key) == before + 1
    business = play_until(game, SENATE_BUSINESS).pending
    assert business is not None and business.kind == SENATE_BUSINESS
    assert "recall" not in {o.key for o in business.options}
