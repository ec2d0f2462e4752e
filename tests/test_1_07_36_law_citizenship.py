"""1.07.36, the Law cards: the Julian and Plautian-Papirian Laws grant citizenship the moment they
are played: Unrest falls, the Julian Law ends Manpower Shortage and No Recruitment, the
Plautian-Papirian halves the Social War (rounded up, D2-21), and the card's player pays."""

import pytest

from engine.combat import war_strength
from engine.phases.population import MANPOWER_SHORTAGE, NO_RECRUITMENT
from engine.state import WarStatus
from solo.forum import enact_law
from tests.builders import add_senator, bare_context, drive

JULIAN = 160
PLAUTIAN_PAPIRIAN = 156


@pytest.mark.effect("law", "citizenship")
def test_julian_law_ends_shortages_lowers_unrest_and_costs_each_senator_1d6_influence() -> None:
    ctx = bare_context()
    a = add_senator(ctx, 0, "A", influence=5)
    b = add_senator(ctx, 0, "B", influence=2)
    other = add_senator(ctx, 1, "C", influence=5)
    ctx.state.unrest = 4
    ctx.state.events[MANPOWER_SHORTAGE] = 2
    ctx.state.events[NO_RECRUITMENT] = 1
    ctx.state.factions[0].hand.append(JULIAN)
    ctx.dice.script([3, 4])

    drive(ctx, lambda c: enact_law(c, c.state.factions[0], JULIAN))

    assert JULIAN in ctx.state.laws
    assert ctx.state.unrest == 1
    assert MANPOWER_SHORTAGE not in ctx.state.events
    assert NO_RECRUITMENT not in ctx.state.events
    assert (a.influence, b.influence, other.influence) == (2, 0, 5)


@pytest.mark.effect("law", "citizenship")
def test_plautian_papirian_halves_the_social_war_and_costs_one_popularity() -> None:
    ctx = bare_context(scenario="late")
    social = ctx.catalog.card_by_key["war-social"].card_no
    ctx.state.wars[social] = WarStatus.ACTIVE
    printed = war_strength(ctx.state, ctx.catalog, social).land
    a = add_senator(ctx, 0, "A", popularity=2)
    ctx.state.unrest = 1
    ctx.state.factions[0].hand.append(PLAUTIAN_PAPIRIAN)

    drive(ctx, lambda c: enact_law(c, c.state.factions[0], PLAUTIAN_PAPIRIAN))

    assert war_strength(ctx.state, ctx.catalog, social).land == -(-printed // 2)
    assert ctx.state.unrest == 0
    assert a.popularity == 1
