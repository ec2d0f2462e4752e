"""1.05.1 / 1.07.3321: at the start of a turn the earliest Imminent War of each matching series
becomes Active; a matching Leader waiting in the Curia joins it (1.07.341)."""

import pytest

from bots.agent import play
from bots.seating import default_agents
from engine.context import SETUP_ONLY, Context
from engine.game import Game
from engine.phases.mortality import activate_imminent_wars, mortality_phase
from engine.state import ProvinceState, WarStatus
from solo.game import new_game
from tests.builders import bare_context

INFLUENCE_PEDDLING = 48


def war(ctx: Context, key: str) -> int:
    return ctx.catalog.war_by_key[key].card_no


def leader(ctx: Context, key: str) -> int:
    return next(ldr.card_no for ldr in ctx.catalog.leaders.leaders if ldr.id == key)


def test_rulebook_example_punic_wars_over_two_turns() -> None:
    # 1.07.3321 example: the 1st Punic War was activated by the 3rd being drawn; the 3rd and
    # then the 2nd went Imminent; Hannibal sits on the 1st.
    ctx = bare_context()
    first, second, third = (war(ctx, f"war-punic-{n}") for n in (1, 2, 3))
    ctx.state.wars = {first: WarStatus.ACTIVE, third: WarStatus.IMMINENT}
    ctx.state.wars[second] = WarStatus.IMMINENT
    ctx.state.leaders = {leader(ctx, "ldr-hannibal"): first}

    activate_imminent_wars(ctx)  # start of turn 2
    assert ctx.state.wars == {
        first: WarStatus.ACTIVE,
        second: WarStatus.ACTIVE,
        third: WarStatus.IMMINENT,
    }
    assert ctx.state.leaders == {leader(ctx, "ldr-hannibal"): first}

    activate_imminent_wars(ctx)  # start of turn 3
    assert ctx.state.wars[third] is WarStatus.ACTIVE


def test_one_war_per_series_each_turn() -> None:
    ctx = bare_context()
    mac2, mac3, gallic2 = (
        war(ctx, k) for k in ("war-macedonian-2", "war-macedonian-3", "war-gallic-2")
    )
    ctx.state.wars = {
        mac3: WarStatus.IMMINENT,
        mac2: WarStatus.IMMINENT,
        gallic2: WarStatus.IMMINENT,
    }

    activate_imminent_wars(ctx)

    assert ctx.state.wars == {
        mac2: WarStatus.ACTIVE,
        mac3: WarStatus.IMMINENT,
        gallic2: WarStatus.ACTIVE,
    }
    assert [e.rule for e in ctx.log if e.rule == "1.05.1"] == ["1.05.1", "1.05.1"]


def test_inactive_and_unprosecuted_wars_are_not_touched() -> None:
    ctx = bare_context()
    ctx.state.wars = {
        war(ctx, "war-punic-1"): WarStatus.INACTIVE,
        war(ctx, "war-syrian"): WarStatus.UNPROSECUTED,
    }
    before = dict(ctx.state.wars)

    activate_imminent_wars(ctx)

    assert ctx.state.wars == before
    assert not [e for e in ctx.log if e.rule == "1.05.1"]


def test_a_leader_in_the_curia_joins_the_war_that_becomes_active() -> None:
    ctx = bare_context()
    mac1, mac2 = war(ctx, "war-macedonian-1"), war(ctx, "war-macedonian-2")
    ctx.state.wars = {mac1: WarStatus.INACTIVE, mac2: WarStatus.IMMINENT}
    philip = leader(ctx, "ldr-philip-v")
    ctx.state.leaders = {philip: None}

    activate_imminent_wars(ctx)

    assert ctx.state.leaders == {philip: mac2}
    assert ctx.log[-1].rule == "1.07.341"


def test_viriathus_stays_in_the_curia_while_his_wars_provinces_are_missing() -> None:
    ctx = bare_context(scenario="middle")
    numantine = war(ctx, "war-spanish-2-numantine")
    viriathus = leader(ctx, "ldr-viriathus")
    ctx.state.wars = {numantine: WarStatus.IMMINENT}
    ctx.state.leaders = {viriathus: None}

    activate_imminent_wars(ctx)

    assert ctx.state.wars[numantine] is WarStatus.ACTIVE
    assert ctx.state.leaders == {viriathus: None}


@pytest.mark.effect("leader", "needs_war_provinces")
def test_viriathus_joins_once_his_wars_provinces_exist() -> None:
    ctx = bare_context(scenario="middle")
    numantine = war(ctx, "war-spanish-2-numantine")
    viriathus = leader(ctx, "ldr-viriathus")
    ctx.state.wars = {numantine: WarStatus.IMMINENT}
    ctx.state.leaders = {viriathus: None}
    ctx.state.provinces["prov-hispania-citerior"] = ProvinceState("prov-hispania-citerior")

    activate_imminent_wars(ctx)

    assert ctx.state.leaders == {viriathus: numantine}


def set_up_with_second_punic_imminent() -> Context:
    """A seeded early solitaire set-up with the 2nd Punic War waiting in the Imminent box."""
    game = new_game("early", 1, 3, SETUP_ONLY)
    play(game, default_agents(game))
    ctx = game.context
    ctx.state.wars[war(ctx, "war-punic-2")] = WarStatus.IMMINENT
    return ctx


def run_mortality_phase(ctx: Context) -> list[str]:
    """Play one Mortality Phase; return the rules its log events name, in order."""
    start = len(ctx.log)
    phase = Game(ctx, mortality_phase, 3)
    play(phase, default_agents(phase))
    return [e.rule for e in ctx.log[start:]]


def test_the_mortality_phase_activates_imminent_wars_first() -> None:
    ctx = set_up_with_second_punic_imminent()

    rules = run_mortality_phase(ctx)

    assert ctx.state.wars[war(ctx, "war-punic-2")] is WarStatus.ACTIVE
    assert [r for r in rules if r.startswith("1.05")][:2] == ["1.05.1", "1.05.2"]


def test_imminent_wars_activate_before_a_neutral_plays_influence_peddling() -> None:
    # 1.07.3321: "before any other action is taken"; Influence Peddling (4.07.5) comes after.
    ctx = set_up_with_second_punic_imminent()
    neutral = next(f for f in ctx.state.factions if not f.is_player)
    neutral.hand.append(INFLUENCE_PEDDLING)

    rules = run_mortality_phase(ctx)

    assert "4.07.5" in rules
    assert rules.index("1.05.1") < rules.index("4.07.5")
