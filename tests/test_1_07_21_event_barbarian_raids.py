"""1.07.21, the Event cards, D2-23: Barbarian Raids. At the start of the Revenue Phase the Governor
of every Frontier Province rolls 2d6 + its printed Land Strength + 2 per Garrison Legion + his
Military; 15 or less (17 on the severe side) overruns it: no revenue and no development this
phase, back to Undeveloped, the black die in chits against the Governor and as many Garrison
Legions lost."""

import pytest

from engine.context import Context
from engine.events.provinces import barbarian_raids
from engine.phases.governors import province_development
from engine.phases.state_revenue import state_revenue
from engine.state import Location, ProvinceState, Senator
from tests.builders import add_family
from tests.event_support import table

MACEDONIA = "prov-macedonia"  # Frontier, printed Land Strength 5
SARDINIA = "prov-sardinia-et-corsica"
RAIDS = "evt-barbarian-raids"


def governed(ctx: Context, key: str, developed: bool, garrison: int) -> Senator:
    governor = add_family(ctx, 0, "fam-01-cornelius" if key == MACEDONIA else "fam-02-fabius")
    governor.military = 2
    governor.location, governor.province = Location.PROVINCE, key
    ctx.state.provinces[key] = ProvinceState(key, developed, governor.key, 2)
    for unit in ctx.state.legions:
        if garrison and unit.location == "bank":
            unit.location = f"garrison:{key}"
            garrison -= 1
    return governor


@pytest.mark.effect("event", "barbarian_raids")
def test_a_weak_frontier_province_is_overrun_its_governor_and_garrison_suffer() -> None:
    ctx = table(scenario="middle")
    governor = governed(ctx, MACEDONIA, developed=True, garrison=1)
    ctx.state.events[RAIDS] = 1
    ctx.state.mortality_cup = [governor.family_id, "blank", "blank"]
    ctx.dice.script([3, 2])  # 5 + Land 5 + 2 Garrison + Military 2 = 14: overrun, black die 3

    barbarian_raids(ctx)

    province = ctx.state.provinces[MACEDONIA]
    assert ctx.state.barren_provinces == [MACEDONIA] and not province.developed
    assert not any(u.location == f"garrison:{MACEDONIA}" for u in ctx.state.legions)
    assert ctx.state.senators[governor.key].location is Location.CURIA  # he died
    before = ctx.state.state_treasury
    state_revenue(ctx)
    assert not [e for e in ctx.log if e.act == "taxes"]
    assert ctx.state.state_treasury >= before
    province_development(ctx)
    assert not [e for e in ctx.log if e.act == "development"]


@pytest.mark.effect("event", "barbarian_raids")
def test_the_severe_side_needs_more_than_17_and_a_province_that_holds_is_untouched() -> None:
    ctx = table(scenario="middle")
    governed(ctx, MACEDONIA, developed=True, garrison=2)
    ctx.state.events[RAIDS] = 2
    ctx.dice.script([4, 4])  # 8 + 5 + 4 + 2 = 19 > 17: holds

    barbarian_raids(ctx)

    assert ctx.state.barren_provinces == [] and ctx.state.provinces[MACEDONIA].developed
    assert sum(1 for u in ctx.state.legions if u.location == f"garrison:{MACEDONIA}") == 2


def test_a_province_off_the_frontier_is_never_raided() -> None:
    ctx = table(scenario="middle")
    governed(ctx, SARDINIA, developed=False, garrison=0)
    ctx.state.events[RAIDS] = 1

    barbarian_raids(ctx)

    assert ctx.state.barren_provinces == []
