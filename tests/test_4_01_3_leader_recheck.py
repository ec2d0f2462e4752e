"""4.01.3 (spec T05): at step 4 of each of its Initiatives a Neutral re-checks its Faction
Leader Guideline; only a strictly better Senator takes the marker (equal best challengers by
2d6). 1.07.7: a Player may move his marker to any of his Senators."""

import pytest

import engine.phases.forum as forum
from engine.context import Context, Procedure
from engine.phases.forum import faction_leader_step, forum_phase
from engine.state import Office
from tests.builders import add_senator
from tests.forum_support import (
    PLAYER,
    PLUTOCRATS,
    POPULISTS,
    ScriptedPlayer,
    for_seat,
    quiet_steps,
    run,
    solitaire_table,
)
from tests.interpreted_support import PATCHES_A_FUNCTION


def plutocrats(challenger_influence: int) -> Context:
    """The Plutocrats' Leader L has INF 8; S has the given Influence."""
    ctx = solitaire_table()
    add_senator(ctx, PLUTOCRATS, "L", influence=8)
    add_senator(ctx, PLUTOCRATS, "S", influence=challenger_influence)
    ctx.state.factions[PLUTOCRATS].leader = "L"
    return ctx


def test_an_equal_challenger_does_not_take_the_marker() -> None:
    ctx = plutocrats(8)

    run(ctx, for_seat(faction_leader_step, PLUTOCRATS))

    assert ctx.state.factions[PLUTOCRATS].leader == "L"


@PATCHES_A_FUNCTION
def test_a_better_senator_leads_from_step_4_of_the_next_initiative(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = plutocrats(9)
    add_senator(ctx, PLAYER, "consul").offices.append(Office.ROME_CONSUL)
    quiet_steps(monkeypatch)
    seen: list[tuple[int, str | None]] = []

    def games(ctx: Context, seat: int) -> Procedure:
        seen.append((seat, ctx.state.factions[PLUTOCRATS].leader))
        yield from ()

    monkeypatch.setattr(forum, "games_step", games)
    ctx.dice.script([2, 3] * 5 + [2, 3])

    run(ctx, forum_phase)

    assert seen[:3] == [(0, "L"), (1, "L"), (PLUTOCRATS, "L")]
    assert seen[3] == (3, "S")
    assert ctx.state.factions[PLUTOCRATS].leader == "S"


def test_a_leaderless_neutral_names_its_best_senator() -> None:
    ctx = plutocrats(9)
    ctx.state.factions[PLUTOCRATS].leader = None

    run(ctx, for_seat(faction_leader_step, PLUTOCRATS))

    assert ctx.state.factions[PLUTOCRATS].leader == "S"


def test_equal_better_challengers_are_split_by_2d6() -> None:
    ctx = solitaire_table()
    add_senator(ctx, POPULISTS, "leader", influence=3, popularity=1)
    add_senator(ctx, POPULISTS, "a", influence=4, popularity=2)
    add_senator(ctx, POPULISTS, "b", influence=5, popularity=1)
    ctx.state.factions[POPULISTS].leader = "leader"
    ctx.dice.script([1, 2, 6, 6])

    run(ctx, for_seat(faction_leader_step, POPULISTS))

    assert ctx.state.factions[POPULISTS].leader == "b"


def test_a_player_may_appoint_any_of_his_senators() -> None:
    ctx = solitaire_table()
    add_senator(ctx, PLAYER, "leader")
    add_senator(ctx, PLAYER, "away")
    ctx.state.factions[PLAYER].leader = "leader"
    player = ScriptedPlayer({"faction.leader_change": ["away"]})

    run(ctx, for_seat(faction_leader_step, PLAYER), player)

    decision = player.seen[0]
    assert (decision.kind, decision.rule) == ("faction.leader_change", "1.07.7")
    assert decision.options.keys() == ["keep", "away"]
    assert ctx.state.factions[PLAYER].leader == "away"
