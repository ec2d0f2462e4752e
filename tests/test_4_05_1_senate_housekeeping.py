"""4.05.1 Senate Phase overview: housekeeping as the Senate opens (last turn's annual offices
end, Consuls and Dictator taking Prior Consul markers; Corrupt and Major markers leave the
Senators in Rome), then Coalition, Military Plan, Spoils and the plan carried out, in order."""

from typing import cast

import pytest

import solo.phases.senate as senate_module
from bots.agent import play
from bots.seating import default_agents
from common.conformance import check_money, check_provinces, check_senators
from engine.context import SETUP_ONLY, Context, Procedure
from engine.game import Game
from engine.log import Act
from engine.state import Location, Office
from solo.game import new_game
from solo.offices import open_senate
from solo.spoils_eligibility import eligible
from tests.interpreted_support import PATCHES_A_FUNCTION
from tests.senate_support import (
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    acts,
    run,
    senator,
    solitaire_table,
)

ARMAMENTS = 52
HARBOR_FEES = 56
LAND_COMMISSIONER = 58
TRADITION_ERODES = 109


def test_annual_offices_end_and_consuls_take_prior_consul_markers() -> None:
    ctx = solitaire_table()
    rome = senator(ctx, PLUTOCRATS, "rome", office=Office.ROME_CONSUL)
    field = senator(ctx, IMPERIALS, "field", office=Office.FIELD_CONSUL)
    field.location = Location.WAR
    dictator = senator(ctx, IMPERIALS, "dictator", office=Office.DICTATOR)
    horse = senator(ctx, IMPERIALS, "horse", office=Office.MASTER_OF_HORSE)
    censor = senator(ctx, PLUTOCRATS, "censor", office=Office.CENSOR)

    senate = open_senate(ctx)

    assert [s.offices for s in (rome, field, dictator, horse)] == [[], [], [], []]
    assert (rome.prior_consul, field.prior_consul, dictator.prior_consul) == (True, True, True)
    assert not horse.prior_consul
    assert censor.offices == [Office.CENSOR]
    assert senate.outgoing_consuls == {"rome", "field", "dictator"}


def test_corrupt_and_major_markers_leave_the_senators_in_rome() -> None:
    ctx = solitaire_table()
    home = senator(ctx, PLUTOCRATS, "home")
    home.corrupt = home.major = True
    home.concessions = [ARMAMENTS, HARBOR_FEES]
    home.corrupt_concessions = [ARMAMENTS, HARBOR_FEES]
    away = senator(ctx, PLUTOCRATS, "away", location=Location.PROVINCE)
    away.corrupt = away.major = True

    open_senate(ctx)

    assert (home.corrupt, home.major, home.corrupt_concessions) == (False, False, [HARBOR_FEES])
    assert (away.corrupt, away.major) == (True, True)


@pytest.mark.effect("law", "consecutive_consulships_allowed")
def test_tradition_erodes_lets_last_turns_consul_serve_again() -> None:
    ctx = solitaire_table()
    consul = senator(ctx, PLUTOCRATS, "consul", office=Office.ROME_CONSUL)
    ctx.state.laws = [TRADITION_ERODES]

    senate = open_senate(ctx)

    assert consul in eligible(ctx, senate).consuls


@PATCHES_A_FUNCTION
def test_phase_order(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = solitaire_table()
    for index in range(4):
        senator(ctx, PLUTOCRATS, f"plu-{index}", oratory=3, influence=index + 1)
        senator(ctx, IMPERIALS, f"imp-{index}", oratory=2, influence=index + 1)

    def step(name: str) -> Procedure:
        ctx.record("Senate", cast(Act, name), "4.05.1", name)  # test-only acts
        yield from ()

    monkeypatch.setattr(senate_module, "military_plan_step", lambda c: step("plan"))
    monkeypatch.setattr(senate_module, "deployment_step", lambda c: step("deploy"))
    monkeypatch.setattr(senate_module, "senate_phase_end", lambda c: step("phase_end"))

    run(ctx, senate_module.senate_phase)

    order = [
        e.act
        for e in ctx.log
        if e.act in {"dominance", "ruling_coalition", "plan", "spoils_end", "deploy", "phase_end"}
    ]
    assert order == ["dominance", "ruling_coalition", "plan", "spoils_end", "deploy", "phase_end"]
    assert ctx.state.phase == "Senate" and ctx.state.coalition == [PLUTOCRATS]


@pytest.mark.effect("concession", "requires_land_bill")
def test_land_commissioner_returns_without_a_land_bill(monkeypatch: pytest.MonkeyPatch) -> None:
    # 1.09.61 (D2-12): checked at the end of the Senate Phase.
    ctx = solitaire_table()
    holder = senator(ctx, PLUTOCRATS, "holder", oratory=5)
    holder.concessions = [LAND_COMMISSIONER]

    def quiet(context: Context) -> Procedure:
        yield from ()

    for name in ("military_plan_step", "deployment_step", "divide_spoils"):
        monkeypatch.setattr(senate_module, name, lambda c, *rest: quiet(c))

    run(ctx, senate_module.senate_phase)

    assert holder.concessions == [] and LAND_COMMISSIONER in ctx.state.forum_concessions


@pytest.mark.parametrize("scenario", ["early", "middle", "late"])
@pytest.mark.parametrize("players", [1, 2])
def test_senate_phase_after_set_up_keeps_the_invariants(scenario: str, players: int) -> None:
    for seed in range(4):
        game = new_game(scenario, players, seed, SETUP_ONLY)
        play(game, default_agents(game))
        senate = Game(game.context, senate_module.senate_phase, seed)

        play(senate, default_agents(senate))

        state = senate.state
        assert senate.over or acts(senate.context, "spoils_end")
        assert (
            senate.over
            or sum(Office.ROME_CONSUL in s.offices for s in state.senators.values()) <= 1
        )
        check_money(state)
        check_senators(state, senate.context.catalog)
        check_provinces(state)


def test_players_may_request_assassination_checks_during_spoils(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 4.07.3: a Player may request a Check while the Senate sits (spec ruling); offered beside
    # his Spoils choices.
    ctx = solitaire_table()
    senator(ctx, PLAYER, "mine", oratory=9)
    senator(ctx, PLUTOCRATS, "plu", oratory=1)

    def quiet(context: Context) -> Procedure:
        yield from ()

    monkeypatch.setattr(senate_module, "military_plan_step", quiet)
    monkeypatch.setattr(senate_module, "deployment_step", quiet)

    _, player = run(ctx, senate_module.senate_phase)

    picks = [d for d in player.seen if d.kind == "spoils.pick"]
    assert picks and picks[0].options.find("assassinate:plu") is not None
    assert ctx.interjections is None
